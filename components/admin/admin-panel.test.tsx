// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, makeUser, writes, type Answer, type Call } from "@/components/moderation/test-kit";
import { renderFresh } from "@/tests/fixtures/render-fresh";
import { AdminPanel } from "./admin-panel";

const toast = vi.fn();
vi.mock("@/components/ui/use-toast", () => ({ toast: (...args: unknown[]) => toast(...args) }));

const BY_ROLE: Record<string, ReturnType<typeof makeUser>[]> = {
  admin: [makeUser(1, { username: "demo_admin", role: "admin", roles: ["admin"] })],
  moderator: [makeUser(2, { username: "demo_moderator", role: "moderator", roles: ["moderator"] })],
  pv_plus: [],
  user: [makeUser(5, { username: "demo_user" })],
};

function api(write: Answer = {}) {
  return fakeApi((call: Call) => {
    if (call.method !== "GET") return write;
    const role = new URL(call.url, "http://x").searchParams.get("role") ?? "";
    const list = BY_ROLE[role] ?? [];
    return { body: list, headers: { "X-Total-Count": String(list.length) } };
  });
}
const section = (name: RegExp) => within(screen.getByRole("region", { name }));

// Radix's checkbox measures itself
beforeEach(() => {
  toast.mockReset();
});
afterEach(() => {
  cleanup();
});

describe("AdminPanel", () => {
  it("groups users by main role, one server query per section", async () => {
    const calls = api();
    renderFresh(<AdminPanel />);
    expect(await section(/^Admin/).findByText("demo_admin")).toBeTruthy();
    expect(await section(/^User \(/).findByText("demo_user")).toBeTruthy();
    expect(await section(/^PV\+/).findByText("No PV+ users")).toBeTruthy();
    expect(calls.map((c) => c.url)).toContain("/api/admin/users?role=pv_plus&limit=25");
  });

  it("edits the full roles list: Save is disabled with none selected; PATCH {roles}; failures show the server's message", async () => {
    const calls = api({ status: 409, body: { message: "The last admin cannot lose the admin role" } });
    renderFresh(<AdminPanel />);
    await screen.findByText("demo_admin");
    fireEvent.click(screen.getByRole("button", { name: "Edit roles of demo_admin" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit roles of demo_admin" });
    const save = within(dialog).getByRole("button", { name: "Save" }) as HTMLButtonElement;
    expect(save.disabled).toBe(false);
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Admin" }));
    expect(save.disabled).toBe(true);
    expect(within(dialog).getByText("At least one role must be selected.")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "User" }));
    fireEvent.click(save);
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          title: "Failed to update user roles",
          description: "The last admin cannot lose the admin role",
          variant: "destructive",
        }),
      ),
    );
    expect(writes(calls)).toEqual([{ method: "PATCH", url: "/api/admin/users/1/role", body: { roles: ["user"] } }]);
  });
});
