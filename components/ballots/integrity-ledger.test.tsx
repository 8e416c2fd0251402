// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { IntegrityLedger } from "@/lib/ballots/integrity";
import { IntegrityLedgerSection } from "./integrity-ledger";

afterEach(cleanup);

const ledger: IntegrityLedger = {
  debateId: 4,
  status: "open",
  accepted: 12,
  counted: 11,
  refused: { limit: 0, proof_of_work: 1, account: 2, second_vote: 3 },
  voided: [{ commitment: "a".repeat(64), rule: "vote_manipulation", actionId: 9 }],
  verdicts: null,
  leans: {
    accepted: 7,
    counted: 6,
    refused: { limit: 4, account: 5, second_vote: 8 },
    voided: [{ commitment: "b".repeat(64), rule: "vote_manipulation", actionId: 9 }],
  },
};

describe("IntegrityLedgerSection", () => {
  it("shows the leans' counts beside the ballots' (issue 26), counts only", () => {
    render(<IntegrityLedgerSection ledger={ledger} titles={{ positionATitle: "Yes", positionBTitle: "No" }} />);
    expect(screen.getByTestId("ledger-leans").textContent).toBe(
      "Leans before watching: 7 accepted, 6 counted, 1 voided; refused: 4 over a limit, 5 from unverified or " +
        "suspended accounts, 8 a second lean or a lean after the ballot. Leans are voided and restored with their " +
        "member's ballots.",
    );
    expect(screen.getByTestId("ledger-summary").textContent).toMatch(/^12 ballots accepted, 11 counted, 1 voided\./);
  });

  it("after the deadline: both verdicts, or, under the small-cell floor, the older accounts' withheld", () => {
    const titles = { positionATitle: "Yes", positionBTitle: "No" };
    const all = { A: 7, B: 5, total: 12, winner: "A" as const };
    render(
      <IntegrityLedgerSection
        ledger={{
          ...ledger,
          status: "closed",
          verdicts: { all, established: { A: 2, B: 0, total: 2, winner: "A", suppressed: false }, agree: true },
        }}
        titles={titles}
      />,
    );
    expect(screen.getByTestId("ledger-verdicts").textContent).toContain(
      "Among accounts that existed before the debate opened: A 2, B 0",
    );
    cleanup();
    const withheld = { A: null, B: null, total: null, winner: null, suppressed: true } as const;
    render(
      <IntegrityLedgerSection
        ledger={{ ...ledger, status: "closed", verdicts: { all, established: withheld, agree: null } }}
        titles={titles}
      />,
    );
    expect(screen.getByTestId("ledger-established-withheld").textContent).toContain(
      "not shown. Fewer than 5 ballots on a side came from newer accounts (<5)",
    );
    expect(screen.queryByTestId("ledger-agree")).toBeNull();
    expect(screen.getByTestId("ledger-verdicts").textContent).toContain("All counted ballots: A 7, B 5");
  });
});
