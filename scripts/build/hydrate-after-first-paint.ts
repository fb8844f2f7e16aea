const modulePreload = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const hydrationScript = /<script type="module" async="">([\s\S]*?)<\/script>/;

/**
 * The type of the inert script element that holds React Router's hydration module until it runs.
 * The loader runs its text verbatim as a module script, so the Content-Security-Policy allows that
 * text by hash like any inline script (scripts/build/security-headers.ts).
 */
const deferredModuleType = "text/x-deferred-module";
const deferredModuleId = "deferred-hydration";

/**
 * Rewrites a pre-rendered page so that its JavaScript starts loading right after the first
 * contentful paint instead of beside the stylesheet. The HTML is the whole page, readable and
 * navigable without JavaScript; downloading 100 KB of scripts before painting it only delayed the
 * paint (home LCP 1.8 s instead of 0.76 s on Lighthouse's slow 4G, docs/benchmarks.md). React
 * Router's own module preloads and hydration script are kept, only inserted after that paint.
 */
export function hydrateAfterFirstPaint(html: string): string {
  const preloads = [...html.matchAll(modulePreload)].map((match) => match[1]);
  if (!hydrationScript.test(html) || preloads.length === 0) {
    // A page that never hydrates would still look right: fail the build instead.
    throw new Error(
      "React Router's hydration script or module preloads were not found; " +
        "update scripts/build/hydrate-after-first-paint.ts to its current markup.",
    );
  }
  return html
    .replaceAll(modulePreload, "")
    .replace(
      hydrationScript,
      (_, script: string) =>
        `<script type="${deferredModuleType}" id="${deferredModuleId}">${script}</script>` +
        `<script>${loader(preloads)}</script>`,
    );
}

const asScriptLiteral = (value: unknown) => JSON.stringify(value).replaceAll("<", "\\u003c");

function loader(preloads: (string | undefined)[]): string {
  // The first contentful paint is reported once it is on screen; starting then keeps the scripts
  // off the network until the visitor sees the page. Browsers without paint timing start one frame
  // after the first paint, and a hidden tab, which paints nothing, starts at once.
  return `(() => {
  const start = () => {
    for (const href of ${asScriptLiteral(preloads)}) {
      document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));
    }
    const hydration = document.getElementById(${asScriptLiteral(deferredModuleId)}).textContent;
    document.body.append(Object.assign(document.createElement("script"), { type: "module", textContent: hydration }));
  };
  if (document.visibilityState !== "visible") start();
  else if (!PerformanceObserver.supportedEntryTypes.includes("paint")) requestAnimationFrame(() => setTimeout(start));
  else new PerformanceObserver((paints, observer) => {
    if (paints.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: "paint", buffered: true });
})();`;
}
