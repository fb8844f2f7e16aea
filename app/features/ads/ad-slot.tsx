import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useAllowed, useRefused } from "#app/lib/use-consent-purposes.ts";
import type { AdSource } from "./ad-frame.ts";
import { loadAhead } from "./ad-frame-loader-props.ts";
import messages from "virtual:messages/site";

/**
 * Everything a slot does besides being a placeholder: a chunk of its own, asked for once consent
 * has decided (at once where none is asked), so the page's first load stays within its budget
 * (tests/e2e/budget.spec.ts).
 */
const AdFrameLoader = lazy(() => import("./ad-frame-loader.tsx"));

/** The reserved heights as classes: the built HTML carries no inline style. */
const heightClass = { 250: "h-[250px]", 600: "h-[600px]" } as const;

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
  // Until the visitor's consent is known the slot stays a placeholder, and loads no code.
  const allowed = useAllowed("ads");
  const refused = useRefused("ads");
  const [folded, setFolded] = useState(false);
  const onFold = useCallback(() => setFolded(true), []);
  // A box that comes near the viewport before the loader's chunk has come (a reader scrolling on
  // at once) is marked, so the loader loads its ad as if it had been watching.
  useEffect(() => {
    const target = box.current;
    if (!target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        target.dataset.near = "";
        observer.disconnect();
      },
      { rootMargin: loadAhead },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, []);
  const slotAttributes =
    ad === "extra-script" ? { "data-ad-script-slot": "" } : { "data-banner-id": ad.bannerId };

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
        {(allowed || refused) && (
          <Suspense>
            <AdFrameLoader
              {...{ ad, minHeight, wideOnly, pagePath, allowed, refused, slot, box, onFold }}
            />
          </Suspense>
        )}
      </div>
    </figure>
  );
}
