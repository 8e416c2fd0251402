import { useCallback, useEffect } from "react";
import { useQueryPages } from "@/lib/api/query-pages";
import { ApiError } from "@/lib/api/client";

/** One page of a staff list with its paging headers (X-Next-Cursor absent on the last page). */
type StaffPage<T> = { items: T[]; nextCursor: string | null; total: number | null; pending: number | null };

const headerNumber = (res: Response, name: string) => {
  const raw = res.headers.get(name);
  const n = raw === null || raw === "" ? NaN : Number(raw);
  return Number.isFinite(n) ? n : null;
};

async function fetchStaffPage<T>(url: string): Promise<StaffPage<T>> {
  const res = await fetch(url, { credentials: "include" });
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  const items = (await res.json()) as T[];
  return {
    items,
    nextCursor: res.headers.get("X-Next-Cursor") || null,
    total: headerNumber(res, "X-Total-Count"),
    pending: headerNumber(res, "X-Pending-Count"),
  };
}

/** `path?params`, leaving out empty values. */
function withQuery(path: string, params: Record<string, string | number | undefined | null>) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== "") q.set(k, String(v));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

// a paged list's pages are its own (useQueryPages): lists subscribe here so a change elsewhere refreshes them
const refreshers = new Set<{ path: string; refresh: () => unknown }>();

/** Refetches every mounted staff list whose path starts with `prefix` (every loaded page). */
export function refreshStaffLists(prefix: string) {
  return Promise.all([...refreshers].filter((r) => r.path.startsWith(prefix)).map((r) => r.refresh()));
}

/** A server-paged staff list: `path` with `params` (null skips), 'Load more' by cursor. */
export function useStaffList<T>(path: string | null, params: Record<string, string | number | undefined | null>) {
  const first = path ? withQuery(path, params) : null;
  const getKey = (index: number, previous: StaffPage<T> | null) => {
    if (!path) return null;
    if (index === 0) return first;
    return previous?.nextCursor ? withQuery(path, { ...params, cursor: previous.nextCursor }) : null;
  };
  const { data, error, size, setSize, mutate, isLoading, isValidating } = useQueryPages<StaffPage<T>>(
    getKey,
    fetchStaffPage<T>,
  );
  const refresh = useCallback(() => mutate(), [mutate]);
  useEffect(() => {
    if (!path) return;
    const entry = { path, refresh };
    refreshers.add(entry);
    return () => void refreshers.delete(entry);
  }, [path, refresh]);
  const pages = data ?? [];
  const items = pages.flatMap((p) => p.items);
  return {
    items,
    total: pages[0]?.total ?? null,
    pending: pages[0]?.pending ?? null,
    hasMore: !!pages.at(-1)?.nextCursor,
    loaded: data !== undefined,
    isLoading,
    isLoadingMore: size > pages.length && !error,
    isValidating,
    error,
    loadMore: () => setSize((n) => n + 1),
    refresh,
  };
}
