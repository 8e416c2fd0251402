import "server-only";
import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { comments } from "@/lib/db/schema";

const c = alias(comments, "c");
const r = alias(comments, "r");

/**
 * The condition on `c` (a comments row) for a top-level comment that shows in its debate's list: live, or
 * deleted but still holding a live reply somewhere in its thread ('[deleted]' above the replies). The reply check
 * is a scalar subquery with LIMIT so PostgreSQL runs it per deleted row on comments_root_idx; as an EXISTS it may
 * plan a hashed subplan that reads every comment of the site.
 */
export const visibleTopLevel = sql`${c.parentId} is null and (${c.deletedAt} is null
  or coalesce((select true from comments r where ${r.rootId} = ${c.id} and ${r.deletedAt} is null limit 1), false))`;
