import type { SiteConfig } from "./config/site-config.ts";
import { siteFeatures } from "./features/index.ts";
import type { FrontmatterFields } from "./lib/content/frontmatter.ts";
import type { MarkdownStep } from "./lib/content/markdown-step.ts";
import { filePaths, pagePaths } from "./lib/page-paths.ts";
import routes from "./routes.ts";

/**
 * What reading the content needs from the route table, the features and the owner's settings:
 * the pages and files a body may link to, the features' steps over each body and their
 * frontmatter fields, and the settings (passed by the caller, ADR 034). Apart from the content's
 * modules, which import no feature (the features read the content).
 */
export function contentOptions(settings: SiteConfig): {
  sitePaths: string[];
  markdownSteps: MarkdownStep[];
  frontmatter: FrontmatterFields[];
  settings: SiteConfig;
} {
  return {
    sitePaths: [...pagePaths(routes), ...filePaths(routes)],
    markdownSteps: siteFeatures.flatMap((feature) => feature.markdownSteps?.(settings) ?? []),
    frontmatter: siteFeatures.flatMap((feature) =>
      feature.frontmatter ? [feature.frontmatter] : [],
    ),
    settings,
  };
}

/** The titles of the features' pages, by path, in the site's language: /search's directory. */
export function featurePageTitles(settings: SiteConfig): Readonly<Record<string, string>> {
  return Object.fromEntries(
    siteFeatures
      .flatMap((feature) => feature.routes ?? [])
      .map((route) => [`/${route.path}`, route.title(settings)]),
  );
}
