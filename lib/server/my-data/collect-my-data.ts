import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { requireUser } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import type { MyData } from "@/lib/my-data/types";
import { consumeLimit } from "@/lib/server/limits/consume-limit";
import { selectAccountParts } from "./select-account-parts";
import { selectDiscussionParts } from "./select-discussion-parts";
import { selectModerationParts } from "./select-moderation-parts";
import { selectVotingParts } from "./select-voting-parts";

/**
 * Everything the site holds about the signed-in member, for 'Download my data' (decisions.md 'Accounts (2026-12-04)'):
 * their own rows only, each part one indexed statement (twelve in all, however much the member has), read in one
 * read-only transaction so the parts agree with each other. Counted against the member's export limit first: it is
 * the heaviest read a member can ask for.
 */
export async function collectMyData(actor: Actor | null): Promise<MyData> {
  const member = requireUser(actor);
  await consumeLimit("myDataExport", member.id);
  return getDb().transaction(
    async (tx) => ({
      ...(await selectAccountParts(tx, member)),
      ...(await selectVotingParts(tx, member.id)),
      ...(await selectDiscussionParts(tx, member.id)),
      ...(await selectModerationParts(tx, member.id)),
    }),
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}
