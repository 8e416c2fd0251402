// A signed-in member's first start of a debate's video (POST /api/debates/{id}/play): a lean recorded after it is kept
// but marked late. Sent once per page load and debate; the server keeps only the first play anyway, so a
// lost or repeated report changes nothing. Visitors' players never call it.
const reported = new Set<number>();

export function reportFirstPlay(debateId: number) {
  if (reported.has(debateId)) return;
  reported.add(debateId);
  // keepalive: a play that navigates away (the linked kind opens another site) still reaches the server
  fetch(`/api/debates/${debateId}/play`, { method: "POST", credentials: "include", keepalive: true }).catch(() => {
    reported.delete(debateId);
  });
}

/** Tests only: forget what was reported. */
export function forgetReportedPlays() {
  reported.clear();
}
