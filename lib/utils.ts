import { clsx, type ClassValue } from "clsx";
import { mergeClasses } from "./class-merge";

/**
 * clsx, then later Tailwind classes override earlier ones (lib/class-merge.ts: tailwind-merge's rules,
 * without its 8 KB).
 */
export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs));
}
