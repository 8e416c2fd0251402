import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ArrowLeft } from "lucide-react";
import { firstParam } from "@/components/accounts/search-param";
import { BoardBallots } from "@/components/ballots/board-ballots";
import { BoardBatches } from "@/components/ballots/board-batches";
import { BoardPager } from "@/components/ballots/board-pager";
import { CheckReceiptBox } from "@/components/ballots/check-receipt-box";
import { IntegrityLedgerSection } from "@/components/ballots/integrity-ledger";
import { NotPromised } from "@/components/ballots/not-promised";
import { SwingSummary } from "@/components/vote/swing-summary";
import { boardApiPath, boardPath } from "@/lib/ballots/paths";
import { BALLOTS_PER_PAGE, BATCHES_PER_PAGE } from "@/lib/ballots/types";
import { count, plural } from "@/lib/plural";
import { shortDate } from "@/lib/format-date";
import { env } from "@/lib/env";
import { pageData } from "@/lib/outage";
import { getBoardPage } from "@/lib/server/ballots/get-board-page";
import { getIntegrity } from "@/lib/server/ballots/get-integrity";
import { clockNow } from "@/lib/debates/time-left";
import { debateImageUrl, shareMetadata } from "@/lib/share/share-metadata";
import { loadDebate } from "../load-debate";

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ batches?: string | string[]; ballots?: string | string[] }>;
};

const pageNumber = (raw: string | string[] | undefined) => {
  const n = Number(firstParam(raw));
  return Number.isInteger(n) && n >= 1 && n <= 1_000_000 ? n : 1;
};

// Shared like the debate page, with the debate's own card, whose URL carries the debate's state (lib/share): an
// unfurler fetches the card again once the verdict is in instead of keeping the open debate's card.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const debate = await loadDebate(id);
  if (!debate) return { title: "Ballot board", alternates: { canonical: `/debate/${id}/ballots` } };
  return shareMetadata({
    path: boardPath(debate.id),
    title: "Ballot board",
    description:
      `The ballot board of “${debate.title}”: every vote's receipt, sealed in batches while voting is open and ` +
      "with its side after the deadline, so anyone can recount the verdict.",
    image: {
      url: debateImageUrl(debate, clockNow()),
      alt: `${debate.title}: the debate whose ballots this board lists, on People's Verdict`,
    },
  });
}

/** The ballot board (decisions.md 'A verdict anyone can check'): batches, then every ballot after the deadline. */
export default async function BallotBoardPage({ params, searchParams }: Props) {
  const [{ id: rawId }, query] = await Promise.all([params, searchParams]);
  const id = Number(rawId);
  if (!/^\d{1,9}$/.test(rawId)) notFound();
  const batchPage = pageNumber(query.batches);
  const ballotPage = pageNumber(query.ballots);
  const [board, ledger] = await pageData(() =>
    Promise.all([getBoardPage(id, { batchPage, ballotPage }), getIntegrity(id)]),
  );
  if (!board || !ledger) notFound();
  const { debate, result } = board;
  // the swing comes with the debate's own read (already made for the metadata), once voting has ended
  const swing = debate.closed ? (await loadDebate(rawId))?.swing : undefined;
  const href = (batches: number, ballots: number) => `${boardPath(id)}?batches=${batches}&ballots=${ballots}`;
  const verifyCommand = `npm run verify:ballots -- ${new URL(boardPath(id), env().APP_URL)}`;

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-3 py-6 sm:px-6">
      <Link
        href={`/debate/${id}`}
        className="inline-flex items-center gap-1.5 rounded-sm text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Back to the debate
      </Link>
      <header className="space-y-2">
        <h1 className="text-2xl font-bold">Ballot board</h1>
        <p className="text-lg break-words">{debate.title}</p>
        <p className="text-sm text-muted-foreground" data-testid="board-status">
          {debate.closed
            ? `Voting ended ${shortDate(debate.votingEndsAt)}. The board is final: ${plural(board.total, "ballot")} in ${plural(board.batchCount, "batch", "batches")}, each shown with its side and opening.`
            : `Voting is open until ${shortDate(debate.votingEndsAt)}. ${plural(board.total, "ballot")} cast, ${board.published} published in ${plural(board.batchCount, "batch", "batches")} of 25 (a batch is published once the next one fills; the rest at the deadline). Sides and openings are published when voting ends.`}
        </p>
        {result && (
          <p className="text-sm font-medium">
            Result: A ({debate.positionATitle}) {count(result.A)}, B ({debate.positionBTitle}) {count(result.B)},{" "}
            {plural(result.total, "vote")} counted in total
            {ledger.voided.length ? ` (${plural(ledger.voided.length, "ballot")} voided, not counted)` : ""}.
          </p>
        )}
      </header>

      {swing && (
        <div className="space-y-1">
          <SwingSummary swing={swing} titles={debate} large />
          <p className="text-xs text-muted-foreground">
            The verifier below recomputes this table and every figure from the leans and ballots published on this
            board, and reports any difference.
          </p>
        </div>
      )}

      <CheckReceiptBox debateId={id} positionATitle={debate.positionATitle} positionBTitle={debate.positionBTitle} />

      <section aria-labelledby="how-to-check" className="space-y-2 text-sm">
        <h2 id="how-to-check" className="font-semibold">
          Check it yourself
        </h2>
        <p className="text-muted-foreground">
          Each ballot&apos;s commitment is the SHA-256 of <code>pv1|{id}|side|opening</code>. Ballots are published in
          batches of 25 in the order cast, each batch sorted, and a last batch shorter than 25 joins the one before it;
          a batch&apos;s root is the SHA-256 of the previous root (64 zeros for the first), a new line and its
          commitments, one per line. The whole board is at{" "}
          <a className="underline" href={boardApiPath(id)}>
            {boardApiPath(id)}
          </a>
          ; anyone can recompute it with the site&apos;s verifier:
        </p>
        <pre className="rounded-md bg-muted px-3 py-2 text-xs break-all whitespace-pre-wrap">
          <code>{verifyCommand}</code>
        </pre>
        {board.lastRoot && (
          <p className="font-mono text-xs break-all text-muted-foreground">Last root: {board.lastRoot}</p>
        )}
      </section>

      <section aria-labelledby="batches" className="space-y-3">
        <h2 id="batches" className="text-xl font-semibold">
          Batches
        </h2>
        {board.batches.length ? (
          <BoardBatches batches={board.batches} />
        ) : (
          <p className="text-sm text-muted-foreground">
            {board.batchCount ? "No batches on this page." : "No batch published yet."}
          </p>
        )}
        <BoardPager
          label="Batch pages"
          page={batchPage}
          pages={Math.ceil(board.batchCount / BATCHES_PER_PAGE)}
          href={(p) => href(p, ballotPage)}
        />
      </section>

      <IntegrityLedgerSection ledger={ledger} titles={debate} />

      {board.ballots && (
        <section aria-labelledby="ballots" className="space-y-3">
          <h2 id="ballots" className="text-xl font-semibold">
            Every ballot
          </h2>
          <p className="text-sm text-muted-foreground">Sorted by commitment; no ballot names its voter.</p>
          {board.ballots.length ? (
            <BoardBallots ballots={board.ballots} />
          ) : (
            <p className="text-sm text-muted-foreground">No ballots on this page.</p>
          )}
          <BoardPager
            label="Ballot pages"
            page={ballotPage}
            pages={Math.ceil(board.total / BALLOTS_PER_PAGE)}
            href={(p) => href(batchPage, p)}
          />
        </section>
      )}

      <NotPromised />
    </div>
  );
}
