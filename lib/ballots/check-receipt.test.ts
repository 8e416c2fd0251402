import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { checkReceipt } from "./check-receipt";

const sha = (s: string) => createHash("sha256").update(s, "utf8").digest("hex");
const ballots = Array.from({ length: 27 }, (_, i) => {
  const side = i % 3 ? ("B" as const) : ("A" as const);
  const opening = `opening-${i}`;
  return { commitment: sha(`pv1|9|${side}|${opening}`), side, opening };
});
function boardOf(status: "open" | "closed") {
  const cast = status === "open" ? ballots.slice(0, 25) : ballots;
  let root = "0".repeat(64);
  const batches = [];
  for (let k = 0; k * 25 < cast.length; k++) {
    const commitments = cast
      .slice(k * 25, k * 25 + 25)
      .map((b) => b.commitment)
      .sort();
    root = sha(`${root}\n${commitments.join("\n")}`);
    batches.push({ index: k, root, commitments });
  }
  return {
    debateId: 9,
    status,
    batches,
    ...(status === "closed" ? { ballots: [...ballots].sort((a, b) => (a.commitment < b.commitment ? -1 : 1)) } : {}),
  };
}

describe("checkReceipt (in the browser, on the whole board)", () => {
  it("while open: published in its batch, or still filling", async () => {
    expect(await checkReceipt(boardOf("open"), ballots[3].commitment.toUpperCase())).toEqual({
      kind: "published",
      batch: 0,
    });
    expect(await checkReceipt(boardOf("open"), ballots[26].commitment)).toEqual({ kind: "pending" });
    expect(await checkReceipt(boardOf("open"), "nope")).toEqual({ kind: "invalid" });
  });

  it("once closed: counted for its side, recomputed from side and opening", async () => {
    expect(await checkReceipt(boardOf("closed"), ` ${ballots[26].commitment} `)).toEqual({
      kind: "counted",
      batch: 1,
      side: "B",
    });
    expect(await checkReceipt(boardOf("closed"), ballots[0].commitment)).toEqual({
      kind: "counted",
      batch: 0,
      side: "A",
    });
    expect(await checkReceipt(boardOf("closed"), sha("elsewhere"))).toEqual({ kind: "missing" });
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
