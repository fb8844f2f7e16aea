import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { buildProjectAndWait, copyProject } from "#scripts/tools/project-copy.ts";
import { temporaryFolder } from "#tests/fixtures/temporary-folders.ts";

// `npm run build` of a copy of the project whose configuration has one setting of the wrong type.
// Modules of the site read settings as they load (a language's text direction, an ad slot list):
// the build must check the settings before it loads any of them, and stop with the owner's list.
let project: string;
let shipped: string;
const siteFile = "app/config/site.ts";

beforeAll(async () => {
  project = join(await temporaryFolder("owner-error-types"), "site");
  await copyProject(project);
  shipped = await readFile(join(project, siteFile), "utf8");
});

/** The shipped configuration with `key` set to `value` (written as TypeScript) over it. */
function withSetting(key: string, value: string): string {
  const renamed = shipped.replace("export const siteConfig: SiteConfig = {", "const shipped = {");
  expect(renamed).not.toBe(shipped);
  return `${renamed}\nexport const siteConfig = { ...shipped, ${key}: ${value} } as unknown as SiteConfig;\n`;
}

describe("a setting of the wrong type stops the build with the owner's list, and no stack trace", () => {
  test.each([
    { key: "language", value: "7" },
    { key: "url", value: "42" },
    { key: "ads", value: '"yes"' },
    { key: "nav", value: "{}" },
    { key: "safety", value: "[]" },
  ])(
    "$key: $value",
    async ({ key, value }) => {
      await writeFile(join(project, siteFile), withSetting(key, value));
      const result = buildProjectAndWait(project, 50_000);
      expect(result.stderr).toContain("Invalid site configuration (app/config/site.ts):");
      expect(result.stderr).toMatch(new RegExp(`^  - siteConfig\\.${key}: `, "m"));
      expect(result.stderr).not.toMatch(/^\s+at /m);
      expect(result.status).toBe(1);
    },
    60_000,
  );
});
