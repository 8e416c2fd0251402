"use client";

import type { ReactNode } from "react";
import { AlertCircle, Inbox, Loader2, RotateCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { count } from "@/lib/plural";

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
function LoadMore({ shown, total, hasMore, loading, onLoadMore, noun }: LoadMoreProps) {
  return (
    <div className="flex flex-col items-center gap-2 pt-2">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Showing {count(shown)}
        {total !== null ? ` of ${count(total)}` : ""} {noun}
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

type PagedListProps = {
  list: {
    items: readonly unknown[];
    total: number | null;
    hasMore: boolean;
    loaded: boolean;
    isLoadingMore: boolean;
    error: Error | undefined;
    loadMore: () => void;
    refresh: () => unknown;
  };
  /** e.g. 'reports': 'Showing 3 of 7 reports' */
  noun: string;
  failed: string;
  loading: string;
  skeleton?: { rows?: number; height?: string };
  empty: ReactNode;
  /** the count and 'Load more' only while the server has more */
  onlyWithMore?: boolean;
  /** the items */
  children: ReactNode;
};

/** A staff list's states: failed (with Retry), loading, empty, or its items followed by the count and 'Load more'. */
export function PagedList({ list, noun, failed, loading, skeleton, empty, onlyWithMore, children }: PagedListProps) {
  if (list.error && !list.loaded) return <ErrorState message={failed} onRetry={() => void list.refresh()} />;
  if (!list.loaded) return <ListSkeleton label={loading} {...skeleton} />;
  if (list.items.length === 0) return empty;
  return (
    <>
      {children}
      {(!onlyWithMore || list.hasMore) && (
        <LoadMore
          shown={list.items.length}
          total={list.total}
          hasMore={list.hasMore}
          loading={list.isLoadingMore}
          onLoadMore={list.loadMore}
          noun={noun}
        />
      )}
    </>
  );
}
