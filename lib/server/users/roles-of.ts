import "server-only";
import { getTableName, sql, type Column } from "drizzle-orm";
import type { Role } from "@/lib/roles";

/**
 * The roles list of the user whose id is in `userId`, as a JSON array. The column is spelled out with its
 * table because drizzle leaves columns unqualified in single-table selects, which a subquery would capture.
 */
export const rolesOf = (userId: Column) =>
  sql<Role[]>`coalesce((select jsonb_agg(ur.role order by ur.role) from user_roles ur where ur.user_id = ${sql.identifier(getTableName(userId.table))}.${sql.identifier(userId.name)}), '[]'::jsonb)`;
