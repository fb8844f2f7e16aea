import { siteConfig } from "./config/site.ts";
import { siteFeatures } from "./features/index.ts";
import type { FrontmatterFields } from "./lib/content/frontmatter.ts";
import type { MarkdownStep } from "./lib/content/markdown-step.ts";
import { filePaths, pagePaths } from "./lib/page-paths.ts";
import routes from "./routes.ts";

/**
 * What reading the content needs from the route table and the features: the pages and files a
 * body may link to, the features' steps over each body and their frontmatter fields. Apart from
 * the content's modules, which import no feature (the features read the content).
 */
export const contentOptions: {
  sitePaths: string[];
  markdownSteps: MarkdownStep[];
  frontmatter: FrontmatterFields[];
} = {
  sitePaths: [...pagePaths(routes), ...filePaths(routes)],
  markdownSteps: siteFeatures.flatMap((feature) => feature.markdownSteps ?? []),
  frontmatter: siteFeatures.flatMap((feature) =>
    feature.frontmatter ? [feature.frontmatter] : [],
  ),
};

/** The titles of the features' pages, by path, in the site's language: /search's directory. */
export const featurePageTitles: Readonly<Record<string, string>> = Object.fromEntries(
  siteFeatures
    .flatMap((feature) => feature.routes ?? [])
    .map((route) => [`/${route.path}`, route.title(siteConfig)]),
);
