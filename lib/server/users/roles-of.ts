import "server-only";
import { sql, type Column } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { qualified } from "@/lib/db/qualified";
import { userRoles } from "@/lib/db/schema";
import type { Role } from "@/lib/roles";

const ur = alias(userRoles, "ur");

/** The roles list of the user whose id is in `userId`, as a JSON array. */
export const rolesOf = (userId: Column) =>
  sql<Role[]>`coalesce((select jsonb_agg(${ur.role} order by ${ur.role}) from user_roles ur
    where ${ur.userId} = ${qualified(userId)}), '[]'::jsonb)`;
