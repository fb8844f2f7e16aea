// @vitest-environment node
import { cp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, test } from "vitest";
import { temporaryFolder } from "#tests/fixtures/temporary-folders.ts";
import { ContentError } from "./content.server.ts";
import { loadContent } from "#tests/fixtures/load-content.ts";
import { RenderCache } from "./render-cache.server.ts";

test("kept renderings give the same content, and a link to a page since removed is still reported", async () => {
  const work = await temporaryFolder("render-cache");
  const directory = join(work, "content");
  await cp("tests/fixtures/content", directory, { recursive: true });
  const cache = new RenderCache(join(work, "cache"));

  const fresh = await loadContent({ directory, includeDrafts: false });
  expect(await loadContent({ directory, includeDrafts: false, renderCache: cache })).toEqual(fresh);
  expect((await readdir(join(work, "cache"))).length).toBeGreaterThan(0);
  expect(await loadContent({ directory, includeDrafts: false, renderCache: cache })).toEqual(fresh);

  // fly-agaric.md links to the chanterelle: its kept rendering no longer holds.
  await rm(join(directory, "types/chanterelle.md"));
  const loading = loadContent({ directory, includeDrafts: false, renderCache: cache });
  await expect(loading).rejects.toThrow(ContentError);
  await expect(loading).rejects.toThrow(/fly-agaric\.md: link "\/types\/chanterelle"/);
});

test("two reads of the content at once, each with its cache, both finish, and a prune spares the other's writes", async () => {
  const work = await temporaryFolder("render-cache");
  const directory = join(work, "content");
  await cp("tests/fixtures/content", directory, { recursive: true });
  const [first, second] = [
    new RenderCache(join(work, "cache")),
    new RenderCache(join(work, "cache")),
  ];

  // As the dev server starts: the same content read twice, the first read pruning as it ends.
  const reads = [
    loadContent({ directory, includeDrafts: false, renderCache: first }).then(() =>
      first.pruneUnused(),
    ),
    loadContent({ directory, includeDrafts: false, renderCache: second }),
  ];
  await expect(Promise.all(reads)).resolves.toBeDefined();
  const kept = await readdir(join(work, "cache"));
  expect(kept.filter((name) => name.endsWith(".partial"))).toEqual([]);
  expect(kept.length).toBeGreaterThan(0);
});

test("kept in memory, as the dev server keeps them, renderings are not read or written again", async () => {
  const work = await temporaryFolder("render-cache");
  const directory = join(work, "content");
  await cp("tests/fixtures/content", directory, { recursive: true });
  const cache = new RenderCache(join(work, "cache"), { inMemory: true });

  const first = await loadContent({ directory, includeDrafts: false, renderCache: cache });
  await rm(join(work, "cache"), { recursive: true });
  expect(await loadContent({ directory, includeDrafts: false, renderCache: cache })).toEqual(first);
  await expect(readdir(join(work, "cache"))).rejects.toThrow();
});

test("a kept rendering is redone when the article's fields for the features' steps change", async () => {
  const work = await temporaryFolder("render-cache");
  const directory = join(work, "content");
  await cp("tests/fixtures/content", directory, { recursive: true });
  const cache = new RenderCache(join(work, "cache"));
  const deathCap = async () =>
    (await loadContent({ directory, includeDrafts: false, renderCache: cache })).articles.find(
      (article) => article.slug === "death-cap",
    )?.html;

  expect(await deathCap()).toContain('<a href="/glossary#ring">ring</a>');
  const file = join(directory, "types/death-cap.md");
  const text = await readFile(file, "utf8");
  await writeFile(file, text.replace("species:\n", "otherSenses: [ring]\nspecies:\n"));
  const html = await deathCap();
  expect(html).not.toContain("/glossary#ring");
  expect(html).toContain('<a href="/glossary#gills">gills</a>');
});
