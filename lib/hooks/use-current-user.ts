import { getQueryFn } from "@/lib/api/client";
import { useQuery } from "@/lib/api/query";
import type { Role } from "@/lib/roles";

/** GET /api/auth/user, as the client reads it (document 1, section 3). */
export type CurrentUser = {
  id: number;
  username: string;
  email: string | null;
  profileImage: string | null;
  bio: string | null;
  role: Role;
  roles: Role[];
  emailVerified: boolean;
  isVerified: boolean;
  joinedAt: string;
  lastActive: string | null;
  status: UserStatus;
  debateCount: number;
};

import { CURRENT_USER_KEY } from "@/lib/api/query-keys";
import type { UserStatus } from "@/lib/enums";

const fetchOrNull = getQueryFn({ on401: "returnNull" });

/** Every role the user holds: the list plus the primary role, in case the list is empty. */
export const userRoles = (user: Pick<CurrentUser, "role" | "roles"> | null | undefined): Role[] =>
  user ? [...(user.roles ?? []), ...(user.role ? [user.role] : [])] : [];

/** Signed in when the call returns a user; a 401 or a failed call leaves the visitor signed out. */
export function useCurrentUser() {
  const { data, isLoading, mutate } = useQuery<CurrentUser | null>(CURRENT_USER_KEY, {
    fetcher: (url) => fetchOrNull<CurrentUser>(url),
  });
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null, mutate };
}
