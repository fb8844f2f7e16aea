import type { Article } from "#app/lib/content/content.server.ts";
import { photosPerCreditsPage } from "./credits-pages.ts";
import type { Credit } from "./photo.ts";

/** A credited photo as /credits lists it: its thumbnail, title and credit. */
interface CreditedPhoto {
  /** Its smallest file, 240 px wide. */
  src: string;
  width: number;
  height: number;
  /** Its caption, or what it shows (its alt text). */
  title: string;
  credit: Credit;
}

/** A page of the site with the photos of it a page of /credits lists. */
export interface CreditedPage {
  path: string;
  title: string;
  photos: CreditedPhoto[];
}

/** Every credited photo, by the page that shows it: the pages by title, their photos in order. */
function creditedPages(articles: readonly Article[], language: string): CreditedPage[] {
  return articles
    .map(({ path, title, photos }) => ({
      path,
      title,
      photos: photos.flatMap(({ credit, caption, thumbnail: { src, width, height, alt } }) =>
        credit ? [{ credit, title: caption ?? alt, src, width, height }] : [],
      ),
    }))
    .filter((page) => page.photos.length > 0)
    .toSorted((a, b) => a.title.localeCompare(b.title, language));
}

/**
 * /credits in pages of `photosPerCreditsPage` photos, the pages by title in `language`: a page
 * whose photos run over a page break is named on both.
 */
export function creditsPages(articles: readonly Article[], language: string): CreditedPage[][] {
  const pages: CreditedPage[][] = [];
  let held = photosPerCreditsPage;
  for (const page of creditedPages(articles, language)) {
    for (const photo of page.photos) {
      if (held === photosPerCreditsPage) {
        pages.push([]);
        held = 0;
      }
      const current = pages.at(-1) ?? [];
      const last = current.at(-1);
      if (last?.path === page.path) last.photos.push(photo);
      else current.push({ ...page, photos: [photo] });
      held += 1;
    }
  }
  return pages;
}
