"use client";

import { useCallback, useLayoutEffect, useRef } from "react";

/** The element to return to: what had focus, or, for an item of a menu that is closing, the menu's button. */
function returnTarget(active: Element | null): HTMLElement | null {
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  const menu = active.closest<HTMLElement>("[role='menu']");
  if (!menu) return active;
  // Radix labels a menu by its trigger; aria-controls points back only while the menu is open
  const labelledBy = menu.getAttribute("aria-labelledby");
  const opener =
    (labelledBy ? document.getElementById(labelledBy) : null) ??
    (menu.id ? document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(menu.id)}"]`) : null);
  return opener ?? active;
}

/**
 * A controlled dialog has no Radix trigger to hand focus back to, so remember what had focus when it opened
 * and return there on close. When that element is gone, Radix's own handling stays.
 */
export function useReturnFocus(open: boolean) {
  const returnTo = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) returnTo.current = returnTarget(document.activeElement);
  }, [open]);
  return useCallback((event: Event) => {
    const el = returnTo.current;
    returnTo.current = null;
    if (el?.isConnected) {
      event.preventDefault();
      el.focus();
    }
  }, []);
}
