/**
 * Builds one variant of the site (variants.ts) when it is missing or stale, then serves it as
 * `npm start` serves dist/. Playwright starts one per variant (playwright.config.ts):
 *
 *   node tests/variants/serve-variant.ts <name>
 */
import { basePath } from "#app/lib/site-url.ts";
import { createStaticServer } from "#scripts/server/static-server.ts";
import { buildVariant } from "./build-variant.ts";
import { type VariantName, variantOrigin, variants } from "./variants.ts";

const name = process.argv[2] ?? "";
if (!(name in variants)) {
  console.error(`Unknown variant "${name}". Variants: ${Object.keys(variants).join(", ")}`);
  process.exit(1);
}
const variantName = name as VariantName;
const origin = variantOrigin(variantName);
const { config, site } = await buildVariant(variantName);

const { port } = new URL(origin);
// Under the path of its url, if it has one, as `npm start` serves the site.
const base = basePath(config.url);
const server = await createStaticServer(site, { base });
server.listen(Number(port), "localhost", () => {
  console.log(`Serving the variant "${variantName}" at ${origin}${base}/`);
});
