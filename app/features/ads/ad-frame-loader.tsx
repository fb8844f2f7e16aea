import { type RefObject, useEffect, useRef, useState } from "react";
import { useAllowed, useRefused } from "#app/lib/consent-purposes.ts";
import { siteConfig } from "#app/config/site.ts";
import { type AdSource, adFrameSrc } from "./ad-frame.ts";
import { useFoldWhenEmpty } from "./use-fold-when-empty.ts";
import messages from "virtual:messages/site";

/**
 * The same query as Tailwind's `lg:`, so a slot hidden by CSS is never loaded by script. From there
 * the layout has a column beside the content; below it (phones and tablets) every slot stacks
 * under the content, and wide-only slots would pile up there with nothing between them.
 */
const wideScreen = "(width >= 64rem)";

/** The reserved heights as classes: the built HTML carries no inline style. */
const heightClass = { 250: "h-[250px]", 600: "h-[600px]" } as const;

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

/** Where the ad frames load from, if not from the site itself. */
const { frameOrigin } = siteConfig.ads;

/** How far ahead of the viewport a slot starts loading: half a screen, so ads are ready on arrival. */
const loadAhead = "50% 0px";

interface AdSlotProps {
  ad: AdSource;
  /** The height kept for the ad, in px, whether it fills, fills late or never fills. */
  minHeight: 250 | 600;
  /** Shown and loaded only at 1024 px and wider; narrower screens get no slot and no request. */
  wideOnly?: boolean;
  /**
   * Below 1024 px, where the slots stack under the content: its rank among them (0 is kept first).
   * Hidden there until the ad density allows it (ad-density.ts), and never loaded while hidden.
   */
  narrowOrder?: number | undefined;
  /**
   * The path of the page the slot shows on, as the browser shows it ("/fungi-atlas/about"): its
   * ad's context. From the router, never `location.pathname`: on Back and Forward the browser's
   * location names the next page while this one, and its frames, are still on screen.
   */
  pagePath: string;
  className?: string;
}

/**
 * One ad: a labelled box of fixed height, pre-rendered empty so nothing shifts, then filled with a
 * sandboxed frame once the page has hydrated and the box comes near the viewport. The frame is
 * transparent, so the box stays a tidy placeholder when the ad network is blocked, slow or failing.
 */
export function AdSlot({
  ad,
  minHeight,
  wideOnly = false,
  narrowOrder,
  pagePath,
  className = "",
}: AdSlotProps) {
  const slot = useRef<HTMLElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const frameElement = useRef<HTMLIFrameElement>(null);
  const { near, probe } = useNearViewport(box, wideOnly ? wideScreen : undefined);
  // Until the visitor's consent is known, and after Reject, the slot stays a placeholder.
  const allowed = useAllowed("ads");
  // The one place a slot decides to load its ad. Near only after hydration, so reading the
  // page's origin (for the ad's context) never runs in pre-rendering.
  const frame =
    near &&
    allowed &&
    adFrameAttributes(ad, { pageUrl: location.origin + pagePath, minHeight }, frameOrigin);
  const slotAttributes =
    ad === "extra-script" ? { "data-ad-script-slot": "" } : { "data-banner-id": ad.bannerId };
  const refused = useRefused("ads");
  const folded = useFoldWhenEmpty(slot, frameElement, { hasFrame: Boolean(frame), refused });

  return (
    <figure
      ref={slot}
      {...slotAttributes}
      data-ad-size={`300x${minHeight}`}
      data-narrow-order={narrowOrder}
      className={[
        "print:hidden",
        wideOnly && "hidden lg:block",
        narrowOrder !== undefined && "max-lg:hidden",
        folded && "!hidden",
        className,
      ]
        .filter(Boolean)
        .join(" ")}
    >
      {/* Names the figure for screen readers and labels the ad for everyone. */}
      <figcaption className="mb-1 text-center text-xs font-medium tracking-widest text-ink-muted uppercase">
        {messages.advertisement}
      </figcaption>
      {/* A ring while the frame has the focus, where the browser matches :focus-within through it
          (Chromium does not after Tab, so the frame's document draws its own: ad-frame-document.ts). */}
      <div
        ref={box}
        className={`relative rounded-md bg-paper-deep focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-moss ${heightClass[minHeight]}`}
      >
        {frame && (
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
        )}
      </div>
    </figure>
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
  const [near, setNear] = useState(false);
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
