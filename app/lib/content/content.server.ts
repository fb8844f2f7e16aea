import { dirname, join, relative, resolve } from "node:path";
import { siteConfig } from "#app/config/site.ts";
import { filePaths, pagePaths } from "#app/lib/page-paths.ts";
import { OwnerError } from "#app/lib/owner-error.ts";
import { basePath } from "#app/lib/site-url.ts";
import routes from "#app/routes.ts";
import {
  type ArticleFrontmatter,
  articleFrontmatterSchema,
  checkFrontmatter,
  type ContentSection,
  contentSections,
  sectionFrontmatterSchema,
} from "./frontmatter.ts";
import type { PageMeta } from "#app/lib/seo.ts";
import { contentFiles, readSource, type Source } from "./content-files.server.ts";
import { feedPath } from "./feed-path.ts";
import { type ContentImage, describeImage, type Picture, pictureOf } from "./images.server.ts";
import { type Heading, renderMarkdown } from "./render.server.ts";
import { linkSpecies, type SpeciesProfile } from "./species.server.ts";

/** A section's page: its frontmatter and its intro. */
export interface SectionContent {
  section: ContentSection;
  /** e.g. "/types" */
  path: string;
  title: string;
  description: string;
  /** The intro's HTML; "" while the body is empty. */
  html: string;
}

/** An article as listings, the sitemap and the feed show it. */
export interface ArticleSummary {
  section: ContentSection;
  slug: string;
  /** e.g. "/types/fly-agaric" */
  path: string;
  title: string;
  description: string;
  /** YYYY-MM-DD */
  published: string;
  /** YYYY-MM-DD, when set */
  updated?: string;
  /** The lead image, when set. */
  image?: Picture;
  /** The path of its share card, e.g. "/og/types/fly-agaric.png". */
  shareImagePath: string;
  draft: boolean;
}

/** An article as its own page shows it. */
export interface Article extends ArticleSummary {
  html: string;
  /** Its second-level headings: a table of contents from three on. */
  headings: Heading[];
  readingMinutes: number;
  /** Its species profile, for an article in content/types/ with a `species` block. */
  species?: SpeciesProfile;
}

/** Everything in `content/`, checked and rendered: what the pages, sitemap, feed and cards use. */
export interface ContentIndex {
  sections: Record<ContentSection, SectionContent>;
  /** Newest first. */
  articles: Article[];
  /** Every image the articles show, for the build to make their files. */
  images: ContentImage[];
}

interface LoadOptions {
  /** The content folder; "content" at the project's root. */
  directory?: string;
  /** Whether drafts are part of the site: in `npm run dev` only. */
  includeDrafts: boolean;
}

/** Raised when content files are wrong: every problem, each naming its file and field. */
export class ContentError extends OwnerError {
  override name = "ContentError";
  constructor(problems: readonly string[]) {
    super("Invalid content:", problems);
  }
}

/**
 * Reads, checks and renders every Markdown file of the content folder. Throws a `ContentError`
 * listing every problem at once (so one build reports them all), each as
 * `content/types/fly-agaric.md: description: must be ...`.
 */
