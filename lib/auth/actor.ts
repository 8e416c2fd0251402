import type { Role } from "@/lib/roles";
import type { UserStatus } from "@/lib/enums";

export type Actor = {
  id: number;
  username: string;
  email: string | null;
  roles: Role[];
  role: Role;
  emailVerified: boolean;
  isVerified: boolean;
  status: UserStatus;
  /** SHA-256 of the session id: what the session row is keyed by */
  sessionKey: string;
};
