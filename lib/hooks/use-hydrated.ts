import { useSyncExternalStore } from "react";

const subscribeNothing = () => () => {};

/**
 * False while the server renders and while the browser hydrates, true from then on: a button that renders
 * `disabled={!hydrated}` cannot take a press its handler would miss (a lazily loaded part hydrates after its chunk).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
