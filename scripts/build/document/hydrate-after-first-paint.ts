import type { Root } from "hast";
import { h } from "hastscript";
import { reactRouterScripts } from "./react-router-markup.ts";
import { insertAfter, removeElement } from "./tree.ts";

/**
 * The type of the inert script element that holds React Router's hydration module until it runs.
 * The loader runs its text verbatim as a module script, so the Content-Security-Policy allows that
 * text by hash like any inline script (scripts/build/policy/content-security-policy.ts).
 */
const deferredModuleType = "text/x-deferred-module";
const deferredModuleId = "deferred-hydration";

/**
 * Makes a pre-rendered page start loading its JavaScript right after the first contentful paint
 * instead of beside the stylesheet: the HTML is the whole page, readable and navigable without
 * JavaScript, and downloading the scripts first only delays its paint (ADR 001). React Router's
 * own module preloads and hydration module are kept, only inserted after that paint.
 */
export function hydrateAfterFirstPaint(tree: Root): void {
  const { hydration, preloads } = reactRouterScripts(tree);
  const hrefs = preloads.map((link) => String(link.properties.href));
  for (const link of preloads) removeElement(tree, link);
  // Changed in place, so that a script put before it by another step stays before it.
  hydration.properties = { type: deferredModuleType, id: deferredModuleId };
  insertAfter(tree, hydration, [h("script", loader(hrefs))]);
}

const asScriptLiteral = (value: unknown) => JSON.stringify(value).replaceAll("<", "\\u003c");

function loader(preloads: readonly string[]): string {
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
