import { useSettings } from "#app/config/settings.ts";
import { islandOf } from "#app/lib/island.ts";
import type { AdSource } from "./ad-frame.ts";
import { useWords } from "#app/i18n/words.ts";

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
  className?: string;
}

/**
 * One ad: a labelled box of fixed height, pre-rendered empty so nothing shifts. Its island
 * (ad-slot.island.ts) fills it with a sandboxed frame once consent has decided and the box comes
 * near the viewport. The frame is transparent, so the box stays a tidy placeholder when the ad
 * network is blocked, slow or failing.
 */
export function AdSlot({
  ad,
  minHeight,
  wideOnly = false,
  narrowOrder,
  className = "",
}: AdSlotProps) {
  // Where the ad frames load from, if not from the site itself: for the island, which reads no settings.
  const frameOrigin = useSettings().ads?.frameOrigin;
  const { site: messages } = useWords();
  const slotAttributes =
    ad === "extra-script" ? { "data-ad-script-slot": "" } : { "data-banner-id": ad.bannerId };

  return (
    <figure
      {...islandOf("ad-slot")}
      {...slotAttributes}
      data-ad-size={`300x${minHeight}`}
      data-narrow-order={narrowOrder}
      data-wide-only={wideOnly ? "" : undefined}
      data-frame-origin={frameOrigin}
      className={[
        "print:hidden",
        wideOnly && "hidden lg:block",
        narrowOrder !== undefined && "max-lg:hidden",
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
        className={`relative rounded-md bg-paper-deep focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-moss ${heightClass[minHeight]}`}
      />
    </figure>
  );
}
