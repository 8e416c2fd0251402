import { useCallback, useSyncExternalStore } from "react";

type Theme = "light" | "dark";
export const THEME_STORAGE_KEY = "theme";

const parseTheme = (value: unknown): Theme => (value === "dark" ? "dark" : "light");

// Used when storage is unavailable (privacy modes), so the toggle still works for this page view.
let memoryTheme: Theme = "light";
const listeners = new Set<() => void>();

function readTheme(): Theme {
  try {
    return parseTheme(window.localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return memoryTheme;
  }
}

export function applyTheme(theme: Theme) {
  document.documentElement.classList.toggle("dark", theme === "dark");
}

function setTheme(theme: Theme) {
  memoryTheme = theme;
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // storage full or blocked: memoryTheme carries the choice
  }
  applyTheme(theme);
  listeners.forEach((listener) => listener());
}

function onStorage(event: StorageEvent) {
  if (event.key === THEME_STORAGE_KEY || event.key === null) listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener("storage", onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

const serverTheme = (): Theme => "light";
const noopSubscribe = () => () => {};

/**
 * The theme stored under `theme` (light or dark; anything else reads as light).
 * The server and hydration render "light"; the stored value follows right after, so nothing mismatches.
 */
export function useTheme() {
  const theme = useSyncExternalStore(subscribe, readTheme, serverTheme);
  const mounted = useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );
  const toggleTheme = useCallback(() => setTheme(readTheme() === "dark" ? "light" : "dark"), []);
  return { theme, mounted, setTheme, toggleTheme };
}
