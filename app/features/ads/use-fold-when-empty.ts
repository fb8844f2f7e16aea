import { type RefObject, useEffect, useState } from "react";
import { flushSync } from "react-dom";
import { reportAdBlocked, useAdBlocked } from "./ads-blocked.ts";
import { adStateOf, noFillAfterMs } from "./ad-state.ts";
import { noteScrolls, untilQuiet } from "./scroll-quiet.ts";

/** How long a slot whose ad did not fill stays, in view or not, before it may fold away. */
export const foldAfterMs = 3000;

/** Room for the margins that go with a folded slot, in px. */
const foldMarginPx = 64;

/** The owner's `?ads=inspect` keeps every slot, to see them all. */
const inspecting = () => new URLSearchParams(location.search).get("ads") === "inspect";

/**
 * Folds an ad slot away (`onFold`). Once any ad of the visit is known blocked (ads-blocked.ts:
 * its script failed, its frame stayed silent, or consent refused ads), every slot out of view
 * folds at once, whether its own ad has tried or not (one within a screen of the view once the page
 * has been still for `quietForMs`). A slot whose own ad only did not fill folds
 * after `foldAfterMs`. Either way it folds only while it is below the viewport, so nothing the
 * visitor sees moves: folded above it, the browser's scroll anchoring keeps the view, but Chromium
 * still counts the slots' box as shifted, so a slot in view or above it waits until the visitor
 * has scrolled back past it. A slot whose ad filled never folds.
 */
export function useFoldWhenEmpty(
  target: RefObject<HTMLElement | null>,
  frame: RefObject<HTMLIFrameElement | null>,
  {
    hasFrame,
    refused,
    onFold,
  }: {
    hasFrame: boolean;
    refused: boolean;
    /** Hides the slot: called within the fold's own synchronous render. */
    onFold: () => void;
  },
): void {
  const [ownAd, setOwnAd] = useState<"filled" | "empty" | undefined>(undefined);
  const [folded, setFolded] = useState(false);
  const blocked = useAdBlocked();
  useEffect(noteScrolls, []);

  useEffect(() => {
    if (!hasFrame) return;
    let reported = false;
    const onMessage = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const state = adStateOf(event.data);
      if (!state) return;
      reported = true;
      if (state === "failed") reportAdBlocked();
      if (state === "filled" || state === "no-fill") setOwnAd(state === "filled" ? state : "empty");
    };
    // A frame that never says anything was blocked, or its document never ran.
    const silence = setTimeout(() => !reported && reportAdBlocked(), noFillAfterMs);
    addEventListener("message", onMessage);
    return () => {
      clearTimeout(silence);
      removeEventListener("message", onMessage);
    };
  }, [frame, hasFrame]);

  // A refusal is the visitor's, for every slot (`refused`), but not recorded as a blocked ad: the
  // visitor may yet allow ads, and the next page's slots should then try.
  const foldsNow = blocked || refused;
  useEffect(() => {
    const element = target.current;
    if (!(foldsNow || ownAd === "empty") || ownAd === "filled" || folded) return;
    if (!element || inspecting()) return;
    let observer: IntersectionObserver | undefined;
    let pendingFold = 0;
    let afterQuiet: ReturnType<typeof setTimeout> | undefined;
    const foldIfBelow = () => {
      const { top } = element.getBoundingClientRect();
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
      const shorter = document.documentElement.scrollHeight - element.offsetHeight;
      if (scrollY > Math.max(0, shorter - foldMarginPx - innerHeight)) return;
      observer?.disconnect();
      flushSync(() => {
        setFolded(true);
        onFold();
      });
    };
    const foldOnceBelow = () => {
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
      observer.observe(element);
    };
    const wait = foldsNow ? undefined : setTimeout(foldOnceBelow, foldAfterMs);
    if (foldsNow) foldOnceBelow();
    return () => {
      clearTimeout(wait);
      clearTimeout(afterQuiet);
      cancelAnimationFrame(pendingFold);
      observer?.disconnect();
    };
  }, [foldsNow, ownAd, folded, target, onFold]);
}
