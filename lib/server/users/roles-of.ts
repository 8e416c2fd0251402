import "server-only";
import { sql, type Column } from "drizzle-orm";
import { qualified } from "@/lib/db/qualified";
import type { Role } from "@/lib/roles";

/** The roles list of the user whose id is in `userId`, as a JSON array. */
export const rolesOf = (userId: Column) =>
  sql<
    Role[]
  >`coalesce((select jsonb_agg(ur.role order by ur.role) from user_roles ur where ur.user_id = ${qualified(userId)}), '[]'::jsonb)`;
