import { useCallback, useSyncExternalStore } from "react";

// Drafts outlive the Comments tab (Radix unmounts an inactive tab) and the list's refetches: kept per debate
// and per comment in this browser tab's memory, never sent anywhere until posted.
const drafts = new Map<string, string>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function write(key: string, value: string | undefined) {
  if (value === undefined) drafts.delete(key);
  else drafts.set(key, value);
  listeners.forEach((l) => l());
}

/** Which draft: the new-comment box, a reply to a comment, or the edit of a comment (present while editing). */
type DraftKind = "post" | `reply:${number}` | `edit:${number}`;

/** A draft text and its setter; `undefined` means no draft (for edits: not editing). */
export function useDraft(debateId: number, kind: DraftKind) {
  const key = `${debateId}:${kind}`;
  const value = useSyncExternalStore(
    subscribe,
    () => drafts.get(key),
    () => undefined,
  );
  const set = useCallback((next: string | undefined) => write(key, next), [key]);
  return [value, set] as const;
}

/** Tests only: forget every draft. */
export function clearDrafts() {
  drafts.clear();
  listeners.forEach((l) => l());
}
