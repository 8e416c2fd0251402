import type { DebateCategory } from "@/lib/debates/types";

/** A category as the admin panel lists it: with the number of debates that use it (any state). */
export type AdminCategoryView = DebateCategory & { debateCount: number };
