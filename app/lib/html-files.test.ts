// @vitest-environment node
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, test } from "vitest";
import { temporaryFolder } from "#tests/fixtures/temporary-folders.ts";
import { htmlFilesIn } from "./html-files.server.ts";

test("a built site's documents are listed at every depth, by their paths with slashes, and nothing else is", async () => {
  const site = await temporaryFolder("html-files");
  await mkdir(join(site, "types", "old.html"), { recursive: true });
  await writeFile(join(site, "index.html"), "");
  await writeFile(join(site, "index.html.br"), "");
  await writeFile(join(site, "feed.xml"), "");
  await writeFile(join(site, "types", "death-cap.html"), "");

  expect((await htmlFilesIn(site)).toSorted()).toEqual(["index.html", "types/death-cap.html"]);
});
