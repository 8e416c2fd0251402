// Isomorphic (Web Crypto), beside check-receipt.ts: a lean's receipt (docs/decisions/0019-minds-changed.md)
// checked in the browser on the board's `leans` section, so no request tells the server which receipt is checked.
import type { Lean } from "@/lib/enums";

type LeanSection = {
  total: number;
  batches: Array<{ index: number; root: string; commitments: string[] }>;
  voided?: Array<{ commitment: string; actionId: number }>;
  items?: Array<{ commitment: string; lean: Lean; late: boolean; opening: string }>;
};
type Board = { debateId: number; status: "open" | "closed"; leans?: LeanSection };

export type LeanReceiptCheck =
  | { kind: "board-mismatch"; batch: number }
  | { kind: "unconfirmed"; waiting: number; published: number }
  | { kind: "published"; batch: number }
  | { kind: "recorded"; batch: number; lean: Lean; late: boolean }
  | { kind: "voided"; actionId: number }
  | { kind: "lean-mismatch"; batch: number }
  | { kind: "missing" };

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Where a lean's receipt (64 lowercase hex characters, as checkReceipt has already made sure) stands on the board's
 * leans: every root recomputed first, then its batch, then, once closed, its lean and late flag, with its commitment
 * recomputed from them and its opening. The same rules as a ballot's receipt.
 */
export async function checkLeanReceipt(board: Board, receipt: string): Promise<LeanReceiptCheck> {
  const leans = board.leans ?? { total: 0, batches: [] };
  let root = "0".repeat(64);
  let batch = -1;
  let published = 0;
  for (const b of leans.batches) {
    root = await sha256Hex(`${root}\n${b.commitments.join("\n")}`);
    if (root !== b.root) return { kind: "board-mismatch", batch: b.index };
    if (b.commitments.includes(receipt)) batch = b.index;
    published += b.commitments.length;
  }
  const voided = leans.voided?.find((v) => v.commitment === receipt);
  if (voided && (batch >= 0 || board.status === "open")) return { kind: "voided", actionId: voided.actionId };
  const waiting = leans.total - published;
  if (batch < 0)
    return board.status === "open" && waiting > 0 ? { kind: "unconfirmed", waiting, published } : { kind: "missing" };
  if (board.status === "open") return { kind: "published", batch };
  const item = leans.items?.find((i) => i.commitment === receipt);
  const formula = item && `pvlean1|${board.debateId}|${item.lean}|${item.late ? 1 : 0}|${item.opening}`;
  if (!item || !formula || (await sha256Hex(formula)) !== receipt) return { kind: "lean-mismatch", batch };
  return { kind: "recorded", batch, lean: item.lean, late: item.late };
}
