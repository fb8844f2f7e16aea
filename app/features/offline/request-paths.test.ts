import { describe, expect, it } from "vitest";
import { isHashedAsset, isPrefetch, pageKey } from "./request-paths.ts";

describe("pageKey", () => {
  it("names a page by its URL, whatever form of it a navigation asks for", () => {
    for (const form of ["/about", "/about/", "/about.html", "/about/index.html"]) {
      expect(pageKey(form, "")).toBe("/about");
    }
    for (const form of ["/", "/index.html"]) expect(pageKey(form, "")).toBe("/");
  });

  it("keeps the site's path, and names its home page by its folder", () => {
    expect(pageKey("/fungi-atlas/types/chanterelle/", "/fungi-atlas")).toBe(
      "/fungi-atlas/types/chanterelle",
    );
    for (const form of ["/fungi-atlas", "/fungi-atlas/", "/fungi-atlas/index.html"]) {
      expect(pageKey(form, "/fungi-atlas")).toBe("/fungi-atlas/");
    }
  });
});

// Sec-Purpose is a header a page may not set, but a Request made here may.
const request = (purpose?: string) =>
  new Request("https://example.org/types/chanterelle", {
    headers: purpose === undefined ? {} : { "Sec-Purpose": purpose },
  });

describe("isPrefetch", () => {
  it("is a fetch ahead of a link followed: a prefetch, or a prerender's document", () => {
    expect(isPrefetch(request("prefetch"))).toBe(true);
    expect(isPrefetch(request("prefetch;anonymous-client-ip"))).toBe(true);
    expect(isPrefetch(request("prefetch;prerender"))).toBe(true);
  });

  it("is not a navigation the visitor made, nor another purpose", () => {
    expect(isPrefetch(request())).toBe(false);
    expect(isPrefetch(request("prerender"))).toBe(false);
  });
});

describe("isHashedAsset", () => {
  it("is true of the files Vite names under assets/, under the site's path", () => {
    expect(isHashedAsset("/fungi-atlas/assets/app-1a2b.js", "/fungi-atlas")).toBe(true);
    expect(isHashedAsset("/drawings/chanterelle.svg", "")).toBe(false);
  });
});
