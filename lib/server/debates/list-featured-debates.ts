import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { debates } from "@/lib/db/schema";
import type { Debate } from "@/lib/debates/types";
import { selectDebateViews } from "./select-debate-views";

/** Every featured debate that is not taken down, newest first (at most 100). */
export async function listFeaturedDebates(): Promise<Debate[]> {
  const rows = await selectDebateViews({
    where: and(eq(debates.isActive, true), eq(debates.isFeatured, true)),
    orderBy: (c) => [desc(c.createdAt), desc(c.id)],
    limit: 100,
  });
  return rows.map((r) => r.debate);
}
