import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while a pre-rendered page hydrates (as in its HTML), true from then on, and at once on a
 * client-side navigation: for what may only exist once JavaScript runs, without a hydration
 * mismatch. Hydration starts after the page's first paint, so this is also "after first paint".
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
