import { Fragment, type ReactNode } from "react";
import type { TransparencyMonth } from "@/lib/transparency/types";
import { monthLabel } from "@/lib/format-date";
import { ScrollRegion } from "./scroll-region";
import { bodyCell, headCell, SectionHeading } from "./table-cells";

export type MonthlyColumn = { label: string; cell: (m: TransparencyMonth) => ReactNode };

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
        <table className="w-full min-w-[40rem] border-collapse text-sm">
          <caption className="sr-only">{title}, month by month, newest first</caption>
          <thead className="border-b border-border bg-muted/50">
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
          <tbody>
            {months.map((m) => (
              <tr key={m.month} className="border-b border-border last:border-0">
                <th scope="row" className={`${bodyCell} whitespace-nowrap text-left font-medium`}>
                  {monthLabel(m.month)}
                </th>
                {columns.map((c) => (
                  <Fragment key={c.label}>{c.cell(m)}</Fragment>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
