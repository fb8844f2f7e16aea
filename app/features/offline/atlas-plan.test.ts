import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { siteConfig } from "#app/config/site.ts";
import { siteFeatures } from "#app/features/index.ts";
import { siteMessages } from "#app/i18n/site-messages.ts";
import { type ContentIndex } from "#app/lib/content/content.server.ts";
import { loadContent } from "#tests/fixtures/load-content.ts";
import { folderWith } from "#tests/fixtures/temporary-folders.ts";
import { describeAtlas } from "./atlas-files.ts";
import { type AtlasPlan, atlasPlan, photoFiles } from "./atlas-plan.ts";
import { featuresOffline } from "./features-offline.ts";

const words = siteMessages("en");
let content: ContentIndex;
let site: string;
let plan: AtlasPlan;

// The fixture content's built site, as far as the atlas reads it: nine species in /types (the
// fly agaric with a lead image), an article in /culture, the pages of the route table.
beforeAll(async () => {
  content = await loadContent({ directory: "tests/fixtures/content", includeDrafts: false });
  const species = content.articles.filter((article) => article.species);
  const flyAgaric = species.find((article) => article.slug === "fly-agaric");
  const photo = flyAgaric?.image ? photoFiles(flyAgaric.image, "").kept : "";
  const files = [
    "assets/app-1a.js",
    "assets/styles-2b.css",
    "assets/manifest-3c.js",
    "index.html",
    "in-season.json",
    "identify/species.json",
    ...["about", "types", "culture", "identify", "search"].map((page) => `${page}.html`),
    "privacy.html",
    "blog.html",
    "culture/mushrooms-in-art.html",
    ...species.map(({ slug }) => `types/${slug}.html`),
    ...species.map(({ slug }) => `drawings/${slug}.svg`),
    photo.slice(1),
    "pagefind/pagefind.js",
    "pagefind/pagefind-entry.json",
    "manifest.webmanifest",
    "favicon.svg",
    "icon-192.png",
    "icon-512.png",
    "apple-touch-icon.png",
  ];
  site = await folderWith(Object.fromEntries(files.map((file) => [file, `${file} `.repeat(50)])));
  // The features' pages and files as the build passes them: the key's among them.
  const kept = featuresOffline(siteFeatures, siteConfig, content);
  plan = atlasPlan(site, content, siteConfig, words, kept);
});

const paths = () => plan.files.map(({ path }) => path);

describe("atlasPlan", () => {
  it("holds every species page with its drawing, the sections, the key and search", () => {
    expect(paths()).toEqual(
      expect.arrayContaining([
        "/types/fly-agaric",
        "/drawings/fly-agaric.svg",
        "/types",
        "/about",
        "/culture",
        "/identify",
        "/identify/species.json",
        "/search",
        "/privacy",
        "/pagefind/pagefind.js",
        "/pagefind/pagefind-entry.json",
      ]),
    );
    expect(paths().filter((path) => path.startsWith("/types/"))).toHaveLength(9);
  });

  it("holds the shell: every script and style, the home page an installed app opens, the icons", () => {
    expect(plan.shell).toEqual(
      expect.arrayContaining([
        "/assets/app-1a.js",
        "/assets/styles-2b.css",
        "/",
        "/in-season.json",
        "/icon-512.png",
      ]),
    );
    for (const path of plan.shell) expect(paths()).toContain(path);
    expect(plan.files.find(({ path }) => path === "/")?.file).toBe(join(site, "index.html"));
  });

  it("leaves out what is not the atlas: other articles, the embeds' pages", () => {
    expect(paths()).not.toContain("/culture/mushrooms-in-art");
    expect(paths()).not.toContain("/blog");
  });

  it("keeps the smallest size of a species' photo, for all of its sizes and formats", () => {
    const kept = paths().filter((path) => path.startsWith("/images/"));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatch(/^\/images\/content\/fly-agaric-\w+-240\.avif$/);
    const aliases = Object.entries(plan.aliases);
    expect(aliases.length).toBeGreaterThan(5);
    expect(new Set(aliases.map(([, to]) => to))).toEqual(new Set(kept));
    expect(aliases.map(([from]) => from)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/-800\.webp$/),
        expect.stringMatching(/\.jpg$/),
      ]),
    );
  });

  it("names the saved pages as the menu does, the species' section with its count", () => {
    expect(plan.pages).toEqual([
      { path: "/", label: "Home" },
      { path: "/about", label: "About" },
      { path: "/types", label: "Types", detail: "9 species" },
      { path: "/culture", label: "Culture" },
      { path: "/identify", label: "Identify a find" },
      { path: "/search", label: "Search" },
      { path: "/privacy", label: "Privacy" },
    ]);
    expect(plan.species).toBe(9);
  });
});

describe("describeAtlas", () => {
  it("states each file's hash and kept size, text compressed; the build is named by them all", async () => {
    const atlas = await describeAtlas(plan);
    const about = atlas.files.find(([path]) => path === "/about");
    const text = await readFile(join(site, "about.html"));
    expect(about?.[2]).toBeLessThan(text.length);
    const photo = atlas.files.find(([path]) => path.endsWith(".avif"));
    expect(photo?.[2]).toBe((await readFile(join(site, photo?.[0] ?? ""))).length);
    expect(atlas.bytes).toBe(atlas.files.reduce((sum, [, , bytes]) => sum + bytes, 0));

    expect((await describeAtlas(plan)).build).toBe(atlas.build);
    const changed = { ...plan, files: plan.files.filter(({ path }) => path !== "/privacy") };
    expect((await describeAtlas(changed)).build).not.toBe(atlas.build);
  });
});
