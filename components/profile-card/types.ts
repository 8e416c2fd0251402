import type { Role } from "@/lib/roles";

/** GET /api/users/{id} (lib/server/users/get-public-user.ts), as JSON. */
export type PublicUserCard = {
  id: number;
  username: string;
  profileImage: string | null;
  bio: string | null;
  roles: Role[];
  role: Role;
  isVerified: boolean;
  /** the first instant (UTC) of the join month: others see no finer */
  joinedAt: string | null;
  debateCount: number;
  votesCount: number;
};
