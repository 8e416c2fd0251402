import { Fragment, type ReactNode } from "react";
import type { TransparencyMonth } from "@/lib/transparency/types";
import { monthLabel } from "@/lib/format-date";
import { ScrollRegion } from "./scroll-region";
import { bodyClass, headCell, headClass, rowClass, rowHeadCell, SectionHeading, tableClass } from "./table-cells";

/** A column: its heading, and its cell for a month (a td carrying the heading as its data-label). */
export type MonthlyColumn = { label: string; cell: (m: TransparencyMonth, label: string) => ReactNode };

type Props = {
  id: string;
  title: string;
  description: ReactNode;
  months: TransparencyMonth[];
  columns: MonthlyColumn[];
};

/** One figure month by month: a row per month (the row's header), a column per reason, kind or outcome. */
export function MonthlyTable({ id, title, description, months, columns }: Props) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <SectionHeading id={id} title={title}>
        {description}
      </SectionHeading>
      <ScrollRegion title={title}>
        <table className={`${tableClass} lg:min-w-[40rem]`}>
          <caption className="sr-only">{title}, month by month, newest first</caption>
          <thead className={headClass}>
            <tr>
              <th scope="col" className={headCell}>
                Month
              </th>
              {columns.map((c) => (
                <th key={c.label} scope="col" className={`${headCell} text-right`}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={bodyClass}>
            {months.map((m) => (
              <tr key={m.month} className={rowClass}>
                <th scope="row" className={`${rowHeadCell} whitespace-nowrap`}>
                  {monthLabel(m.month)}
                </th>
                {columns.map((c) => (
                  <Fragment key={c.label}>{c.cell(m, c.label)}</Fragment>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
