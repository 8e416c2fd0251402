import "server-only";
import { sql, type Column } from "drizzle-orm";
import { qualified } from "@/lib/db/qualified";

/** Votes cast by the user whose id is in `userId` (covered by votes_user_created_idx). */
export const votesCastOf = (userId: Column) =>
  sql<number>`(select count(*)::int from votes v where v.user_id = ${qualified(userId)})`;

/** Live (not taken down) debates created by the user whose id is in `userId`. */
export const liveDebatesOf = (userId: Column) =>
  sql<number>`(select count(*)::int from debates d where d.creator_id = ${qualified(userId)} and d.is_active)`;
