import type { Root } from "hast";
import type { SiteConfig } from "#app/config/site-config.ts";

/** The built site's other files, for a step that puts one into a page. */
export interface SiteFiles {
  /**
   * The text of the file at a URL path of the site, as the pages name it: "/assets/hero-scene-D7.svg",
   * or "/fungi-atlas/assets/hero-scene-D7.svg" for a site under a path.
   */
  readText: (path: string) => string;
}

/** What a step knows besides the document's tree. */
export interface DocumentContext {
  /** The document's path in the site's folder: "about.html". */
  file: string;
  config: SiteConfig;
  site: SiteFiles;
}

/** One change to a built page: it changes the parsed tree in place. */
export interface DocumentStep {
  /** Named in the build error when the step fails on a page. */
  name: string;
  change: (tree: Root, context: DocumentContext) => void;
}
