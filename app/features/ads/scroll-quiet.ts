/**
 * When the reader last scrolled, or turned the wheel or moved a finger that may scroll. A wheel or
 * a swipe scrolls the page off the main thread: a fold measured below the view can land in the same
 * frame as such a scroll, which then brings what follows the slot into view, moved (ADR 032).
 */
let lastScrollAt = Number.NEGATIVE_INFINITY;

let noting = false;

const noted = () => {
  lastScrollAt = performance.now();
};

/** Starts noting the reader's scrolls, once a slot is on the page (not as the module loads: tests import it). */
export function noteScrolls(): void {
  if (noting) return;
  noting = true;
  for (const type of ["scroll", "wheel", "touchmove"] as const) {
    addEventListener(type, noted, { passive: true, capture: true });
  }
}

/** How long the page must have been still before a slot near the view may fold. */
export const quietForMs = 400;

/** Milliseconds until the page has been still for `quietForMs`: 0 when it has. */
export const untilQuiet = () =>
  Math.max(0, Math.ceil(lastScrollAt + quietForMs - performance.now()));
