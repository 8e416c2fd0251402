import { describe, expect, it } from "vitest";
import type { AdminUserView } from "@/lib/moderation/types";
import { canPunish } from "./punish-rules";

const user = (over: Partial<AdminUserView> = {}): AdminUserView => ({
  id: 5,
  username: "demo_user",
  email: null,
  role: "user",
  roles: ["user"],
  status: "active",
  suspendedUntil: null,
  emailVerified: true,
  isVerified: true,
  joinedAt: "2026-01-01T00:00:00Z",
  lastActive: null,
  debateCount: 0,
  mailboxShared: false,
  ...over,
});
const moderator = { id: 2, roles: ["moderator" as const] };
const admin = { id: 1, roles: ["admin" as const] };

describe("canPunish", () => {
  it("suspend, ban and delete only active users; reactivate and lift only suspended or banned ones", () => {
    expect(canPunish(moderator, user(), "suspend")).toBe(true);
    expect(canPunish(moderator, user(), "lift")).toBe(false);
    expect(canPunish(moderator, user({ status: "suspended" }), "ban")).toBe(false);
    expect(canPunish(moderator, user({ status: "banned" }), "reactivate")).toBe(true);
    expect(canPunish(moderator, user({ status: "deleted" }), "reactivate")).toBe(false);
  });
  it("moderators cannot act on staff; admins can; nobody on themselves", () => {
    const mod2 = user({ id: 3, role: "moderator", roles: ["moderator"] });
    expect(canPunish(moderator, mod2, "suspend")).toBe(false);
    expect(canPunish(admin, mod2, "suspend")).toBe(true);
    expect(canPunish(admin, user({ id: 1, role: "admin", roles: ["admin"] }), "ban")).toBe(false);
  });
});
