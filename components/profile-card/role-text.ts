import type { Role } from "@/lib/roles";

/**
 * The username's colour: the hues of lib/roles' one map (PV+ red, moderator green, admin blue, user grey) as text
 * colours, a shade darker or lighter than the chips so the name keeps 4.5:1 contrast in both themes.
 */
export const ROLE_TEXT_CLASS: Record<Role, string> = {
  user: "text-gray-700 dark:text-gray-300",
  donater: "text-gray-700 dark:text-gray-300",
  verified_debate_poster: "text-gray-700 dark:text-gray-300",
  pv_plus: "text-red-600 dark:text-red-400",
  moderator: "text-green-700 dark:text-green-400",
  admin: "text-blue-600 dark:text-blue-400",
};
