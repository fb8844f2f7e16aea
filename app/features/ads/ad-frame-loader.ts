import { publishedPurposes, watchPurposes } from "#app/lib/consent-purposes.ts";
import { type AdSource, adFrameSrc } from "./ad-frame.ts";
import { reportAdBlocked } from "./ads-blocked.ts";
import { withBannerId } from "./banner-id.ts";
import { foldWhenEmpty } from "./fold-when-empty.ts";
import { loadAhead } from "./load-ahead.ts";

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
 * Whether this page has probed its ads: once consent allows them, the page asks for the script of
 * its first slot shown, wherever that slot is. An ad blocker makes the request fail within
 * milliseconds, and every slot below the view folds (ads-blocked.ts) before the reader reaches
 * it; any answer at all says the network is reachable. A request and not the slot's frame, so a
 * frame, the costliest thing a slot makes, is made only for a slot near the view (ADR 044).
 */
let probed = false;

/**
 * Whether the probe has gone through. A slot frames its ad only then, the slots near the view as
 * the page starts included: a page whose ads are blocked makes no frame at all, where the slots
 * in its first view each made one that could only fail (ADR 045).
 */
let probeAnswered = false;
const whenProbeAnswered = new Set<() => void>();

const probeUrls = __AD_PROBE_URLS__;

function probe(ad: AdSource): void {
  probed = true;
  const url =
    ad === "extra-script"
      ? probeUrls.extra
      : probeUrls.banner && withBannerId(probeUrls.banner, ad.bannerId);
  if (url === null) {
    answerProbe();
    return;
  }
  // Only whether the request goes through counts: no body (HEAD), an opaque answer (no-cors, as
  // the network sends no CORS headers), no cache a blocker would not see, no cookies and no
  // referrer for the network.
  fetch(url, {
    method: "HEAD",
    mode: "no-cors",
    cache: "no-store",
    credentials: "omit",
    referrerPolicy: "no-referrer",
  }).then(answerProbe, reportAdBlocked);
}

function answerProbe(): void {
  probeAnswered = true;
  for (const listener of whenProbeAnswered) listener();
}

/**
 * What the slots (ad-slot.island.ts) do once consent has decided: the page probes its ads, each
 * slot loads its ad in a sandboxed frame when its box comes near the viewport and the probe has
 * gone through, and folds away when its ad is blocked, refused or empty (fold-when-empty.ts). A
 * chunk of its own, loaded then: before it, the page carries only the placeholders.
 */
export function loadAds(slots: readonly HTMLElement[]): void {
  for (const slot of slots) loadAd(slot);
}

function loadAd(slot: HTMLElement): void {
  const box = slot.querySelector<HTMLElement>(":scope > div");
  if (!box) throw new Error("An ad slot has no box for its frame (ad-slot.tsx).");
  const { bannerId, adSize = "", frameOrigin } = slot.dataset;
  const ad: AdSource = bannerId === undefined ? "extra-script" : { bannerId };
  const minHeight = Number(adSize.split("x")[1]);
  // Its ad's context: the page's own URL, without the query that may carry the visitor's words.
  const pageUrl = location.origin + location.pathname;
  const folding = foldWhenEmpty(slot);
  const media = slot.dataset.wideOnly === undefined ? undefined : matchMedia(wideScreen);
  let frame: HTMLIFrameElement | undefined;
  let near = false;

  // The one place a slot decides to load its ad, or to drop it.
  const update = () => {
    const purposes = publishedPurposes();
    const allowed = purposes?.ads === true;
    folding.setRefused(purposes !== undefined && !allowed);
    // A slot hidden (by its media query, or by the ad density) is not the probe's.
    if (allowed && !probed && box.getClientRects().length > 0 && (!media || media.matches)) {
      probe(ad);
    }
    if (near && allowed && probeAnswered && !frame) {
      const attributes = adFrameAttributes(ad, { pageUrl, minHeight }, frameOrigin);
      // Created with its URL and never navigated after: each load of a frame after its first adds
      // an entry to the tab's history, which Back and Forward would then step through.
      frame = Object.assign(document.createElement("iframe"), {
        src: attributes.src,
        // Named as the slot is captioned ("Advertisement"), in the site's language.
        title: slot.querySelector("figcaption")?.textContent ?? "",
      });
      // Styled on the element, not by classes: the page's own styles lack their rules, and the
      // whole stylesheet, applied for them, would restyle the page as its ads come (ADR 041). The
      // frame's document is light; a matching scheme keeps its background transparent.
      Object.assign(frame.style, {
        position: "absolute",
        inset: "0",
        width: "100%",
        height: "100%",
        colorScheme: "light",
      });
      frame.setAttribute("sandbox", attributes.sandbox);
      frame.setAttribute("loading", "lazy");
      box.append(frame);
      folding.setFrame(frame);
    } else if (!allowed && frame) {
      frame.remove();
      frame = undefined;
      folding.setFrame(undefined);
    }
  };

  whenNear(box, media, () => {
    near = true;
    update();
  });
  watchPurposes(update);
  whenProbeAnswered.add(update);
  update();
}

/** Calls `onNear` once the element has come near the viewport while `media` matches. */
function whenNear(
  element: HTMLElement,
  media: MediaQueryList | undefined,
  onNear: () => void,
): void {
  // Near already, before this chunk came (marked by the slot's island: ad-slot.island.ts).
  if (element.dataset.near !== undefined && (!media || media.matches)) {
    onNear();
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      stop();
      onNear();
    },
    { rootMargin: loadAhead },
  );
  const watch = () => {
    if (!media || media.matches) observer.observe(element);
    else observer.unobserve(element);
  };
  const stop = () => {
    observer.disconnect();
    media?.removeEventListener("change", watch);
  };
  watch();
  media?.addEventListener("change", watch);
}
