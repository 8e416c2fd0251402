/** What lib/server/users/display-name.ts shows for a deleted account (that file is server-only). */
const DELETED_USER_NAME = "[deleted user]";

/** The id a profile card may open for: none for a system sender or a deleted account (its card would be a 404). */
export const cardUserId = (id: number | null | undefined, name: string): number | null =>
  typeof id === "number" && id > 0 && name !== DELETED_USER_NAME ? id : null;
