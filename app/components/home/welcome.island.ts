import type { Island } from "#app/lib/island.ts";
import { consentIsAsking, publishedPurposes, watchPurposes } from "#app/lib/consent-purposes.ts";

/**
 * Where sonner lays toasts across the screen (its phone layout, up to 600 px), the welcome waits
 * until consent has decided and its bar is answered: both at the foot of a 320 × 640 screen
 * covered 43 % of it and the hero's first button.
 */
const phoneLayout = "(max-width: 600px)";
const footIsFree = () => publishedPurposes() !== undefined && !consentIsAsking();

/** Calls `then` once nothing else needs the foot of the screen. */
function whenFootIsFree(then: () => void) {
  if (!matchMedia(phoneLayout).matches || footIsFree()) return then();
  const stopWatching = watchPurposes(() => {
    if (!footIsFree()) return;
    stopWatching();
    then();
  });
}

/** An idle moment of the page's, or the next task where the browser has no such (Safari). */
const whenIdle = (run: () => void) =>
  "requestIdleCallback" in globalThis
    ? // A page that is never idle (an animation) greets all the same.
      requestIdleCallback(run, { timeout: 2000 })
    : setTimeout(run);

/**
 * Greets the visitor with sonner's toast, which needs React: its code (some 60 KB) comes only
 * when the toast may show, in a moment the page has to spare, so that it never holds up the
 * page's first paint nor a visitor's first tap.
 */
export default {
  mount([container]) {
    if (!container) return;
    whenFootIsFree(() =>
      whenIdle(
        () =>
          void import("./welcome-toaster.tsx")
            // Not there (offline, or a newer build replaced it): the page is whole without it.
            .catch(() => undefined)
            .then((toaster) => toaster?.showWelcome(container)),
      ),
    );
  },
} satisfies Island;
