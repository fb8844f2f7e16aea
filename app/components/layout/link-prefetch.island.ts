import type { Island } from "#app/lib/island.ts";
import { noPrefetchAttribute } from "#app/lib/prefetch.ts";

/** How long the pointer rests on a link before its page is fetched, as Chromium's "moderate". */
const restingMs = 200;

/**
 * The page a link leads to, if it is one to fetch ahead: a page of this site (under its path), not
 * a file (a dot in its path, as the speculation rules leave out), not the page shown, opened
 * here, and not answered in place by an island.
 */
function pageOf(target: EventTarget | null): string | undefined {
  const link = target instanceof Element ? target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement)) return undefined;
  if (link.hasAttribute("download") || link.hasAttribute(noPrefetchAttribute)) return undefined;
  if (link.target !== "" && link.target !== "_self") return undefined;
  const url = new URL(link.href);
  url.hash = "";
  const ofThisSite =
    url.origin === location.origin && url.pathname.startsWith(import.meta.env.BASE_URL);
  if (!ofThisSite || url.pathname.includes(".") || url.pathname === location.pathname) {
    return undefined;
  }
  return url.href;
}

/**
 * Where a browser has no Speculation Rules (scripts/pipeline/document/speculation-rules.ts), the
 * page a link leads to is fetched as the visitor shows the intent to follow it: the pointer resting
 * on it, or a finger coming down on it; each page once. The browser's HTTP cache keeps it, and the
 * navigation asks only whether it changed, rather than downloading it again.
 *
 * A `fetch`, not a `<link rel="prefetch">`: Firefox checks that against `default-src`, which the
 * pages' policy keeps at 'none' (a violation reported on every hover), and WebKit ignores it, while
 * `connect-src 'self'` lets a fetch through in every engine. Through the offline worker, a page its
 * atlas holds comes from there, not the network (app/features/offline/worker/respond.ts).
 */
export default {
  mount() {
    if ("supports" in HTMLScriptElement && HTMLScriptElement.supports("speculationrules")) return;
    const fetched = new Set<string>();
    const prefetch = (href: string | undefined) => {
      if (href === undefined || fetched.has(href)) return;
      fetched.add(href);
      // Read to the end, for the cache to keep it whole; a failure only means no head start.
      void fetch(href, { priority: "low" })
        .then((response) => response.arrayBuffer())
        .catch(() => undefined);
    };
    let resting: ReturnType<typeof setTimeout> | undefined;
    document.addEventListener("pointerover", (event) => {
      clearTimeout(resting);
      const href = event.pointerType === "mouse" ? pageOf(event.target) : undefined;
      if (href !== undefined) resting = setTimeout(() => prefetch(href), restingMs);
    });
    document.addEventListener("pointerout", () => clearTimeout(resting));
    document.addEventListener("pointerdown", (event) => prefetch(pageOf(event.target)));
  },
} satisfies Island;
