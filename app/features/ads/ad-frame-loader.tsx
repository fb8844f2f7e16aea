import { type RefObject, useEffect, useRef, useState } from "react";
import { useSettings } from "#app/config/settings.ts";
import { type AdSource, adFrameSrc } from "./ad-frame.ts";
import { type AdFrameLoaderProps, loadAhead } from "./ad-frame-loader-props.ts";
import { useFoldWhenEmpty } from "./use-fold-when-empty.ts";
import messages from "virtual:messages/site";

/**
 * The same query as Tailwind's `lg:`, so a slot hidden by CSS is never loaded by script. From there
 * the layout has a column beside the content; below it (phones and tablets) every slot stacks
 * under the content, and wide-only slots would pile up there with nothing between them.
 */
const wideScreen = "(width >= 64rem)";

/**
 * Scripts and pop-ups (clicking an ad opens the advertiser's page); never top navigation, so the
 * ad cannot take the visitor away.
 */
const sandbox = "allow-scripts allow-popups allow-popups-to-escape-sandbox";

/**
 * The frame of one ad in a slot of `minHeight` on the page at `pageUrl`. Without a frame origin,
 * it loads from the site itself without `allow-same-origin`: an opaque origin, away from the page
 * and its storage. With one, it loads from there and keeps `allow-same-origin`: the ad gets real
 * storage of that origin, and the page is still cross-origin to it.
 */
export function adFrameAttributes(
  ad: AdSource,
  { pageUrl, minHeight }: { pageUrl: string; minHeight: number },
  frameOrigin: string | undefined,
) {
  return {
    src: adFrameSrc(ad, { pageUrl, width: 300, height: minHeight }, frameOrigin),
    sandbox: frameOrigin === undefined ? sandbox : `${sandbox} allow-same-origin`,
  };
}

/**
 * What a slot does once consent has decided (ad-slot.tsx): loads its ad in a sandboxed frame when
 * the box comes near the viewport (the visit's first slot at once, as the probe), and folds the
 * slot away when its ad is blocked, refused or empty (use-fold-when-empty.ts). A chunk of its own,
 * loaded then: the page's first load carries only the placeholder.
 */
export default function AdFrameLoader({
  ad,
  minHeight,
  wideOnly,
  pagePath,
  allowed,
  refused,
  slot,
  box,
  onFold,
}: AdFrameLoaderProps) {
  const frameElement = useRef<HTMLIFrameElement>(null);
  // Where the ad frames load from, if not from the site itself.
  const { frameOrigin } = useSettings().ads;
  const { near, probe } = useNearViewport(box, wideOnly ? wideScreen : undefined);
  // The one place a slot decides to load its ad. Near only after hydration, so reading the
  // page's origin (for the ad's context) never runs in pre-rendering.
  const frame =
    near &&
    allowed &&
    adFrameAttributes(ad, { pageUrl: location.origin + pagePath, minHeight }, frameOrigin);
  useFoldWhenEmpty(slot, frameElement, { hasFrame: Boolean(frame), refused, onFold });

  return (
    frame && (
      <iframe
        ref={frameElement}
        // A frame is never navigated once in the page: each load after its first adds an entry
        // to the tab's history, which Back and Forward then step through. Another ad gets a
        // frame of its own, created with its URL.
        key={frame.src}
        src={frame.src}
        sandbox={frame.sandbox}
        title={messages.advertisement}
        loading={probe ? "eager" : "lazy"}
        // The frame's document is light; a matching scheme keeps its background transparent.
        className="absolute inset-0 size-full scheme-light"
      />
    )
  );
}

/**
 * Whether a slot of this visit has loaded its ad as a probe: the first slot shown after hydration
 * loads at once, wherever it is on the page, so that an ad blocker is known (ads-blocked.ts) before
 * the reader reaches any slot, and every slot below folds before it comes into view.
 */
let probed = false;

/**
 * Whether the element has come near the viewport (once true, stays true), while `mediaQuery`
 * matches; or is the visit's probe (`probe`), which loads wherever it is.
 */
function useNearViewport(element: RefObject<HTMLElement | null>, mediaQuery?: string) {
  // Near already, before this chunk came (marked by the slot itself: ad-slot.tsx).
  const [near, setNear] = useState(
    () =>
      element.current?.dataset.near !== undefined &&
      (mediaQuery === undefined || matchMedia(mediaQuery).matches),
  );
  const [probe, setProbe] = useState(false);

  useEffect(() => {
    const target = element.current;
    if (!target || near) return;
    const media = mediaQuery === undefined ? undefined : window.matchMedia(mediaQuery);
    // A slot hidden (by its media query, or by the ad density) never loads, not even as the probe.
    if (!probed && target.getClientRects().length > 0 && (!media || media.matches)) {
      probed = true;
      let loaded = false;
      const load = requestAnimationFrame(() => {
        loaded = true;
        setProbe(true);
        setNear(true);
      });
      return () => {
        cancelAnimationFrame(load);
        // Gone before it loaded (another page came): the next slot shown probes instead.
        if (!loaded) probed = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: loadAhead },
    );
    const watch = () => {
      if (!media || media.matches) observer.observe(target);
      else observer.unobserve(target);
    };
    watch();
    media?.addEventListener("change", watch);
    return () => {
      observer.disconnect();
      media?.removeEventListener("change", watch);
    };
  }, [element, mediaQuery, near]);

  return { near, probe };
}
