import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { conflict } from "@/lib/errors";

export const USERNAME_TAKEN = "Username already taken";

/** 409 when another account holds this username in any letter case (the caller's own account aside). */
export async function assertUsernameFree(username: string, opts: { field: string; exceptUserId?: number; tx?: Tx }) {
  const [row] = await (opts.tx ?? getDb())
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(sql`lower(${users.username})`, username.toLowerCase()),
        opts.exceptUserId ? ne(users.id, opts.exceptUserId) : undefined,
      ),
    )
    .limit(1);
  if (row) throw conflict(USERNAME_TAKEN, { [opts.field]: USERNAME_TAKEN });
}
