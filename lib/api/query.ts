import { createContext, createElement, useCallback, useContext, useEffect, useSyncExternalStore } from "react";
import type { ReactNode } from "react";
import { getQueryFn } from "./client";

// The client's copy of what it has read, one entry per GET path (lib/api/query-keys.ts), shared by every component
// that reads the same path and refreshed by the mutations that change it. The documented query rules are its only
// behaviour (document 1, sections 7 and 9): no retry, no refetch on focus or reconnect, no polling unless a hook
// asks, data never stale on its own. About 1 KB gzip where SWR was 6 (docs/decisions/0023-own-read-cache.md).

type Fetcher<T> = (key: string) => Promise<T>;
type Entry = { data?: unknown; error?: unknown; validating: boolean };

const entries = new Map<string, Entry>();
const listeners = new Map<string, Set<() => void>>();
const fetchers = new Map<string, Fetcher<unknown>>();
const inFlight = new Map<string, Promise<unknown>>();
const defaultFetcher = getQueryFn({ on401: "throw" }) as Fetcher<unknown>;

const NOTHING: Entry = { validating: false };

/**
 * `next`, or `previous` when they hold the same JSON: an answer read again unchanged keeps its objects, so what a
 * component keyed on one of them (a like's answer shown until the list is read again) holds until something changed.
 */
export const keepSame = <T>(previous: T | undefined, next: T): T =>
  previous !== undefined && JSON.stringify(previous) === JSON.stringify(next) ? previous : next;

function write(key: string, patch: Partial<Entry>) {
  entries.set(key, { ...(entries.get(key) ?? NOTHING), ...patch });
  for (const listener of listeners.get(key) ?? []) listener();
}

function subscribe(key: string, listener: () => void) {
  let set = listeners.get(key);
  if (!set) listeners.set(key, (set = new Set()));
  set.add(listener);
  return () => void set.delete(listener);
}

const watched = (key: string) => (listeners.get(key)?.size ?? 0) > 0;

/** Fetches `key` once however many ask at the same time; the data stays on an error, which is kept beside it. */
function revalidate(key: string): Promise<unknown> {
  const running = inFlight.get(key);
  if (running) return running;
  write(key, { validating: true });
  const fetcher = fetchers.get(key) ?? defaultFetcher;
  const done = fetcher(key).then(
    (answer) => {
      const data = keepSame(entries.get(key)?.data, answer);
      write(key, { data, error: undefined, validating: false });
      return data;
    },
    (error: unknown) => (write(key, { error, validating: false }), entries.get(key)?.data),
  );
  inFlight.set(key, done);
  void done.finally(() => inFlight.delete(key));
  return done;
}

type Next<T> = T | ((current: T | undefined) => T | undefined);

/**
 * After a change: the entries of `key` (or of every key `key` accepts) take `next` if given (a value, or a function of
 * the cached one), then are fetched again where a component shows them (`revalidate: false` keeps `next` as it is);
 * an entry nobody shows is dropped instead, so the next component to show it asks the server.
 */
export async function mutateQuery<T>(
  key: string | ((key: string) => boolean),
  next?: Next<T>,
  { revalidate: again = true }: { revalidate?: boolean } = {},
): Promise<T | undefined> {
  const keys = typeof key === "string" ? [key] : [...new Set([...entries.keys(), ...listeners.keys()])].filter(key);
  const results = await Promise.all(
    keys.map(async (k) => {
      if (next !== undefined) {
        const value =
          typeof next === "function" ? (next as (c: T | undefined) => T | undefined)(readQuery<T>(k)) : next;
        if (value !== undefined) write(k, { data: value, error: undefined });
      }
      if (!again) return readQuery<T>(k);
      if (watched(k)) return (await revalidate(k)) as T | undefined;
      entries.delete(k);
      return undefined;
    }),
  );
  return results[0];
}

/** What the client holds for `key` now (undefined when nothing was read, or only a server-rendered fallback). */
export function readQuery<T>(key: string): T | undefined {
  return entries.get(key)?.data as T | undefined;
}

/** Forgets everything read (a test's fresh start). */
export function resetQueries() {
  entries.clear();
  fetchers.clear();
  inFlight.clear();
}

// the server-rendered answers of the root layout (the signed-in user), keyed by path, shown until the client reads
const FallbackContext = createContext<Record<string, unknown>>({});

export function QueryFallback({ value, children }: { value: Record<string, unknown>; children: ReactNode }) {
  return createElement(FallbackContext.Provider, { value }, children);
}

type QueryOptions<T> = {
  /** GET with the session's cookie and a thrown ApiError on any failure, unless given */
  fetcher?: Fetcher<T>;
  /** the server-rendered answer, shown until the client has read its own (never written to the shared copy) */
  fallbackData?: T;
  /** fetch on mount even when something is shown; default: only when nothing is */
  revalidateOnMount?: boolean;
  /** poll every so many ms while mounted: not in a hidden tab, and not after a failed read */
  refreshInterval?: number;
};

/** The shared copy of GET `key` (null: nothing to read). The server and the hydrating client show the fallback. */
export function useQuery<T>(key: string | null, options: QueryOptions<T> = {}) {
  const { fetcher, fallbackData, revalidateOnMount, refreshInterval = 0 } = options;
  const fallbacks = useContext(FallbackContext);
  const entry = useSyncExternalStore(
    useCallback((listener: () => void) => (key ? subscribe(key, listener) : () => undefined), [key]),
    () => (key ? entries.get(key) : undefined),
    () => undefined,
  );
  const fallback = fallbackData ?? (key ? (fallbacks[key] as T | undefined) : undefined);
  const data = entry?.data !== undefined ? (entry.data as T) : fallback;
  const shown = data !== undefined;
  // before its first fetch has started, a key that will be fetched on mount counts as being fetched
  const validating = entry ? entry.validating : !!key && (revalidateOnMount ?? !shown);

  useEffect(() => {
    if (!key) return;
    if (fetcher) fetchers.set(key, fetcher);
    if (revalidateOnMount ?? !shown) void revalidate(key);
    // the fetcher, the fallback and the option are read once, when the key is first shown
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  useEffect(() => {
    if (!key || refreshInterval <= 0) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "hidden" || entries.get(key)?.error !== undefined) return;
      void revalidate(key);
    }, refreshInterval);
    return () => clearInterval(timer);
  }, [key, refreshInterval]);

  const mutate = useCallback(
    (next?: Next<T>, opts?: { revalidate?: boolean }) =>
      key ? mutateQuery<T>(key, next, opts) : Promise.resolve(undefined),
    [key],
  );
  return {
    data,
    error: entry?.error as Error | undefined,
    isLoading: validating && !shown,
    isValidating: validating,
    mutate,
  };
}
