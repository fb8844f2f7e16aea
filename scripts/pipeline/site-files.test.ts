import { describe, expect, it } from "vitest";
import { siteConfig } from "#app/config/site.ts";
import { cssColorTokens } from "#app/lib/css-tokens.ts";
import { faviconSvg, robotsTxt, webManifest } from "./site-files.ts";

describe("files made from the configuration", () => {
  it("colour the mark every icon is drawn from (/favicon.svg) with the light theme's tokens", () => {
    const tokens = new Set(Object.values(cssColorTokens("light")));
    const mark = faviconSvg().content;
    const colours = mark.match(/#[0-9a-f]{3,8}\b/gi) ?? [];
    expect(colours.length).toBeGreaterThan(0);
    for (const colour of colours) expect(tokens, colour).toContain(colour.toLowerCase());
  });

  it("robots.txt lets crawlers in and points them to the sitemap on the configured site", () => {
    const { content } = robotsTxt({ ...siteConfig, url: "https://fungi.example.org" });
    expect(content).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://fungi.example.org/sitemap.xml\n",
    );
  });

  it("the web app manifest carries the brand's name, colours and icons", () => {
    const manifest = JSON.parse(webManifest({ ...siteConfig, name: "Mycelium" }).content);
    expect(manifest).toMatchObject({
      name: "Mycelium",
      short_name: "Mycelium",
      start_url: "/",
      lang: "en",
    });
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual([
      "any",
      "192x192",
      "512x512",
    ]);
  });

  it("a site under a path points everything under it", () => {
    const url = "https://user.github.io/fungi-atlas/";
    expect(robotsTxt({ ...siteConfig, url }).content).toContain(
      "Sitemap: https://user.github.io/fungi-atlas/sitemap.xml\n",
    );
    const manifest = JSON.parse(webManifest({ ...siteConfig, url }).content);
    expect(manifest).toMatchObject({ start_url: "/fungi-atlas/", scope: "/fungi-atlas/" });
    expect(manifest.icons.map((icon: { src: string }) => icon.src)).toEqual([
      "/fungi-atlas/favicon.svg",
      "/fungi-atlas/icon-192.png",
      "/fungi-atlas/icon-512.png",
    ]);
  });

  it("the manifest's short name, under the home-screen icon, is shortName where one is set", () => {
    const config = { ...siteConfig, name: "Great Lakes Wild Mushroom Identification" };
    const manifest = JSON.parse(webManifest({ ...config, shortName: "Lakes Fungi" }).content);
    expect(manifest).toMatchObject({ name: config.name, short_name: "Lakes Fungi" });
  });
});
