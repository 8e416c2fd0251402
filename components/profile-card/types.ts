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
  joinedAt: string | null;
  status: string;
  debateCount: number;
  votesCount: number;
};
