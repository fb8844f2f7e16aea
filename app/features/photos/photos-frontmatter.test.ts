import { siteConfig } from "#app/config/site.ts";
import { cp, mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeAll, expect, test } from "vitest";
import { siteFeatures } from "#app/features/index.ts";
import { ContentError, loadContent } from "#app/lib/content/content.server.ts";
import type { FrontmatterFields } from "#app/lib/content/frontmatter.ts";
import { temporaryFolder } from "#tests/fixtures/temporary-folders.ts";

// The `photos` field is the photos feature's: its manifest brings it, the content model checks it
// beside its own fields without importing the feature (the list is passed in, as the build does).

let directory: string;
const file = () => `${directory}/types/chanterelle.md`;

beforeAll(async () => {
  directory = await temporaryFolder("photos-frontmatter");
  await cp("tests/fixtures/seed-content", directory, { recursive: true });
  await mkdir(join(directory, "types"));
  await writeFile(
    file(),
    "---\ntitle: Chanterelle\ndescription: The golden chanterelle, its ridges and its lookalikes, photographed through a season.\n" +
      "published: 2026-10-01\nphotos:\n  - src: ./whole.jpg\n    alt: A golden cap\n    author: A. Forager\n    licence: CC-BY-4.0\n---\n\nText.\n",
  );
});

/** What loading the folder reports with the features' frontmatter fields `frontmatter`. */
async function problemsWith(frontmatter: readonly FrontmatterFields[]): Promise<readonly string[]> {
  try {
    await loadContent({
      directory,
      includeDrafts: false,
      sitePaths: ["/"],
      frontmatter,
      settings: siteConfig,
    });
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

test("a wrong photo field stops the build, naming the file and the field", async () => {
  const fromTheList = siteFeatures.flatMap((feature) =>
    feature.frontmatter ? [feature.frontmatter] : [],
  );
  expect(await problemsWith(fromTheList)).toEqual([
    `${file()}: photos.0.source: is required for CC-BY-4.0: the page where the original is (only "own" photos may leave it out)`,
  ]);
});

test("without the photos feature, `photos` is a key no field has", async () => {
  expect(await problemsWith([])).toEqual([`${file()}: frontmatter: unknown key "photos"`]);
});
