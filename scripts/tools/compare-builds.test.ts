import { describe, expect, it } from "vitest";
import { folderWith } from "#tests/fixtures/temporary-folders.ts";
import { compareBuilds, describeComparison } from "./compare-builds.ts";

describe("compareBuilds", () => {
  it("finds every file that was added, removed or changed, and counts the rest", async () => {
    const before = await folderWith({
      "index.html": "<p>home</p>",
      "about.html": "<p>about</p>",
      "old.txt": "gone",
      "index.html.gz": "compressed",
    });
    const after = await folderWith({
      "index.html": "<p>home, changed</p>",
      "about.html": "<p>about</p>",
      "new.txt": "here",
      "index.html.gz": "compressed differently",
    });
    const comparison = await compareBuilds(before, after);
    expect(comparison.removed).toEqual(["old.txt"]);
    expect(comparison.added).toEqual(["new.txt"]);
    expect(comparison.changed.map(({ file }) => file)).toEqual(["index.html"]);
    expect(comparison.changed[0]?.bytes).toEqual({ before: 11, after: 20 });
    expect(comparison.same).toBe(1);
  });

  it("pairs an asset whose content hash changed with its earlier build", async () => {
    const before = await folderWith({ "assets/app-DwZdeeuE.js": "one()" });
    const after = await folderWith({ "assets/app-Bx9_k2Qa.js": "two()" });
    const comparison = await compareBuilds(before, after);
    expect(comparison.added).toEqual([]);
    expect(comparison.removed).toEqual([]);
    expect(comparison.changed.map(({ file }) => file)).toEqual([
      "assets/app-DwZdeeuE.js -> assets/app-Bx9_k2Qa.js",
    ]);
  });

  it("says the builds are the same when no byte differs", async () => {
    const files = { "index.html": "<p>home</p>", "assets/app-DwZdeeuE.js": "one()" };
    const comparison = await compareBuilds(await folderWith(files), await folderWith(files));
    expect(describeComparison(comparison)).toBe("2 files the same, 0 changed, 0 added, 0 removed");
  });
});
