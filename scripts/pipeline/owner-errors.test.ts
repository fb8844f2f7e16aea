import { spawnSync } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { copyProject, reactRouterCommand } from "#scripts/tools/project-copy.ts";
import { temporaryFolder } from "#tests/fixtures/temporary-folders.ts";

// The build of a copy of the project with one mistake: what the owner sees in the terminal.
let project: string;
beforeAll(async () => {
  project = join(await temporaryFolder("owner-errors"), "site");
  await copyProject(project);
});

function build() {
  const result = spawnSync(process.execPath, [reactRouterCommand, "build"], {
    cwd: project,
    encoding: "utf8",
  });
  return { status: result.status, stderr: result.stderr };
}

async function replaceIn(file: string, from: string, to: string) {
  const text = await readFile(join(project, file), "utf8");
  expect(text).toContain(from);
  await writeFile(join(project, file), text.replace(from, to));
  return () => writeFile(join(project, file), text);
}

describe("an owner's mistake stops the build with its list and no stack trace", () => {
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
