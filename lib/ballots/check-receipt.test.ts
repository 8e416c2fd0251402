import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { checkReceipt } from "./check-receipt";

const sha = (s: string) => createHash("sha256").update(s, "utf8").digest("hex");
const ballots = Array.from({ length: 52 }, (_, i) => {
  const side = i % 3 ? ("B" as const) : ("A" as const);
  const opening = `opening-${i}`;
  return { commitment: sha(`pv1|9|${side}|${opening}`), side, opening };
});
/** The board of the first `cast` ballots, as the site answers it: while open the last full batch is held back. */
function boardOf(status: "open" | "closed", cast = status === "open" ? 52 : ballots.length) {
  const groups: string[][] = [];
  for (let k = 0; k * 25 < cast; k++)
    groups.push(ballots.slice(k * 25, Math.min(k * 25 + 25, cast)).map((b) => b.commitment));
  if (status === "closed" && groups.length > 1 && groups[groups.length - 1].length < 25)
    groups.push([...groups.pop()!, ...groups.pop()!]);
  let root = "0".repeat(64);
  const batches = [];
  for (const [k, group] of (status === "open" ? groups.filter((_, k) => (k + 2) * 25 <= cast) : groups).entries()) {
    const commitments = [...group].sort();
    root = sha(`${root}\n${commitments.join("\n")}`);
    batches.push({ index: k, root, commitments });
  }
  return {
    debateId: 9,
    status,
    total: cast,
    batches,
    ...(status === "closed"
      ? { ballots: ballots.slice(0, cast).sort((a, b) => (a.commitment < b.commitment ? -1 : 1)) }
      : {}),
  };
}

describe("checkReceipt (in the browser, on the whole board)", () => {
  it("while open: published in its batch; otherwise not confirmed while ballots wait, and missing when none does", async () => {
    expect(await checkReceipt(boardOf("open"), ballots[3].commitment.toUpperCase())).toEqual({
      kind: "published",
      batch: 0,
    });
    // 52 cast, 25 published: a receipt elsewhere, real or made up, can be confirmed only once its batch is published
    const waiting = { kind: "unconfirmed", waiting: 27, published: 25 };
    expect(await checkReceipt(boardOf("open"), ballots[26].commitment)).toEqual(waiting);
    expect(await checkReceipt(boardOf("open"), sha("made up"))).toEqual(waiting);
    // nothing waits (no ballot cast yet): no receipt is on the board
    expect(await checkReceipt(boardOf("open", 0), sha("made up"))).toEqual({ kind: "missing" });
    expect(await checkReceipt(boardOf("open"), "nope")).toEqual({ kind: "invalid" });
  });

  it("once closed: counted for its side, recomputed from side and opening", async () => {
    expect(await checkReceipt(boardOf("closed"), ` ${ballots[26].commitment} `)).toEqual({
      kind: "counted",
      batch: 1,
      side: "B",
    });
    // 52 ballots end in two batches, 25 and 27: the short rest joins the batch before it
    expect(boardOf("closed").batches.map((b) => b.commitments.length)).toEqual([25, 27]);
    expect(await checkReceipt(boardOf("closed"), ballots[0].commitment)).toEqual({
      kind: "counted",
      batch: 0,
      side: "A",
    });
    expect(await checkReceipt(boardOf("closed"), sha("elsewhere"))).toEqual({ kind: "missing" });
  });

  it("a voided ballot: on the board, marked void with the action that voided it, open or closed", async () => {
    const voided = [{ commitment: ballots[26].commitment, actionId: 31 }];
    expect(await checkReceipt({ ...boardOf("open"), voided }, ballots[26].commitment)).toEqual({
      kind: "voided",
      actionId: 31,
    });
    expect(await checkReceipt({ ...boardOf("closed"), voided }, ballots[26].commitment)).toEqual({
      kind: "voided",
      actionId: 31,
    });
    expect(await checkReceipt({ ...boardOf("closed"), voided }, ballots[0].commitment)).toMatchObject({
      kind: "counted",
    });
  });

  it("says so when the board does not add up", async () => {
    const forged = boardOf("closed");
    forged.ballots!.find((b) => b.commitment === ballots[4].commitment)!.side = "A";
    expect(await checkReceipt(forged, ballots[4].commitment)).toEqual({ kind: "ballot-mismatch", batch: 0 });
    const swapped = boardOf("closed");
    swapped.batches[0].commitments[0] = sha("intruder");
    expect(await checkReceipt(swapped, ballots[26].commitment)).toEqual({ kind: "board-mismatch", batch: 0 });
  });
});
