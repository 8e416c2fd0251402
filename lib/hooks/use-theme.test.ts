// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { THEME_STORAGE_KEY, useTheme } from "@/lib/hooks/use-theme";

const root = () => document.documentElement;

describe("useTheme", () => {
  afterEach(() => {
    window.localStorage.clear();
    root().classList.remove("dark");
  });

  it("starts from the stored value", () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, "dark");
    const { result } = renderHook(() => useTheme());
    expect(result.current.theme).toBe("dark");
  });

  it("defaults to light when nothing is stored", () => {
    const { result } = renderHook(() => useTheme());
    expect(result.current.theme).toBe("light");
  });

  it("reads anything other than light or dark as light", () => {
    for (const value of ["blue", "DARK", "", "null"]) {
      window.localStorage.setItem(THEME_STORAGE_KEY, value);
      const { result, unmount } = renderHook(() => useTheme());
      expect(result.current.theme).toBe("light");
      unmount();
    }
  });

  it("toggle saves the choice and sets the class on <html>", () => {
    const { result } = renderHook(() => useTheme());

    act(() => result.current.toggleTheme());
    expect(result.current.theme).toBe("dark");
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    expect(root().classList.contains("dark")).toBe(true);

    act(() => result.current.toggleTheme());
    expect(result.current.theme).toBe("light");
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe("light");
    expect(root().classList.contains("dark")).toBe(false);
  });

  it("follows a change made in another tab", () => {
    const { result } = renderHook(() => useTheme());
    act(() => {
      window.localStorage.setItem(THEME_STORAGE_KEY, "dark");
      window.dispatchEvent(new StorageEvent("storage", { key: THEME_STORAGE_KEY, newValue: "dark" }));
    });
    expect(result.current.theme).toBe("dark");
  });
});
