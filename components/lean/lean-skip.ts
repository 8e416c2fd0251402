import { useCallback, useSyncExternalStore } from "react";

// 'Skip' on the lean prompt is remembered for that debate in this browser tab (sessionStorage): the prompt stays away
// on reloads and comes back in a new tab. Where storage refuses (a private mode, a full quota) it holds for this page.
const listeners = new Set<() => void>();
const skippedHere = new Set<number>();
const keyOf = (debateId: number) => `pv:lean-skipped:${debateId}`;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function read(debateId: number): boolean {
  if (skippedHere.has(debateId)) return true;
  try {
    return sessionStorage.getItem(keyOf(debateId)) === "1";
  } catch {
    return false;
  }
}

/** Whether the member skipped this debate's lean prompt, and the skip itself. Never skipped on the server. */
export function useLeanSkipped(debateId: number) {
  const skipped = useSyncExternalStore(
    subscribe,
    () => read(debateId),
    () => false,
  );
  const skip = useCallback(() => {
    skippedHere.add(debateId);
    try {
      sessionStorage.setItem(keyOf(debateId), "1");
    } catch {
      // held for this page only
    }
    listeners.forEach((l) => l());
  }, [debateId]);
  return [skipped, skip] as const;
}

/** Tests only: forget every skip. */
export function forgetLeanSkips() {
  skippedHere.clear();
  sessionStorage.clear();
  listeners.forEach((l) => l());
}
