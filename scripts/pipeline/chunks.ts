/** The chunks that every page loads, besides its route's own. */
export type SharedChunk = "framework" | "app";

/** React, React DOM, React Router and React's scheduler: what every page runs, and changes only with them. */
const frameworkPackages = new Set(["react", "react-dom", "react-router", "scheduler"]);

/**
 * The site's own modules that every page uses (configuration, helpers, header, footer, ad slots,
 * drawings), by their path under app/: one chunk rather than a dozen of a few hundred bytes, each
 * with its own request and compression overhead.
 */
const sharedAppFolders = [
  "config/",
  "lib/",
  "components/layout/",
  "features/ads/",
  "components/illustrations/",
];
const sharedAppFiles = ["root.tsx", "routes/_layout.tsx"];

/**
 * What those folders hold that only some visits need, each loaded on its own on demand: the
 * footer's tooltips, the narrow menu's popover fallback (for browsers without the popover API),
 * the ad inspector, and what an ad slot does once consent has decided (its frame, its probe and
 * its folding: ad-frame-loader.tsx and the modules only it uses). And the helpers of some pages
 * only (listings' paging, sections, a day's date), which stay with those pages' chunks: home's
 * first load has a budget of its own (tests/e2e/budget.spec.ts).
 */
const onDemandModules = [
  "components/layout/tooltips",
  "components/layout/popover-fallback",
  "features/ads/inspector",
  "features/ads/ad-frame",
  "features/ads/banner-id",
  "features/ads/use-fold-when-empty",
  "features/ads/ads-blocked",
  "features/ads/ad-state",
  "lib/content/listing-pages",
  "lib/content/sections",
  "lib/content/format-day",
  // The content model's vocabularies and rules that only pages about species, photos or the key
  // use: they stay with those pages' chunks, as when they lived in their features' folders.
  "lib/content/species-terms",
  "lib/content/pair-comparison",
  "lib/content/mistakable",
  "lib/content/licences",
  "lib/content/credits-pages",
  "lib/content/key-pages",
];

/**
 * The shared chunk a module goes into, from its id (a file path, with "/" or "\" between folders,
 * or a bundler helper's name); undefined for a module that stays with the route or the dynamic
 * import that loads it.
 */
export function chunkOf(moduleId: string): SharedChunk | undefined {
  const segments = moduleId.split("\\").join("/").split("/");
  // Vite's helper for preloading a dynamic import's dependencies, which every page's router uses.
  if (moduleId.includes("vite/preload-helper")) return "framework";
  const isFramework = segments.some(
    (segment, index) =>
      segment === "node_modules" && frameworkPackages.has(segments[index + 1] ?? ""),
  );
  if (isFramework) return "framework";
  const isSharedApp = segments.some((segment, index) => {
    if (segment !== "app") return false;
    const inApp = segments.slice(index + 1).join("/");
    if (sharedAppFiles.some((file) => inApp.startsWith(file))) return true;
    return (
      sharedAppFolders.some((folder) => inApp.startsWith(folder)) &&
      !onDemandModules.some((module) => inApp.startsWith(module))
    );
  });
  return isSharedApp ? "app" : undefined;
}
