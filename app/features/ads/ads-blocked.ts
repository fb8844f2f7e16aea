import { useSyncExternalStore } from "react";

/**
 * Whether an ad of this visit has been blocked: its script failed to load or threw (an ad blocker
 * makes the request fail within milliseconds), or its frame never said a word. One blocked ad
 * stands for all of them: a blocker blocks every tag alike, so the slots still to come need not
 * each try, and wait, to learn it. An ad that is only slow, or that
 * the network had none for, says "loading" and then "no-fill": that is the slot's alone.
 * Kept for the visit (pages after the first are drawn by the router, in this same document).
 */
let blocked = false;
const listeners = new Set<() => void>();

/** Records that an ad was blocked, for every slot of the page and of the pages after it. */
export function reportAdBlocked(): void {
  if (blocked) return;
  blocked = true;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether an ad of this visit was blocked; false while the pre-rendered page hydrates. */
export function useAdBlocked(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => blocked,
    () => false,
  );
}
