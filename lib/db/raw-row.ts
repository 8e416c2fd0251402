import type { Column, Table } from "drizzle-orm";

/**
 * A column's value as `db.execute` hands it over: drizzle maps no raw row, and its drivers leave a timestamp as the
 * server's text (node-postgres) or a Date, so a timestamp is either; null only where the column admits it.
 */
type RawValue<C extends Column> =
  (C["_"]["data"] extends Date ? Date | string : C["_"]["data"]) | (C["_"]["notNull"] extends true ? never : null);

/** A table's row as raw SQL reads it: each column under its database name, with its type from lib/db/schema.ts. */
export type RawColumns<T extends Table> = {
  [K in keyof T["_"]["columns"] as T["_"]["columns"][K]["_"]["name"]]: RawValue<T["_"]["columns"][K]>;
};

/**
 * The named columns of a table's raw row: `db.execute<RawRow<typeof votes, "debate_id" | "position">>`. The names are
 * the database's, checked against the schema, so a renamed column fails the type check wherever a row reads it.
 */
export type RawRow<T extends Table, K extends keyof RawColumns<T>> = Pick<RawColumns<T>, K>;
