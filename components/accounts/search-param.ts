/** One value of a query parameter, or null when it is missing or empty. */
export const firstParam = (value: string | string[] | undefined): string | null =>
  (Array.isArray(value) ? value[0] : value)?.trim() || null;
