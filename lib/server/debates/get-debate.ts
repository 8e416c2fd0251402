import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { debates } from "@/lib/db/schema";
import type { Debate } from "@/lib/debates/types";
import { notFound } from "@/lib/errors";
import { isStaff } from "@/lib/roles";
import { prepared } from "@/lib/db/prepared";
import { publishedSwing } from "@/lib/results/swing";
import { debateViewsQuery } from "./debate-views-query";

/**
 * One debate, in one statement; a taken-down one (isActive false) is 404 for everyone but staff. Once voting has
 * ended it carries its swing, absent while open.
 */
export async function getDebate(actor: Actor | null, id: number): Promise<Debate> {
  const statement = prepared("debates:by-id", (db) =>
    debateViewsQuery(db, {
      where: eq(debates.id, sql.placeholder("id")),
      orderBy: (c) => [c.id],
      limit: 1,
      swing: true,
    }),
  );
  const [row] = await statement.execute({ id });
  if (!row || (!row.debate.isActive && !isStaff(actor?.roles))) throw notFound("Debate not found");
  return row.swingCounts ? { ...row.debate, swing: publishedSwing(row.swingCounts) } : row.debate;
}
