import { clsx, type ClassValue } from "clsx";
import { mergeClasses } from "./class-merge";

// A render merges the same class lists every time (docs/benchmark.md, "Cuts per request"): each is merged once per
// process or tab, then looked up. Bounded: past the limit the cache starts again.
const MAX_MERGED = 2000;
const merged = new Map<string, string>();

/**
 * clsx, then later Tailwind classes override earlier ones (lib/class-merge.ts: tailwind-merge's rules,
 * without its 8 KB).
 */
export function cn(...inputs: ClassValue[]) {
  const classes = clsx(inputs);
  let result = merged.get(classes);
  if (result === undefined) {
    result = mergeClasses(classes);
    if (merged.size >= MAX_MERGED) merged.clear();
    merged.set(classes, result);
  }
  return result;
}
