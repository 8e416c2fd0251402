import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { checkLeanReceipt } from "./check-lean-receipt";

const sha = (s: string) => createHash("sha256").update(s, "utf8").digest("hex");
const LEANS = ["A", "B", "undecided"] as const;
const items = Array.from({ length: 30 }, (_, i) => {
  const lean = LEANS[i % 3];
  const late = i % 7 === 0;
  const opening = `lean-opening-${i}`;
  return { commitment: sha(`pvlean1|9|${lean}|${late ? 1 : 0}|${opening}`), lean, late, opening };
});
/** A board's leans section: 30 leans, one batch of all of them once closed, none published while open. */
function boardOf(status: "open" | "closed") {
  const commitments = items.map((i) => i.commitment).sort();
  const batches =
    status === "closed" ? [{ index: 0, root: sha(`${"0".repeat(64)}\n${commitments.join("\n")}`), commitments }] : [];
  return {
    debateId: 9,
    status,
    leans: {
      total: items.length,
      batches,
      voided: [] as Array<{ commitment: string; actionId: number }>,
      ...(status === "closed" ? { items: [...items].sort((a, b) => (a.commitment < b.commitment ? -1 : 1)) } : {}),
    },
  };
}

describe("checkLeanReceipt (in the browser, on the board's leans)", () => {
  it("while open: not confirmed while leans wait; once closed, the lean and its late flag, recomputed", async () => {
    expect(await checkLeanReceipt(boardOf("open"), items[2].commitment)).toEqual({
      kind: "unconfirmed",
      waiting: 30,
      published: 0,
    });
    expect(await checkLeanReceipt(boardOf("closed"), items[2].commitment)).toEqual({
      kind: "recorded",
      batch: 0,
      lean: "undecided",
      late: false,
    });
    expect(await checkLeanReceipt(boardOf("closed"), items[7].commitment)).toMatchObject({ lean: "B", late: true });
    expect(await checkLeanReceipt(boardOf("closed"), sha("elsewhere"))).toEqual({ kind: "missing" });
    expect(await checkLeanReceipt({ debateId: 9, status: "closed" }, sha("x"))).toEqual({ kind: "missing" });
  });

  it("a late flag or a lean changed after the fact, a forged batch and a voided lean are told", async () => {
    const flipped = boardOf("closed");
    flipped.leans.items!.find((i) => i.commitment === items[7].commitment)!.late = false;
    expect(await checkLeanReceipt(flipped, items[7].commitment)).toEqual({ kind: "lean-mismatch", batch: 0 });
    const forged = boardOf("closed");
    forged.leans.batches[0].commitments[0] = sha("intruder");
    expect(await checkLeanReceipt(forged, items[1].commitment)).toEqual({ kind: "board-mismatch", batch: 0 });
    const voided = boardOf("closed");
    voided.leans.voided = [{ commitment: items[4].commitment, actionId: 12 }];
    expect(await checkLeanReceipt(voided, items[4].commitment)).toEqual({ kind: "voided", actionId: 12 });
  });
});
