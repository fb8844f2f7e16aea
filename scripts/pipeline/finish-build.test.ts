import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { folderWith } from "#tests/fixtures/temporary-folders.ts";
import {
  flattenPages,
  liftBasePath,
  removeRouteData,
  replaceDeployedSite,
} from "./finish-build.ts";

const listing = async (folder: string) =>
  (await readdir(folder, { recursive: true })).map((file) => file.replaceAll("\\", "/")).toSorted();

describe("flattenPages", () => {
  it("moves each folder's index.html to a flat file, keeping folders that hold other pages", async () => {
    const site = await folderWith({
      "index.html": "home",
      "about/index.html": "about",
      "404/index.html": "not found",
      "blog/index.html": "blog",
      "blog/first-walk/index.html": "article",
    });
    await flattenPages(site);
    expect(await listing(site)).toEqual([
      "404.html",
      "about.html",
      "blog",
      "blog.html",
      "blog/first-walk.html",
      "index.html",
    ]);
  });
});

describe("removeRouteData", () => {
  it("deletes React Router's data files, the home page's and the resource routes' too", async () => {
    const site = await folderWith({
      "index.html": "home",
      "_.data": "data",
      "about.html": "about",
      "about.data": "data",
      "types/fly-agaric.html": "article",
      "types/fly-agaric.data": "data",
      "sitemap.xml": "sitemap",
      "sitemap.xml.data": "data",
    });
    await removeRouteData(site);
    expect(await listing(site)).toEqual([
      "about.html",
      "index.html",
      "sitemap.xml",
      "types",
      "types/fly-agaric.html",
    ]);
  });
});

describe("liftBasePath", () => {
  it("moves the pages React Router wrote under the base path up beside the assets", async () => {
    const site = await folderWith({
      "index.html": "the SPA fallback, named index.html for want of one",
      "assets/app-1a2b.js": "app",
      "favicon.svg": "icon",
      "sites/fungi-atlas/index.html": "home",
      "sites/fungi-atlas/about/index.html": "about",
      "sites/fungi-atlas/about.data": "data",
      "sites/fungi-atlas/sitemap.xml": "sitemap",
    });
    await liftBasePath(site, "/sites/fungi-atlas");
    expect(await listing(site)).toEqual([
      "__spa-fallback.html",
      "about",
      "about.data",
      "about/index.html",
      "assets",
      "assets/app-1a2b.js",
      "favicon.svg",
      "index.html",
      "sitemap.xml",
    ]);
  });

  it("leaves a site at the root as it is", async () => {
    const site = await folderWith({ "index.html": "home", "__spa-fallback.html": "fallback" });
    await liftBasePath(site, "");
    expect(await listing(site)).toEqual(["__spa-fallback.html", "index.html"]);
  });
});

describe("replaceDeployedSite", () => {
  it("replaces the last build's files and keeps the hosts' project links", async () => {
    const deployed = await folderWith({
      ".vercel/project.json": "{}",
      ".netlify/state.json": "{}",
      "about/index.html": "old about",
      "old.html": "gone",
    });
    const site = await folderWith({ "about.html": "about", "index.html": "home" });
    await replaceDeployedSite(site, deployed);
    expect(await listing(deployed)).toEqual([
      ".netlify",
      ".netlify/state.json",
      ".vercel",
      ".vercel/project.json",
      "about.html",
      "index.html",
    ]);
  });

  it("creates the deploy folder on the first build", async () => {
    const site = await folderWith({ "index.html": "home" });
    const deployed = join(await folderWith({}), "dist");
    await replaceDeployedSite(site, deployed);
    expect(await listing(deployed)).toEqual(["index.html"]);
  });
});
