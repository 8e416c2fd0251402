"use client";

import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { commentIdFromHash } from "./thread-utils";

/** How long a linked comment stays highlighted. */
const HIGHLIGHT_MS = 4000;

function subscribe(listener: () => void) {
  window.addEventListener("hashchange", listener);
  return () => window.removeEventListener("hashchange", listener);
}

/** The id in a `#comment-{id}` address (the inbox's 'Go to Comment'), or null. */
export function useLinkedCommentId(): number | null {
  const hash = useSyncExternalStore(
    subscribe,
    () => window.location.hash,
    () => "",
  );
  return commentIdFromHash(hash);
}

/**
 * Once `#comment-{id}` is on the page, scroll it into view (smoothly unless the reader prefers reduced motion),
 * focus it and highlight it for a few seconds. `rendered` changes whenever the list may have drawn it.
 */
export function useHighlightComment(targetId: number | null, rendered: unknown): number | null {
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const done = useRef<number | null>(null);

  useEffect(() => {
    if (targetId === null || done.current === targetId) return;
    const frame = requestAnimationFrame(() => {
      const element = document.getElementById(`comment-${targetId}`);
      if (!element) return;
      done.current = targetId;
      const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
      element.scrollIntoView?.({ behavior: reduce ? "auto" : "smooth", block: "center" });
      element.focus({ preventScroll: true });
      setHighlighted(targetId);
    });
    return () => cancelAnimationFrame(frame);
  }, [targetId, rendered]);

  useEffect(() => {
    if (highlighted === null) return;
    const timer = setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlighted]);

  return highlighted;
}
