"use client";

import { Loader2 } from "lucide-react";
import { DebateCard } from "@/components/debate/debate-card";
import { Button } from "@/components/ui/button";
import { DEBATE_GRID, DebateGridSkeleton } from "./debate-grid-skeleton";
import type { DebatePageState } from "./use-debate-pages";

export function DebateGrid({ page, onLoadMore }: { page: DebatePageState; onLoadMore: () => void }) {
  if (page.status === "loading") return <DebateGridSkeleton />;
  return (
    <div className="space-y-6">
      <ul className={DEBATE_GRID}>
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
