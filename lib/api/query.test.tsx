// @vitest-environment jsdom
import { act, cleanup, render, renderHook, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "@/tests/fixtures/stub-fetch";
import { mutateQuery, QueryFallback, readQuery, resetQueries, useQuery } from "./query";
import { useQueryPages } from "./query-pages";

// The client's shared copy of reads (lib/api/query.ts): the documented query rules, against a stubbed fetch.

beforeEach(() => resetQueries());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const counter = () => {
  let n = 0;
  return stubFetch((url) => ({ status: 200, body: { url, n: ++n } }));
};

describe("useQuery", () => {
  it("reads once for every component showing the same key, and shares the answer", async () => {
    const fetch = counter();
    const a = renderHook(() => useQuery<{ n: number }>("/api/x"));
    const b = renderHook(() => useQuery<{ n: number }>("/api/x"));
    expect(a.result.current.isLoading).toBe(true);
    await waitFor(() => expect(a.result.current.data?.n).toBe(1));
    expect(b.result.current.data?.n).toBe(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0][1]).toMatchObject({ credentials: "include" });
  });

  it("a null key reads nothing and is not loading", () => {
    const fetch = counter();
    const { result } = renderHook(() => useQuery(null));
    expect(result.current).toMatchObject({ data: undefined, isLoading: false, isValidating: false });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("a server-rendered fallback is shown and not read again on mount; revalidateOnMount reads anyway", async () => {
    const fetch = counter();
    const { result } = renderHook(() => useQuery("/api/x", { fallbackData: { n: 0 } }));
    expect(result.current).toMatchObject({ data: { n: 0 }, isLoading: false });
    await act(() => new Promise((r) => setTimeout(r, 10)));
    expect(fetch).not.toHaveBeenCalled();
    const fresh = renderHook(() =>
      useQuery<{ n: number }>("/api/y", { fallbackData: { n: 0 }, revalidateOnMount: true }),
    );
    await waitFor(() => expect(fresh.result.current.data?.n).toBe(1));
  });

  it("the layout's fallback by key is what the server and the hydrating client show", () => {
    function Name() {
      const { data } = useQuery<{ name: string }>("/api/auth/user");
      return <p>{data?.name ?? "nobody"}</p>;
    }
    const html = renderToString(
      <QueryFallback value={{ "/api/auth/user": { name: "ada" } }}>
        <Name />
      </QueryFallback>,
    );
    expect(html).toContain("ada");
  });

  it("a re-read with the same JSON keeps the objects shown; a changed answer replaces them", async () => {
    let body = { items: [{ id: 1 }] };
    stubFetch(() => ({ status: 200, body }));
    const { result } = renderHook(() => useQuery<typeof body>("/api/x"));
    await waitFor(() => expect(result.current.data).toBeDefined());
    const first = result.current.data;
    await act(() => result.current.mutate());
    expect(result.current.data).toBe(first);
    body = { items: [{ id: 2 }] };
    await act(() => result.current.mutate());
    expect(result.current.data).toEqual({ items: [{ id: 2 }] });
  });

  it("an error is kept beside the data and is not retried", async () => {
    let fail = false;
    const fetch = stubFetch(() =>
      fail ? { status: 500, body: { message: "boom" } } : { status: 200, body: { ok: 1 } },
    );
    const { result } = renderHook(() => useQuery("/api/x"));
    await waitFor(() => expect(result.current.data).toEqual({ ok: 1 }));
    fail = true;
    await act(() => result.current.mutate());
    expect(result.current.data).toEqual({ ok: 1 });
    expect(result.current.error).toBeInstanceOf(Error);
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("polls while shown, skips a hidden tab's turns, and stops after a failed read", async () => {
    vi.useFakeTimers();
    let status = 200;
    const fetch = stubFetch(() => ({ status, body: { n: 1 } }));
    renderHook(() => useQuery("/api/t", { refreshInterval: 1000, revalidateOnMount: false }));
    expect(fetch).toHaveBeenCalledTimes(0);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(fetch).toHaveBeenCalledTimes(1);
    const hidden = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(fetch).toHaveBeenCalledTimes(1);
    hidden.mockRestore();
    status = 404;
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(fetch).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe("mutateQuery", () => {
  it("sets a value (or a function of the cached one) without a read when told not to revalidate", async () => {
    const fetch = counter();
    const { result } = renderHook(() => useQuery<{ n: number }>("/api/x", { fallbackData: { n: 0 } }));
    await act(() => mutateQuery<{ n: number }>("/api/x", { n: 5 }, { revalidate: false }));
    expect(result.current.data).toEqual({ n: 5 });
    await act(() => mutateQuery<{ n: number }>("/api/x", (c) => ({ n: (c?.n ?? 0) + 1 }), { revalidate: false }));
    expect(readQuery("/api/x")).toEqual({ n: 6 });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("reads again what a component shows, and drops what nobody shows so its next reader asks the server", async () => {
    const fetch = counter();
    render(<Shown />);
    await screen.findByText("1");
    await act(() => mutateQuery("/api/shown"));
    expect(screen.getByText("2")).toBeTruthy();
    await act(() => mutateQuery("/api/hidden", { n: 9 }, { revalidate: false }));
    expect(readQuery("/api/hidden")).toEqual({ n: 9 });
    await act(() => mutateQuery("/api/hidden"));
    expect(readQuery("/api/hidden")).toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("a filter reaches every key it accepts", async () => {
    counter();
    await mutateQuery("/api/a/1", 1, { revalidate: false });
    await mutateQuery("/api/a/2", 2, { revalidate: false });
    await mutateQuery("/api/b", 3, { revalidate: false });
    await mutateQuery((k) => k.startsWith("/api/a/"), 0, { revalidate: false });
    expect([readQuery("/api/a/1"), readQuery("/api/a/2"), readQuery("/api/b")]).toEqual([0, 0, 3]);
  });
});

function Shown() {
  const { data } = useQuery<{ n: number }>("/api/shown");
  return <p>{data?.n}</p>;
}

describe("useQueryPages", () => {
  type Page = { items: number[]; next: number | null };
  const pages: Record<string, Page> = {
    "/p?c=0": { items: [1, 2], next: 2 },
    "/p?c=2": { items: [3, 4], next: 4 },
    "/p?c=4": { items: [5], next: null },
  };
  const keyOf = (i: number, prev: Page | null) => (i === 0 ? "/p?c=0" : prev?.next ? `/p?c=${prev.next}` : null);

  it("reads the first page, more on request in order, stops after the last, and refreshes every loaded page", async () => {
    const seen: string[] = [];
    const fetcher = async (k: string) => (seen.push(k), pages[k]);
    const { result } = renderHook(() => useQueryPages(keyOf, fetcher));
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.data?.length).toBe(1));
    act(() => result.current.setSize((n) => n + 2));
    await waitFor(() => expect(result.current.data?.flatMap((p) => p.items)).toEqual([1, 2, 3, 4, 5]));
    act(() => result.current.setSize((n) => n + 1));
    await act(() => new Promise((r) => setTimeout(r, 10)));
    expect(seen).toEqual(["/p?c=0", "/p?c=2", "/p?c=4"]);
    await act(() => result.current.mutate());
    expect(seen.slice(3)).toEqual(["/p?c=0", "/p?c=2", "/p?c=4"]);
    expect(result.current.isValidating).toBe(false);
  });

  it("a new first key starts over and never shows the old list's pages", async () => {
    const fetcher = async (k: string) => ({ items: [k.length], next: null });
    const { result, rerender } = renderHook(({ key }) => useQueryPages(() => key, fetcher), {
      initialProps: { key: "/a" },
    });
    await waitFor(() => expect(result.current.data).toEqual([{ items: [2], next: null }]));
    rerender({ key: "/bbb" });
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.data).toEqual([{ items: [4], next: null }]));
  });
});
