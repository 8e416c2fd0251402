"use client";

import Link from "next/link";
import { Copy } from "lucide-react";
import { Button } from "@/components/ui/button";
import { boardPath } from "@/lib/ballots/paths";
import { toast } from "@/components/ui/use-toast";

async function copyReceipt(receipt: string) {
  try {
    await navigator.clipboard.writeText(receipt);
    toast({ title: "Receipt copied!" });
  } catch {
    toast({ title: "Copy failed", description: "Select the receipt and copy it by hand.", variant: "destructive" });
  }
}

type Props = { debateId: number; receipt: string; note?: string; kind?: "ballot" | "lean" };

/** A ballot's or a lean's receipt (its commitment on the board), with a Copy button and a link to the board. */
export function Receipt({ debateId, receipt, note, kind = "ballot" }: Props) {
  const testId = kind === "ballot" ? "receipt" : "lean-receipt";
  return (
    <div className="w-full space-y-2 text-left" data-testid={`${kind}-receipt`}>
      <p className="text-xs font-medium">Your {kind} receipt</p>
      <div className="flex items-center gap-2">
        <code
          className="min-w-0 flex-1 rounded-md border border-border bg-background px-2 py-1.5 font-mono text-xs break-all select-all"
          data-testid={`${testId}-value`}
        >
          {receipt}
        </code>
        <Button
          type="button"
          size="sm"
          variant="outline"
          aria-label={kind === "lean" ? "Copy lean receipt" : undefined}
          onClick={() => void copyReceipt(receipt)}
        >
          <Copy aria-hidden />
          Copy
        </Button>
      </div>
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs">
        {note && <span className="text-muted-foreground">{note}</span>}
        <Link
          href={boardPath(debateId)}
          className="font-medium text-primary underline-offset-4 hover:underline dark:text-red-300"
        >
          See the ballot board
        </Link>
      </p>
    </div>
  );
}
