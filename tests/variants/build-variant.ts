import { existsSync } from "node:fs";
import { copyFile, cp, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { SiteConfig } from "#app/config/site-config.ts";
import { siteConfig } from "#app/config/site.ts";
import { buildCacheDirectory } from "#app/lib/build-cache.server.ts";
import {
  modifiedAt,
  newestBuildInput,
  newestModification,
} from "#scripts/pipeline/build-inputs.ts";
import { writeGeneratedArticles } from "#scripts/tools/generate-articles.ts";
import { writeFixturePhotos } from "#tests/fixtures/fixture-photos.ts";
import { buildProject, copyProject } from "#scripts/tools/project-copy.ts";
import { type Variant, type VariantName, variantOrigin, variants } from "./variants.ts";

/** A variant's build: its configuration, and the folder of its site, its `dist/`. */
export interface BuiltVariant {
  config: SiteConfig;
  site: string;
}

/**
 * Builds a variant of the site (variants.ts) into `.variants/<name>/dist` when it is missing or
 * stale: when the variant, or the project's own build inputs, changed since it was built. The e2e
 * tests' servers (serve-variant.ts) and the bench share the build.
 */
export async function buildVariant(name: VariantName): Promise<BuiltVariant> {
  const variant: Variant = variants[name];
  const project = join(".variants", name);
  const site = join(project, "dist");
  const config = variant.siteConfig(siteConfig, variantOrigin(name));
  const recipe = JSON.stringify({
    config,
    files: variant.files,
    generated: variant.generated,
    photos: variant.photos,
  });
  const recipeFile = `${project}.recipe.json`;

  const isStale = async () => {
    const builtAt = modifiedAt(join(site, "index.html"));
    if (builtAt === 0 || !existsSync(recipeFile)) return true;
    if ((await readFile(recipeFile, "utf8")) !== recipe) return true;
    const sources = Object.values(variant.files ?? {}).map(newestModification);
    return Math.max(newestBuildInput(), ...sources) > builtAt;
  };

  if (await isStale()) {
    console.log(`Building the variant "${name}" into ${site}/ ...`);
    await copyProject(project);
    // A variant's folder replaces the project's: its content is the fixture's, not the atlas's too.
    for (const [target, source] of Object.entries(variant.files ?? {})) {
      await rm(join(project, target), { recursive: true, force: true });
      await cp(source, join(project, target), { recursive: true });
    }
    if (variant.generated)
      await writeGeneratedArticles(join(project, "content"), variant.generated);
    if (variant.photos) await writeFixturePhotos(join(project, "content"), variant.photos);
    await writeFile(
      join(project, "app/config/site.ts"),
      `// Written by tests/variants/build-variant.ts: the variant "${name}", ${variant.description}.
import type { SiteConfig } from "./site-config.ts";

export const siteConfig: SiteConfig = ${JSON.stringify(config, null, 2)};
`,
    );
    await shareBuildCaches(project);
    await buildProject(project);
    await writeFile(recipeFile, recipe);
  }
  return { config, site };
}

/**
 * Copies into the variant's build cache what the other builds' caches hold: their results are
 * kept under a hash of their input, so each is right for any build, and the framework's slow
 * compression and the drawings are mostly the same in every variant. Each build then prunes what
 * it did not use, so no cache grows past one site's worth.
 */
async function shareBuildCaches(project: string) {
  const own = buildCacheDirectory(project);
  await mkdir(own, { recursive: true });
  const held = new Set(await readdir(own));
  const caches = dirname(own);
  for (const other of await readdir(caches)) {
    const entries = await readdir(join(caches, other), { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      // Folders are other caches' (the content's renderings); ".partial" files are being written.
      if (!entry.isFile() || entry.name.endsWith(".partial") || held.has(entry.name)) continue;
      held.add(entry.name);
      // A build that prunes it meanwhile leaves it to this build to make again.
      await copyFile(join(caches, other, entry.name), join(own, entry.name)).catch(() => {});
    }
  }
}
