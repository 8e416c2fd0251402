import "server-only";
import { getDb } from "@/lib/db";
import type { AppealContext } from "@/lib/appeals/types";
import { appealContext } from "./appeal-context";
import { findAppealLink } from "./appeal-token";

/**
 * The decision a notice's signed appeal link names, as the appeal page shows it; null for a link that is not live
 * (unknown, used or expired). Only reads the link: POST /api/appeals/link uses it up.
 */
export async function appealContextByLink(token: string): Promise<AppealContext | { refusal: string } | null> {
  const link = token.length <= 200 ? await findAppealLink(getDb(), token) : null;
  return link ? appealContext(link.actionId, link.userId) : null;
}
