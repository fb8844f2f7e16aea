import { adStateOf, noFillAfterMs, reportedStateAttribute } from "./ad-state.ts";
import { adsBlocked, reportAdBlocked, watchAdsBlocked } from "./ads-blocked.ts";
import { noteScrolls, untilQuiet } from "./scroll-quiet.ts";

/** How long a slot whose ad did not fill stays, in view or not, before it may fold away. */
export const foldAfterMs = 3000;

/** Room for the margins that go with a folded slot, in px. */
const foldMarginPx = 64;

/** The owner's `?ads=inspect` keeps every slot, to see them all. */
const inspecting = () => new URLSearchParams(location.search).get("ads") === "inspect";

/** What a slot's frame said of its own ad: it drew one, or it had none to draw. */
type OwnAd = "filled" | "empty" | undefined;

const nothingToStop = () => {};

/** A slot that folds when empty: told of its frame and of consent, as they change. */
export interface FoldingSlot {
  /** The slot's frame, just added (or undefined, just removed): its messages tell its ad's fate. */
  setFrame(frame: HTMLIFrameElement | undefined): void;
  /** Whether consent refused ads: every slot folds, as when blocked. */
  setRefused(refused: boolean): void;
}

/**
 * Folds an ad slot away (hides it). Once any ad of the page is known blocked (ads-blocked.ts:
 * its script failed, its frame stayed silent), or consent refused ads, every slot out of view
 * folds at once, whether its own ad has tried or not (one within a screen of the view once the page
 * has been still for `quietForMs`). A slot whose own ad only did not fill folds
 * after `foldAfterMs`. Either way it folds only while it is below the viewport, so nothing the
 * visitor sees moves: folded above it, the browser's scroll anchoring keeps the view, but Chromium
 * still counts the slots' box as shifted, so a slot in view or above it waits until the visitor
 * has scrolled back past it. A slot whose ad filled never folds.
 */
export function foldWhenEmpty(slot: HTMLElement): FoldingSlot {
  noteScrolls();
  let ownAd: OwnAd;
  let refused = false;
  let folded = false;
  let stopListening = nothingToStop;
  let stopWaiting = nothingToStop;
  /** What the fold's watch was started for: a change of it starts the watch anew. */
  let watching: string | undefined;

  const fold = () => {
    folded = true;
    // Important and inline: above the ad density's rule that shows the slots on a narrow screen.
    slot.style.setProperty("display", "none", "important");
    update();
  };

  const update = () => {
    // A refusal is the visitor's, for every slot, but not recorded as a blocked ad: the visitor
    // may yet allow ads, and the slots should then try.
    const foldsNow = adsBlocked() || refused;
    const waits = (foldsNow || ownAd === "empty") && ownAd !== "filled" && !folded && !inspecting();
    const reason = waits ? `${foldsNow}` : undefined;
    if (reason === watching) return;
    watching = reason;
    stopWaiting();
    stopWaiting = waits ? foldOnceBelow(slot, foldsNow ? 0 : foldAfterMs, fold) : nothingToStop;
  };

  watchAdsBlocked(update);
  return {
    setFrame(frame) {
      stopListening();
      stopListening = frame
        ? listenTo(frame, (state) => {
            ownAd = state;
            update();
          })
        : nothingToStop;
    },
    setRefused(next) {
      refused = next;
      update();
    },
  };
}

/**
 * Reads what a frame posts about its ad, and records its last state on the frame element:
 * `failed` reports the ad blocked, `filled` and `no-fill` are its own. A frame that never says
 * anything was blocked, or its document never ran.
 */
function listenTo(frame: HTMLIFrameElement, onOwnAd: (state: OwnAd) => void): () => void {
  let reported = false;
  const onMessage = (event: MessageEvent) => {
    if (event.source !== frame.contentWindow) return;
    const state = adStateOf(event.data);
    if (!state) return;
    reported = true;
    frame.setAttribute(reportedStateAttribute, state);
    if (state === "failed") reportAdBlocked();
    if (state === "filled" || state === "no-fill") onOwnAd(state === "filled" ? state : "empty");
  };
  const silence = setTimeout(() => !reported && reportAdBlocked(), noFillAfterMs);
  addEventListener("message", onMessage);
  return () => {
    clearTimeout(silence);
    removeEventListener("message", onMessage);
  };
}

/** After `delayMs`, folds the slot (`fold`) the first moment it is below the view; returns how to stop. */
function foldOnceBelow(slot: HTMLElement, delayMs: number, fold: () => void): () => void {
  let observer: IntersectionObserver | undefined;
  let pendingFold = 0;
  let afterQuiet: ReturnType<typeof setTimeout> | undefined;
  const foldIfBelow = () => {
    const { top } = slot.getBoundingClientRect();
    if (top < innerHeight) return;
    // Within a screen of the view, a scroll landing in the fold's frame could bring what follows
    // the slot into view: the slot waits until the page has been still a moment.
    const wait = top < 2 * innerHeight ? untilQuiet() : 0;
    if (wait > 0) {
      clearTimeout(afterQuiet);
      afterQuiet = setTimeout(() => {
        cancelAnimationFrame(pendingFold);
        pendingFold = requestAnimationFrame(foldIfBelow);
      }, wait);
      return;
    }
    // Near the page's end the page would get shorter than the scroll position, and the
    // browser would scroll what is in view to keep it within the page: the slot then stays.
    const shorter = document.documentElement.scrollHeight - slot.offsetHeight;
    if (scrollY > Math.max(0, shorter - foldMarginPx - innerHeight)) return;
    stop();
    fold();
  };
  const watch = () => {
    // The root reaches far above the viewport: a slot leaves it only by going below the view.
    observer = new IntersectionObserver(
      () => {
        // Measured and folded just before a frame is drawn, so the frame shows the fold alone: a
        // scroll landing in the same frame as the fold would make Chromium count what follows the
        // slot as shifted.
        cancelAnimationFrame(pendingFold);
        pendingFold = requestAnimationFrame(foldIfBelow);
      },
      { rootMargin: "1000000px 0px 0px 0px" },
    );
    observer.observe(slot);
  };
  const delay = delayMs > 0 ? setTimeout(watch, delayMs) : undefined;
  if (delayMs === 0) watch();
  const stop = () => {
    clearTimeout(delay);
    clearTimeout(afterQuiet);
    cancelAnimationFrame(pendingFold);
    observer?.disconnect();
  };
  return stop;
}
