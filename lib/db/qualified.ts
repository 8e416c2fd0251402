import { getTableName, sql, type Column } from "drizzle-orm";

/**
 * A column spelled out with its table. Drizzle leaves columns unqualified in single-table selects, so a correlated
 * subquery would otherwise capture the name and compare its own column with itself.
 */
export const qualified = (c: Column) => sql`${sql.identifier(getTableName(c.table))}.${sql.identifier(c.name)}`;
