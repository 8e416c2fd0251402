"use client";

import { Bar, BarChart, CartesianGrid, Cell, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import { dayMonthLabel } from "@/lib/format-date";
import type { Analytics, DayCount } from "@/lib/moderation/types";

// recharts hands each shape every prop it was drawn from (x, y, width, height, orientation, name...), most of which are
// not SVG attributes of a <line>, <text> or <circle>: the Nu HTML Checker reports each. So the grid, the ticks, the
// dots and the bars are drawn here with their own attributes only; the axis and tick lines are left out. The chart's
// own focus stop (accessibilityLayer) is off: the chart is hidden from assistive technology, the table beside it reads.
const TOOLTIP = {
  contentStyle: {
    background: "var(--popover)",
    color: "var(--popover-foreground)",
    border: "1px solid var(--border)",
    borderRadius: 6,
  },
};
const CHART = { responsive: true, accessibilityLayer: false, className: "size-full" } as const;
const MARGIN = { top: 8, right: 8, left: -16, bottom: 0 };

type Point = { x?: number | string; y?: number | string };
type TickProps = Point & { textAnchor?: string; angle?: number; payload?: { value?: string | number } };
type GridLineProps = { x1?: number; y1?: number; x2?: number; y2?: number; key?: string };
type DotProps = { cx?: number; cy?: number; index?: number };
type BarShapeProps = { x?: number; y?: number; width?: number; height?: number; fill?: string };

function tick(angle = 0) {
  return function Tick({ x, y, textAnchor, payload }: TickProps) {
    const nx = Number(x ?? 0);
    const ny = Number(y ?? 0);
    return (
      <text
        x={nx}
        y={ny}
        dy={angle ? 4 : "0.71em"}
        textAnchor={textAnchor as "start" | "middle" | "end" | undefined}
        fill="var(--muted-foreground)"
        fontSize={12}
        transform={angle ? `rotate(${angle} ${nx} ${ny})` : undefined}
      >
        {payload?.value}
      </text>
    );
  };
}
const yTick = ({ x, y, payload }: TickProps) => (
  <text x={x} y={y} dy="0.32em" textAnchor="end" fill="var(--muted-foreground)" fontSize={12}>
    {payload?.value}
  </text>
);
const gridLine = ({ x1, y1, x2, y2, key }: GridLineProps) => (
  <line key={key} x1={x1} y1={y1} x2={x2} y2={y2} stroke="var(--border)" strokeDasharray="3 3" />
);
function dot(r: number) {
  return function Dot({ cx, cy, index }: DotProps) {
    return (
      <circle key={index} cx={cx} cy={cy} r={r} fill="var(--background)" stroke="var(--primary)" strokeWidth={2} />
    );
  };
}
/** A bar with its top corners rounded (4 px, less for a short bar). */
function barShape({ x = 0, y = 0, width = 0, height = 0, fill }: BarShapeProps) {
  if (height <= 0 || width <= 0) return <g />;
  const r = Math.min(4, width / 2, height);
  const d = `M${x},${y + height}V${y + r}Q${x},${y} ${x + r},${y}H${x + width - r}Q${x + width},${y} ${x + width},${y + r}V${y + height}Z`;
  return <path d={d} fill={fill} />;
}

/** The votes line: straight segments between the days' points. */
function lineShape({ points }: { points?: readonly { x: number | null; y: number | null }[] }) {
  const d = (points ?? [])
    .filter((p) => p.x !== null && p.y !== null)
    .map((p, i) => `${i ? "L" : "M"}${p.x},${p.y}`)
    .join("");
  return <path d={d} fill="none" stroke="var(--primary)" strokeWidth={2} />;
}

type Row = { label: string; count: number; color?: string };

function Figure({ id, title, rows, children }: { id: string; title: string; rows: Row[]; children: React.ReactNode }) {
  return (
    <figure aria-labelledby={`${id}-title`} className="space-y-2 rounded-lg border border-border bg-card p-4">
      <figcaption id={`${id}-title`} className="font-semibold">
        {title}
      </figcaption>
      <div className="h-56 w-full" aria-hidden data-testid={`${id}-chart`}>
        {children}
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
const axes = (angle?: number) => (
  <>
    <CartesianGrid horizontal={gridLine} vertical={gridLine} />
    <XAxis
      dataKey="label"
      tick={tick(angle)}
      axisLine={false}
      tickLine={false}
      {...(angle ? { interval: 0, angle, textAnchor: "end", height: 50 } : {})}
    />
    <YAxis allowDecimals={false} tick={yTick} axisLine={false} tickLine={false} />
  </>
);

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
        <BarChart {...CHART} data={registrations} margin={MARGIN}>
          {axes()}
          <Tooltip {...TOOLTIP} cursor={{ fill: "var(--muted)" }} />
          <Bar dataKey="count" name="Registrations" fill="var(--primary)" shape={barShape} />
        </BarChart>
      </Figure>
      <Figure id="votes" title="Votes per day (last 7 days)" rows={votes}>
        <LineChart {...CHART} data={votes} margin={MARGIN}>
          {axes()}
          <Tooltip {...TOOLTIP} />
          <Line
            dataKey="count"
            name="Votes"
            stroke="var(--primary)"
            shape={lineShape}
            isAnimationActive={false}
            dot={dot(3)}
            activeDot={dot(5)}
          />
        </LineChart>
      </Figure>
      <div className="lg:col-span-2">
        <Figure id="categories" title="Published debates per category" rows={categories}>
          <BarChart {...CHART} data={categories} margin={MARGIN}>
            {axes(-20)}
            <Tooltip {...TOOLTIP} cursor={{ fill: "var(--muted)" }} />
            <Bar dataKey="count" name="Debates" shape={barShape}>
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
