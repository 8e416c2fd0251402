"use client";

import { useId, useState } from "react";
import { Loader2, SearchCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { checkReceipt, type ReceiptCheck } from "@/lib/ballots/check-receipt";
import { checkLeanReceipt, type LeanReceiptCheck } from "@/lib/ballots/check-lean-receipt";
import { boardApiPath } from "@/lib/ballots/paths";
import type { VotePosition } from "@/lib/enums";
import { count, plural } from "@/lib/plural";

type Props = { debateId: number; positionATitle: string; positionBTitle: string };

function verdictText(
  check: ReceiptCheck,
  titles: Record<VotePosition, string>,
): { text: string; good: boolean | null } {
  switch (check.kind) {
    case "invalid":
      return { text: "A receipt is 64 characters of 0-9 and a-f.", good: false };
    case "board-mismatch":
      return {
        text: `The board does not add up: batch ${check.batch + 1}'s root is not what its ballots give.`,
        good: false,
      };
    case "unconfirmed":
      return {
        text: `Not confirmed yet: this receipt is not among the ${count(check.published)} ballots published so far. It can be confirmed only once its batch is published (${plural(check.waiting, "ballot is", "ballots are")} waiting: a batch is published when the one after it fills, and the rest at the deadline). If it is still missing then, it was not counted.`,
        good: null,
      };
    case "published":
      return {
        text: `Your ballot is in batch ${check.batch + 1}, published and chained into the board. Its side stays sealed until the deadline.`,
        good: true,
      };
    case "counted":
      return {
        text: `Your ballot is counted for Position ${check.side}: ${titles[check.side]} (batch ${check.batch + 1}).`,
        good: true,
      };
    case "voided":
      return {
        text: `Your ballot is on the board but void: action #${check.actionId} (a ban or deletion for vote manipulation, on the public log at /transparency) voided it, so it is not counted. It can be appealed; a reversal before the deadline counts it again.`,
        good: false,
      };
    case "ballot-mismatch":
      return {
        text: `Your receipt is in batch ${check.batch + 1}, but its published side and opening do not give it.`,
        good: false,
      };
    case "missing":
      return { text: "This receipt is not on the board: no ballot of this debate has it.", good: false };
  }
}

type Verdict = { text: string; good: boolean | null };

/** A lean's receipt (issue 26): the same answers as a ballot's, for where the member stood before watching. */
function leanVerdictText(check: LeanReceiptCheck, titles: Record<VotePosition, string>): Verdict {
  switch (check.kind) {
    case "board-mismatch":
      return {
        text: `The board's leans do not add up: lean batch ${check.batch + 1}'s root is not what its leans give.`,
        good: false,
      };
    case "unconfirmed":
      return {
        text: `Not confirmed yet: this receipt is not among the ${plural(check.published, "lean")} published so far. It can be confirmed only once its batch is published (${plural(check.waiting, "lean is", "leans are")} waiting). If it is still missing then, it was not recorded.`,
        good: null,
      };
    case "published":
      return {
        text: `Your lean is in lean batch ${check.batch + 1}, published and chained into the board. Where you stood stays sealed until the deadline.`,
        good: true,
      };
    case "recorded": {
      const stood = check.lean === "undecided" ? "Undecided" : `Position ${check.lean}: ${titles[check.lean]}`;
      const late = check.late
        ? " It was recorded after you started the video, so it is kept but left out of the swing."
        : "";
      return { text: `Your lean is recorded: ${stood} (lean batch ${check.batch + 1}).${late}`, good: true };
    }
    case "voided":
      return {
        text: `Your lean is on the board but void: action #${check.actionId} (a ban or deletion for vote manipulation, on the public log at /transparency) voided it with the account's ballots.`,
        good: false,
      };
    case "lean-mismatch":
      return {
        text: `Your receipt is in lean batch ${check.batch + 1}, but its published lean and opening do not give it.`,
        good: false,
      };
    case "missing":
      return { text: "This receipt is not on the board: no ballot or lean of this debate has it.", good: false };
  }
}

/**
 * A receipt of either kind: a ballot's first; one the ballots do not hold may be a lean's (issue 26), so the leans
 * are checked then, and their answer given where it says more.
 */
async function receiptVerdict(board: unknown, receipt: string, titles: Record<VotePosition, string>): Promise<Verdict> {
  const ballot = await checkReceipt(board as Parameters<typeof checkReceipt>[0], receipt);
  if (ballot.kind !== "missing" && ballot.kind !== "unconfirmed") return verdictText(ballot, titles);
  const lean = await checkLeanReceipt(board as Parameters<typeof checkLeanReceipt>[0], receipt.trim().toLowerCase());
  if (ballot.kind === "unconfirmed" && (lean.kind === "missing" || lean.kind === "unconfirmed"))
    return verdictText(ballot, titles);
  return leanVerdictText(lean, titles);
}

/**
 * 'Check my receipt': downloads the whole public board (the same for everyone, so the server cannot tell whose
 * receipt is checked) and checks it in the browser with Web Crypto.
 */
export function CheckReceiptBox({ debateId, positionATitle, positionBTitle }: Props) {
  const inputId = useId();
  const [receipt, setReceipt] = useState("");
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<{ text: string; good: boolean | null } | null>(null);

  async function check(event: React.FormEvent) {
    event.preventDefault();
    setPending(true);
    setResult(null);
    try {
      const res = await fetch(boardApiPath(debateId), { headers: { accept: "application/json" } });
      if (!res.ok) throw new Error(String(res.status));
      setResult(await receiptVerdict(await res.json(), receipt, { A: positionATitle, B: positionBTitle }));
    } catch {
      setResult({ text: "Could not load the board. Please try again.", good: false });
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      onSubmit={(e) => void check(e)}
      className="space-y-2 rounded-xl border border-border bg-card p-4"
      aria-labelledby={`${inputId}-title`}
    >
      <h2 id={`${inputId}-title`} className="font-semibold">
        Check my receipt
      </h2>
      <p className="text-xs text-muted-foreground">
        The check runs in your browser on the whole board: the site is never told which receipt you check. A lean&apos;s
        receipt works here too.
      </p>
      <label htmlFor={inputId} className="sr-only">
        Your ballot receipt
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={inputId}
          value={receipt}
          onChange={(e) => setReceipt(e.target.value)}
          placeholder="Paste your receipt"
          className="font-mono"
          autoComplete="off"
          spellCheck={false}
        />
        <Button type="submit" disabled={pending || !receipt.trim()} aria-busy={pending}>
          {pending ? <Loader2 className="animate-spin" aria-hidden /> : <SearchCheck aria-hidden />}
          Check
        </Button>
      </div>
      <p
        role="status"
        className={
          result?.good === false
            ? "text-sm text-destructive"
            : result?.good === null
              ? "text-sm text-foreground"
              : "text-sm text-green-700 dark:text-green-400"
        }
        data-testid="receipt-check"
      >
        {result?.text}
      </p>
    </form>
  );
}
