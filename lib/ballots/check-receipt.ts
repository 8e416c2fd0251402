// Isomorphic (Web Crypto): the 'Check my receipt' box runs this in the browser on the whole public board, so no
// request tells the server which receipt is being checked.

type Board = {
  debateId: number;
  status: "open" | "closed";
  batches: Array<{ index: number; root: string; commitments: string[] }>;
  ballots?: Array<{ commitment: string; side: "A" | "B"; opening: string }>;
};

export type ReceiptCheck =
  | { kind: "invalid" }
  | { kind: "board-mismatch"; batch: number }
  | { kind: "pending" }
  | { kind: "published"; batch: number }
  | { kind: "counted"; batch: number; side: "A" | "B" }
  | { kind: "ballot-mismatch"; batch: number }
  | { kind: "missing" };

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

const isReceipt = (value: string) => /^[0-9a-f]{64}$/.test(value);

/**
 * Where a receipt stands on a board: every root recomputed first (a board that does not add up says where), then the
 * receipt's batch, then, once closed, its ballot's side, with its commitment recomputed from side and opening.
 */
export async function checkReceipt(board: Board, rawReceipt: string): Promise<ReceiptCheck> {
  const receipt = rawReceipt.trim().toLowerCase();
  if (!isReceipt(receipt)) return { kind: "invalid" };
  let root = "0".repeat(64);
  let batch = -1;
  for (const b of board.batches) {
    root = await sha256Hex(`${root}\n${b.commitments.join("\n")}`);
    if (root !== b.root) return { kind: "board-mismatch", batch: b.index };
    if (b.commitments.includes(receipt)) batch = b.index;
  }
  if (batch < 0) return board.status === "open" ? { kind: "pending" } : { kind: "missing" };
  if (board.status === "open") return { kind: "published", batch };
  const ballot = board.ballots?.find((b) => b.commitment === receipt);
  if (!ballot || (await sha256Hex(`pv1|${board.debateId}|${ballot.side}|${ballot.opening}`)) !== receipt)
    return { kind: "ballot-mismatch", batch };
  return { kind: "counted", batch, side: ballot.side };
}
