import { useCallback, useEffect, useRef, useState } from "react";
import { keepSame } from "./query";

/** The key of page `index` given the page before it (null: no such page, or nothing to read). */
type PageKey<P> = (index: number, previous: P | null) => string | null;

/** The pages read for the list whose first page is `key`. */
type State<P> = { key: string | null; pages?: P[]; error?: unknown; validating: boolean; size: number };

/**
 * A list read page by page (comments, the staff lists): the pages are this component's own, read again from the first
 * when it mounts or the first page's key changes; `setSize` asks for more, `mutate` reads every loaded page again
 * (after a change). A read overtaken by a newer one is dropped.
 */
export function useQueryPages<P>(getKey: PageKey<P>, fetcher: (key: string) => Promise<P>) {
  const first = getKey(0, null);
  const [state, setState] = useState<State<P>>({ key: first, validating: first !== null, size: 1 });
  const latest = useRef({ getKey, fetcher });
  useEffect(() => {
    latest.current = { getKey, fetcher };
  });
  // what the reads build on, outside React's state so a read can start from it at once
  const loaded = useRef<{ key: string | null; pages: P[]; size: number; run: number }>({
    key: null,
    pages: [],
    size: 1,
    run: 0,
  });

  /** Reads pages `from` to `to - 1` in order (each key needs the page before it), keeping those before `from`. */
  const load = useCallback(async (key: string, from: number, to: number) => {
    const mine = ++loaded.current.run;
    const { getKey: keyOf, fetcher: read } = latest.current;
    const before = loaded.current.key === key ? loaded.current.pages : [];
    const pages = before.slice(0, from);
    setState((s) => (s.key === key ? { ...s, validating: true } : { key, validating: true, size: 1 }));
    try {
      for (let i = pages.length; i < to; i++) {
        const pageKey = i === 0 ? key : keyOf(i, pages[i - 1] ?? null);
        if (pageKey === null) break;
        pages.push(keepSame(before[i], await read(pageKey)));
        if (loaded.current.run !== mine) return;
      }
      loaded.current = { ...loaded.current, key, pages };
      setState((s) => ({ key, pages, validating: false, size: s.key === key ? s.size : 1 }));
    } catch (error) {
      if (loaded.current.run === mine) setState((s) => ({ ...s, error, validating: false }));
    }
  }, []);

  useEffect(() => {
    loaded.current = { key: null, pages: [], size: 1, run: loaded.current.run + 1 };
    if (first !== null) void load(first, 0, 1);
  }, [first, load]);

  const grow = useCallback(
    (next: (n: number) => number) => {
      const to = next(loaded.current.size);
      loaded.current.size = to;
      setState((s) => ({ ...s, size: to }));
      if (first !== null && to > loaded.current.pages.length) void load(first, loaded.current.pages.length, to);
    },
    [first, load],
  );
  const mutate = useCallback(
    () => (first === null ? Promise.resolve() : load(first, 0, Math.max(1, loaded.current.pages.length))),
    [first, load],
  );

  // pages of an earlier first key are not shown while the new ones load
  const current: State<P> = state.key === first ? state : { key: first, validating: first !== null, size: 1 };
  return {
    data: current.pages,
    error: current.error as Error | undefined,
    size: current.size,
    setSize: grow,
    mutate,
    isLoading: current.validating && current.pages === undefined,
    isValidating: current.validating,
  };
}
