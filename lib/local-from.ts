/**
 * `page?from=path` for a path that is this site's own by construction (a debate's `/debate/{id}`): no check needed,
 * so a visitor's vote prompt does not load lib/safe-redirect.ts's. withFrom checks any other `from`, then uses this.
 */
export const withLocalFrom = (page: string, path: string) => `${page}?from=${encodeURIComponent(path)}`;
