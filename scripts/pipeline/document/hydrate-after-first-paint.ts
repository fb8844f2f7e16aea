import type { Root } from "hast";
import { h } from "hastscript";
import { toString } from "hast-util-to-string";
import { siteStylesheetId } from "#app/lib/site-stylesheet.ts";
import { siteStyleElement, siteStylesheetPath } from "./page-styles.ts";
import { islandsEntry, reactRouterScripts } from "./react-router-markup.ts";
import { minifiedScript } from "./minify-inline-scripts.ts";
import { insertAfter, removeElement, replaceElement } from "./tree.ts";

/**
 * The type of the inert script element that holds React Router's hydration module until it runs.
 * The loader runs its text verbatim as a module script, so the Content-Security-Policy allows that
 * text by hash like any inline script (scripts/pipeline/policy/content-security-policy.ts).
 */
const deferredModuleType = "text/x-deferred-module";
const deferredModuleId = "deferred-hydration";

/**
 * Makes a pre-rendered page start loading its JavaScript right after the first contentful paint
 * instead of beside the stylesheet: the HTML is the whole page, readable and navigable without
 * JavaScript, and downloading the scripts first only delays its paint (ADR 001, kept by ADR 035).
 * The page's start is only inserted after that paint: on a page React does not hydrate, its
 * islands' entry, as a module script by its address; on a hydrated page React Router's hydration
 * module, kept inert in the page, with its preloads. An address needs no hash in the page's
 * policy; each hash is sent twice in the first response (ADR 039).
 *
 * The whole stylesheet, as a file, is asked for at the same moment, and the page hydrates once it
 * has come: the page's own `<style>` holds only the rules its markup uses (ADR 021), and what the
 * scripts render next needs the others (the build writes the file: `writeSiteStylesheet`). Every
 * page links it unapplied (`media="not all"`): its scripts apply it when they render something the
 * page's own rules may lack (`applySiteStylesheet`, ADR 041), the page React hydrates as its search
 * is wanted or its error screen shows (ADR 046).
 */
export function hydrateAfterFirstPaint(tree: Root, base: string): void {
  const { hydration, preloads } = reactRouterScripts(tree);
  const hrefs = preloads.map((link) => String(link.properties.href));
  const stylesheet = siteStylesheetPath(toString(siteStyleElement(tree)), base);
  for (const link of preloads) removeElement(tree, link);
  const entry = islandsEntry(hydration) ?? null;
  const start = h("script", loader(hrefs, stylesheet, entry));
  if (entry === null) {
    hydration.properties = { type: deferredModuleType, id: deferredModuleId };
    insertAfter(tree, hydration, [start]);
  } else {
    replaceElement(tree, hydration, [start]);
  }
}

const asScriptLiteral = (value: unknown) => JSON.stringify(value).replaceAll("<", "\\u003c");

/**
 * The loader, minified once for each kind of page, with names for what each page fills in: free
 * names the minifier leaves as they are. The page's values go in after it, as JSON, in double
 * quotes: the tests and tools that list a page's scripts read its HTML for "/assets/…"
 * (tests/e2e/budget.spec.ts). A page of islands has no preloads and no inert module: its loader
 * leaves out the code for them, bytes in every such page's first response.
 * Its modules load `crossorigin`, as the build's preload helper asks for the ones code loads on
 * demand: Firefox fails a module preload (an error event) whose mode differs from the one the
 * module was first loaded in.
 */
const loaderSource = (startsIslands: boolean) => `(() => {
  let start = () => {
    start = () => {};
    ${
      startsIslands
        ? ""
        : `const preloads = PRELOADS;
    const preloadSome = () => {
      for (const href of preloads.splice(0, ${preloadsPerTask})) {
        document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href, crossOrigin: "anonymous" }));
      }
      if (preloads.length > 0) setTimeout(preloadSome);
    };
    preloadSome();`
    }
    const run = () => document.body.append(Object.assign(document.createElement("script"), {
      type: "module",
      crossOrigin: "anonymous",
      ${startsIslands ? "src: ENTRY" : "textContent: document.getElementById(MODULE_ID).textContent"},
    }));
    document.head.append(Object.assign(document.createElement("link"), { id: STYLESHEET_ID, rel: "stylesheet", href: STYLESHEET, media: "not all", onload: run, onerror: run }));
  };
  if (document.visibilityState !== "visible") start();
  else if (!PerformanceObserver.supportedEntryTypes.includes("paint")) requestAnimationFrame(() => setTimeout(start));
  else {
    addEventListener("load", () => setTimeout(() => start(), ${noPaintReportedAfterLoad}));
    new PerformanceObserver((paints, observer) => {
      if (paints.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: "paint", buffered: true });
  }
})()`;

/**
 * How long after its load a page that has not started yet starts all the same, in ms: Firefox
 * reports no first paint for a page that opens scrolled. In Chromium the report comes a frame
 * after the load, and a request made before it would count in Lighthouse's largest paint.
 */
const noPaintReportedAfterLoad = 1000;

/**
 * The module preloads the loader starts in one task. Each starts a request: the search page's 34
 * took 2 to 6 ms in one task in Chromium on this host, 6 to 28 under Lighthouse's trace, which a
 * phone's slower CPU stretches into a long task while the page is first read. In tasks of four, a
 * tap or a scroll is handled between them.
 */
const preloadsPerTask = 4;

const loaderTemplates = {
  islands: minifiedScript(loaderSource(true)),
  hydration: minifiedScript(loaderSource(false)),
};

function loader(preloads: readonly string[], stylesheet: string, entry: string | null): string {
  // The first contentful paint is reported once it is on screen; starting then keeps the scripts
  // off the network until the visitor sees the page. Browsers without paint timing start one frame
  // after the first paint, and a hidden tab, which paints nothing, starts at once. Firefox reports
  // no first paint for a page that opens scrolled (a reload down the page, an address with a #):
  // a second after the page's load stands in, if the page has not started by then. A page starts
  // once: on a busy machine Chromium has reported the first paint after that second, and a second
  // start linked the stylesheet twice and, on a hydrated page, would run its hydration twice. A
  // stylesheet that fails to come leaves the page as it is, styled, and hydrates it all the same.
  const values: Record<string, unknown> = {
    PRELOADS: preloads,
    ENTRY: entry,
    MODULE_ID: deferredModuleId,
    STYLESHEET_ID: siteStylesheetId,
    STYLESHEET: stylesheet,
  };
  const template = entry === null ? loaderTemplates.hydration : loaderTemplates.islands;
  return template.replaceAll(/\b(PRELOADS|ENTRY|MODULE_ID|STYLESHEET_ID|STYLESHEET)\b/g, (name) =>
    asScriptLiteral(values[name]),
  );
}
