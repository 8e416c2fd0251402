import "server-only";
import { cache } from "react";
import { getActor } from "@/lib/server/accounts/get-actor";
import { findDebate } from "@/lib/server/debates/find-debate";
import { pageData } from "@/lib/outage";
import { getIntegrity } from "@/lib/server/ballots/get-integrity";
import { getVoteStatus } from "@/lib/server/votes/get-vote-status";

/** Once per request for the layout, the metadata and the page. */
export const loadDebate = cache(async (id: string) => {
  const actor = await getActor();
  return pageData(() => findDebate(actor, id));
});

/**
 * Everything the debate page reads: who is looking, the debate (with its comment count), the viewer's vote and the
 * ledger's counts the trust note cites.
 * Comment bodies are not among them: the Comments tab asks for them, so the page costs the same however long
 * the discussion is.
 */
export async function loadDebatePage(id: string) {
  const [actor, debate] = await Promise.all([getActor(), loadDebate(id)]);
  const [voteStatus, ledger] = debate
    ? await Promise.all([
        actor ? pageData(() => getVoteStatus(actor, debate.id)) : null,
        pageData(() => getIntegrity(debate.id)),
      ])
    : [null, null];
  return { actor, debate, voteStatus, ledger };
}
