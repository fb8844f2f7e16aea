import { type RefObject, useEffect, useState } from "react";
import { adStateOf, noFillAfterMs } from "./ad-state.ts";

/** How long a slot stays empty, in view or not, before it may fold away. */
export const foldAfterMs = 3000;

/** The owner's `?ads=inspect` keeps every slot, to see them all. */
const inspecting = () => new URLSearchParams(location.search).get("ads") === "inspect";

/**
 * Whether an ad slot has folded away: its frame reported no fill or a failure, or never reported
 * (blocked), or consent refused ads, and it stayed so for `foldAfterMs`. It folds only while it is
 * below the viewport, so nothing the visitor sees moves: folded above it, the browser's scroll
 * anchoring (or a scroll of our own) keeps the view, but Chromium still counts the slots' box as
 * shifted, so a slot above the view waits until the visitor has scrolled back past it. A slot
 * whose ad filled never folds.
 */
export function useFoldWhenEmpty(
  target: RefObject<HTMLElement | null>,
  frame: RefObject<HTMLIFrameElement | null>,
  { hasFrame, refused }: { hasFrame: boolean; refused: boolean },
): boolean {
  const [reportedEmpty, setReportedEmpty] = useState(false);
  const [folded, setFolded] = useState(false);

  useEffect(() => {
    if (!hasFrame) return;
    let reported = false;
    const onMessage = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const state = adStateOf(event.data);
      if (!state || state === "loading") return;
      reported = true;
      setReportedEmpty(state !== "filled");
    };
    // A frame that never says anything was blocked, or its document never ran.
    const silence = setTimeout(() => !reported && setReportedEmpty(true), noFillAfterMs);
    addEventListener("message", onMessage);
    return () => {
      clearTimeout(silence);
      removeEventListener("message", onMessage);
    };
  }, [frame, hasFrame]);

  const empty = refused || reportedEmpty;
  useEffect(() => {
    const element = target.current;
    if (!empty || folded || !element || inspecting()) return;
    let observer: IntersectionObserver | undefined;
    const wait = setTimeout(() => {
      // The root reaches far above the viewport: a slot leaves it only by going below the view.
      observer = new IntersectionObserver(
        () => {
          // Read now, not from the report: the page may have scrolled since its frame was drawn.
          if (element.getBoundingClientRect().top < innerHeight) return;
          observer?.disconnect();
          setFolded(true);
        },
        { rootMargin: "1000000px 0px 0px 0px" },
      );
      observer.observe(element);
    }, foldAfterMs);
    return () => {
      clearTimeout(wait);
      observer?.disconnect();
    };
  }, [empty, folded, target]);

  return folded;
}
