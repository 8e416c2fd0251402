import "server-only";
import { sql } from "drizzle-orm";

/**
 * The condition on `c` (a comments row) for a top-level comment that shows in its debate's list: live, or
 * deleted but still holding a live reply somewhere in its thread ('[deleted]' above the replies).
 */
export const visibleTopLevel = sql`c.parent_id is null and (c.deleted_at is null
  or exists (select 1 from comments r where r.root_id = c.id and r.deleted_at is null))`;