export async function loadContent({
  directory = "content",
  includeDrafts,
}: LoadOptions): Promise<ContentIndex> {
  const problems: string[] = [];
  const report = (file: string, problem: string) => problems.push(`${file}: ${problem}`);
  const files = await contentFiles(directory, report);

  const sectionSources = new Map<ContentSection, Source>();
  const articleSources: (Source & { section: ContentSection; slug: string })[] = [];
  for (const file of files) {
    const source = await readSource(file, report);
    if (!source) continue;
    const parts = relative(directory, file).replace(/\.md$/, "").split(/[\\/]/);
    const [section, slug] = parts as [ContentSection, string | undefined];
    if (slug === undefined) sectionSources.set(section, source);
    else articleSources.push({ ...source, section, slug });
  }

  const articleFrontmatter = new Map<string, ArticleFrontmatter>();
  for (const source of articleSources) {
    const checked = checkFrontmatter(articleFrontmatterSchema, source.frontmatter);
    for (const problem of checked.problems) report(source.file, problem);
    if (checked.data && (includeDrafts || !checked.data.draft)) {
      articleFrontmatter.set(source.file, checked.data);
    }
  }
  const built = articleSources.filter((source) => articleFrontmatter.has(source.file));
  const speciesProfiles = linkSpecies(
    built.map((source) => ({ ...source, species: articleFrontmatter.get(source.file)?.species })),
    report,
  );
  const sitePaths = new Set([
    ...pagePaths(routes),
    ...filePaths(routes),
    feedPath,
    ...built.map((source) => `/${source.section}/${source.slug}`),
  ]);
  const renderOptions = (file: string, eagerFirstImage: boolean) => ({
    file,
    sitePaths,
    siteUrl: siteConfig.url,
    eagerFirstImage,
  });

  const sections = {} as Record<ContentSection, SectionContent>;
  for (const section of contentSections) {
    const file = join(directory, `${section}.md`);
    const source = sectionSources.get(section);
    if (!source) {
      // A file that could not be read has been reported already.
      if (!files.includes(file)) {
        report(file, "is missing: every section needs its title and description");
      }
      continue;
    }
    const checked = checkFrontmatter(sectionFrontmatterSchema, source.frontmatter);
    for (const problem of checked.problems) report(file, problem);
    const body = await renderMarkdown(source.body, renderOptions(file, true));
    for (const problem of body.problems) report(file, problem);
    if (checked.data)
      sections[section] = { section, path: `/${section}`, ...checked.data, html: body.html };
  }

  const articles: Article[] = [];
  const images: ContentImage[] = [];
  for (const source of articleSources) {
    const frontmatter = articleFrontmatter.get(source.file);
    if (!frontmatter) continue;
    const { image: imagePath, imageAlt, draft = false, updated, ...rest } = frontmatter;
    const { species: _listed, ...fields } = rest;
    const profile = speciesProfiles.get(source.file);
    let image: Picture | undefined;
    if (imagePath !== undefined) {
      try {
        const described = await describeImage(resolve(dirname(source.file), imagePath));
        images.push(described);
        image = pictureOf(described, imageAlt ?? "", basePath(siteConfig.url));
      } catch (error) {
        report(source.file, `image: ${(error as Error).message}`);
      }
    }
    const body = await renderMarkdown(source.body, renderOptions(source.file, !image));
    for (const problem of body.problems) report(source.file, problem);
    images.push(...body.images);
    const path = `/${source.section}/${source.slug}`;
    articles.push({
      ...fields,
      ...(updated ? { updated } : {}),
      section: source.section,
      slug: source.slug,
      path,
      ...(image ? { image } : {}),
      shareImagePath: `/og${path}.png`,
      draft,
      html: body.html,
      headings: body.headings,
      readingMinutes: body.readingMinutes,
      ...(profile ? { species: profile } : {}),
    });
  }

  if (problems.length > 0) throw new ContentError(problems);
  articles.sort((a, b) => b.published.localeCompare(a.published) || a.path.localeCompare(b.path));
  return { sections, articles, images };
}

let cachedContent: Promise<ContentIndex> | undefined;

/**
 * The site's content, for the routes' loaders and resource routes. Read once per build; in
 * `npm run dev` read again on every request, drafts included, so an edit shows on reload.
 */
export function siteContent(): Promise<ContentIndex> {
  if (import.meta.env.DEV) return loadContent({ includeDrafts: true });
  cachedContent ??= loadContent({ includeDrafts: false });
  return cachedContent;
}

/** The articles of one section, newest first, as its listing shows them. */
function sectionArticles(index: ContentIndex, section: ContentSection): ArticleSummary[] {
  return index.articles
    .filter((article) => article.section === section)
    .map(({ html: _h, headings: _hs, readingMinutes: _m, species: _s, ...summary }) => summary);
}

/** Whether a section has anything to read yet: an intro, or an article. */
function isWritten(index: ContentIndex, section: ContentSection): boolean {
  return index.sections[section].html !== "" || index.articles.some((a) => a.section === section);
}

/**
 * The paths of sections with nothing to read yet, e.g. ["/about"]: kept out of the sitemap, as
 * their pages keep themselves out of search (`sectionPage`).
 */
export function unwrittenSectionPaths(index: ContentIndex): string[] {
  return contentSections
    .filter((section) => !isWritten(index, section))
    .map((section) => index.sections[section].path);
}

/**
 * What a section's route shows: its intro and articles, and its head tags. A section with nothing
 * to read yet says so in its description and asks search engines not to index it, rather than
 * promise what its frontmatter describes.
 */
export function sectionPage(index: ContentIndex, section: ContentSection) {
  const { title, description, path, html } = index.sections[section];
  const meta: PageMeta = isWritten(index, section)
    ? { title, description, path }
    : {
        title,
        description: `${title}: this section of ${siteConfig.name} is still being written; nothing to read here yet.`,
        path,
        noindex: true,
      };
  return { meta, title, html, articles: sectionArticles(index, section) };
}
