import Link from "next/link";
import { ShieldCheck } from "lucide-react";
import type { IntegrityLedger } from "@/lib/ballots/integrity";
import { boardPath } from "@/lib/ballots/paths";
import { shortDate } from "@/lib/format-date";
import { plural } from "@/lib/plural";
import { WHY_SEALED_ID } from "./why-sealed";

const LINK = "font-medium text-foreground underline underline-offset-4 hover:text-primary";

type Props = {
  debate: { id: number; votingEndsAt: string };
  /** the debate's integrity ledger (null: it could not be read just now; the links still lead to it) */
  ledger: Pick<IntegrityLedger, "accepted" | "refused" | "voided"> | null;
  ended: boolean;
};

/**
 * Why nobody sees who is ahead, and why the count can be trusted, in plain words under every debate
 * (decisions.md 'A first visit that explains itself'); /how-it-works says the same at length.
 */
export function TrustNote({ debate, ledger, ended }: Props) {
  const board = boardPath(debate.id);
  const refused = ledger ? Object.values(ledger.refused).reduce((a, b) => a + b, 0) : null;
  return (
    <section
      id={WHY_SEALED_ID}
      aria-labelledby={`${WHY_SEALED_ID}-title`}
      className="scroll-mt-20 space-y-2 rounded-xl border border-border bg-muted/40 p-4 text-sm"
    >
      <h2 id={`${WHY_SEALED_ID}-title`} className="flex items-center gap-2 font-semibold">
        <ShieldCheck className="size-4 text-primary dark:text-red-300" aria-hidden />
        Why the split is sealed, and why to trust the count
      </h2>
      <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
        <li>One verified person, one vote: an account votes once per debate, and only with a verified email.</li>
        <li>
          {ended
            ? `The split stayed sealed until voting ended on ${shortDate(debate.votingEndsAt)}, `
            : `Nobody sees who is ahead until voting ends on ${shortDate(debate.votingEndsAt)}, `}
          so early votes do not sway later ones.
        </li>
        <li>
          Every ballot is on the{" "}
          <Link href={board} className={LINK}>
            public ballot board
          </Link>
          {ledger ? ` (${plural(ledger.accepted, "ballot")})` : ""}: anyone can recount it
          {ended ? "" : " once voting ends"}. What was refused or voided is in the{" "}
          <Link href={`${board}#integrity`} className={LINK}>
            integrity ledger
          </Link>
          {ledger && refused !== null
            ? ` (${plural(refused, "attempt")} refused, ${plural(ledger.voided.length, "ballot")} voided)`
            : ""}
          .
        </li>
        <li>
          Fake accounts are made costly: signing up takes a proof of work, one account per mailbox, and limits per
          network.
        </li>
        <li>
          If an account is deleted, a ballot it cast stays counted and on the board, with no link left to the person;
          one banned or deleted for vote manipulation has its ballots on open debates voided, in the ledger.
        </li>
      </ul>
      <p>
        <Link href="/how-it-works" className={LINK}>
          How it works
        </Link>
      </p>
    </section>
  );
}
