import type { Metadata } from "next";
import { BarChart3 } from "lucide-react";
import { firstParam } from "@/components/accounts/search-param";
import { MonthlyFigures } from "@/components/transparency/monthly-figures";
import { ModerationLog } from "@/components/transparency/moderation-log";
import { pageData } from "@/lib/outage";
import { shareMetadata } from "@/lib/share/share-metadata";
import { getTransparency } from "@/lib/server/transparency/get-transparency";
import type { TransparencyMonth } from "@/lib/transparency/types";
import { transparencyQuery } from "@/lib/validation/transparency";

export const metadata: Metadata = shareMetadata({
  path: "/transparency",
  title: "Transparency",
  description:
    "How People's Verdict moderates: reports, decisions and appeals month by month, and a log of every takedown and punishment.",
});

type Props = { searchParams: Promise<{ cursor?: string | string[]; action?: string | string[] }> };

/** A month with nothing to count: no report, decision or appeal made, none decided. */
const quiet = (m: TransparencyMonth) =>
  m.reports.total === 0 &&
  m.actions.total === 0 &&
  m.appeals.total === 0 &&
  m.medianHours.reportToDecision === null &&
  m.medianHours.appealToDecision === null;

function NoFigures() {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border px-4 py-10 text-center">
      <BarChart3 className="size-8 text-muted-foreground" aria-hidden />
      <p className="font-semibold">Nothing to count yet</p>
      <p className="max-w-sm text-sm text-muted-foreground">
        No reports, moderation decisions or appeals in the last twelve months. The figures appear here as soon as there
        are some.
      </p>
    </div>
  );
}

// The same page for every visitor (no session is read here), so shared caches keep it like the other visitor pages.
export default async function TransparencyPage({ searchParams }: Props) {
  // a cursor that is not an id shows the first page; ?action= shows that one action's entry (a voided ballot's link)
  const params = await searchParams;
  const query = transparencyQuery.safeParse({
    cursor: firstParam(params.cursor) ?? undefined,
    action: firstParam(params.action) ?? undefined,
  });
  const { cursor, action } = query.success ? query.data : { cursor: undefined, action: undefined };
  const { months, log } = await pageData(() => getTransparency({ cursor, action }));
  // the tables start at the oldest month of the twelve with something to count (months come newest first)
  const shown = months.slice(0, months.findLastIndex((m) => !quiet(m)) + 1);

  return (
    <div className="mx-auto w-full max-w-6xl space-y-10 px-4 py-6 sm:px-6 sm:py-10">
      <header className="max-w-3xl space-y-3">
        <h1 className="text-3xl font-bold tracking-tight">Transparency</h1>
        <p className="text-muted-foreground">
          How People&apos;s Verdict moderates: what people report, what moderators decide, and how appeals go, month by
          month, with a log of every takedown and punishment. Nothing here names anyone, shows what was taken down, or
          says who reported it.
        </p>
        <p className="text-sm text-muted-foreground">
          Months and dates are in UTC. A report or appeal counts in the month it was made; a time to decide counts in
          the month the decision was made. Changes of staff roles are not moderation and are not counted.
        </p>
      </header>
      {shown.length ? <MonthlyFigures months={shown} trimmed={shown.length < months.length} /> : <NoFigures />}
      <ModerationLog log={log} paged={cursor !== undefined || action !== undefined} />
    </div>
  );
}
