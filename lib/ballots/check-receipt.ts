import type { VotePosition } from "@/lib/enums";
// Isomorphic (Web Crypto): the 'Check my receipt' box runs this in the browser on the whole public board, so no
// request tells the server which receipt is being checked.

type Board = {
  debateId: number;
  status: "open" | "closed";
  total: number;
  batches: Array<{ index: number; root: string; commitments: string[] }>;
  ballots?: Array<{ commitment: string; side: VotePosition; opening: string }>;
  /** ballots voided by a ban or deletion for vote manipulation (docs/decisions/0017-integrity-ledger.md) */
  voided?: Array<{ commitment: string; actionId: number }>;
};

export type ReceiptCheck =
  | { kind: "invalid" }
  | { kind: "board-mismatch"; batch: number }
  /** open board, receipt in no published batch while ballots wait: it can be confirmed only once they are published */
  | { kind: "unconfirmed"; waiting: number; published: number }
  | { kind: "published"; batch: number }
  | { kind: "counted"; batch: number; side: VotePosition }
  | { kind: "voided"; actionId: number }
  | { kind: "ballot-mismatch"; batch: number }
  | { kind: "missing" };

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

const isReceipt = (value: string) => /^[0-9a-f]{64}$/.test(value);

/**
 * Where a receipt stands on a board: every root recomputed first (a board that does not add up says where), then the
 * receipt's batch, then, once closed, its ballot's side, with its commitment recomputed from side and opening. A
 * receipt in no published batch of an open board cannot be confirmed (nor refuted) until the ballots still waiting are
 * published; when none is waiting, it is not on the board.
 */
export async function checkReceipt(board: Board, rawReceipt: string): Promise<ReceiptCheck> {
  const receipt = rawReceipt.trim().toLowerCase();
  if (!isReceipt(receipt)) return { kind: "invalid" };
  let root = "0".repeat(64);
  let batch = -1;
  let published = 0;
  for (const b of board.batches) {
    root = await sha256Hex(`${root}\n${b.commitments.join("\n")}`);
    if (root !== b.root) return { kind: "board-mismatch", batch: b.index };
    if (b.commitments.includes(receipt)) batch = b.index;
    published += b.commitments.length;
  }
  const voided = board.voided?.find((v) => v.commitment === receipt);
  if (voided && (batch >= 0 || board.status === "open")) return { kind: "voided", actionId: voided.actionId };
  // not in a published batch: on an open board it may be among the ballots not yet published, if any are
  const waiting = board.total - published;
  if (batch < 0)
    return board.status === "open" && waiting > 0 ? { kind: "unconfirmed", waiting, published } : { kind: "missing" };
  if (board.status === "open") return { kind: "published", batch };
  const ballot = board.ballots?.find((b) => b.commitment === receipt);
  if (!ballot || (await sha256Hex(`pv1|${board.debateId}|${ballot.side}|${ballot.opening}`)) !== receipt)
    return { kind: "ballot-mismatch", batch };
  return { kind: "counted", batch, side: ballot.side };
}
