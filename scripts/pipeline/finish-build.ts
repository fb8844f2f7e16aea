import { mkdir, readdir, rename, rm, rmdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { SiteConfig } from "#app/config/site-config.ts";
import type { Feature, SiteStepContext } from "#app/features/feature.ts";
import { siteFeatures } from "#app/features/index.ts";
import type { ContentIndex } from "#app/lib/content/content.server.ts";
import { feedPath } from "#app/lib/content/feed-path.ts";
import { basePath } from "#app/lib/site-url.ts";
import { atomFeed } from "#app/lib/content/feed.server.ts";
import { writeBrandImages } from "./brand-images.ts";
import { buildCacheDirectory } from "#app/lib/build-cache.server.ts";
import { writeContentImages, writeSpeciesDrawings } from "./content-images.ts";
import { startFileWorkers } from "./file-workers.ts";
import { finishDocuments } from "./html-pipeline.ts";
import { writeSiteStylesheet } from "./document/page-styles.ts";
import { precompress } from "./precompress.ts";
import { writeHeaderFiles } from "./header-files/write-header-files.ts";
import type { DocumentPolicy } from "./header-files/header-rules.ts";

/** Where React Router built the site, and where the deployable site goes. */
interface BuildFolders {
  /** React Router's `buildDirectory`: the site is in its `client/` folder. */
  buildDirectory: string;
  /** The deployable site: what goes to the static host. */
  deployDirectory: string;
  /** The pages the site's search covers, e.g. ["/", "/types/chanterelle"]. */
  searchPages: readonly string[];
  /** Where the last build's images and compressed files are kept: `buildCacheDirectory()`. */
  cacheDirectory?: string;
  /** The site's features, whose steps run after the pages are finished. */
  features?: readonly Feature[];
}

/** One step of finishing the site; `timed` ones are named in the build's last line. */
interface BuildStep {
  name: string;
  timed?: boolean;
  run: () => Promise<unknown>;
}

/**
 * Turns React Router's pre-rendered output into the deployable site (`buildEnd`). Each step works
 * on what the one before it wrote: the HTML pass sees the final set of pages, the header files
 * take the policies that pass worked out, and the compression comes last, of the final files.
 * The content's files (images, share cards, feed) come from the same index the pages were
 * rendered from, not from another pass over the built pages.
 */
export async function finishBuild(
  config: SiteConfig,
  content: ContentIndex,
  {
    buildDirectory,
    deployDirectory,
    searchPages,
    cacheDirectory,
    features = siteFeatures,
  }: BuildFolders,
): Promise<void> {
  const site = `${buildDirectory}/client`;
  await liftBasePath(site, basePath(config.url));
  await tidyReactRouterOutput(site);
  const workers = startFileWorkers(cacheDirectory ?? buildCacheDirectory());
  const context: SiteStepContext = { site, config, searchPages, content, features };
  const base = basePath(config.url);
  let cards = { shareCardsDrawn: 0, shareCardsReused: 0 };
  let documents: DocumentPolicy[] = [];
  const steps: BuildStep[] = [
    {
      name: "content images",
      timed: true,
      run: () => writeContentImages(site, content.images, workers),
    },
    {
      name: "share cards",
      timed: true,
      run: async () => (cards = await writeBrandImages(site, config, content.articles, workers)),
    },
    { name: "feed", run: () => writeFile(`${site}${feedPath}`, atomFeed(content, config)) },
    { name: "drawings", run: () => writeSpeciesDrawings(site, content) },
    { name: "stylesheet", run: () => writeSiteStylesheet(site, base) },
    {
      name: "pages",
      timed: true,
      run: async () => (documents = await finishDocuments(site, config, workers, features)),
    },
    // The features' steps read the finished pages; Pagefind holds the whole index in its own
    // process: the workers make way for them.
    { name: "release the workers", run: () => workers.release() },
    ...features.flatMap((feature) =>
      (feature.siteSteps ?? []).map((step) => ({
        name: step.name,
        timed: true,
        run: async () => {
          for (const warning of (await step.run(context)) ?? []) {
            console.warn(`Warning: ${warning}`);
          }
        },
      })),
    ),
    {
      name: "header files",
      run: () =>
        writeHeaderFiles(site, documents, base, {
          files: features.flatMap((feature) => feature.fileHeaders?.(config) ?? []),
        }),
    },
    { name: "compression", timed: true, run: () => precompress(site, workers) },
  ];
  // How long each step took, printed for an owner whose build grows slow.
  const timings: string[] = [];
  try {
    for (const step of steps) {
      const started = performance.now();
      await step.run();
      if (step.timed) {
        timings.push(`${step.name} ${((performance.now() - started) / 1000).toFixed(1)} s`);
      }
    }
    await workers.pruneUnused();
    console.log(
      `Finished the site: ${timings.join(", ")}; share cards ${cards.shareCardsDrawn} drawn, ${cards.shareCardsReused} unchanged since the last build.`,
    );
  } finally {
    await workers.stop();
  }
  await replaceDeployedSite(site, deployDirectory);
  await rm(buildDirectory, { recursive: true });
}

/**
 * Moves the new site into `deployDirectory` in place of the last build's files. Dot entries are the
 * hosts' own (Vercel's project link `.vercel`, Netlify's `.netlify`, wrangler's `.wrangler`): they
 * stay, so a second deploy of the folder needs no set-up.
 */
export async function replaceDeployedSite(site: string, deployDirectory: string) {
  await mkdir(deployDirectory, { recursive: true });
  const previous = await readdir(deployDirectory);
  await Promise.all(
    previous
      .filter((name) => !name.startsWith("."))
      .map((name) => rm(join(deployDirectory, name), { recursive: true })),
  );
  const built = await readdir(site);
  await Promise.all(built.map((name) => rename(join(site, name), join(deployDirectory, name))));
}

/**
 * For a site under a path (`basename` "/fungi-atlas/"), React Router writes the pages and their data
 * under that path (`fungi-atlas/about/index.html`) and Vite the assets at the top (`assets/`). The
 * deployed folder is what the host serves at the path, so the pages move up beside the assets.
 * Finding no home page at the top, React Router named its SPA fallback `index.html` there: it gets
 * its own name back, and goes with the root build's.
 */
export async function liftBasePath(site: string, base: string) {
  if (base === "") return;
  await rename(join(site, "index.html"), join(site, "__spa-fallback.html"));
  const pages = join(site, base);
  for (const name of await readdir(pages)) await rename(join(pages, name), join(site, name));
  // The emptied folders of the path, deepest first: "fungi-atlas", or "sites/fungi-atlas" then "sites".
  const segments = base.split("/").filter(Boolean);
  for (let depth = segments.length; depth > 0; depth--) {
    await rmdir(join(site, ...segments.slice(0, depth)));
  }
}

async function tidyReactRouterOutput(site: string) {
  await flattenPages(site);
  // Every path is pre-rendered, so nothing serves the SPA fallback.
  await rm(`${site}/__spa-fallback.html`);
  await removeRouteData(site);
}

/**
 * Deletes the `.data` files React Router writes beside each page (and resource route) whose routes
 * have a loader: the loaders' data for a client-side navigation, which never happens (ADR 035). A
 * page that hydrates has its data in its HTML; links to other pages load documents
 * (app/lib/document-navigation.ts); and a change of the query on /identify or /search asks for no
 * data: without a server, React Router revalidates a route with no `clientLoader` only when its own
 * params change. React Router has no setting to leave the files out.
 */
export async function removeRouteData(site: string) {
  const entries = await readdir(site, { recursive: true, withFileTypes: true });
  const data = entries.filter((entry) => entry.isFile() && entry.name.endsWith(".data"));
  await Promise.all(data.map((entry) => rm(join(entry.parentPath, entry.name))));
}

/**
 * Moves each pre-rendered page from `about/index.html` to `about.html` (and `/404` to 404.html,
 * which static hosts serve with a 404 status for every unknown path). Every host serves a flat
 * `about.html` at `/about` with a 200, while a folder's `/about` is redirected to `/about/` by
 * Cloudflare Pages, Netlify and GitHub Pages: the canonical URLs have no trailing slash.
 */
export async function flattenPages(site: string) {
  const entries = await readdir(site, { recursive: true, withFileTypes: true });
  const nested = entries
    .filter((entry) => entry.isFile() && entry.name === "index.html" && entry.parentPath !== site)
    .map((entry) => entry.parentPath)
    // Deepest first, so a folder is emptied before its parent is looked at.
    .toSorted((a, b) => b.length - a.length);
  for (const folder of nested) {
    await rename(join(folder, "index.html"), `${folder}.html`);
    // A section's folder stays when it holds other pages (its articles).
    if ((await readdir(folder)).length === 0) await rmdir(folder);
  }
}
