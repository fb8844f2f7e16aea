import { existsSync } from "node:fs";
import { cp, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { siteConfig } from "#app/config/site.ts";
import type { SiteConfig } from "#app/config/site-config.ts";
import { writeFixturePhotos } from "#tests/fixtures/fixture-photos.ts";
import { buildProjectAndWait, copyProject } from "#scripts/tools/project-copy.ts";
import { temporaryFolder } from "#tests/fixtures/temporary-folders.ts";

// The licence gate as the owner meets it: `react-router build` (what `npm run build` runs) on a
// copy of the project whose content (the fixture's) has one photo under CC BY-NC 4.0.
let project: string;
beforeAll(async () => {
  project = join(await temporaryFolder("photo-licence"), "site");
  await copyProject(project);
  await rm(join(project, "content"), { recursive: true, force: true });
  await cp("tests/fixtures/content", join(project, "content"), { recursive: true });
  await writeFixturePhotos(join(project, "content"), {
    files: { "types/chanterelle-cap.jpg": { width: 800, height: 600, colour: "#c98b2b" } },
    frontmatter: {
      "types/chanterelle.md": `photos:
  - src: ./chanterelle-cap.jpg
    alt: A golden funnel-shaped cap
    author: N. Commercial
    source: https://example.org/chanterelle
    licence: CC-BY-NC-4.0`,
    },
  });
});

/** Writes the copy's settings, as app/config/site.ts holds them. */
const configure = (config: SiteConfig) =>
  writeFile(
    join(project, "app/config/site.ts"),
    `import type { SiteConfig } from "./site-config.ts";\n\nexport const siteConfig: SiteConfig = ${JSON.stringify(config, null, 2)};\n`,
  );

describe("a photo under a non-commercial licence", () => {
  test("stops the build while the site shows ads, naming the photo, its licence and why", async () => {
    await configure(siteConfig);
    const { status, stderr } = buildProjectAndWait(project, 110_000);
    expect(status).toBe(1);
    expect(stderr).toContain("Invalid content:");
    expect(stderr).toContain(
      "content/types/chanterelle.md: photos.0.licence: CC-BY-NC-4.0 forbids commercial use, and this site shows ads: ./chanterelle-cap.jpg cannot be shown",
    );
    expect(stderr).not.toMatch(/^\s+at /m);
    expect(existsSync(join(project, "dist/types/chanterelle.html"))).toBe(false);
  }, 120_000);

  test("builds, with its credit, on a site whose ads load from no ad host", async () => {
    // The configuration cannot leave `ads` out: a site without an ad network has tags that load
    // nothing from another host, and the gate goes by the ads' hosts (their consent purpose).
    await configure({
      ...siteConfig,
      ads: {
        bannerTag: '<script>document.body.dataset.banner = "{bannerId}";</script>',
        extraTag: "<script>document.body.dataset.extra = 'none';</script>",
        slots: {},
      },
    });
    const { status, stderr } = buildProjectAndWait(project, 590_000);
    expect(stderr).not.toContain("Invalid content:");
    expect(status).toBe(0);
    const page = await readFile(join(project, "dist/types/chanterelle.html"), "utf8");
    expect(page).toContain("N. Commercial");
    expect(page).toContain("CC BY-NC 4.0");
  }, 600_000);
});
