/**
 * Builds the site and the variants a test run will serve, those missing or stale, before
 * Playwright starts their servers: as many at once as the machine has cores, where each server
 * would otherwise build its own, one after another. playwright.config.ts runs it before the
 * site's server (`npm start`, which then finds dist/ ready):
 *
 *   node tests/variants/build-variants.ts tcf,content
 */
import { availableParallelism } from "node:os";
import { isBuildStale } from "#scripts/pipeline/build-inputs.ts";
import { buildProject } from "#scripts/tools/project-copy.ts";
import { buildVariant } from "./build-variant.ts";
import { type Variant, type VariantName, variants } from "./variants.ts";

const names = (process.argv[2] ?? "")
  .split(",")
  .filter((name): name is VariantName => name in variants);

const buildSite = async () => {
  console.log("Building the site into dist/ ...");
  await buildProject(".");
};
/** Each variant's generated articles: none for most, sixty for the many-articles one. */
function generatedArticles(name: VariantName): number {
  const variant: Variant = variants[name];
  return variant.generated?.articles ?? 0;
}
// The largest first: started last, it kept one core busy on its own at the end of the builds.
const largestFirst = names.toSorted((a, b) => generatedArticles(b) - generatedArticles(a));
const waiting: (() => Promise<unknown>)[] = [
  ...(isBuildStale() ? [buildSite] : []),
  ...largestFirst.map((name) => () => buildVariant(name)),
];
const builder = async () => {
  for (let build = waiting.shift(); build; build = waiting.shift()) await build();
};
await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), waiting.length) }, builder),
);
