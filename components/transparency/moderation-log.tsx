import Link from "next/link";
import { ChevronLeft, ChevronRight, ScrollText } from "lucide-react";
import { Button } from "@/components/ui/button";
import { REPORT_REASON_PUBLIC_LABELS } from "@/lib/report-reasons";
import { dayLabel } from "@/lib/format-date";
import { LOG_ACTION_LABELS, LOG_TARGET_LABELS, OUTCOME_LABELS } from "@/lib/transparency/labels";
import type { TransparencyLog } from "@/lib/transparency/types";
import { ScrollRegion } from "./scroll-region";
import { bodyCell, bodyClass, headCell, headClass, Missing, rowClass, SectionHeading, tableClass } from "./table-cells";
import { plural } from "@/lib/plural";

const ID = "moderation-log";
const TITLE = "Log of takedowns and punishments";
// 'No.': the action's number, which a voided ballot on a ballot board names (docs/decisions/0017-integrity-ledger.md)
const COLUMNS = ["Date", "Decision", "On", "Rule", "Appealed", "Outcome", "No."] as const;
type Column = (typeof COLUMNS)[number];
/** A cell's column name, shown beside its value when a row is a card (table-cells.tsx). */
const cell = (column: Column, className = "") => ({ "data-label": column, className: `${bodyCell} ${className}` });

function EmptyLog({ paged }: { paged: boolean }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border px-4 py-10 text-center">
      <ScrollText className="size-8 text-muted-foreground" aria-hidden />
      <p className="font-semibold">{paged ? "No older entries" : "No takedowns or punishments yet"}</p>
      <p className="max-w-sm text-sm text-muted-foreground">
        {paged
          ? "This is the end of the log."
          : "When a moderator takes something down or punishes an account, it is listed here."}
      </p>
    </div>
  );
}

/** The public log, a page at a time: links to the newest page and the next older one, so it works without script. */
export function ModerationLog({ log, paged }: { log: TransparencyLog; paged: boolean }) {
  const count = `${plural(log.total, "decision")} in the log`;
  return (
    <section aria-labelledby={ID} className="scroll-mt-20 space-y-3" id={`${ID}-section`}>
      <SectionHeading id={ID} title={TITLE}>
        Every takedown, warning, suspension, ban and account deletion, and every suspension or ban staff ended early,
        newest first, with the rule it applied and how any appeal went. {count}.
      </SectionHeading>
      {log.items.length === 0 ? (
        <EmptyLog paged={paged} />
      ) : (
        <ScrollRegion title={TITLE}>
          <table className={`${tableClass} lg:min-w-[36rem]`}>
            <caption className="sr-only">Takedowns and punishments, newest first</caption>
            <thead className={headClass}>
              <tr>
                {COLUMNS.map((c) => (
                  <th key={c} scope="col" className={headCell}>
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className={bodyClass}>
              {log.items.map((e) => (
                <tr key={e.id} id={`action-${e.id}`} className={rowClass}>
                  <td {...cell("Date", "whitespace-nowrap")}>
                    <time dateTime={e.date}>{dayLabel(e.date)}</time>
                  </td>
                  <td {...cell("Decision")}>
                    <span>
                      {LOG_ACTION_LABELS[e.action]}
                      {e.restoredOn && (
                        <span className="block text-xs text-muted-foreground">
                          Restored <time dateTime={e.restoredOn}>{dayLabel(e.restoredOn)}</time>
                        </span>
                      )}
                      {e.liftedOn && (
                        <span className="block text-xs text-muted-foreground">
                          Lifted <time dateTime={e.liftedOn}>{dayLabel(e.liftedOn)}</time>
                        </span>
                      )}
                      {e.ends !== null && <span className="block text-xs text-muted-foreground">Ends #{e.ends}</span>}
                    </span>
                  </td>
                  <td {...cell("On")}>{LOG_TARGET_LABELS[e.target]}</td>
                  <td {...cell("Rule")}>
                    {e.rule ? (
                      REPORT_REASON_PUBLIC_LABELS[e.rule]
                    ) : (
                      <span className="text-muted-foreground">Staff review, no report</span>
                    )}
                  </td>
                  <td {...cell("Appealed")}>{e.appealed ? "Yes" : "No"}</td>
                  <td {...cell("Outcome")}>
                    {e.outcome ? OUTCOME_LABELS[e.outcome] : <Missing spoken="not appealed" />}
                  </td>
                  <td {...cell("No.", "tabular-nums")}>#{e.id}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {(paged || log.nextCursor !== null) && (
        <nav aria-label="Log pages" className="flex flex-wrap justify-between gap-2">
          {paged ? (
            <Button asChild variant="outline">
              <Link href={`/transparency#${ID}-section`}>
                <ChevronLeft aria-hidden />
                Newest entries
              </Link>
            </Button>
          ) : (
            <span />
          )}
          {log.nextCursor !== null && (
            <Button asChild variant="outline">
              <Link href={`/transparency?cursor=${log.nextCursor}#${ID}-section`}>
                Older entries
                <ChevronRight aria-hidden />
              </Link>
            </Button>
          )}
        </nav>
      )}
    </section>
  );
}
