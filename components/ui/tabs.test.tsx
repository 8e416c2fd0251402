// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

function Example({ initial = "a" }: { initial?: string }) {
  const [tab, setTab] = useState(initial);
  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList aria-label="Sections">
        <TabsTrigger value="a">Alpha</TabsTrigger>
        <TabsTrigger value="b">Beta</TabsTrigger>
        <TabsTrigger value="c" disabled>
          Gamma
        </TabsTrigger>
      </TabsList>
      <TabsContent value="a">Alpha panel</TabsContent>
      <TabsContent value="b">Beta panel</TabsContent>
      <TabsContent value="c">Gamma panel</TabsContent>
    </Tabs>
  );
}

afterEach(cleanup);

describe("Tabs", () => {
  it("marks the selected tab and shows only its panel, labelled by it", () => {
    render(<Example />);
    const alpha = screen.getByRole("tab", { name: "Alpha" });
    expect(alpha.getAttribute("aria-selected")).toBe("true");
    expect(alpha.getAttribute("data-state")).toBe("active");
    expect(alpha.tabIndex).toBe(0);
    expect(screen.getByRole("tab", { name: "Beta" }).tabIndex).toBe(-1);
    const panel = screen.getByRole("tabpanel", { name: "Alpha" });
    expect(panel.textContent).toBe("Alpha panel");
    expect(alpha.getAttribute("aria-controls")).toBe(panel.id);
    expect(screen.queryByText("Beta panel")).toBeNull();
    expect(screen.getByRole("tablist", { name: "Sections" })).toBeTruthy();
  });

  it("selects on click", () => {
    render(<Example />);
    fireEvent.click(screen.getByRole("tab", { name: "Beta" }));
    expect(screen.getByRole("tab", { name: "Beta" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel").textContent).toBe("Beta panel");
  });

  it("moves focus with the arrow keys, Home and End, skipping disabled tabs, and selects what gets focus", () => {
    render(<Example />);
    const [alpha, beta] = [screen.getByRole("tab", { name: "Alpha" }), screen.getByRole("tab", { name: "Beta" })];
    alpha.focus();
    fireEvent.keyDown(alpha, { key: "ArrowRight" });
    expect(document.activeElement).toBe(beta);
    expect(beta.getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(beta, { key: "ArrowRight" }); // wraps past the disabled one
    expect(document.activeElement).toBe(alpha);
    fireEvent.keyDown(alpha, { key: "End" });
    expect(document.activeElement).toBe(beta);
    fireEvent.keyDown(beta, { key: "Home" });
    expect(document.activeElement).toBe(alpha);
    fireEvent.keyDown(alpha, { key: "ArrowLeft" });
    expect(document.activeElement).toBe(beta);
    expect(screen.getByRole("tabpanel").textContent).toBe("Beta panel");
  });

  it("works uncontrolled from defaultValue", () => {
    render(
      <Tabs defaultValue="y">
        <TabsList>
          <TabsTrigger value="x">X</TabsTrigger>
          <TabsTrigger value="y">Y</TabsTrigger>
        </TabsList>
        <TabsContent value="x">X panel</TabsContent>
        <TabsContent value="y">Y panel</TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole("tabpanel").textContent).toBe("Y panel");
    fireEvent.click(screen.getByRole("tab", { name: "X" }));
    expect(screen.getByRole("tabpanel").textContent).toBe("X panel");
  });
});
