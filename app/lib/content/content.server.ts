import { join, relative } from "node:path";
import type { SiteConfig } from "#app/config/site-config.ts";
import { OwnerError } from "#app/lib/owner-error.ts";
import { plural } from "#app/i18n/plural.ts";
import { siteWords } from "#app/i18n/site-words.ts";
import type { MarkdownStep } from "./markdown-step.ts";
import {
  type FrontmatterFields,
  checkFrontmatter,
  featureFieldsOf,
  sectionFrontmatterSchema,
} from "./frontmatter.ts";
import { type ArticleSource, checkArticles } from "./article-sources.server.ts";
import { type ContentSection, contentSections } from "./sections.ts";
import { contentFiles, readSource, type Source } from "./content-files.server.ts";
import { feedPath } from "./feed-path.ts";
import { formatDay } from "./format-day.ts";
import type { ContentImage, Picture } from "./images.server.ts";
import type { RenderCache } from "./render-cache.server.ts";
import { type Heading, renderMarkdown } from "./render.server.ts";
import { linkSpecies, type SpeciesProfile } from "./species.server.ts";
import { checkSpeciesTexts } from "./species-text-checks.server.ts";
import type { Photo } from "./photo.ts";

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
  /** `published` as readers write it, "November 22, 2026", made here: no Intl in a page. */
  publishedText: string;
  /** YYYY-MM-DD, when set */
  updated?: string;
  /** `updated` as readers write it. */
  updatedText?: string;
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
  /** e.g. "4 min read" */
  readingTimeText: string;
  /** Its species profile, for an article in content/types/ with a `species` block. */
  species?: SpeciesProfile;
  sources?: { title: string; url: string }[];
  /** A species among the home page's featured ones. */
  featured: boolean;
  /** Its gallery: the lead image, then its `photos`; empty without either. */
  photos: Photo[];
}

/** Everything in `content/`, checked and rendered: what the pages, sitemap, feed and cards use. */
export interface ContentIndex {
  sections: Record<ContentSection, SectionContent>;
  /** Newest first. */
  articles: Article[];
  /** Every image the articles show, for the build to make their files. */
  images: ContentImage[];
  /** What is wrong, when loaded with `leaveOutBroken`: the articles named are left out. */
  problems: readonly string[];
  /** What the owner should know that does not stop the build, printed as `Warning:` lines. */
  warnings: readonly string[];
}

export interface LoadOptions {
  /** The content folder; "content" at the project's root. */
  directory?: string;
  /** Whether drafts are part of the site: in `npm run dev` only. */
  includeDrafts: boolean;
  /** Where renderings are kept between reads of the content; each is rendered anew without. */
  renderCache?: RenderCache;
  /**
   * In `npm run dev`: an article with a problem is left out and its problems listed in the
   * index's `problems`, rather than thrown, so one broken article leaves the others served.
   */
  leaveOutBroken?: boolean;
  /** Whether the site shows ads, which rule out NC and ND photos: as the ads publish it. */
  showsAds?: boolean;
  // Passed in by app/content-options.ts, as the route table and the features' list name the
  // features, which the content must not import: the pages and files a body may link to, the
  // features' steps over each body and their frontmatter fields, and the owner's checked settings.
  sitePaths: readonly string[];
  markdownSteps?: readonly MarkdownStep[];
  frontmatter?: readonly FrontmatterFields[];
  settings: SiteConfig;
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
  renderCache,
  leaveOutBroken = false,
  showsAds = typeof __ADS_PURPOSE__ === "undefined" || __ADS_PURPOSE__.hosts.length > 0,
  sitePaths: knownPaths,
  markdownSteps = [],
  frontmatter = [],
  settings,
}: LoadOptions): Promise<ContentIndex> {
  const messages = siteWords(settings).article;
  const problems: string[] = [];
  const warnings: string[] = [];
  const brokenFiles = new Set<string>();
  const report = (file: string, problem: string) => {
    brokenFiles.add(file);
    problems.push(`${file}: ${problem}`);
  };
  const files = await contentFiles(directory, report);

  const sectionSources = new Map<ContentSection, Source>();
  const articleSources: ArticleSource[] = [];
  for (const file of files) {
    const source = await readSource(file, report);
    if (!source) continue;
    const parts = relative(directory, file).replace(/\.md$/, "").split(/[\\/]/);
    const [section, slug] = parts as [ContentSection, string | undefined];
    if (slug === undefined) sectionSources.set(section, source);
    else articleSources.push({ ...source, section, slug });
  }

  // Its images before the species' links: a species' first photo is its picture in lists.
  const built = await checkArticles(articleSources, {
    includeDrafts,
    showsAds,
    settings,
    report,
    warn: (warning) => warnings.push(warning),
    frontmatter,
  });
  const speciesProfiles = linkSpecies(built, report, settings);
  checkSpeciesTexts(
    built.flatMap(({ file, slug, body, species }) =>
      species ? [{ file, slug, body, species }] : [],
    ),
    report,
  );
  const sitePaths = new Set([
    ...knownPaths,
    feedPath,
    ...built.map((source) => `/${source.section}/${source.slug}`),
  ]);
  const render = (body: string, file: string, eagerFirstImage: boolean, fields = {}) => {
    const { url: siteUrl } = settings;
    const options = {
      file,
      sitePaths,
      siteUrl,
      eagerFirstImage,
      markdownSteps,
      frontmatter: featureFieldsOf(fields, frontmatter),
      taskWords: messages,
    };
    return renderCache ? renderCache.render(body, options) : renderMarkdown(body, options);
  };

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
    const body = await render(source.body, file, true);
    for (const problem of body.problems) report(file, problem);
    if (checked.data)
      sections[section] = { section, path: `/${section}`, ...checked.data, html: body.html };
  }

  const articles: Article[] = [];
  const images: ContentImage[] = [];
  for (const source of built) {
    const { title, description, published, updated, draft = false } = source.fields;
    const { sources, featured = false } = source.fields;
    const profile = speciesProfiles.get(source.file);
    const { image, photos } = source.pictures;
    images.push(...source.pictures.images);
    const body = await render(source.body, source.file, photos.length === 0, source.fields);
    for (const problem of body.problems) report(source.file, problem);
    images.push(...body.images);
    if (brokenFiles.has(source.file)) continue;
    const path = `/${source.section}/${source.slug}`;
    articles.push({
      title,
      description,
      published,
      publishedText: formatDay(published, settings.language),
      ...(updated ? { updated, updatedText: formatDay(updated, settings.language) } : {}),
      section: source.section,
      slug: source.slug,
      path,
      ...(image ? { image } : {}),
      shareImagePath: `/og${path}.png`,
      draft,
      html: body.html,
      headings: body.headings,
      readingMinutes: body.readingMinutes,
      readingTimeText: plural(messages.readingTime, body.readingMinutes, settings.language),
      ...(profile ? { species: profile } : {}),
      ...(sources ? { sources } : {}),
      featured,
      photos,
    });
  }

  if (problems.length > 0 && !leaveOutBroken) throw new ContentError(problems);
  articles.sort((a, b) => b.published.localeCompare(a.published) || a.path.localeCompare(b.path));
  return { sections, articles, images, problems, warnings };
}
