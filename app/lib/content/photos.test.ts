import { cp, mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { beforeEach, describe, expect, test } from "vitest";
import { ContentError } from "#app/lib/content/content.server.ts";
import { loadContent } from "#tests/fixtures/load-content.ts";
import { temporaryFolder } from "#tests/fixtures/temporary-folders.ts";
import { licenceIds } from "./licences.ts";

let directory: string;

beforeEach(async () => {
  directory = await temporaryFolder("photos");
  // The original site's content (three sections, nothing to read), not the shipped atlas.
  await cp("tests/fixtures/seed-content", directory, { recursive: true });
  await mkdir(join(directory, "types"));
  for (const [name, width, height] of [
    ["whole", 1800, 1200],
    ["underside", 900, 1200],
    ["lead", 640, 480],
  ] as const) {
    await sharp({ create: { width, height, channels: 3, background: "#c98b2b" } })
      .jpeg()
      .toFile(join(directory, "types", `${name}.jpg`));
  }
});

/** An article in types with `fields` added to its frontmatter. */
const writeArticle = (fields: string) =>
  writeFile(
    join(directory, "types/chanterelle.md"),
    `---\ntitle: Chanterelle\ndescription: The golden chanterelle, its ridges and its lookalikes, photographed through a season.\npublished: 2026-10-01\n${fields}---\n\nText.\n`,
  );

/** A `photos` list of one photo, with `credit` as its credit lines. */
const onePhoto = (credit: string, src = "./whole.jpg") =>
  `photos:\n  - src: ${src}\n    alt: A golden funnel-shaped cap on moss\n${credit}`;

const ccBySa =
  "    author: A. Forager\n    source: https://commons.wikimedia.org/wiki/File:Example.jpg\n    licence: CC-BY-SA-4.0\n";

/** What loading the folder reports, with ads on or off. */
async function problemsIn(showsAds: boolean): Promise<readonly string[]> {
  try {
    await loadContent({ directory, includeDrafts: false, showsAds });
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

const file = () => `${directory}/types/chanterelle.md`;

describe("the licence gate", () => {
  test.each([
    ["CC-BY-NC-4.0", "CC-BY-NC-4.0 forbids commercial use, and this site shows ads"],
    [
      "CC-BY-ND-3.0",
      "CC-BY-ND-3.0 forbids adapted versions (the site crops and re-encodes its photos), and this site shows ads",
    ],
    [
      "CC-BY-NC-ND-2.0",
      "CC-BY-NC-ND-2.0 forbids commercial use and adapted versions (the site crops and re-encodes its photos), and this site shows ads",
    ],
  ])("refuses %s while the site shows ads, naming the file, the photo and why", async (id, why) => {
    await writeArticle(
      onePhoto(ccBySa) +
        `  - src: ./underside.jpg\n    alt: Forked ridges\n    author: B. Mycologist\n    source: https://example.org/ridges\n    licence: ${id}\n`,
    );
    expect(await problemsIn(true)).toEqual([
      `${file()}: photos.1.licence: ${why}: ./underside.jpg cannot be shown; choose a photo under CC0, CC BY, CC BY-SA, PD or your own`,
    ]);
  });

  test("builds the same photos while the site shows no ads", async () => {
    await writeArticle(
      onePhoto(ccBySa) +
        "  - src: ./underside.jpg\n    alt: Forked ridges\n    author: B. Mycologist\n    source: https://example.org/ridges\n    licence: CC-BY-NC-ND-4.0\n",
    );
    const { articles } = await loadContent({ directory, includeDrafts: false, showsAds: false });
    expect(articles[0]?.photos.map((photo) => photo.credit?.licence)).toEqual([
      "CC BY-SA 4.0",
      "CC BY-NC-ND 4.0",
    ]);
  });

  test("refuses a lead image under NC while the site shows ads, as a photo", async () => {
    await writeArticle(
      "image: ./lead.jpg\nimageAlt: A chanterelle\nimageAuthor: C. Painter\nimageSource: https://example.org/lead\nimageLicence: CC-BY-NC-SA-4.0\n",
    );
    expect(await problemsIn(true)).toEqual([
      `${file()}: imageLicence: CC-BY-NC-SA-4.0 forbids commercial use, and this site shows ads: ./lead.jpg cannot be shown; choose a photo under CC0, CC BY, CC BY-SA, PD or your own`,
    ]);
  });
});

describe("a photo's fields", () => {
  test("fail on a missing author, or a missing source but for the owner's own photo", async () => {
    await writeArticle(
      onePhoto("    source: https://example.org/a\n    licence: CC-BY-4.0\n") +
        "  - src: ./underside.jpg\n    alt: Forked ridges\n    author: B. Mycologist\n    licence: CC0-1.0\n" +
        "  - src: ./lead.jpg\n    alt: A basket\n    author: The owner\n    licence: own\n",
    );
    expect(await problemsIn(true)).toEqual([
      `${file()}: photos.0.author: is missing`,
      `${file()}: photos.1.source: is required for CC0-1.0: the page where the original is (only "own" photos may leave it out)`,
    ]);
  });

  test("fail on an unknown licence, listing the ones there are", async () => {
    await writeArticle(
      onePhoto(
        "    author: A. Forager\n    source: https://example.org/a\n    licence: CC-BY-SA\n",
      ),
    );
    const [problem] = await problemsIn(true);
    expect(problem).toBe(
      `${file()}: photos.0.licence: must be one of ${licenceIds.join(", ")} (SPDX ids; PD for the public domain, own for your own photo)`,
    );
    expect(problem).toContain("CC0-1.0, CC-BY-2.0, CC-BY-2.5, CC-BY-3.0, CC-BY-4.0, CC-BY-SA-2.0");
    expect(problem).toContain("CC-BY-NC-ND-4.0, PD, own");
  });

  test("fail on a file that does not exist, as an image does", async () => {
    await writeArticle(onePhoto(ccBySa, "./gone.jpg"));
    expect(await problemsIn(true)).toEqual([
      `${file()}: photos.0.src: ${directory}/types/gone.jpg does not exist`,
    ]);
  });

  test("fail on a lead image's credit in part, and a credit without an image", async () => {
    await writeArticle("image: ./lead.jpg\nimageAlt: A basket\nimageSource: https://example.org\n");
    expect(await problemsIn(true)).toEqual([
      `${file()}: imageAuthor: is required with the image's credit: imageAuthor, imageLicence, imageSource`,
      `${file()}: imageLicence: is required with the image's credit: imageAuthor, imageLicence, imageSource`,
    ]);
    await writeArticle("imageAuthor: A. Forager\n");
    expect(await problemsIn(true)).toEqual([`${file()}: image: is missing for imageAuthor`]);
  });
});

describe("an article's gallery", () => {
  test("is the lead image, then the photos in their order, each credited in words", async () => {
    await writeArticle(
      "image: ./lead.jpg\nimageAlt: A basket\nimageAuthor: The owner\nimageLicence: own\n" +
        onePhoto(ccBySa) +
        "    caption: The cap curls as it ages\n    stage: mature\n" +
        "  - src: ./underside.jpg\n    alt: Forked ridges\n    stage: underside\n    author: B. Mycologist\n    source: https://example.org/ridges\n    licence: PD\n",
    );
    const { articles, images, warnings } = await loadContent({ directory, includeDrafts: false });
    const [article] = articles;
    expect(warnings).toEqual([]);
    expect(
      article?.photos.map(({ picture, full, caption, stage, credit }) => ({
        alt: picture.alt,
        full,
        caption,
        stage,
        credit,
      })),
    ).toEqual([
      {
        alt: "A basket",
        full: expect.stringMatching(/^\/images\/content\/lead-\w{8}-640\.jpg$/),
        caption: undefined,
        stage: undefined,
        credit: { author: "The owner", licence: "all rights reserved" },
      },
      {
        alt: "A golden funnel-shaped cap on moss",
        full: expect.stringMatching(/^\/images\/content\/whole-\w{8}-1600\.jpg$/),
        caption: "The cap curls as it ages",
        stage: "mature",
        credit: {
          author: "A. Forager",
          licence: "CC BY-SA 4.0",
          deed: "https://creativecommons.org/licenses/by-sa/4.0/",
          source: "https://commons.wikimedia.org/wiki/File:Example.jpg",
        },
      },
      {
        alt: "Forked ridges",
        full: expect.stringMatching(/^\/images\/content\/underside-\w{8}-900\.jpg$/),
        caption: undefined,
        stage: "underside",
        credit: {
          author: "B. Mycologist",
          licence: "public domain",
          deed: "https://creativecommons.org/publicdomain/mark/1.0/",
          source: "https://example.org/ridges",
        },
      },
    ]);
    // Each photo is made for the lists too, 240 px wide, its intrinsic size kept.
    expect(article?.photos[1]?.thumbnail).toMatchObject({ width: 240, height: 160, sizes: "96px" });
    expect(images.map((image) => image.widths)).toEqual([
      [240, 480, 640],
      [240, 480, 800, 1200, 1600],
      [240, 480, 800, 900],
    ]);
  });

  test("warns of a lead image without a credit, and still shows it", async () => {
    await writeArticle("image: ./lead.jpg\nimageAlt: A basket\n");
    const { articles, warnings } = await loadContent({ directory, includeDrafts: false });
    expect(warnings).toEqual([
      `${file()}: image ./lead.jpg has no credit: give its imageAuthor, imageLicence and imageSource (docs/content.md), so that its credit line, /credits and search engines name who made it`,
    ]);
    expect(articles[0]?.photos).toEqual([
      expect.not.objectContaining({ credit: expect.anything() }),
    ]);
    expect(articles[0]?.image?.alt).toBe("A basket");
  });
});
