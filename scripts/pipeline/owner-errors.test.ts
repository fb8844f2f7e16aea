import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { buildProjectAndWait, copyProject } from "#scripts/tools/project-copy.ts";
import { temporaryFolder } from "#tests/fixtures/temporary-folders.ts";

// The build of a copy of the project with one mistake: what the owner sees in the terminal.
let project: string;
beforeAll(async () => {
  project = join(await temporaryFolder("owner-errors"), "site");
  await copyProject(project);
});

/** A build stopped by a mistake takes seconds: within the tests' 60 s, with room to report. */
const build = () => buildProjectAndWait(project, 50_000);

async function replaceIn(file: string, from: string, to: string) {
  const text = await readFile(join(project, file), "utf8");
  expect(text).toContain(from);
  await writeFile(join(project, file), text.replace(from, to));
  return () => writeFile(join(project, file), text);
}

describe("an owner's mistake stops the build with its list and no stack trace", () => {
  test("a species block with a wrong value", async () => {
    await mkdir(join(project, "content/types"), { recursive: true });
    const file = join(project, "content/types/penny-bun.md");
    await writeFile(
      file,
      `---
title: Penny Bun
description: The cep or porcini, a fat brown bolete with a white net on its stem.
published: 2026-08-05
species:
  scientificName: Boletus edulis
  commonNames: [Penny bun]
  edibility: tasty
  season: [8, 9, 10]
  habitat: Under spruce and oak
---

Text.
`,
    );
    const { status, stderr } = build();
    await rm(file);
    expect(status).toBe(1);
    expect(stderr).toContain("Invalid content:");
    expect(stderr).toContain("content/types/penny-bun.md: species.edibility: must be one of");
    expect(stderr).not.toMatch(/^\s+at /m);
  }, 60_000);

  test.each([
    {
      mistake: "a wrong configuration value",
      file: "app/config/site.ts",
      edit: ['language: "en"', 'language: "english"'],
      expected: ["Invalid site configuration (app/config/site.ts):", "siteConfig.language"],
    },
    {
      // vite.config.ts words the site before the configuration is checked, with the same texts.
      mistake: "a text's key without its namespace",
      file: "app/config/site.ts",
      edit: ['language: "en",', 'language: "en",\n  texts: { welcomeTitel: "Hallo" },'],
      expected: [
        "Invalid site configuration (app/config/site.ts):",
        '  - siteConfig.texts: unknown key "welcomeTitel" (did you mean "welcome.title"?)\n',
      ],
    },
    {
      // The address is made into files (robots.txt, the manifest) as vite.config.ts loads: it is
      // checked first, so a wrong one is named, not met by `new URL` as a crash.
      mistake: "a site address that is no address",
      file: "app/config/site.ts",
      edit: ['url: "https://fungi-atlas.example.com"', 'url: "fungi atlas"'],
      expected: ["Invalid site configuration (app/config/site.ts):", "siteConfig.url: must be"],
    },
    {
      mistake: "a content file with a wrong field",
      file: "content/types.md",
      edit: ["title: Types of Mushrooms", "title: ''"],
      expected: ["Invalid content:", "content/types.md: title"],
    },
  ])(
    "$mistake",
    async ({ file, edit: [from = "", to = ""], expected }) => {
      const restore = await replaceIn(file, from, to);
      const { status, stderr } = build();
      await restore();
      expect(status).toBe(1);
      for (const line of expected) expect(stderr).toContain(line);
      expect(stderr).not.toMatch(/^\s+at /m);
    },
    60_000,
  );
});
