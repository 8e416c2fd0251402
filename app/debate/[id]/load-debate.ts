import "server-only";
import { cache } from "react";
import { getActor } from "@/lib/server/accounts/get-actor";
import { findDebate } from "@/lib/server/debates/find-debate";
import { pageData } from "@/lib/outage";
import { getVoteStatus } from "@/lib/server/votes/get-vote-status";

/** Once per request for the layout, the metadata and the page. */
export const loadDebate = cache(async (id: string) => {
  const actor = await getActor();
  return pageData(() => findDebate(actor, id));
});

/**
 * Everything the debate page reads: who is looking, the debate (with its comment count) and the viewer's vote.
 * Comment bodies are not among them: the Comments tab asks for them, so the page costs the same however long
 * the discussion is.
 */
export async function loadDebatePage(id: string) {
  const [actor, debate] = await Promise.all([getActor(), loadDebate(id)]);
  const voteStatus = actor && debate ? await pageData(() => getVoteStatus(actor, debate.id)) : null;
  return { actor, debate, voteStatus };
}
