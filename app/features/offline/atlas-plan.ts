import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import type { SiteConfig } from "#app/config/site-config.ts";
import { pageFile, searchIndexFolder } from "#app/features/search/search-index.ts";
import type { Catalogue } from "#app/i18n/catalogue.ts";
import { appIcons, appleTouchIcon, favicon, webManifestPath } from "#app/lib/brand.ts";
import type { Article, ContentIndex } from "#app/lib/content/content.server.ts";
import type { Picture } from "#app/lib/content/images.server.ts";
import { laterListingPaths } from "#app/lib/content/section-listings.server.ts";
import { contentSections, sectionNamed } from "#app/lib/content/sections.ts";
import { plural } from "#app/i18n/plural.ts";
import { linkLabel } from "#app/i18n/owner-words.ts";
import { inSeasonCardsPath, searchPage } from "#app/lib/page-paths.ts";
import { namesIndexPath } from "#app/features/search/names-match.ts";
import { type FeaturesOffline, noFeaturesOffline } from "./features-offline.ts";
import type { AtlasPage } from "./offline-names.ts";

/** A file of the atlas: its path in the site (without its base path), and the built file. */
export interface PlannedFile {
  path: string;
  file: string;
}

/** What the atlas holds, before its files are read. */
export interface AtlasPlan {
  /** The shell's paths: what every page runs on, and the home page an installed app opens. */
  shell: string[];
  /** Every file of the atlas, the shell's included. */
  files: PlannedFile[];
  aliases: Record<string, string>;
  pages: AtlasPage[];
  species: number;
}

/**
 * The photo of a species the atlas keeps: the first of its gallery (its lead image, else its first
 * `photos` entry), the one its cards and its search result show; the atlas keeps its smallest size.
 */
const firstPhoto = (article: Article): Picture | undefined => article.photos[0]?.picture;

/** A `srcset`'s candidates, e.g. "/a-480.avif 480w, /a-800.avif 800w", smallest first. */
function candidates(srcSet: string): { url: string; width: number }[] {
  return srcSet
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/))
    .map(([url = "", width = ""]) => ({ url, width: Number.parseInt(width, 10) || 0 }))
    .filter(({ url }) => url !== "")
    .toSorted((a, b) => a.width - b.width);
}

/**
 * The one file kept of a photo, and every other URL of it that a page may ask for: the smallest
 * of its first source (AVIF, which every engine the site supports shows), for any of them.
 */
export function photoFiles(picture: Picture, base: string) {
  const all = [...picture.sources.map((source) => source.srcSet), picture.srcSet]
    .flatMap(candidates)
    .map(({ url }) => url);
  const kept = candidates(picture.sources[0]?.srcSet ?? picture.srcSet)[0]?.url ?? picture.src;
  const sitePath = (url: string) => url.slice(base.length);
  const others = [...new Set([...all, picture.src])].filter((url) => url !== kept);
  return {
    kept: sitePath(kept),
    aliases: Object.fromEntries(others.map((url) => [sitePath(url), sitePath(kept)])),
  };
}

/** Every file under a folder of the site, as site paths: "/assets/app-1a2b.js". */
function filesUnder(site: string, folder: string): string[] {
  if (!existsSync(join(site, folder))) return [];
  return readdirSync(join(site, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) => `${entry.parentPath.slice(site.length).replaceAll("\\", "/")}/${entry.name}`)
    .toSorted();
}

/** Whether a page is the section that lists the species (/types). */
const listsSpecies = (path: string) =>
  contentSections.some((section) => `/${section}` === path && sectionNamed(section).listsSpecies);

/**
 * What the atlas of this build holds: the shell (every script, style and illustration, the home
 * page and its season's cards, the web app manifest and its icons); every species page with its
 * drawing and the smallest size of its first photo; the sections and their listings, the
 * features' pages, later pages and files (`features`: the key's pages and species file,
 * /poison-centres, the glossary) and the search page; the search index and its names index; and
 * /privacy, which says what is kept.
 */
export function atlasPlan(
  site: string,
  content: ContentIndex,
  config: SiteConfig,
  words: Catalogue,
  features: FeaturesOffline = noFeaturesOffline,
): AtlasPlan {
  const base = new URL(config.url).pathname.replace(/\/$/, "");
  const icons = [
    webManifestPath,
    favicon,
    appleTouchIcon.path,
    ...appIcons.map(({ path }) => path),
  ];
  const shell = [...filesUnder(site, "assets"), "/", inSeasonCardsPath, ...icons];
  const species = content.articles.filter((article) => article.species !== undefined);
  const sections = contentSections.map((section) => `/${section}`);
  const pages = [
    "/",
    ...sections,
    ...laterListingPaths(content),
    // The features' pages (the key first) before the search and /privacy, as the list shows them.
    ...features.pages.map(({ path }) => path),
    ...features.laterPages,
    searchPage,
    "/privacy",
    ...species.map((article) => article.path),
  ].filter((path) => existsSync(join(site, pageFile(path))));
  const photos = species.flatMap((article) => {
    const picture = firstPhoto(article);
    return picture ? [photoFiles(picture, base)] : [];
  });
  const isFile = (path: string) =>
    path !== "" && statSync(join(site, path), { throwIfNoEntry: false })?.isFile() === true;
  const files = [
    ...shell.map((path) => (path === "/" ? "/index.html" : path)),
    ...pages.map((path) => `/${pageFile(path)}`),
    ...features.files,
    namesIndexPath,
    ...species.map((article) => article.species?.picture ?? ""),
    ...photos.map(({ kept }) => kept),
    ...filesUnder(site, searchIndexFolder),
  ].filter(isFile);
  // A page is kept under its URL ("/about"), every other file under its own path.
  const urlOf = new Map(pages.map((path) => [`/${pageFile(path)}`, path]));
  const menu = config.nav
    .filter(({ href }) => pages.includes(href))
    .map((link) => ({ href: link.href, label: linkLabel(link, words.defaults) }))
    .map(({ href, label }) =>
      listsSpecies(href) && species.length > 0
        ? {
            path: href,
            label,
            detail: plural(words.offline.species, species.length, config.language),
          }
        : { path: href, label },
    );
  return {
    shell,
    files: [...new Set(files)].map((file) => ({
      path: urlOf.get(file) ?? file,
      file: join(site, file),
    })),
    aliases: Object.assign({}, ...photos.map(({ aliases }) => aliases)),
    pages: [
      { path: "/", label: words.offline.home },
      ...menu,
      ...features.pages,
      { path: searchPage, label: words.search.title },
      { path: "/privacy", label: words.site.privacy },
    ].filter(({ path }) => pages.includes(path)),
    species: species.length,
  };
}
