"use client";

import { useState } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { usePendingCount } from "@/lib/hooks/use-moderation";
import { ActionsTab } from "./actions-tab";
import { AnalyticsTab } from "./analytics-tab";
import { CreateActionForm } from "./create-action-form";
import type { Viewer } from "./punish-rules";
import { ReportsTab } from "./reports-tab";
import { UsersTab } from "./users-tab";

const TABS = [
  { value: "reports", label: "Reports" },
  { value: "actions", label: "Actions" },
  { value: "users", label: "User Management" },
  { value: "analytics", label: "Analytics" },
  { value: "create", label: "Create Action" },
] as const;

/** The five tabs; each mounts (and fetches) when it opens. */
export function ModerationDashboard({ viewer }: { viewer: Viewer }) {
  const [tab, setTab] = useState<string>("reports");
  const pending = usePendingCount();
  return (
    <Tabs value={tab} onValueChange={setTab} className="gap-4">
      <TabsList aria-label="Moderation sections" className="h-auto w-full justify-start overflow-x-auto">
        {TABS.map((t) => (
          <TabsTrigger key={t.value} value={t.value} className="h-8 flex-none px-3">
            {t.label}
            {t.value === "reports" && pending !== null && pending > 0 && (
              <span className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs font-semibold text-white tabular-nums" data-testid="pending-badge">
                {pending > 99 ? "99+" : pending}
                <span className="sr-only"> pending</span>
              </span>
            )}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="reports"><ReportsTab /></TabsContent>
      <TabsContent value="actions"><ActionsTab /></TabsContent>
      <TabsContent value="users"><UsersTab viewer={viewer} /></TabsContent>
      <TabsContent value="analytics"><AnalyticsTab /></TabsContent>
      <TabsContent value="create"><CreateActionForm /></TabsContent>
    </Tabs>
  );
}
