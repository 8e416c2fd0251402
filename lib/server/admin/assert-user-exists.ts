import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { notFound } from "@/lib/errors";

const USER_NOT_FOUND = "User not found";

/** 404 for an id no user has (deleted users still exist for staff). */
export async function assertUserExists(db: Db, userId: number) {
  const { rows } = await db.execute(sql`select 1 from users where id = ${userId}`);
  if (!rows.length) throw notFound(USER_NOT_FOUND);
}
