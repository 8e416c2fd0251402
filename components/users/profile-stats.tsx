import type { ReactNode } from "react";
import { Crown } from "lucide-react";

/** The three stat blocks of a profile (own and public). */
export function ProfileStats({ stats }: { stats: Array<{ label: string; value: string }> }) {
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-4">
      {stats.map((s) => (
        <div key={s.label} className="rounded-lg border border-border bg-card p-3 text-center">
          <dt className="text-xs text-muted-foreground sm:text-sm">{s.label}</dt>
          <dd className="mt-1 text-base font-semibold sm:text-xl">{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function PvPlusBanner({ children }: { children: ReactNode }) {
  return (
    <div className="flex items-center gap-2 rounded-lg bg-gradient-to-r from-red-600 to-red-500 px-4 py-3 text-white shadow-sm">
      <Crown className="size-5 shrink-0" aria-hidden />
      <p className="text-sm font-semibold">{children}</p>
    </div>
  );
}
