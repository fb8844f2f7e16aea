import { describe, expect, it } from "vitest";
import { absoluteUrl, basePath } from "./site-url.ts";

describe("basePath", () => {
  it("is empty for a site at the root of its origin", () => {
    expect(basePath("https://fungi-atlas.example.com")).toBe("");
    expect(basePath("https://fungi-atlas.example.com/")).toBe("");
  });

  it("is the site's path without its trailing slash, however the URL is written", () => {
    expect(basePath("https://user.github.io/fungi-atlas/")).toBe("/fungi-atlas");
    expect(basePath("https://user.github.io/fungi-atlas")).toBe("/fungi-atlas");
    expect(basePath("http://localhost:4318/a/b/")).toBe("/a/b");
  });
});

describe("absoluteUrl", () => {
  it("puts a path of the site under the site's address", () => {
    for (const url of [
      "https://user.github.io/fungi-atlas/",
      "https://user.github.io/fungi-atlas",
    ]) {
      expect(absoluteUrl("/about", url)).toBe("https://user.github.io/fungi-atlas/about");
      expect(absoluteUrl("/types/fly-agaric", url)).toBe(
        "https://user.github.io/fungi-atlas/types/fly-agaric",
      );
      // The home page is the folder, with its slash: what GitHub Pages serves without a redirect.
      expect(absoluteUrl("/", url)).toBe("https://user.github.io/fungi-atlas/");
    }
  });

  it("gives the same URLs as before for a site at the root", () => {
    for (const url of ["https://fungi-atlas.example.com", "https://fungi-atlas.example.com/"]) {
      expect(absoluteUrl("/", url)).toBe("https://fungi-atlas.example.com/");
      expect(absoluteUrl("/sitemap.xml", url)).toBe("https://fungi-atlas.example.com/sitemap.xml");
    }
  });
});
