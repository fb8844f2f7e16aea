// @vitest-environment node
import { rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, test, vi } from "vitest";
import { temporaryFolder } from "#tests/fixtures/temporary-folders.ts";
import { readWhenChanged } from "./read-when-changed.server.ts";

test("the content is read again only after a file under it was changed, added or removed", async () => {
  const directory = await temporaryFolder("read-when-changed");
  await writeFile(join(directory, "about.md"), "one");
  const read = vi.fn(async () => "content");

  await readWhenChanged(read, directory);
  await readWhenChanged(read, directory);
  expect(read).toHaveBeenCalledTimes(1);

  await writeFile(join(directory, "about.md"), "one and more");
  await readWhenChanged(read, directory);
  await writeFile(join(directory, "types.md"), "new");
  await readWhenChanged(read, directory);
  await rm(join(directory, "types.md"));
  await readWhenChanged(read, directory);
  expect(read).toHaveBeenCalledTimes(4);
});
