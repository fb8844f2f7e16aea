import type { Plugin } from "vite";
import type { z } from "zod";
import type { ConfigProblem } from "#app/checks/core.schema.ts";
import type { SiteConfig } from "#app/config/site-config.ts";
import type { Catalogue } from "#app/i18n/catalogue.ts";
import type { ArticleCounts } from "#app/lib/content/article-files.ts";
import type { ContentIndex } from "#app/lib/content/content.server.ts";
import type { FrontmatterFields } from "#app/lib/content/frontmatter.ts";
import type { MarkdownStep } from "#app/lib/content/markdown-step.ts";
import type { AskedPurposes } from "#app/lib/consent-purposes.ts";
import type { Policy } from "#app/lib/csp.ts";

/** The directives of the pages' policy that a feature may add its sources to. */
export type FeatureDirective =
  "script-src" | "connect-src" | "frame-src" | "img-src" | "worker-src" | "manifest-src";

/** One service of another company that the site's pages load, as /privacy lists it. */
export interface ThirdParty {
  /** What it is, e.g. "Ad network". */
  name: string;
  /** The host the browser contacts, e.g. "ads.example.org". */
  host: string;
  /** The pages that load it, in words, e.g. "/blog" or "Every page". */
  pages: string;
  /** When it loads, with consent in mind. */
  when: string;
}

/** A file of the site made from its configuration: its URL path, type and content. */
export interface SiteFile {
  path: string;
  contentType: string;
  content: string;
}

/** Headers a host sends with one file of the site that is not a page, e.g. `/sw.js`. */
export interface FileHeaders {
  /** Its URL path in the site, without the site's base path: "/sw.js". */
  path: string;
  headers: Record<string, string>;
}

/** What the build knows when it runs a feature's step over the finished pages. */
export interface SiteStepContext {
  /** The built site's folder. */
  site: string;
  config: SiteConfig;
  /** The pages the site's search covers, e.g. ["/", "/types/chanterelle"]. */
  searchPages: readonly string[];
  /** The content the pages were rendered from: its sections and articles. */
  content: ContentIndex;
  /** The site's features, whose manifests say what of theirs the offline atlas keeps. */
  features: readonly Feature[];
}

/** A step of the build after the pages are finished: a file made from them (the search index). */
export interface SiteStep {
  /** Named in the build's timing line. */
  name: string;
  /** Does its work; returns what the owner should know, printed as `Warning: ...` lines. */
  run: (context: SiteStepContext) => Promise<readonly string[] | void>;
}

/** A page of a feature's own in the route table: its path and its route module. */
export interface FeatureRoute {
  /** Its path without the leading slash, e.g. "glossary". */
  path: string;
  /** Its route module, from app/, e.g. "features/glossary/route.tsx". */
  file: string;
  /** Its title in the site's language: the directory of pages at /search, the offline atlas. */
  title: (config: SiteConfig) => string;
  /** Whether the offline atlas keeps it. */
  offline?: boolean;
}

/** A file a feature's resource route serves, e.g. the key's species, outside the pages' layout. */
export interface FeatureResourceRoute {
  /** Its path without the leading slash, with its extension, e.g. "identify/species.json". */
  path: string;
  /** Its route module, from app/, e.g. "features/identify/identify-species[.]json.ts". */
  file: string;
  /** Whether the offline atlas keeps it. */
  offline?: boolean;
}

/** A listing the site shows a page at a time: its first page, then `<its path>/page/<n>` from 2 on. */
export interface PagedListing {
  /** The route of its later pages: its pattern, its module (which serves the first page too, but a section's) and id. */
  route: { path: string; file: string; id?: string };
  /**
   * Whether it takes more than one page, from the counts read for the route table (`pages`: the
   * table's other pages). Its later pages' route is declared only then: with `ssr:false`, React
   * Router refuses a route with a loader that has no page to pre-render.
   */
  hasLaterPages: (counts: ArticleCounts, pages: readonly string[]) => boolean;
  /** Whether its later pages are in the sitemap (the lists of /search and the key are not). */
  inSitemap: boolean;
}

/** A feature's paged listing: its later pages' paths from the content, and whether they are kept offline. */
export interface FeaturePagedListing extends PagedListing {
  /**
   * Its later pages' paths, e.g. ["/credits/page/2"]. From a module that reads no setting as it
   * loads: a manifest loads before the settings are checked.
   */
  laterPaths: (content: ContentIndex) => string[];
  /** Whether the offline atlas keeps its later pages. */
  offline?: boolean;
}

/** A page the offline atlas keeps, named in the atlas's list of pages. */
export interface OfflinePage {
  path: string;
  label: string;
}

/** What the schema of a feature's part of the configuration may check against. */
export interface SchemaContext {
  /** Every page of the site, from the route table, e.g. ["/", "/about"]. */
  pagePaths: readonly string[];
}

