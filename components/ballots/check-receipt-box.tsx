"use client";

import { useId, useState } from "react";
import { Loader2, SearchCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { checkReceipt, type ReceiptCheck } from "@/lib/ballots/check-receipt";
import { boardApiPath } from "@/lib/ballots/paths";

type Props = { debateId: number; positionATitle: string; positionBTitle: string };

function verdictText(check: ReceiptCheck, titles: Record<"A" | "B", string>): { text: string; good: boolean } {
  switch (check.kind) {
    case "invalid":
      return { text: "A receipt is 64 characters of 0-9 and a-f.", good: false };
    case "board-mismatch":
      return {
        text: `The board does not add up: batch ${check.batch + 1}'s root is not what its ballots give.`,
        good: false,
      };
    case "pending":
      return {
        text: "Not published yet: your ballot is in the batch now filling. It is published when 25 ballots are in, or at the deadline.",
        good: true,
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
    case "ballot-mismatch":
      return {
        text: `Your receipt is in batch ${check.batch + 1}, but its published side and opening do not give it.`,
        good: false,
      };
    case "missing":
      return { text: "This receipt is not on the board.", good: false };
  }
}

/**
 * 'Check my receipt': downloads the whole public board (the same for everyone, so the server cannot tell whose
 * receipt is checked) and checks it in the browser with Web Crypto.
 */
export function CheckReceiptBox({ debateId, positionATitle, positionBTitle }: Props) {
  const inputId = useId();
  const [receipt, setReceipt] = useState("");
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<{ text: string; good: boolean } | null>(null);

  async function check(event: React.FormEvent) {
    event.preventDefault();
    setPending(true);
    setResult(null);
    try {
      const res = await fetch(boardApiPath(debateId), { headers: { accept: "application/json" } });
      if (!res.ok) throw new Error(String(res.status));
      setResult(verdictText(await checkReceipt(await res.json(), receipt), { A: positionATitle, B: positionBTitle }));
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
        The check runs in your browser on the whole board: the site is never told which receipt you check.
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
        className={result?.good === false ? "text-sm text-destructive" : "text-sm text-green-700 dark:text-green-400"}
        data-testid="receipt-check"
      >
        {result?.text}
      </p>
    </form>
  );
}
