import { describe, expect, it } from "vitest";
import { dataTarget, isHashedAsset, isPrefetch, pageKey, reloadDocument } from "./request-paths.ts";

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

/** The page whose data a path asks for, on an example origin. */
const target = (url: string) => dataTarget(new URL(url, "https://example.org")).href;

describe("dataTarget", () => {
  it("is the page whose data React Router asks for, without its own parameter", () => {
    expect(target("/types/chanterelle.data?_routes=routes/article")).toBe(
      "https://example.org/types/chanterelle",
    );
    expect(target("/identify.data?capColour=red")).toBe(
      "https://example.org/identify?capColour=red",
    );
  });

  it("reads the home page's data, beside a path that ends with a slash, and no other", () => {
    expect(target("/_.data")).toBe("https://example.org/");
    expect(target("/fungi-atlas/_.data")).toBe("https://example.org/fungi-atlas/");
    expect(target("/types/foo_.data")).toBe("https://example.org/types/foo_");
  });
});

describe("reloadDocument", () => {
  it("answers as React Router's single fetch answers redirectDocument()", () => {
    const answer = reloadDocument(new URL("https://example.org/about"));
    expect(answer.status).toBe(204);
    expect(answer.headers.get("X-Remix-Redirect")).toBe("https://example.org/about");
    expect(answer.headers.get("X-Remix-Reload-Document")).toBe("true");
  });
});

describe("isHashedAsset", () => {
  it("is true of the files Vite names under assets/, under the site's path", () => {
    expect(isHashedAsset("/fungi-atlas/assets/app-1a2b.js", "/fungi-atlas")).toBe(true);
    expect(isHashedAsset("/drawings/chanterelle.svg", "")).toBe(false);
  });
});
