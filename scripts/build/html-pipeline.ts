import { readFileSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import type { SiteConfig } from "#app/config/site.schema.ts";
import { basePath } from "#app/lib/site-url.ts";
import { adFrameFile } from "./ad-frame-plugin.ts";
import { hydrateAfterFirstPaint } from "./hydrate-after-first-paint.ts";
import { inlinePriorityDrawings, inlineTabIcon } from "./inline-priority-drawings.ts";
import {
  type DocumentKind,
  type DocumentPolicy,
  policyFor,
  serializePolicy,
  withPolicyMeta,
} from "./security-headers.ts";
import { showCanonicalUrl } from "./show-canonical-url.ts";

/** One HTML file of the built site. */
export interface BuiltDocument {
  /** Its path in the site's folder, with forward slashes: "index.html", "about.html". */
  file: string;
  kind: DocumentKind;
  html: string;
}

/** A built document after the pass: its final HTML and the policy that allows its inline scripts. */
export type FinishedDocument = BuiltDocument & DocumentPolicy;

/** The built site's other files, for a transform that puts one into a page. */
export interface SiteFiles {
  /**
   * The text of the file at a URL path of the site, as the pages name it: "/assets/hero-scene-D7.svg",
   * or "/fungi-atlas/assets/hero-scene-D7.svg" for a site under a path.
   */
  readText: (path: string) => string;
}

/** A site without files, for documents finished on their own (tests). */
const noSiteFiles: SiteFiles = {
  readText: (path) => {
    throw new Error(`no site files to read ${path} from`);
  },
};

/**
 * One change to the built HTML: a pure function of the markup, the site's configuration, the
 * site's other files and the document's path in the site's folder ("about.html").
 */
export interface HtmlTransform {
  /** Named in the build error when the step fails on a document. */
  name: string;
  /** The kinds of document it changes; it leaves the others as they are. */
  appliesTo: readonly DocumentKind[];
  transform: (html: string, config: SiteConfig, site: SiteFiles, file: string) => string;
}

/**
 * Every change made to the built HTML, applied in this order. The Content-Security-Policy is not
 * one of them: it allows inline scripts by their hash, so `finishDocument` works it out from what
 * all of these wrote, after the last one.
 */
export const htmlTransforms: readonly HtmlTransform[] = [
  {
    name: "show the page's URL",
    appliesTo: ["page"],
    transform: (html, config, _site, file) => showCanonicalUrl(html, config, file),
  },
  { name: "hydrate after first paint", appliesTo: ["page"], transform: hydrateAfterFirstPaint },
  {
    name: "inline the largest drawing",
    appliesTo: ["page"],
    transform: (html, _config, site) => inlinePriorityDrawings(html, site),
  },
  {
    name: "inline the tab icon",
    appliesTo: ["page"],
    transform: (html, _config, site) => inlineTabIcon(html, site),
  },
];

/**
 * Applies the transforms to one document in order, then adds the policy of the result as a
 * `<meta>` element (for hosts that send no headers) and returns it for the header files.
 */
export function finishDocument(
  document: BuiltDocument,
  config: SiteConfig,
  transforms: readonly HtmlTransform[] = htmlTransforms,
  site: SiteFiles = noSiteFiles,
): FinishedDocument {
  let html = document.html;
  for (const { name, appliesTo, transform } of transforms) {
    if (!appliesTo.includes(document.kind)) continue;
    try {
      html = transform(html, config, site, document.file);
    } catch (error) {
      throw new Error(`${document.file}: ${name}: ${(error as Error).message}`, { cause: error });
    }
  }
  const policy = policyFor(html, document.kind, config);
  return {
    ...document,
    html: withPolicyMeta(html, serializePolicy(policy, { forMeta: true })),
    policy,
  };
}

/**
 * The one pass over the built site: reads every HTML file in `siteDirectory` once, finishes it
 * (`finishDocument`) and writes it back.
 */
export async function finishDocuments(
  siteDirectory: string,
  config: SiteConfig,
): Promise<FinishedDocument[]> {
  const base = basePath(config.url);
  const siteFiles: SiteFiles = {
    readText: (path) => readFileSync(join(siteDirectory, path.slice(base.length)), "utf8"),
  };
  const entries = await readdir(siteDirectory, { recursive: true, withFileTypes: true });
  const paths = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => join(entry.parentPath, entry.name));
  return Promise.all(
    paths.map(async (path) => {
      const file = relative(siteDirectory, path).split(sep).join("/");
      const kind = file === adFrameFile ? "ad-frame" : "page";
      const finished = finishDocument(
        { file, kind, html: await readFile(path, "utf8") },
        config,
        htmlTransforms,
        siteFiles,
      );
      await writeFile(path, finished.html);
      return finished;
    }),
  );
}
