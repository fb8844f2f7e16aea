// The builds the bench compares the site with: its SPA twin, its no-script limit, a plain page.
import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join, sep } from "node:path";
import { precompressFolder } from "#scripts/pipeline/precompress.ts";
import { buildProject, copyProject } from "./project-copy.ts";

export type Build = "site" | "SPA" | "limit";

/**
 * The same app built as a client-rendered SPA (what most React sites ship), pre-compressed, in
 * `work`. Adds to `notInSpa` the pages the twin cannot show.
 */
export async function buildSpa(work: string, notInSpa: Set<string>): Promise<string> {
  // A copy of the project with the twin's React Router config in place of the site's.
  const project = join(work, "spa-project");
  await copyProject(project);
  await cp(new URL("spa-twin.config.ts", import.meta.url), join(project, "react-router.config.ts"));
  await buildProject(project);
  const site = join(project, "build", "client");
  // Only the shell is a page: the other pages were pre-rendered because the build requires it of
  // pages with a loader; their data files (about.data) say which those are. The home page's is
  // `_.data`: the shell shows it from its data, as an SPA does.
  const files = await readdir(site, { recursive: true });
  for (const file of files) {
    if (file.endsWith(".data")) notInSpa.add(`/${file.slice(0, -".data".length)}`);
  }
  await Promise.all(
    files.filter((file) => file.endsWith(`${sep}index.html`)).map((file) => rm(join(site, file))),
  );
  // "/" has a loader too, so it was pre-rendered: the shell is the SPA fallback.
  await rename(join(site, "__spa-fallback.html"), join(site, "index.html"));
  await precompressFolder(site);
  return site;
}

/**
 * Each page's own pre-rendered HTML and CSS with every script removed: the fastest it can be. Of
 * the site in `dist`, or of another build of it (a variant's) named `name`.
 */
export async function buildNoScriptLimit(
  work: string,
  from = "dist",
  name = "limit",
): Promise<string> {
  const site = join(work, name);
  await cp(from, site, { recursive: true });
  const files = await readdir(site, { recursive: true });
  await Promise.all(
    files
      .filter((file) => file.endsWith(".gz") || file.endsWith(".br"))
      .map((file) => rm(join(site, file))),
  );
  await Promise.all(
    files
      .filter((file) => file.endsWith(".html"))
      .map(async (file) => {
        const html = await readFile(join(site, file), "utf8");
        const withoutScripts = html
          .replaceAll(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
          .replaceAll(/<link rel="modulepreload"[^>]*>/g, "");
        await writeFile(join(site, file), withoutScripts);
      }),
  );
  await precompressFolder(site);
  return site;
}

/** The fixed reference: a plain static page of text with its CSS inline, as a site of its own. */
export async function plainPage(work: string): Promise<string> {
  const site = join(work, "plain");
  await mkdir(site);
  await cp(new URL("plain-page.html", import.meta.url), join(site, "index.html"));
  await precompressFolder(site);
  return site;
}
