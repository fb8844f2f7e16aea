import type { Island } from "#app/lib/island.ts";

/** How long the pointer rests on a link before its page is fetched, as Chromium's "moderate". */
const restingMs = 200;

/**
 * The page a link leads to, if it is one to fetch ahead: a page of this site (under its path), not
 * a file (a dot in its path, as the speculation rules leave out), not the page shown, and opened
 * here.
 */
function pageOf(target: EventTarget | null): string | undefined {
  const link = target instanceof Element ? target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute("download")) return undefined;
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
 * on it, or a finger coming down on it. A `<link rel="prefetch">` keeps it in the browser's cache,
 * so that it shows without a wait; each page once. The offline worker lets these requests through
 * and answers the navigation itself (app/features/offline/worker/service-worker.ts).
 */
export default {
  mount() {
    if ("supports" in HTMLScriptElement && HTMLScriptElement.supports("speculationrules")) return;
    const fetched = new Set<string>();
    const prefetch = (href: string | undefined) => {
      if (href === undefined || fetched.has(href)) return;
      fetched.add(href);
      document.head.append(
        Object.assign(document.createElement("link"), { rel: "prefetch", href }),
      );
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
