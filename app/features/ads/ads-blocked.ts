/**
 * Whether an ad of this visit has been blocked: its script failed to load or threw (an ad blocker
 * makes the request fail within milliseconds), or its frame never said a word. One blocked ad
 * stands for all of them: a blocker blocks every tag alike, so the slots still to come need not
 * each try, and wait, to learn it. An ad that is only slow, or that
 * the network had none for, says "loading" and then "no-fill": that is the slot's alone.
 * Kept for the page: the next page is a document of its own, whose first slot probes again.
 */
let blocked = false;
const listeners = new Set<() => void>();

/** Records that an ad was blocked, for every slot of the page. */
export function reportAdBlocked(): void {
  if (blocked) return;
  blocked = true;
  for (const listener of listeners) listener();
}

/** Whether an ad of this page was blocked. */
export const adsBlocked = () => blocked;

/** Calls `listener` once an ad is known blocked. */
export function watchAdsBlocked(listener: () => void): void {
  listeners.add(listener);
}
