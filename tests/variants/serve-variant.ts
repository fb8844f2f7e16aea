/**
 * Builds one variant of the site (variants.ts) when it is missing or stale, then serves it as
 * `npm start` serves dist/. Playwright starts one per variant (playwright.config.ts):
 *
 *   node tests/variants/serve-variant.ts <name>
 */
import { existsSync } from "node:fs";
import { cp, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { siteConfig } from "#app/config/site.ts";
import { basePath } from "#app/lib/site-url.ts";
import { modifiedAt, newestBuildInput, newestModification } from "#scripts/build/build-inputs.ts";
import { createStaticServer } from "#scripts/server/static-server.ts";
import { buildProject, copyProject } from "#scripts/tools/project-copy.ts";
import { type Variant, type VariantName, variantOrigin, variants } from "./variants.ts";

const name = process.argv[2] ?? "";
if (!(name in variants)) {
  console.error(`Unknown variant "${name}". Variants: ${Object.keys(variants).join(", ")}`);
  process.exit(1);
}
const variantName = name as VariantName;
const variant: Variant = variants[variantName];
const origin = variantOrigin(variantName);
const project = join(".variants", variantName);
const site = join(project, "dist");

// What the variant is made of: a change to it, or to the project's own build inputs, rebuilds it.
const config = variant.siteConfig(siteConfig, origin);
const recipe = JSON.stringify({ config, files: variant.files });
const recipeFile = `${project}.recipe.json`;

if (await isStale()) {
  console.log(`Building the variant "${variantName}" into ${site}/ ...`);
  await copyProject(project);
  for (const [target, source] of Object.entries(variant.files ?? {})) {
    await cp(source, join(project, target), { recursive: true });
  }
  await writeFile(
    join(project, "app/config/site.ts"),
    `// Written by tests/variants/serve-variant.ts: the variant "${variantName}", ${variant.description}.
import type { SiteConfig } from "./site.schema.ts";

export const siteConfig: SiteConfig = ${JSON.stringify(config, null, 2)};
`,
  );
  buildProject(project);
  await writeFile(recipeFile, recipe);
}

const { port } = new URL(origin);
// Under the path of its url, if it has one, as `npm start` serves the site.
const base = basePath(config.url);
const server = await createStaticServer(site, { base });
server.listen(Number(port), "localhost", () => {
  console.log(`Serving the variant "${variantName}" at ${origin}${base}/`);
});

async function isStale(): Promise<boolean> {
  const builtAt = modifiedAt(join(site, "index.html"));
  if (builtAt === 0 || !existsSync(recipeFile)) return true;
  if ((await readFile(recipeFile, "utf8")) !== recipe) return true;
  const sources = Object.values(variant.files ?? {}).map(newestModification);
  return Math.max(newestBuildInput(), ...sources) > builtAt;
}
