// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CreateActionForm } from "./create-action-form";
import { fakeApi, renderWithSWR } from "./test-kit";

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
    renderWithSWR(<CreateActionForm />);
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
});
