import { describe, expect, test } from "vitest";
import {
  articleFrontmatterSchema,
  checkFrontmatter,
  sectionFrontmatterSchema,
  slugPattern,
} from "./frontmatter.ts";

const article = {
  title: "Fly Agaric",
  description: "The red cap with white spots from fairy tales, and why nobody should eat it.",
  published: "2026-10-01",
};

const problemsOf = (input: unknown) => checkFrontmatter(articleFrontmatterSchema(), input).problems;

describe("article frontmatter", () => {
  test("accepts a complete article", () => {
    const full = {
      ...article,
      updated: "2026-11-01",
      image: "./a.jpg",
      imageAlt: "A",
      draft: true,
    };
    expect(problemsOf(full)).toEqual([]);
  });

  test.each([
    ["a missing title", { ...article, title: undefined }, "title: is missing"],
    ["an empty title", { ...article, title: " " }, "title: must not be empty"],
    ["a missing description", { ...article, description: undefined }, "description: is missing"],
    [
      "a short description",
      { ...article, description: "Too short." },
      "description: must be 50 to 160 characters long (search engines show about 160)",
    ],
    [
      "a long description",
      { ...article, description: "x".repeat(161) },
      "description: must be 50 to 160 characters long (search engines show about 160)",
    ],
    ["a missing published", { ...article, published: undefined }, "published: is missing"],
    [
      "a published date in another format",
      { ...article, published: "01/10/2026" },
      "published: must be a date written as YYYY-MM-DD, e.g. 2026-11-22",
    ],
    [
      "a day that does not exist",
      { ...article, published: "2026-02-30" },
      "published: must be a date written as YYYY-MM-DD, e.g. 2026-11-22",
    ],
    [
      "an updated date before published",
      { ...article, updated: "2026-09-30" },
      "updated: must not be before published (2026-10-01)",
    ],
    [
      "an image without imageAlt",
      { ...article, image: "./a.jpg" },
      "imageAlt: is required with image: say what the image shows",
    ],
    [
      "an image given as a URL",
      { ...article, image: "https://example.com/a.jpg", imageAlt: "A" },
      'image: must be a file path relative to the Markdown file, e.g. "./photo.jpg"',
    ],
    [
      "an image given from the site's root",
      { ...article, image: "/a.jpg", imageAlt: "A" },
      'image: must be a file path relative to the Markdown file, e.g. "./photo.jpg"',
    ],
    ["a draft that is not a boolean", { ...article, draft: "yes" }, "draft: must be true or false"],
    [
      "a source without a title",
      { ...article, sources: [{ title: " ", url: "https://example.org/a" }] },
      "sources.0.title: must not be empty",
    ],
    [
      "a source's address that is not a full web address",
      { ...article, sources: [{ title: "A guide", url: "/types/a" }] },
      "sources.0.url: must be a full web address, e.g. https://en.wikipedia.org/wiki/Amanita",
    ],
    [
      "a source's address of another scheme",
      { ...article, sources: [{ title: "A guide", url: "ftp://example.org/a" }] },
      "sources.0.url: must be a full web address, e.g. https://en.wikipedia.org/wiki/Amanita",
    ],
    [
      "a featured article that is not a species",
      { ...article, featured: true },
      "featured: is for a species: give the article a species block, or leave it out",
    ],
    [
      "an empty list of sources",
      { ...article, sources: [] },
      "sources: must list at least one, or be left out",
    ],
    ["an unknown field", { ...article, tags: ["red"] }, 'frontmatter: unknown key "tags"'],
  ])("rejects %s, naming the field", (_case, input, message) => {
    expect(problemsOf(input)).toEqual([message]);
  });

  test("reports every problem at once", () => {
    expect(problemsOf({ title: "T" })).toEqual([
      "description: is missing",
      "published: is missing",
    ]);
  });
});

describe("section frontmatter", () => {
  test("takes a title and a description only", () => {
    const section = { title: article.title, description: article.description };
    expect(checkFrontmatter(sectionFrontmatterSchema, section).problems).toEqual([]);
    expect(
      checkFrontmatter(sectionFrontmatterSchema, { ...section, published: "2026-10-01" }).problems,
    ).toEqual(['frontmatter: unknown key "published"']);
  });
});

test.each(["fly-agaric", "a", "death-cap-2"])("%s is a slug", (slug) => {
  expect(slugPattern.test(slug)).toBe(true);
});

test.each(["Fly-Agaric", "fly_agaric", "fly--agaric", "-fly", "fly-", "fly agaric"])(
  "%s is not a slug",
  (slug) => {
    expect(slugPattern.test(slug)).toBe(false);
  },
);
