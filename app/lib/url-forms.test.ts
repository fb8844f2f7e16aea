import { describe, expect, it } from "vitest";
import { urlForms } from "./url-forms.ts";

describe("urlForms", () => {
  it("serves a flat file at its name without .html, and lists its other forms", () => {
    expect(urlForms("index.html")).toEqual({ url: "/", aliases: ["/index.html"] });
    expect(urlForms("about.html")).toEqual({
      url: "/about",
      aliases: ["/about/", "/about.html", "/about/index.html"],
    });
    expect(urlForms("blog/first-walk.html").url).toBe("/blog/first-walk");
  });

  it("puts every form under the base path; the home page is the folder, with its slash", () => {
    expect(urlForms("index.html", "/fungi-atlas")).toEqual({
      url: "/fungi-atlas/",
      aliases: ["/fungi-atlas/index.html", "/fungi-atlas"],
    });
    expect(urlForms("about.html", "/fungi-atlas")).toEqual({
      url: "/fungi-atlas/about",
      aliases: ["/fungi-atlas/about/", "/fungi-atlas/about.html", "/fungi-atlas/about/index.html"],
    });
  });
});
