// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Button } from "./button";

afterEach(cleanup);

describe("Button asChild (our Slot)", () => {
  it("renders the child with the button's classes first, the child's props winning, both handlers and both refs", () => {
    const order: string[] = [];
    const slotRef = createRef<HTMLElement>();
    const childRef = createRef<HTMLAnchorElement>();
    render(
      <Button
        asChild
        size="sm"
        variant="outline"
        className="ml-auto"
        onClick={() => order.push("button")}
        ref={slotRef as never}
        data-from="slot"
        title="slot"
      >
        <a
          href="https://example.org/debate/1"
          ref={childRef}
          className="extra"
          title="child"
          style={{ color: "red" }}
          onClick={(e) => {
            e.preventDefault();
            order.push("child");
          }}
        >
          Watch
        </a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Watch" });
    expect(link.getAttribute("href")).toBe("https://example.org/debate/1");
    expect(link.getAttribute("data-slot")).toBe("button");
    expect(link.getAttribute("data-from")).toBe("slot");
    expect(link.getAttribute("title")).toBe("child");
    expect(link.className.startsWith("inline-flex")).toBe(true);
    expect(link.className).toContain("ml-auto");
    expect(link.className.endsWith(" extra")).toBe(true);
    expect(link.style.color).toBe("red");
    fireEvent.click(link);
    expect(order).toEqual(["child", "button"]);
    expect(slotRef.current).toBe(link);
    expect(childRef.current).toBe(link);
  });

  it("a plain button without asChild", () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Go</Button>);
    fireEvent.click(screen.getByRole("button", { name: "Go" }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});
