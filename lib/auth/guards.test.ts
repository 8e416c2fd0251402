import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import type { Role } from "@/lib/roles";
import type { Actor } from "@/lib/auth/actor";
import {
  ACCOUNT_NOT_ACTIVE,
  ACCOUNT_SUSPENDED,
  allows,
  assertNotSuspended,
  assertStaffOver,
  CANNOT_ACT_ON_SELF,
  EMAIL_VERIFICATION_REQUIRED,
  isStaffOver,
  MODERATOR_CANNOT_ACT_ON_STAFF,
  NO_PERMISSION,
  PV_PLUS_REQUIRED,
  requirePvPlusMember,
  requireRole,
  requireUser,
  requireVerifiedMember,
} from "./guards";

const actor = (over: Partial<Actor> = {}): Actor => ({
  id: 1,
  username: "someone",
  email: "someone@example.com",
  roles: ["user"],
  role: "user",
  emailVerified: true,
  isVerified: false,
  status: "active",
  sessionKey: "k",
  ...over,
});

/** The status and message a guard throws, or "ok" when it lets the actor through. */
function outcome(guard: () => unknown): "ok" | [number, string] {
  try {
    guard();
    return "ok";
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return [error.status, error.message];
  }
}

describe("requireUser and requireRole", () => {
  it("answers a visitor 401 'Authentication required'", () => {
    expect(outcome(() => requireUser(null))).toEqual([401, "Authentication required"]);
    expect(outcome(() => requireRole(null, "staff"))).toEqual([401, "Authentication required"]);
  });

  it.each<[Role[], Record<"user" | "pv_plus" | "staff" | "admin", boolean>]>([
    [["user"], { user: true, pv_plus: false, staff: false, admin: false }],
    [["donater", "verified_debate_poster"], { user: true, pv_plus: false, staff: false, admin: false }],
    [["pv_plus"], { user: true, pv_plus: true, staff: false, admin: false }],
    [["moderator"], { user: true, pv_plus: true, staff: true, admin: false }],
    [["admin"], { user: true, pv_plus: true, staff: true, admin: true }],
  ])(
    "roles %j pass the gates %j, and are refused the others with 403 'You don't have permission to do this'",
    (roles, gates) => {
      for (const [gate, passes] of Object.entries(gates) as [keyof typeof gates, boolean][]) {
        expect(allows({ roles }, gate)).toBe(passes);
        expect(outcome(() => requireRole(actor({ roles }), gate))).toEqual(passes ? "ok" : [403, NO_PERMISSION]);
      }
    },
  );
});

describe("assertNotSuspended", () => {
  it("refuses a suspended account with 403 'Your account is suspended', and lets every other status through", () => {
    expect(ACCOUNT_SUSPENDED).toBe("Your account is suspended");
    expect(outcome(() => assertNotSuspended({ status: "suspended" }))).toEqual([403, ACCOUNT_SUSPENDED]);
    for (const status of ["active", "banned", "deleted"] as const)
      expect(outcome(() => assertNotSuspended({ status }))).toBe("ok");
  });
});

describe("requireVerifiedMember", () => {
  it.each<[string, Actor | null, "ok" | [number, string]]>([
    ["a visitor", null, [401, "Authentication required"]],
    [
      "a suspended account (before its email is looked at)",
      actor({ status: "suspended", emailVerified: false }),
      [403, ACCOUNT_SUSPENDED],
    ],
    ["a banned account", actor({ status: "banned" }), [403, ACCOUNT_NOT_ACTIVE]],
    ["an unverified email", actor({ emailVerified: false }), [403, EMAIL_VERIFICATION_REQUIRED]],
    ["an active, verified member", actor(), "ok"],
  ])("%s", (_, who, expected) => {
    expect(outcome(() => requireVerifiedMember(who))).toEqual(expected);
  });
});

describe("requirePvPlusMember", () => {
  it("asks a verified member first, then PV+ access (pv_plus, moderator or admin)", () => {
    expect(outcome(() => requirePvPlusMember(actor({ roles: ["pv_plus"], emailVerified: false })))).toEqual([
      403,
      EMAIL_VERIFICATION_REQUIRED,
    ]);
    expect(outcome(() => requirePvPlusMember(actor({ roles: ["user", "donater"] })))).toEqual([403, PV_PLUS_REQUIRED]);
    for (const role of ["pv_plus", "moderator", "admin"] as const)
      expect(outcome(() => requirePvPlusMember(actor({ roles: [role] })))).toBe("ok");
  });
});

describe("staff over a target", () => {
  it.each<[Role[], Role[], boolean]>([
    [["admin"], ["admin"], true],
    [["admin"], ["moderator"], true],
    [["admin"], ["user"], true],
    [["moderator"], ["user", "pv_plus"], true],
    [["moderator"], ["moderator"], false],
    [["moderator"], ["admin"], false],
  ])("%j over %j: %s", (mine, theirs, over) => {
    expect(isStaffOver(mine, theirs)).toBe(over);
    expect(outcome(() => assertStaffOver({ id: 1, roles: mine }, { id: 2, roles: theirs }))).toEqual(
      over ? "ok" : [403, MODERATOR_CANNOT_ACT_ON_STAFF],
    );
  });

  it("refuses anyone acting on their own account, an admin included", () => {
    expect(outcome(() => assertStaffOver({ id: 7, roles: ["admin"] }, { id: 7, roles: ["admin"] }))).toEqual([
      403,
      CANNOT_ACT_ON_SELF,
    ]);
  });
});
