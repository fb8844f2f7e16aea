import type { SiteConfig } from "#app/config/site.schema.ts";

/** A Content-Security-Policy as directive name -> sources, in the order they are written. */
export type Policy = Record<string, string[]>;

/** The directives of the pages' policy that a feature may add its hosts to. */
export type FeatureDirective = "script-src" | "connect-src" | "frame-src" | "img-src";

/**
 * The sources a feature needs in the pages' policy, by directive, for this configuration: only
 * what it loads, and only where it is needed. scripts/build/policy/feature-sources.ts collects them.
 */
export type FeatureSources = (config: SiteConfig) => Partial<Record<FeatureDirective, string[]>>;

/** A URL's origin, as a policy source: "https://forms.example.com". */
export const originOf = (url: string) => new URL(url).origin;
