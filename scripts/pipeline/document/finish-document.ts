import type { Root } from "hast";
import { select } from "hast-util-select";
import { h } from "hastscript";
import type { SiteConfig } from "#app/config/site-config.ts";
import { basePath } from "#app/lib/site-url.ts";
import {
  inlineScriptHashes,
  pagePolicy,
  type Policy,
  serializePolicy,
} from "../policy/content-security-policy.ts";
import type { FeatureSources } from "../policy/feature-sources.ts";
import type { DocumentStep, SiteFiles } from "./document-step.ts";
import { hydrateAfterFirstPaint } from "./hydrate-after-first-paint.ts";
import { dropDiscoveryMarks } from "./react-router-markup.ts";
import { hoistPageRules, keepPageStyles } from "./page-styles.ts";
import { inlinePriorityDrawings, inlineTabIcon } from "./inline-priority-drawings.ts";
import { showCanonicalUrl } from "./show-canonical-url.ts";
import { addThemeColors } from "./theme-colors.ts";
import { minifyInlineScripts } from "./minify-inline-scripts.ts";
import { addSpeculationRules } from "./speculation-rules.ts";
import { insertAfter, parseDocument, serializeDocument } from "./tree.ts";

/** One HTML file of the built site. */
export interface BuiltDocument {
  /** Its path in the site's folder, with forward slashes: "index.html", "about.html". */
  file: string;
  html: string;
  /**
   * The policy of a document that is not a page (a feature's, e.g. the ad frame's): the pages'
   * steps leave it as it is. A page's policy is worked out from its finished tree.
   */
  ownPolicy?: Policy | undefined;
}

/**
 * Every change made to the built HTML. Each finds its elements by what they are, not by where the
 * others put theirs, so the order matters only where two add elements at one place. The
 * Content-Security-Policy is not one of them: it allows inline scripts by their hash, so
 * `finishDocument` works it out from what all of these wrote, after the last one.
 */
export const documentSteps: readonly DocumentStep[] = [
  // First: the scripts React Router and the pages wrote. The steps below write theirs minified
  // (the loader: hydrate-after-first-paint.ts), and its URLs in double quotes, as tools read them.
  { name: "minify the inline scripts", change: minifyInlineScripts },
  {
    name: "show the page's URL",
    change: (tree, { config, file }) => showCanonicalUrl(tree, config, file),
  },
  {
    name: "hydrate after first paint",
    change: (tree, { config }) => hydrateAfterFirstPaint(tree, basePath(config.url)),
  },
  {
    name: "inline the largest drawing",
    change: (tree, { site }) => inlinePriorityDrawings(tree, site),
  },
  {
    name: "inline the tab icon",
    change: (tree, { site }) => inlineTabIcon(tree, site),
  },
  // After "hydrate after first paint", which names the whole stylesheet's file by the text this
  // one cuts down, and after the drawings come in, whose elements the rules may match.
  { name: "keep the page's own styles", change: keepPageStyles },
  { name: "move the page's own rules into the head", change: hoistPageRules },
  { name: "theme colours", change: addThemeColors },
  { name: "drop React Router's discovery marks", change: dropDiscoveryMarks },
  {
    name: "prefetch the pages linked",
    change: (tree, { config }) => addSpeculationRules(tree, basePath(config.url)),
  },
];

/** A site without files, for documents finished on their own (tests). */
const noSiteFiles: SiteFiles = {
  readText: (path) => {
    throw new Error(`no site files to read ${path} from`);
  },
};

/**
 * Finishes one built document: parses it once, applies the steps in order, works out the policy
 * of the result, adds it as a `<meta>` element (for hosts that send no headers) and writes the
 * HTML once. The policy goes on to the header files.
 */
export function finishDocument(
  { file, html, ownPolicy }: BuiltDocument,
  config: SiteConfig,
  sources: FeatureSources,
  site: SiteFiles = noSiteFiles,
  steps: readonly DocumentStep[] = ownPolicy ? [] : documentSteps,
): { html: string; policy: Policy } {
  const tree = parseDocument(html);
  for (const { name, change } of steps) {
    try {
      change(tree, { file, config, site });
    } catch (error) {
      throw new Error(`${file}: ${name}: ${(error as Error).message}`, { cause: error });
    }
  }
  const policy = ownPolicy ?? pagePolicy(sources, inlineScriptHashes(tree));
  addPolicyMeta(tree, serializePolicy(policy, { forMeta: true }));
  return { html: serializeDocument(tree), policy };
}

/**
 * Adds the policy as the first element after the charset declaration: a meta policy applies only
 * to what follows it, and the charset must stay within the first 1024 bytes.
 */
function addPolicyMeta(tree: Root, policy: string): void {
  const meta = h("meta", { httpEquiv: "Content-Security-Policy", content: policy });
  const charset = select("head > meta[charset]", tree);
  if (charset) return insertAfter(tree, charset, [meta]);
  const head = select("head", tree);
  if (!head) throw new Error("the document has no head to put its policy in");
  head.children.unshift(meta);
}
