import { describe, expect, test } from "vitest";
import type { Article } from "#app/lib/content/content.server.ts";
import { laterCreditsPaths } from "./credits-pages.ts";
import { creditsPages } from "./credits.server.ts";
import type { Photo } from "./photo.ts";

const photo = (name: string, credited = true): Photo => {
  const picture = {
    sources: [],
    src: `/images/content/${name}-240.jpg`,
    srcSet: "",
    sizes: "96px",
    width: 240,
    height: 180,
    alt: `A photo of ${name}`,
  };
  return {
    picture,
    thumbnail: picture,
    full: `/images/content/${name}-1600.jpg`,
    ...(credited ? { credit: { author: "A. Forager", licence: "CC BY 4.0" } } : {}),
  };
};

/** An article with `count` photos, named after it; only the fields /credits reads. */
const article = (title: string, count: number, uncredited = 0) =>
  ({
    path: `/types/${title.toLowerCase()}`,
    title,
    photos: [
      ...Array.from({ length: uncredited }, (_, index) => photo(`${title}-lead-${index}`, false)),
      ...Array.from({ length: count }, (_, index) => photo(`${title}-${index}`)),
    ],
  }) as unknown as Article;

describe("/credits", () => {
  test("lists the credited photos by page, the pages by title, leaving out the uncredited", () => {
    const pages = creditsPages([article("Penny bun", 1, 1), article("Chanterelle", 2)], "en");
    expect(pages).toHaveLength(1);
    expect(pages[0]?.map((page) => [page.title, page.photos.map((entry) => entry.src)])).toEqual([
      [
        "Chanterelle",
        ["/images/content/Chanterelle-0-240.jpg", "/images/content/Chanterelle-1-240.jpg"],
      ],
      ["Penny bun", ["/images/content/Penny bun-0-240.jpg"]],
    ]);
    expect(pages[0]?.[0]?.photos[0]).toEqual({
      src: "/images/content/Chanterelle-0-240.jpg",
      width: 240,
      height: 180,
      title: "A photo of Chanterelle-0",
      credit: { author: "A. Forager", licence: "CC BY 4.0" },
    });
    expect(creditsPages([article("Penny bun", 0, 1)], "en")).toEqual([]);
  });

  test("takes 40 photos a page, naming a page whose photos run over on both", () => {
    const articles = [article("Amanita", 30), article("Boletus", 30), article("Cortinarius", 25)];
    const pages = creditsPages(articles, "en");
    expect(pages.map((page) => page.map(({ title, photos }) => [title, photos.length]))).toEqual([
      [
        ["Amanita", 30],
        ["Boletus", 10],
      ],
      [
        ["Boletus", 20],
        ["Cortinarius", 20],
      ],
      [["Cortinarius", 5]],
    ]);
    expect(laterCreditsPaths(articles)).toEqual(["/credits/page/2", "/credits/page/3"]);
    expect(laterCreditsPaths([article("Amanita", 40)])).toEqual([]);
    // Counted apart from the pages, as the photos' manifest reads it: the same pages, uncredited
    // photos left out.
    const withUncredited = [...articles, article("Agaricus", 35, 3)];
    expect(laterCreditsPaths(withUncredited)).toHaveLength(
      creditsPages(withUncredited, "en").length - 1,
    );
    expect(laterCreditsPaths([article("Amanita", 41)])).toEqual(["/credits/page/2"]);
  });
});
