import "server-only";
import { sql } from "drizzle-orm";

/**
 * The condition on `c` (a comments row) for a top-level comment that shows in its debate's list: live, or
 * deleted but still holding a live reply somewhere in its thread ('[deleted]' above the replies). The reply check
 * is a scalar subquery with LIMIT so PostgreSQL runs it per deleted row on comments_root_idx; as an EXISTS it may
 * plan a hashed subplan that reads every comment of the site.
 */
export const visibleTopLevel = sql`c.parent_id is null and (c.deleted_at is null
  or coalesce((select true from comments r where r.root_id = c.id and r.deleted_at is null limit 1), false))`;
