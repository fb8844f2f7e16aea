import type { Feature } from "../../app/features/feature.ts";

// The core reads the content features from the list (issue 69, step 2): its route table, its
// pre-rendering, sitemap, offline plan and document rendering must not name one, by import or by
// one of its paths, or the next feature means editing them again (ADR 025).

/** The core's files that read the features' pages, listings, files and fields from the list. */
export const coreFiles = [
  "app/routes.ts",
  "app/core-pages.ts",
  "app/paged-listings.ts",
  "app/paged-listing-paths.server.ts",
  "app/content-options.ts",
  "app/entry.server.tsx",
  "app/routes/sitemap[.]xml.ts",
  "scripts/pipeline/prerender-paths.ts",
  "scripts/pipeline/finish-build.ts",
  "app/features/offline/atlas-plan.ts",
  "app/features/offline/features-offline.ts",
];

/** A content feature: one that brings pages, listings, files, fields or links of its own. */
const isContentFeature = (feature: Feature): boolean =>
  [
    feature.routes,
    feature.resourceRoutes,
    feature.pagedListings,
    feature.frontmatter,
    feature.termLinks,
    feature.markdownSteps,
    feature.documentHtml,
  ].some((part) => part !== undefined);

/** What names a feature: its folder, and the first segment of each of its paths ("credits"). */
function namesOf(feature: Feature): { folder: string; segments: string[] } {
  const paths = [
    ...(feature.routes ?? []).map((route) => route.path),
    ...(feature.resourceRoutes ?? []).map((route) => route.path),
    ...(feature.pagedListings ?? []).map((listing) => listing.route.path),
  ];
  const segments = paths.map((path) => path.split("/")[0] ?? "").filter((first) => first !== "");
  return { folder: `features/${feature.name}/`, segments: [...new Set(segments)] };
}

/** The code of a module without its comments, which may name a feature to say why. */
const withoutComments = (text: string) =>
  text.replaceAll(/\/\*[\s\S]*?\*\//g, "").replaceAll(/(^|\s)\/\/.*$/gm, "$1");

/** The string literals of a module's code, import specifiers included. */
const literalsOf = (code: string) =>
  [...code.matchAll(/(["'`])((?:\\.|(?!\1)[^\\])*)\1/g)].map((match) => match[2] ?? "");

/**
 * Each mention of a content feature in a module's `text`, as `file: "literal" names feature`:
 * an import of its folder, or a string holding one of its paths' first segments as a word
 * ("/credits", "identify/page/:page", "identify-page").
 */
export function featureMentions(
  file: string,
  text: string,
  features: readonly Feature[],
): string[] {
  const literals = literalsOf(withoutComments(text));
  return features.filter(isContentFeature).flatMap((feature) => {
    const { folder, segments } = namesOf(feature);
    const names = (literal: string) =>
      literal.includes(folder) ||
      segments.some((segment) => new RegExp(`(^|[^\\w-])${segment}(?![\\w])`).test(literal));
    return literals
      .filter(names)
      .map((literal) => `${file}: "${literal}" names the ${feature.name} feature`);
  });
}