/** An island's module (from app/, as "features/ads/ad-slot.island.ts"), in a manifest's `islands`. */
export interface IslandModule {
  module: string;
  /**
   * Its elements are in the layout, on every page: its code comes in one chunk with the other such
   * islands', rather than a request and a compression of its own each (ADR 035).
   */
  onEveryPage?: true;
}

/** What a feature's `documentHtml` module exports. */
export interface DocumentHtmlModule {
  prerenderedHtml: (
    path: string,
    content: ContentIndex,
    settings: SiteConfig,
  ) => Promise<string | undefined>;
}

/**
 * A feature of the site, as the build sees it: its part of the configuration and what it adds to
 * the pages' policy, /privacy, the build's warnings, the site's files and the build's steps. The
 * core reads these from the one list (app/features/index.ts) and names no feature.
 */
export interface Feature {
  /** Its folder's name, e.g. "ads". */
  name: string;
  /** Its part of the site configuration: `siteConfig[key]`, checked by `schema`. */
  config?: {
    key: Exclude<keyof SiteConfig, keyof import("#app/checks/core.schema.ts").CoreConfig>;
    /** Whether the owner may leave it out. */
    optional?: boolean;
    schema: (context: SchemaContext) => z.ZodType;
    /** Checks across the configuration, once every field is valid. */
    problems?: (config: SiteConfig) => ConfigProblem[];
  };
  /** The sources it needs in the pages' policy, for this configuration: only what it loads. */
  cspSources?: (config: SiteConfig) => Partial<Record<FeatureDirective, string[]>>;
  /** The other companies' services it loads, for /privacy. */
  thirdParties?: (config: SiteConfig, words: Catalogue) => ThirdParty[];
  /** What it keeps in the visitor's browser, in words, for /privacy. */
  storage?: (config: SiteConfig, words: Catalogue) => string[];
  /** What it needs the visitor's consent for, published for the banner to ask about. */
  consentPurposes?: (config: SiteConfig) => Partial<AskedPurposes>;
  /**
   * Values its browser code reads, fixed when the site is built (`define`, by
   * scripts/pipeline/build-constants.ts), each declared in app/env.d.ts.
   */
  buildConstants?: (config: SiteConfig) => Record<string, unknown>;
  /** Lines printed as `Warning: ...` at the end of the build. */
  buildWarnings?: (config: SiteConfig) => string[];
  /** Files made from the configuration: served in development, written into the build. */
  siteFiles?: (config: SiteConfig) => SiteFile[];
  /** Headers of its files that are not pages (a service worker's caching), on every host. */
  fileHeaders?: (config: SiteConfig) => FileHeaders[];
  /** Documents of the built site that are not pages, each with its own policy. */
  documents?: (config: SiteConfig) => { file: string; policy: Policy }[];
  /** Vite plugins it needs to build or serve its files. */
  vitePlugins?: (config: SiteConfig, words: Catalogue) => Plugin[];
  /** Its steps of the build, after the pages are finished. */
  siteSteps?: readonly SiteStep[];
  /**
   * Its pages, added to the route table: pre-rendered, in the sitemap and the site's search as
   * any page of the table is.
   */
  routes?: readonly FeatureRoute[];
  /** Its files served by resource routes (the key's species), after the pages' layout. */
  resourceRoutes?: readonly FeatureResourceRoute[];
  /** Its listings shown a page at a time (/credits): their later pages' route, paths and sitemap. */
  pagedListings?: readonly FeaturePagedListing[];
  /**
   * Where a field term is explained, by the term's key, e.g. `{ volva: "/glossary#volva" }`: the
   * facts box, the pair tables and the key link a label with that key there (app/features/species/term-link.tsx).
   */
  termLinks?: Readonly<Record<string, string>>;
  /**
   * Its fields of an article's frontmatter, by name, beside the core's (the photos' `photos`);
   * their types it declares on `FeatureFrontmatter` (app/lib/content/frontmatter.ts).
   */
  frontmatter?: FrontmatterFields;
  /** Its steps over each Markdown body the content renders, for the owner's settings. */
  markdownSteps?: (config: SiteConfig) => readonly MarkdownStep[];
  /**
   * Its module (from app/, a `.server.tsx` under app/features/) exporting
   * `prerenderedHtml(path, content)`: the HTML of a page of its own that React renders apart from
   * the page's data (PrerenderedHtmlContext), e.g. the key's long list, else `undefined`. A path,
   * not the function: the manifest loads in the build's configuration, where no page module may.
   */
  documentHtml?: string;
  /**
   * Its islands (ADR 035): what makes its parts interactive on the pages React does not hydrate,
   * by the name their elements carry (`data-island`), each a module under app/ (from app/, as
   * "features/ads/ads.island.ts") whose default export is an `Island` (app/lib/island.ts).
   */
  islands?: Record<string, IslandModule>;
}

/**
 * Whether the owner left the feature out: its part of the configuration is optional and not set
 * (no `ads`, no `analytics`). Its islands are then not built: no page holds their elements.
 */
export const isLeftOut = ({ config }: Pick<Feature, "config">, settings: SiteConfig): boolean =>
  config?.optional === true && settings[config.key] === undefined;
