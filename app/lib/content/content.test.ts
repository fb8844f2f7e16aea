import { cp, mkdtemp, rm, writeFile, mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { ContentError, loadContent, sectionPage, unwrittenSectionPaths } from "./content.server.ts";

const fixture = "tests/fixtures/content";

/** The problems `loadContent` reports for a content folder, one line each. */
async function problemsIn(directory: string): Promise<readonly string[]> {
  try {
    await loadContent({ directory, includeDrafts: false });
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

test("every file of content/ is valid (the shipped site's content)", async () => {
  expect(await problemsIn("content")).toEqual([]);
});

test("the shipped content keeps the spec's pages: three sections, no body, no articles", async () => {
  const content = await loadContent({ includeDrafts: false });
  expect(Object.values(content.sections).map(({ title, html }) => ({ title, html }))).toEqual([
    { title: "About Mushrooms", html: "" },
    { title: "Types of Mushrooms", html: "" },
    { title: "Cultural Significance", html: "" },
  ]);
  expect(content.articles).toEqual([]);
});

test("a section with nothing to read says so and stays out of search until it has", async () => {
  const shipped = await loadContent({ includeDrafts: false });
  expect(unwrittenSectionPaths(shipped)).toEqual(["/about", "/types", "/culture"]);
  expect(sectionPage(shipped, "types").meta).toEqual({
    title: "Types of Mushrooms",
    description:
      "Types of Mushrooms: this section of Fungi Atlas is still being written; nothing to read here yet.",
    path: "/types",
    noindex: true,
  });

  // An intro (about) or an article (types, culture) is something to read.
  const written = await loadContent({ directory: fixture, includeDrafts: false });
  expect(unwrittenSectionPaths(written)).toEqual([]);
  expect(sectionPage(written, "types").meta).toEqual({
    title: "Types of Mushrooms",
    description: written.sections.types.description,
    path: "/types",
  });
});

describe("the fixture content", () => {
  test("is valid, its articles newest first, drafts left out of the build", async () => {
    const content = await loadContent({ directory: fixture, includeDrafts: false });
    expect(content.articles.map((article) => article.path)).toEqual([
      "/types/chanterelle",
      "/types/fly-agaric",
      "/culture/mushrooms-in-art",
      "/types/jack-o-lantern",
      "/types/field-mushroom",
      "/types/destroying-angel",
      "/types/penny-bun",
      "/types/bitter-bolete",
    ]);
    const withDrafts = await loadContent({ directory: fixture, includeDrafts: true });
    expect(withDrafts.articles.map((article) => article.path)).toContain("/types/death-cap");
  });

  test("renders GitHub-flavoured Markdown, anchored headings and marked links", async () => {
    const { articles } = await loadContent({ directory: fixture, includeDrafts: false });
    const article = articles.find((candidate) => candidate.slug === "fly-agaric");
    expect(article?.headings).toEqual([
      { id: "where-it-grows", text: "Where it grows" },
      { id: "how-to-recognise-it", text: "How to recognise it" },
      { id: "why-not-to-eat-it", text: "Why not to eat it" },
    ]);
    const html = article?.html ?? "";
    expect(html).toContain("<table>");
    expect(html).toContain('<span class="sr-only">Done: </span>');
    expect(html).toContain('<span class="sr-only">To do: </span>');
    expect(html).toContain('<h2 id="where-it-grows"><a href="#where-it-grows">Where it grows</a>');
    expect(html).toContain(
      '<a href="https://en.wikipedia.org/wiki/Amanita_muscaria" rel="noopener noreferrer">',
    );
    // An autolink is external too.
    expect(html).toContain('<a href="http://www.example.org" rel="noopener noreferrer">');
    expect(html).toContain('<a href="/types/chanterelle">chanterelle</a>');
    expect(article?.readingMinutes).toBe(1);
    expect(article?.updated).toBe("2026-11-15");
    expect(article?.image).toMatchObject({ width: 1600, height: 1000 });
    expect(article?.image?.sources.map((source) => source.type)).toEqual([
      "image/avif",
      "image/webp",
    ]);
  });
});

/** An article's Markdown with valid title, description and date, plus `fields`. */
const article = (fields: string, body = "Text.") =>
  `---\ntitle: Fly Agaric\ndescription: The red cap with white spots from fairy tales, and why nobody should eat it.\npublished: 2026-10-01\n${fields}---\n\n${body}\n`;

describe("a broken content folder", () => {
  let directory: string;
  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), "content-"));
    await cp("content", directory, { recursive: true });
  });
  afterEach(() => rm(directory, { recursive: true }));

  test("names the file and the field of each problem, every one at once", async () => {
    await mkdir(join(directory, "types"));
    await writeFile(join(directory, "types/fly-agaric.md"), article("colour: red\n"));
    await writeFile(join(directory, "types/chanterelle.md"), article("updated: 2026-01-01\n"));
    expect(await problemsIn(directory)).toEqual([
      `${directory}/types/chanterelle.md: updated: must not be before published (2026-10-01)`,
      `${directory}/types/fly-agaric.md: colour: unknown field`,
    ]);
  });

  test("rejects a folder that is not a section", async () => {
    await mkdir(join(directory, "recipes"));
    await writeFile(join(directory, "recipes/soup.md"), article(""));
    expect(await problemsIn(directory)).toEqual([
      `${directory}/recipes: is not a section: articles go in a section's folder (about, types, culture)`,
    ]);
  });

  test("rejects a file name that is not a slug", async () => {
    await mkdir(join(directory, "types"));
    await writeFile(join(directory, "types/Fly_Agaric.md"), article(""));
    expect(await problemsIn(directory)).toEqual([
      `${directory}/types/Fly_Agaric.md: slug: must be lowercase words joined by hyphens, e.g. "fly-agaric.md"`,
    ]);
  });

  test("rejects a link to a page of the site that does not exist, or to a draft", async () => {
    await mkdir(join(directory, "types"));
    await writeFile(
      join(directory, "types/fly-agaric.md"),
      article("", "See [the death cap](/types/death-cap) and [the blog](/blog#latest)."),
    );
    await writeFile(join(directory, "types/death-cap.md"), article("draft: true\n"));
    expect(await problemsIn(directory)).toEqual([
      `${directory}/types/fly-agaric.md: link "/types/death-cap": /types/death-cap is not a page of this site`,
    ]);
  });

  test("rejects an image that is missing or without its alt text", async () => {
    await mkdir(join(directory, "types"));
    await writeFile(
      join(directory, "types/fly-agaric.md"),
      article("image: ./missing.jpg\nimageAlt: A red cap\n", "![A cap](./gone.png)"),
    );
    await writeFile(join(directory, "types/chanterelle.md"), article("image: ./x.jpg\n"));
    expect(await problemsIn(directory)).toEqual([
      `${directory}/types/chanterelle.md: imageAlt: is required with image: say what the image shows`,
      `${directory}/types/fly-agaric.md: image: ${directory}/types/missing.jpg does not exist`,
      `${directory}/types/fly-agaric.md: image "./gone.png": ${directory}/types/gone.png does not exist`,
    ]);
  });

  test("rejects a section without its file, and a file without frontmatter", async () => {
    await rm(join(directory, "about.md"));
    await writeFile(join(directory, "culture.md"), "No frontmatter.\n");
    expect(await problemsIn(directory)).toEqual([
      `${directory}/culture.md: frontmatter: is missing: start the file with a --- line, the fields, then ---`,
      `${directory}/about.md: is missing: every section needs its title and description`,
    ]);
  });
});
