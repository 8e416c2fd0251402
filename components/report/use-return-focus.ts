"use client";

import { useCallback, useLayoutEffect, useRef } from "react";

/**
 * A controlled dialog has no Radix trigger to hand focus back to, so remember what had focus when it opened
 * and return there on close. When that element is gone (a menu item), Radix's own handling stays.
 */
export function useReturnFocus(open: boolean) {
  const returnTo = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
      returnTo.current = document.activeElement;
    }
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
