/**
 * Builds the variants a test run will serve, those missing or stale, before Playwright starts
 * their servers: as many at once as the machine has cores, where each server would otherwise
 * build its own, one after another. playwright.config.ts runs it before the site's server:
 *
 *   node tests/variants/build-variants.ts tcf,content
 */
import { availableParallelism } from "node:os";
import { buildVariant } from "./build-variant.ts";
import { type VariantName, variants } from "./variants.ts";

const names = (process.argv[2] ?? "")
  .split(",")
  .filter((name): name is VariantName => name in variants);

const waiting = [...names];
const builder = async () => {
  for (let name = waiting.shift(); name; name = waiting.shift()) await buildVariant(name);
};
await Promise.all(Array.from({ length: Math.min(availableParallelism(), names.length) }, builder));
