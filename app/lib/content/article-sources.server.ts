import type { SiteConfig } from "#app/config/site-config.ts";
import { siteWords } from "#app/i18n/site-words.ts";
import { type ArticlePhotos, articlePhotos } from "./article-photos.server.ts";
import { basePath } from "#app/lib/site-url.ts";
import type { Source } from "./content-files.server.ts";
import {
  type ArticleFrontmatter,
  type FrontmatterFields,
  articleFrontmatterSchema,
  checkFrontmatter,
} from "./frontmatter.ts";
import type { Picture } from "./images.server.ts";
import type { ContentSection } from "./sections.ts";

/** An article's file, read: where it is in the content, its frontmatter and its body. */
export type ArticleSource = Source & { section: ContentSection; slug: string };

/** An article to build: its checked fields and pictures, and what its species' links show. */
export type CheckedArticle = ArticleSource & {
  fields: ArticleFrontmatter;
  pictures: ArticlePhotos;
  species: ArticleFrontmatter["species"];
  /** Its first photo, its picture in lists. */
  thumbnail: Picture | undefined;
};

interface CheckOptions {
  includeDrafts: boolean;
  /** Whether the site shows ads, which rule out NC and ND photos. */
  showsAds: boolean;
  settings: SiteConfig;
  report: (file: string, problem: string) => void;
  warn: (warning: string) => void;
  /** The fields the features add to the frontmatter (their manifests' `frontmatter`). */
  frontmatter: readonly FrontmatterFields[];
}

/**
 * Checks each article's frontmatter and reads its images (the lead image and photos), reporting
 * what is wrong; returns those that are built (not drafts, unless they are), however broken.
 */
export async function checkArticles(
  sources: readonly ArticleSource[],
  { includeDrafts, showsAds, settings, report, warn, frontmatter }: CheckOptions,
): Promise<CheckedArticle[]> {
  const checkedArticles: CheckedArticle[] = [];
  const schema = articleFrontmatterSchema(frontmatter);
  for (const source of sources) {
    const checked = checkFrontmatter(schema, source.frontmatter);
    for (const problem of checked.problems) report(source.file, problem);
    if (!checked.data || (checked.data.draft && !includeDrafts)) continue;
    // The features' fields are checked by the schema, their types declared by the features.
    const fields = checked.data as ArticleFrontmatter;
    const pictures = await articlePhotos(source.file, fields, {
      base: basePath(settings.url),
      words: siteWords(settings).photos,
      showsAds,
      report: (problem) => report(source.file, problem),
      warn,
    });
    checkedArticles.push({
      ...source,
      fields,
      pictures,
      species: checked.data.species,
      thumbnail: pictures.photos[0]?.thumbnail,
    });
  }
  return checkedArticles;
}
