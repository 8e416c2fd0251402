/**
 * One value of a query parameter, or null when it is missing or empty. NUL characters are dropped: none can be typed,
 * and PostgreSQL refuses to compare them (22021).
 */
export const firstParam = (value: string | string[] | undefined): string | null =>
  (Array.isArray(value) ? value[0] : value)?.replaceAll("\u0000", "").trim() || null;
