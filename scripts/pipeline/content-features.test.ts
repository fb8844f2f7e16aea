import { describe, expect, it } from "vitest";
import type { Feature } from "#app/features/feature.ts";
import { siteFeatures } from "#app/features/index.ts";
import { pagePaths } from "#app/lib/page-paths.ts";
import routes from "#app/routes.ts";
import { termLinksPlugin } from "./term-links-plugin.ts";

// A content feature brings its pages, its offline pages and its term links in its manifest
// (app/features/feature.ts); the route table and the virtual:term-links module read them there.

describe("content features", () => {
  it("put every page of their manifests in the route table, pre-rendered as the core's are", () => {
    const featurePaths = siteFeatures.flatMap((feature) =>
      (feature.routes ?? []).map(({ path }) => `/${path}`),
    );
    expect(featurePaths).toContain("/poison-centres");
    expect(pagePaths(routes)).toEqual(expect.arrayContaining(featurePaths));
  });

  it("publish their term links, merged, as virtual:term-links", async () => {
    const features: Feature[] = [
      { name: "a", termLinks: { volva: "/glossary#volva" } },
      { name: "b" },
      { name: "c", termLinks: { ring: "/glossary#ring" } },
    ];
    const plugin = termLinksPlugin(features);
    const load = plugin.load as (id: string) => string | undefined;
    const resolve = plugin.resolveId as (id: string) => string | undefined;
    const id = resolve("virtual:term-links") ?? "";
    expect(load(id)).toBe('export default {"volva":"/glossary#volva","ring":"/glossary#ring"};');
    expect(load("another")).toBeUndefined();
  });
});
