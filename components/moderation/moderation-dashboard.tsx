"use client";

import { useEffect, useRef, useState } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { usePendingCount } from "@/lib/hooks/use-moderation";
import { useScrollEdges } from "@/lib/hooks/use-scroll-edges";
import { ActionsTab } from "./actions-tab";
import { AnalyticsTab } from "./analytics-tab";
import { AppealsTab } from "./appeals-tab";
import { CreateActionForm } from "./create-action-form";
import type { Viewer } from "./punish-rules";
import { ReportsTab } from "./reports-tab";
import { SignalsTab } from "./signals-tab";
import { UsersTab } from "./users-tab";

const TABS = [
  { value: "reports", label: "Reports" },
  { value: "actions", label: "Actions" },
  { value: "appeals", label: "Appeals" },
  { value: "users", label: "User Management" },
  { value: "signals", label: "Signals" },
  { value: "analytics", label: "Analytics" },
  { value: "create", label: "Create Action" },
] as const;

const FADE =
  "pointer-events-none absolute inset-y-0 flex w-10 items-center from-muted via-muted/80 to-transparent text-muted-foreground";

/**
 * The seven tabs; each mounts (and fetches) when it opens. On a narrow screen the strip scrolls: a fade with a chevron
 * at either end says there is more (arrow keys, Home and End move along the tabs and bring the focused one into view).
 */
export function ModerationDashboard({ viewer }: { viewer: Viewer }) {
  const [tab, setTab] = useState<string>("reports");
  const pending = usePendingCount();
  const strip = useRef<HTMLDivElement>(null);
  const more = useScrollEdges(strip);
  // the pending badge arrives after the strip is drawn and widens it: keep a focused tab in view when it does
  useEffect(() => {
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && strip.current?.contains(focused))
      focused.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  }, [pending]);
  return (
    <Tabs value={tab} onValueChange={setTab} className="gap-4">
      <div className="relative">
        <TabsList ref={strip} aria-label="Moderation sections" className="h-auto w-full justify-start overflow-x-auto">
          {TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value} className="h-8 flex-none px-3">
              {t.label}
              {t.value === "reports" && pending !== null && pending > 0 && (
                <span
                  className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs font-semibold text-white tabular-nums"
                  data-testid="pending-badge"
                >
                  {pending > 99 ? "99+" : pending}
                  <span className="sr-only"> pending</span>
                </span>
              )}
            </TabsTrigger>
          ))}
        </TabsList>
        {more.before && (
          <span
            aria-hidden
            data-testid="tabs-more-before"
            className={`${FADE} left-0 justify-start rounded-l-lg bg-gradient-to-r pl-0.5`}
          >
            <ChevronLeft className="size-4" />
          </span>
        )}
        {more.after && (
          <span
            aria-hidden
            data-testid="tabs-more-after"
            className={`${FADE} right-0 justify-end rounded-r-lg bg-gradient-to-l pr-0.5`}
          >
            <ChevronRight className="size-4" />
          </span>
        )}
      </div>
      <TabsContent value="reports">
        <ReportsTab />
      </TabsContent>
      <TabsContent value="actions">
        <ActionsTab />
      </TabsContent>
      <TabsContent value="appeals">
        <AppealsTab />
      </TabsContent>
      <TabsContent value="users">
        <UsersTab viewer={viewer} />
      </TabsContent>
      <TabsContent value="signals">
        <SignalsTab viewer={viewer} />
      </TabsContent>
      <TabsContent value="analytics">
        <AnalyticsTab />
      </TabsContent>
      <TabsContent value="create">
        <CreateActionForm />
      </TabsContent>
    </Tabs>
  );
}
