import type { Metadata } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import { NotPromised } from "@/components/ballots/not-promised";
import {
  DELETED_ACCOUNT_BALLOT,
  DELETED_ACCOUNT_LEANS,
  DELETED_ACCOUNT_REST,
  VOIDED_BALLOTS_EXCEPTION,
} from "@/lib/accounts/deletion-rule";
import { shareMetadata } from "@/lib/share/share-metadata";

export const metadata: Metadata = shareMetadata({
  path: "/how-it-works",
  title: "How it works",
  description:
    "One verified person, one vote; the split sealed until the deadline; every ballot on a public board anyone can recount. Why People's Verdict's count can be trusted.",
});

const LINK = "font-medium text-foreground underline underline-offset-4 hover:text-primary";

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <div className="space-y-2 text-muted-foreground">{children}</div>
    </section>
  );
}

// The same page for every visitor (no session is read here), so shared caches keep it like the other visitor pages.
export default function HowItWorksPage() {
  return (
    <div className="mx-auto w-full max-w-3xl space-y-8 px-4 py-6 sm:px-6 sm:py-10">
      <header className="space-y-3">
        <h1 className="text-3xl font-bold tracking-tight">How it works</h1>
        <p className="text-muted-foreground">
          People&apos;s Verdict shows two-sided debates: watch both sides, then cast one vote for Position A or B. When
          voting ends, the side with more votes wins. The verdict belongs to the people, so here is why you can trust
          the count.
        </p>
      </header>

      <Part id="one-vote" title="One verified person, one vote">
        <p>
          Only a signed-in account with a verified email can vote, once per debate. The database itself refuses a second
          ballot from the same account, so nothing is counted twice. Votes are anonymous: no page shows who voted for
          which side.
        </p>
      </Part>

      <Part id="sealed" title="Why the split is sealed">
        <p>
          While a debate is open, nobody sees who is ahead: every page and every call shows only how many have voted.
          The split, the percentages and the winner appear when voting ends. This keeps early votes from swaying later
          ones: you vote on the arguments, not on the crowd.
        </p>
      </Part>

      <Part id="recount" title="Recount it yourself">
        <p>
          Every ballot is published on the debate&apos;s public ballot board (the link under each debate), as a sealed
          receipt while voting is open. When you vote you get your receipt; keep it to find your ballot on the board. At
          the deadline each ballot&apos;s side and its opening are published: the board page checks your receipt in your
          browser, and anyone can recompute every receipt and the result with the verifier in the source code (
          <code className="rounded bg-muted px-1 py-0.5 text-sm">npm run verify:ballots</code>). After the deadline the
          board never changes.
        </p>
      </Part>

      <Part id="ledger" title="What was refused or voided">
        <p>
          Each debate&apos;s integrity ledger, on its ballot board, counts the attempts refused and why (over a limit, a
          registration without a valid proof of work, an unverified or suspended account, a second vote) and lists every
          ballot voided, with the moderation action that voided it. It names nobody. After the deadline it also shows
          the verdict among accounts that existed before the debate opened, beside the verdict of all ballots.
        </p>
      </Part>

      <Part id="fake-accounts" title="Making fake accounts costly">
        <p>
          A verified email is not a person, so fake ballots are made to cost real work: signing up takes a proof of work
          (a second or two of your device&apos;s time), each mailbox holds one account (a Gmail address&apos;s dots or a
          +tag do not make a new one), throwaway-mail domains are refused, and every limit counts per network as well as
          per address.
        </p>
      </Part>

      <Part id="deleted-accounts" title="If an account is deleted">
        <p>
          {DELETED_ACCOUNT_BALLOT} {DELETED_ACCOUNT_LEANS} {VOIDED_BALLOTS_EXCEPTION}
        </p>
        <p>{DELETED_ACCOUNT_REST.join(" ")}</p>
      </Part>

      <NotPromised />

      <p className="text-muted-foreground">
        Moderation is open too: see{" "}
        <Link href="/transparency" className={LINK}>
          Transparency
        </Link>{" "}
        for reports, decisions and appeals month by month. Ready?{" "}
        <Link href="/" className={LINK}>
          Browse the debates
        </Link>
        .
      </p>
    </div>
  );
}
