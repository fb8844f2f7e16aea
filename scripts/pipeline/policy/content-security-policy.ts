import { createHash } from "node:crypto";
import type { Root } from "hast";
import { selectAll } from "hast-util-select";
import { toString } from "hast-util-to-string";
import type { Policy } from "#app/lib/csp.ts";
import type { FeatureSources } from "./feature-sources.ts";

export type { Policy } from "#app/lib/csp.ts";

/**
 * The policy of the site's pages: its own files, the inline scripts the build wrote into this page
 * (by hash), and what the features declare they need (`featureSources`).
 * One policy for every page, allowing what any page loads (the form script, the feed and form
 * frames): made when navigation was client-side, it could now be each page's own (ADR 035).
 */
export function pagePolicy(sources: FeatureSources, scriptHashes: readonly string[]): Policy {
  const policy: Policy = {
    "default-src": ["'none'"],
    "script-src": ["'self'", ...scriptHashes],
    // sonner injects its stylesheet as a <style> element at run time and Radix positions tooltips
    // with inline style attributes. Styles cannot run code; hashing them is not possible for
    // run-time values, so inline styles are allowed, and only styles.
    "style-src": ["'self'", "'unsafe-inline'"],
    // data: for the first view's drawings and the tab icon, written into the page itself
    // (scripts/pipeline/document/inline-priority-drawings.ts).
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "manifest-src": ["'self'"],
    "frame-src": [],
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  for (const [directive, values] of Object.entries(sources)) {
    policy[directive] = unique([...(policy[directive] ?? []), ...values]);
  }
  // Last, after any directive a feature adds: the one a meta policy leaves out (serializePolicy).
  const { "frame-ancestors": frameAncestors = [], ...rest } = policy;
  return { ...rest, "frame-ancestors": frameAncestors };
}

/**
 * The policy as a header value. In a `<meta>` element, `frame-ancestors` is not allowed (browsers
 * ignore it there and warn), so `forMeta` leaves it out.
 */
export function serializePolicy(policy: Policy, { forMeta = false } = {}): string {
  return Object.entries(policy)
    .filter(([directive]) => !(forMeta && directive === "frame-ancestors"))
    .map(([directive, sources]) => [directive, ...sources].join(" "))
    .join("; ");
}

/**
 * The 'sha256-...' source of every inline script of the document, in order, once each. That is
 * every script the browser runs (React Router's context and stream, the scroll restoration, the
 * build's own loader), and also the text of inert script elements, which the build's loaders run
 * as it is (the hydration module held back until after the first paint). Only JSON data (JSON-LD)
 * never runs and gets no hash. The parser has already turned every CR LF and CR into LF, as the
 * browser's does before it hashes.
 */
export function inlineScriptHashes(tree: Root): string[] {
  const hashes = selectAll("script:not([src])", tree)
    .filter((script) => !isJsonData(script.properties.type))
    .map((script) => `'sha256-${createHash("sha256").update(toString(script)).digest("base64")}'`);
  return unique(hashes);
}

/** application/json, application/ld+json and the like: data blocks, which browsers never run. */
function isJsonData(type: unknown) {
  const mediaType = typeof type === "string" ? type.trim().toLowerCase() : "";
  return mediaType === "json" || mediaType.endsWith("/json") || mediaType.endsWith("+json");
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}
