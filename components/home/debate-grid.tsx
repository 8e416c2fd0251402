"use client";

import { Loader2 } from "lucide-react";
import { DebateCard } from "@/components/debate/debate-card";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { DebatePageState } from "./use-debate-pages";

const GRID = "grid gap-4 sm:grid-cols-2 lg:grid-cols-3";

export function DebateGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div className={GRID} role="status" aria-label="Loading debates">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="space-y-3 rounded-xl border border-border bg-card p-4">
          <Skeleton className="h-5 w-24 rounded-full" />
          <Skeleton className="h-6 w-3/4" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-8 w-full" />
        </div>
      ))}
    </div>
  );
}

export function DebateGrid({ page, onLoadMore }: { page: DebatePageState; onLoadMore: () => void }) {
  if (page.status === "loading") return <DebateGridSkeleton />;
  return (
    <div className="space-y-6">
      <ul className={GRID}>
        {page.items.map((debate) => (
          <li key={debate.id} className="flex min-w-0 flex-col [&>article]:flex-1">
            <DebateCard debate={debate} />
          </li>
        ))}
      </ul>
      {page.next && (
        <div className="flex justify-center">
          <Button type="button" variant="outline" onClick={onLoadMore} disabled={page.status === "more"}>
            {page.status === "more" && <Loader2 className="animate-spin" aria-hidden />}
            Load more
          </Button>
        </div>
      )}
    </div>
  );
}
