/**
 * What an ad frame tells the page about its ad, as it happens: the ad's code is loading, it drew
 * something, it drew nothing for `noFillAfterMs`, or its script failed (did not load, or threw).
 */
export const adStates = ["loading", "filled", "no-fill", "failed"] as const;

export type AdState = (typeof adStates)[number];

/** How long an ad may take to draw before its slot counts as not filled. */
export const noFillAfterMs = 5000;

/** The message an ad frame posts to the page, e.g. `{ adFrameState: "filled" }`. */
export interface AdStateMessage {
  adFrameState: AdState;
}

/**
 * The attribute of an ad's frame element that holds the last state the frame reported
 * (fold-when-empty.ts writes it): the ad inspector reads it there, whenever it starts.
 */
export const reportedStateAttribute = "data-ad-state";

/** `value` if it is the name of an ad state; undefined otherwise. */
export const knownAdState = (value: unknown): AdState | undefined =>
  adStates.find((state) => state === value);

/** The state a posted message carries, if it is an ad frame's state message; undefined otherwise. */
export function adStateOf(data: unknown): AdState | undefined {
  if (typeof data !== "object" || data === null || !("adFrameState" in data)) return undefined;
  return knownAdState(data.adFrameState);
}
