import "server-only";
import { sql, type Column } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { qualified } from "@/lib/db/qualified";
import { debates, votes } from "@/lib/db/schema";

const v = alias(votes, "v");
const d = alias(debates, "d");

/** Votes cast by the user whose id is in `userId` (covered by votes_user_created_idx). */
export const votesCastOf = (userId: Column) =>
  sql<number>`(select count(*)::int from votes v where ${v.userId} = ${qualified(userId)})`;

/** Live (not taken down) debates created by the user whose id is in `userId`. */
export const liveDebatesOf = (userId: Column) =>
  sql<number>`(select count(*)::int from debates d where ${d.creatorId} = ${qualified(userId)} and ${d.isActive})`;
