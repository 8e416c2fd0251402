import "server-only";
import { users } from "@/lib/db/schema";

/** What the account flows read about a user (never sent to the client as is: it carries the hash). */
export const accountColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  passwordHash: users.passwordHash,
  emailVerified: users.emailVerified,
  status: users.status,
  suspendedUntil: users.suspendedUntil,
};
