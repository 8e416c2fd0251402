// The roles ladder (document 1, section 6), shared by server and client.
export const ROLES = ["user", "donater", "pv_plus", "verified_debate_poster", "moderator", "admin"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  user: "User",
  donater: "Donater",
  pv_plus: "PV+",
  verified_debate_poster: "Verified Debate Poster",
  moderator: "Moderator",
  admin: "Admin",
};

const rank = (role: Role) => ROLES.indexOf(role);

export function mainRole(roles: readonly Role[] | null | undefined): Role {
  return (roles ?? []).reduce<Role>((best, r) => (rank(r) > rank(best) ? r : best), "user");
}

export const isStaff = (roles: readonly Role[] | null | undefined) =>
  (roles ?? []).some((r) => r === "moderator" || r === "admin");

export const isAdmin = (roles: readonly Role[] | null | undefined) => (roles ?? []).includes("admin");

/** PV+ access (comments): pv_plus, moderator or admin, everywhere. */
export const hasPvPlusAccess = (roles: readonly Role[] | null | undefined) =>
  (roles ?? []).some((r) => r === "pv_plus" || r === "moderator" || r === "admin");

/**
 * One colour map for role badges everywhere: PV+ red, moderator green, admin blue, user grey (shades that hold 4.5:1
 * with white).
 */
export const ROLE_BADGE_CLASS: Partial<Record<Role, string>> = {
  pv_plus: "bg-red-600 text-white",
  moderator: "bg-green-700 text-white",
  admin: "bg-blue-600 text-white",
};
export const ROLE_CHIP_CLASS: Record<Role, string> = {
  user: "bg-gray-500 text-white",
  donater: "bg-gray-500 text-white",
  verified_debate_poster: "bg-gray-500 text-white",
  pv_plus: "bg-red-600 text-white",
  moderator: "bg-green-700 text-white",
  admin: "bg-blue-600 text-white",
};
