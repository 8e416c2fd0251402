import { sql, type Column } from "drizzle-orm";

/**
 * Columns by their bare names, for the places PostgreSQL refuses a qualified one (an INSERT's column list, an UPDATE's
 * SET target) in SQL that stays raw: the names still come from lib/db/schema.ts.
 */
export const columnNames = (...columns: Column[]) =>
  sql.join(
    columns.map((c) => sql.identifier(c.name)),
    sql`, `,
  );
