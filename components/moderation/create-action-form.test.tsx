// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CreateActionForm } from "./create-action-form";
import { fakeApi } from "./test-kit";
import { renderFresh } from "@/tests/fixtures/render-fresh";

const toast = vi.fn();
vi.mock("@/components/ui/use-toast", () => ({ toast: (...args: unknown[]) => toast(...args) }));

beforeEach(() => toast.mockReset());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("CreateActionForm", () => {
  it("shows the schema's messages and sends nothing while invalid", async () => {
    const calls = fakeApi(() => ({ status: 201, body: {} }));
    renderFresh(<CreateActionForm />);
    fireEvent.change(screen.getByLabelText("Duration (days)"), { target: { value: "0" } });
    fireEvent.click(screen.getByRole("button", { name: "Create Action" }));
    expect(await screen.findByText("Target type is required")).toBeTruthy();
    expect(screen.getByText("Action is required")).toBeTruthy();
    expect(screen.getByText("Reason is required")).toBeTruthy();
    expect(screen.getByText("Target ID is required")).toBeTruthy();
    expect(screen.getByText("Duration must be at least 1 day")).toBeTruthy();
    expect(screen.getByLabelText("Reason").getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(calls).toHaveLength(0));
    expect(toast).not.toHaveBeenCalled();
  });

  // issue 34 item 9: Radix's Select put a hidden native copy with an empty <option> in the form (Nu checker error)
  it("chooses its target type and action from the browser's own selects, every option with its words", () => {
    const { container } = renderFresh(<CreateActionForm />);
    const options = [...container.querySelectorAll("option")];
    expect(options.length).toBeGreaterThan(2);
    expect(options.filter((o) => !o.textContent?.trim() && !o.label)).toEqual([]);
    expect(container.querySelectorAll("select[aria-hidden]")).toHaveLength(0);
    const target = screen.getByLabelText("Target type") as HTMLSelectElement;
    fireEvent.change(target, { target: { value: "debate" } });
    expect(target.value).toBe("debate");
    expect((screen.getByLabelText("Action") as HTMLSelectElement).value).toBe("");
  });
});
