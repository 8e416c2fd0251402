// What error.tsx and global-error.tsx say when a page failed because the database is unavailable (its error carries
// this digest: lib/outage.ts). Isomorphic: the error pages are client components.
export const UNAVAILABLE_DIGEST = "PV_DATABASE_UNAVAILABLE";

export function isUnavailable(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { digest?: unknown }).digest === UNAVAILABLE_DIGEST;
}

export const UNAVAILABLE_TITLE = "Temporarily unavailable";
export const UNAVAILABLE_TEXT = "People's Verdict is temporarily unavailable. Please try again in a few seconds.";
