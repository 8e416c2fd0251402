import { sql, type Column, type SQL } from "drizzle-orm";

/** A column whose value, as the driver reads it, fits V: a nullable column only where V admits null. */
type ColumnOf<V> =
  | (Column & { readonly _: { data: V; notNull: true } })
  | (null extends V ? Column & { readonly _: { data: NonNullable<V> } } : never);

/** Where one key's value comes from: a column or a typed SQL expression (`sql<string>`...), or a nested map. */
type JsonSource<V> =
  | SQL<V>
  | SQL.Aliased<V>
  | ColumnOf<V>
  | (V extends readonly unknown[] ? never : V extends object ? JsonColumns<V> : never);

/**
 * The column map of a JSON view: every key of T, each from a source of its type. A missing key, an extra key (in the
 * object literal) or a source of the wrong type (a timestamp column where T has a string) is a compile error.
 */
type JsonColumns<T> = { [K in keyof T]-?: JsonSource<T[K]> };

/** A timestamp as JavaScript's Date#toJSON writes it (ISO 8601 in UTC, to the millisecond); null stays null. */
export const isoTime = <C extends Column>(column: C) =>
  sql<
    C["_"]["notNull"] extends true ? string : string | null
  >`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const isMap = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * `json_build_object('key', value, ...)` from a column map, keys in the map's order (so the answer's bytes follow the
 * map), nested maps as nested objects. PostgreSQL assembles the JSON: one value per row for the driver to decode.
 */
export function jsonObject<T>(columns: JsonColumns<T>): SQL<T> {
  const pairs = Object.entries(columns).map(([key, value]) => {
    const source = isMap(value) ? jsonObject(value as JsonColumns<unknown>) : (value as SQL);
    return sql`${sql.raw(`'${key.replaceAll("'", "''")}'`)}, ${source}`;
  });
  return sql<T>`json_build_object(${sql.join(pairs, sql`, `)})`;
}
