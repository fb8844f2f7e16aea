import type { Element, Root } from "hast";
import { select, selectAll } from "hast-util-select";
import { toString } from "hast-util-to-string";

/**
 * The one module that knows the elements React Router and React write into a pre-rendered page.
 * When their markup changes, the build fails here, naming this file.
 */

/**
 * The scripts that start a page: on a hydrated page React Router's hydration module and the modules
 * it preloads, on the others the root's module that starts the islands, with nothing preloaded
 * (ADR 035).
 */
export interface ReactRouterScripts {
  /** `<script type="module" async>` at the end of the body: hydrates, or starts the islands. */
  hydration: Element;
  /** `<link rel="modulepreload">` in the head, one for each module the hydration imports. */
  preloads: Element[];
}

/**
 * The islands' entry that the root's start script imports (app/root.tsx, `StartIslands`:
 * `import "/assets/islands-1a2b.js";`), on a page that React does not hydrate; `undefined` on one
 * it hydrates.
 */
export const islandsEntry = (script: Element): string | undefined =>
  /^import "([^"]+)";$/.exec(toString(script).trim())?.[1];

/** Found once per document, so that whichever step changes them first, the others still find them. */
const found = new WeakMap<Root, ReactRouterScripts>();

/** The scripts that start a pre-rendered page; the build fails on a page without them. */
export function reactRouterScripts(tree: Root): ReactRouterScripts {
  const known = found.get(tree);
  if (known) return known;
  const hydration = select('script[type="module"][async]:not([src])', tree);
  const preloads = selectAll('link[rel="modulepreload"][href]', tree);
  if (hydration === undefined || (preloads.length === 0 && islandsEntry(hydration) === undefined)) {
    // A page that never hydrates would still look right: fail the build instead.
    throw new Error(
      "React Router's hydration script or module preloads were not found; " +
        "update scripts/pipeline/document/react-router-markup.ts to its current markup.",
    );
  }
  const scripts = { hydration, preloads };
  found.set(tree, scripts);
  return scripts;
}

/** React's preload of each image marked `fetchPriority="high"`, which it writes into the head. */
export const priorityImagePreloads = (tree: Root): Element[] =>
  selectAll('link[rel="preload"][as="image"][fetchpriority="high"][href]', tree);

/**
 * Removes the marks React Router puts on its links for lazy route discovery (`data-discover`). It
 * discovers routes only where a server renders on request (`ssr: true`); with `ssr: false` the
 * manifest every page loads names every route, and the marks are bytes that do nothing: 20 to 70
 * in a page's first response, which has to come within one round trip (ADR 038).
 */
export function dropDiscoveryMarks(tree: Root): void {
  for (const marked of selectAll("[data-discover]", tree)) delete marked.properties.dataDiscover;
}
