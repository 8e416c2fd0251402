import type { Role } from "@/lib/roles";

export type Actor = {
  id: number;
  username: string;
  email: string | null;
  roles: Role[];
  role: Role;
  emailVerified: boolean;
  isVerified: boolean;
  status: "active" | "suspended" | "banned" | "deleted";
  /** SHA-256 of the session id: what the session row is keyed by */
  sessionKey: string;
};
