import type { Island } from "#app/lib/island.ts";
import { whenConsentSettles } from "#app/lib/consent-purposes.ts";

/**
 * Where sonner lays toasts across the screen (its phone layout, up to 600 px), the welcome waits
 * until consent has decided and its bar is answered: both at the foot of a 320 × 640 screen
 * covered 43 % of it and the hero's first button.
 */
const phoneLayout = "(max-width: 600px)";

/** Calls `then` once nothing else needs the foot of the screen. */
function whenFootIsFree(then: () => void) {
  if (!matchMedia(phoneLayout).matches) return then();
  whenConsentSettles(then);
}

/** An idle moment of the page's, or the next task where the browser has no such (Safari). */
const idle = () =>
  new Promise<void>((resolve) => {
    if ("requestIdleCallback" in globalThis) {
      // A page that is never idle (an animation) greets all the same.
      requestIdleCallback(() => resolve(), { timeout: 2000 });
    } else setTimeout(resolve);
  });

/**
 * Greets the visitor with sonner's toast, which needs React: its code (some 110 KB) comes only
 * when the toast may show. React's own, sonner's and the toast's first render each run in a
 * moment the page has to spare, in tasks of their own: one task of all three held a phone's main
 * thread long enough to delay a tap.
 */
async function greet(container: HTMLElement) {
  // Either not there (offline, or a newer build replaced it): the page is whole without the toast.
  await idle();
  if (!(await import("react-dom/client").catch(() => undefined))) return;
  await idle();
  const toaster = await import("./welcome-toaster.tsx").catch(() => undefined);
  if (!toaster) return;
  // The page's own styles hold the toast's rules (welcome-toast.tsx): the whole stylesheet, whose
  // arrival restyles the whole page, is not needed.
  await idle();
  toaster.showWelcome(container);
}

export default {
  mount([container]) {
    if (container) whenFootIsFree(() => void greet(container));
  },
} satisfies Island;
