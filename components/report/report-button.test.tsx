// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderFresh } from "@/tests/fixtures/render-fresh";
import { answer } from "@/tests/fixtures/stub-fetch";
import { useState } from "react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { ReportButton } from "./report-button";
import { ReportDialog } from "./report-dialog";

/** As a comment's menu uses it: a menu item opens the controlled dialog. */
function MenuReport() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger>Comment actions</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => setOpen(true)}>Report</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ReportDialog targetType="comment" targetId={12} open={open} onOpenChange={setOpen} />
    </>
  );
}

vi.mock("@/components/ui/use-toast", () => ({ toast: vi.fn() }));
vi.mock("next/navigation", () => ({ usePathname: () => "/debate/7" }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("ReportButton", () => {
  it("opens the report dialog; Escape closes it and focus returns to the button", async () => {
    answer(200, { id: 3, username: "demo_user", roles: [], role: "user" });
    renderFresh(<ReportButton targetType="comment" targetId={12} />);
    const button = screen.getByRole("button", { name: "Report" });
    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole("dialog", { name: "Report Content" });
    expect(dialog.textContent).toContain("this comment");
    await screen.findByRole("button", { name: "Submit Report" });
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it("opened from a menu item, returns focus to the menu's button on close", async () => {
    answer(200, { id: 3, username: "demo_user", roles: [], role: "user" });
    renderFresh(<MenuReport />);
    const trigger = screen.getByRole("button", { name: "Comment actions" });
    trigger.focus();
    fireEvent.keyDown(trigger, { key: "Enter" });
    const item = await screen.findByRole("menuitem", { name: "Report" });
    item.focus();
    fireEvent.keyDown(item, { key: "Enter" });
    fireEvent.click(item);
    const dialog = await screen.findByRole("dialog", { name: "Report Content" });
    await screen.findByRole("button", { name: "Submit Report" });
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(trigger);
  });
});
