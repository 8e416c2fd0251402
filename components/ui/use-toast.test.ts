// @vitest-environment jsdom
import { createElement } from "react";
import { act, cleanup, render, renderHook, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { Toaster } from "@/components/ui/toaster";
import { TOAST_DURATION, TOAST_LIMIT, TOAST_REMOVE_DELAY, dismiss, toast, useToast } from "@/components/ui/use-toast";

describe("use-toast", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    cleanup();
    act(() => {
      dismiss();
      vi.runAllTimers();
    });
    vi.useRealTimers();
  });

  it("uses the product spec timings", () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION).toBe(2000);
    expect(TOAST_REMOVE_DELAY).toBe(2500);
  });

  it("shows only one toast at a time; a new one replaces the old", () => {
    const { result } = renderHook(() => useToast());

    act(() => {
      toast({ title: "First" });
    });
    act(() => {
      toast({ title: "Second", description: "details", variant: "destructive" });
    });

    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0]).toMatchObject({
      title: "Second",
      description: "details",
      variant: "destructive",
      open: true,
    });
  });

  it("auto-dismisses at 2000 ms and removes ~2500 ms later", () => {
    const { result } = renderHook(() => useToast());

    act(() => {
      result.current.toast({ title: "Saved" });
    });

    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION - 1);
    });
    expect(result.current.toasts[0].open).toBe(true);

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0].open).toBe(false);

    act(() => {
      vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    });
    expect(result.current.toasts).toHaveLength(1);

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.toasts).toHaveLength(0);
  });

  it("honours a custom duration", () => {
    const { result } = renderHook(() => useToast());

    act(() => {
      toast({ title: "Slow", duration: 3000 });
    });

    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(result.current.toasts[0].open).toBe(true);

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.toasts[0].open).toBe(false);

    act(() => {
      vi.advanceTimersByTime(TOAST_REMOVE_DELAY);
    });
    expect(result.current.toasts).toHaveLength(0);
  });

  it("a replaced toast's timer does not dismiss its successor early", () => {
    const { result } = renderHook(() => useToast());

    act(() => {
      toast({ title: "First" });
    });
    act(() => {
      vi.advanceTimersByTime(1500);
      toast({ title: "Second" });
    });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.toasts[0]).toMatchObject({ title: "Second", open: true });

    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.toasts[0].open).toBe(false);
  });

  it("closing via onOpenChange dismisses immediately", () => {
    const { result } = renderHook(() => useToast());

    act(() => {
      toast({ title: "Closable" });
    });
    act(() => {
      result.current.toasts[0].onOpenChange?.(false);
    });
    expect(result.current.toasts[0].open).toBe(false);

    act(() => {
      vi.advanceTimersByTime(TOAST_REMOVE_DELAY);
    });
    expect(result.current.toasts).toHaveLength(0);
  });

  it("Toaster renders title, description and a Close button", async () => {
    vi.useRealTimers(); // the toast's view is loaded with the first toast
    const { container } = render(createElement(Toaster));
    expect(container.innerHTML).toBe(""); // nothing (no Radix Toast) before the first toast

    act(() => {
      // a long duration: on a busy machine loading the view may take longer than the default 2 s on screen
      toast({ title: "Vote recorded", description: "Thanks for voting", duration: 60_000 });
    });

    expect(await screen.findByText("Vote recorded", undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText("Thanks for voting")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Close" })).toBeTruthy();
    vi.useFakeTimers();
  });
});
