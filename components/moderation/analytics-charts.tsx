"use client";

import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { dayMonthLabel } from "@/lib/format-date";
import type { Analytics, DayCount } from "@/lib/moderation/types";

const AXIS = { stroke: "var(--muted-foreground)", fontSize: 12 } as const;
const TOOLTIP = {
  contentStyle: {
    background: "var(--popover)",
    color: "var(--popover-foreground)",
    border: "1px solid var(--border)",
    borderRadius: 6,
  },
};

type Row = { label: string; count: number; color?: string };

function Figure({ id, title, rows, children }: { id: string; title: string; rows: Row[]; children: React.ReactNode }) {
  return (
    <figure aria-labelledby={`${id}-title`} className="space-y-2 rounded-lg border border-border bg-card p-4">
      <figcaption id={`${id}-title`} className="font-semibold">
        {title}
      </figcaption>
      <div className="h-56 w-full" aria-hidden data-testid={`${id}-chart`}>
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{id === "categories" ? "Category" : "Day"}</th>
            <th scope="col">Count</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.label}>
              <th scope="row">{r.label}</th>
              <td>{r.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

const days = (list: DayCount[]): Row[] => list.map((d) => ({ label: dayMonthLabel(d.date), count: d.count }));

/**
 * The three charts (recharts, loaded when the Analytics tab opens), each with a visually hidden table of its figures.
 */
export default function AnalyticsCharts({ data }: { data: Analytics }) {
  const registrations = days(data.recentRegistrations);
  const votes = days(data.votingActivity);
  const categories: Row[] = data.debatesPerCategory.map((c) => ({ label: c.category, count: c.count, color: c.color }));
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Figure id="registrations" title="Registrations per day (last 7 days)" rows={registrations}>
        <BarChart data={registrations} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
          <XAxis dataKey="label" tick={AXIS} stroke="var(--border)" />
          <YAxis allowDecimals={false} tick={AXIS} stroke="var(--border)" />
          <Tooltip {...TOOLTIP} cursor={{ fill: "var(--muted)" }} />
          <Bar dataKey="count" name="Registrations" fill="var(--primary)" radius={[4, 4, 0, 0]} />
        </BarChart>
      </Figure>
      <Figure id="votes" title="Votes per day (last 7 days)" rows={votes}>
        <LineChart data={votes} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
          <XAxis dataKey="label" tick={AXIS} stroke="var(--border)" />
          <YAxis allowDecimals={false} tick={AXIS} stroke="var(--border)" />
          <Tooltip {...TOOLTIP} />
          <Line type="monotone" dataKey="count" name="Votes" stroke="var(--primary)" strokeWidth={2} dot={{ r: 3 }} />
        </LineChart>
      </Figure>
      <div className="lg:col-span-2">
        <Figure id="categories" title="Published debates per category" rows={categories}>
          <BarChart data={categories} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
            <XAxis
              dataKey="label"
              tick={AXIS}
              stroke="var(--border)"
              interval={0}
              angle={-20}
              textAnchor="end"
              height={50}
            />
            <YAxis allowDecimals={false} tick={AXIS} stroke="var(--border)" />
            <Tooltip {...TOOLTIP} cursor={{ fill: "var(--muted)" }} />
            <Bar dataKey="count" name="Debates" radius={[4, 4, 0, 0]}>
              {categories.map((c) => (
                <Cell key={c.label} fill={c.color || "var(--primary)"} />
              ))}
            </Bar>
          </BarChart>
        </Figure>
      </div>
    </div>
  );
}
