"use client";

import type { ReactNode } from "react";
import { AlertCircle, Inbox, Loader2, RotateCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";

export function ListSkeleton({ label, rows = 3, height = "h-28" }: { label: string; rows?: number; height?: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-3">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className={`${height} w-full`} />
      ))}
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border px-4 py-12 text-center">
      <Inbox className="size-8 text-muted-foreground" aria-hidden />
      <p className="font-semibold">{title}</p>
      {children && <p className="max-w-sm text-sm text-muted-foreground">{children}</p>}
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-lg border border-destructive/40 px-4 py-10 text-center"
    >
      <AlertCircle className="size-8 text-destructive" aria-hidden />
      <p className="font-medium">{message}</p>
      <Button type="button" variant="outline" onClick={onRetry}>
        <RotateCw aria-hidden />
        Retry
      </Button>
    </div>
  );
}

type LoadMoreProps = {
  shown: number;
  total: number | null;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  noun: string;
};

/** 'Showing n of N' and the 'Load more' button while the server has another page. */
export function LoadMore({ shown, total, hasMore, loading, onLoadMore, noun }: LoadMoreProps) {
  return (
    <div className="flex flex-col items-center gap-2 pt-2">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Showing {shown.toLocaleString("en-US")}
        {total !== null ? ` of ${total.toLocaleString("en-US")}` : ""} {noun}
      </p>
      {hasMore && (
        <Button type="button" variant="outline" onClick={onLoadMore} disabled={loading} aria-busy={loading}>
          {loading && <Loader2 className="animate-spin" aria-hidden />}
          {loading ? "Loading..." : "Load more"}
        </Button>
      )}
    </div>
  );
}
