import "server-only";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import { getDb } from "@/lib/db";
import { APPEAL_LINK_INVALID } from "@/lib/appeals/types";
import { badRequest } from "@/lib/errors";
import type { appealLinkSchema } from "@/lib/validation/appeals";
import { findAppealLink } from "./appeal-token";
import { submitAppeal, type SubmittedAppeal } from "./submit-appeal";

/**
 * POST /api/appeals/link: a banned (or suspended) person appeals through the signed link of their notice, without
 * signing in. The link is used up in the same transaction as the appeal it files; a refused appeal leaves it unused.
 */
export async function appealByLink({ token, statement }: z.output<typeof appealLinkSchema>): Promise<SubmittedAppeal> {
  return getDb().transaction(async (tx) => {
    const link = await findAppealLink(tx, token, true);
    if (!link) throw badRequest(APPEAL_LINK_INVALID);
    const appeal = await submitAppeal(tx, link.userId, link.actionId, statement);
    await tx.execute(sql`update auth_tokens set used_at = now() where id = ${link.tokenId}`);
    return appeal;
  });
}
