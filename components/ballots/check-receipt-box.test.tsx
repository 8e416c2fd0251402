// @vitest-environment jsdom
import { createHash } from "node:crypto";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CheckReceiptBox } from "./check-receipt-box";

const sha = (s: string) => createHash("sha256").update(s, "utf8").digest("hex");
const ballot = { side: "B" as const, opening: "ballot-opening" };
const ballotCommitment = sha(`pv1|5|B|${ballot.opening}`);
const lean = { lean: "undecided" as const, late: true, opening: "lean-opening" };
const leanCommitment = sha(`pvlean1|5|undecided|1|${lean.opening}`);
const batchOf = (commitment: string) => ({
  index: 0,
  size: 1,
  root: sha(`${"0".repeat(64)}\n${commitment}`),
  commitments: [commitment],
});
const board = {
  debateId: 5,
  status: "closed",
  total: 1,
  batches: [batchOf(ballotCommitment)],
  result: { A: 0, B: 1, total: 1 },
  voided: [],
  ballots: [{ commitment: ballotCommitment, ...ballot }],
  leans: {
    total: 1,
    batches: [batchOf(leanCommitment)],
    voided: [],
    items: [{ commitment: leanCommitment, ...lean, ballot: ballotCommitment }],
  },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function check(receipt: string) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(board), { status: 200 })),
  );
  render(<CheckReceiptBox debateId={5} positionATitle="Yes" positionBTitle="No" />);
  fireEvent.change(screen.getByLabelText("Your ballot receipt"), { target: { value: receipt } });
  fireEvent.click(screen.getByRole("button", { name: "Check" }));
  await waitFor(() => expect(screen.getByTestId("receipt-check").textContent).not.toBe(""));
  return screen.getByTestId("receipt-check").textContent;
}

describe("CheckReceiptBox", () => {
  it("checks a ballot's receipt as before", async () => {
    expect(await check(ballotCommitment)).toBe("Your ballot is counted for Position B: No (batch 1).");
  });

  it("checks a lean's receipt on the board's leans (issue 26), saying when it was late", async () => {
    expect(await check(leanCommitment)).toBe(
      "Your lean is recorded: Undecided (lean batch 1). It was recorded after you started the video, so it is kept " +
        "but left out of the swing.",
    );
  });

  it("a receipt on neither list is missing", async () => {
    expect(await check(sha("nowhere"))).toBe(
      "This receipt is not on the board: no ballot or lean of this debate has it.",
    );
  });
});
