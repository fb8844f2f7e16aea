// The builds the bench compares the site with: its SPA twin, its no-script limit, each page's text
// as a plain page, and a fixed plain page.
import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join, sep } from "node:path";
import type { Element, Root, RootContent } from "hast";
import { fromHtml } from "hast-util-from-html";
import { select } from "hast-util-select";
import { toHtml } from "hast-util-to-html";
import { htmlFilesIn } from "#app/lib/html-files.server.ts";
import { precompressFolder } from "#scripts/pipeline/precompress.ts";
import { buildProject, copyProject } from "./project-copy.ts";

export type Build = "site" | "SPA" | "limit" | "text";

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
    (await htmlFilesIn(site)).map(async (file) => {
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

/** What a plain page of the same text leaves out: what is not text, or not shown. */
const notText = new Set([
  "script",
  "style",
  "link",
  "template",
  "noscript",
  "svg",
  "img",
  "picture",
  "iframe",
  "dialog",
  "button",
  "input",
  "select",
  "textarea",
]);

/** The attributes a plain page keeps: its links, their names and its languages. */
const plainAttributes = ["href", "ariaLabel", "lang", "dir"];

/** An element's subtree with only text and plain elements: no attribute a plain page lacks. */
function plainNodes(nodes: readonly RootContent[]): RootContent[] {
  return nodes.flatMap((node): RootContent[] => {
    if (node.type === "text") return [node];
    if (node.type !== "element") return [];
    if (notText.has(node.tagName) || node.properties.hidden !== undefined) return [];
    const properties = Object.fromEntries(
      Object.entries(node.properties).filter(([name]) => plainAttributes.includes(name)),
    );
    return [{ ...node, properties, children: plainNodes(node.children) as Element["children"] }];
  });
}

/**
 * A page's text as a plain page (issue #70 measures a species page's paint against "a plain HTML
 * page of the same text"): its title, language and description, the text of its body with its
 * headings, lists, tables and links, and the fixed plain page's few lines of inline CSS; no
 * script, picture, class or style of the site's.
 */
export function plainTextPage(html: string, plainStyle: string): string {
  const page = fromHtml(html);
  const body = select("body", page);
  const title = select("title", page);
  const description = select('meta[name="description"]', page);
  const language = select("html", page)?.properties.lang;
  const document: Root = {
    type: "root",
    children: plainNodes(body?.children ?? []),
  };
  return [
    "<!doctype html>",
    `<html lang="${String(language ?? "en")}">`,
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    title ? toHtml(title) : "",
    description ? toHtml(description) : "",
    // No icon: the browser's request for /favicon.ico would fail, a console error.
    '<link rel="icon" href="data:,">',
    plainStyle,
    "</head>",
    `<body>${toHtml(document)}</body>`,
    "</html>",
  ].join("\n");
}

/** Every page of the site in `from` as its text alone, a plain page (`plainTextPage`), in `work`. */
export async function buildTextTwins(work: string, from = "dist"): Promise<string> {
  const site = join(work, "text");
  const plainStyle = /<style>[\s\S]*?<\/style>/.exec(
    await readFile(new URL("plain-page.html", import.meta.url), "utf8"),
  )?.[0];
  if (!plainStyle) throw new Error("plain-page.html has no <style> for the text pages to share");
  for (const file of await htmlFilesIn(from)) {
    await mkdir(join(site, dirname(file)), { recursive: true });
    const html = await readFile(join(from, file), "utf8");
    await writeFile(join(site, file), plainTextPage(html, plainStyle));
  }
  await precompressFolder(site);
  return site;
}
