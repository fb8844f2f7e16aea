import type { Root } from "hast";
import { selectAll } from "hast-util-select";
import { toString } from "hast-util-to-string";
import { describe, expect, it } from "vitest";
import { siteConfig } from "#app/config/site.ts";
import { prerenderedPage } from "#tests/fixtures/prerendered-pages.ts";
import { showCanonicalUrl } from "./show-canonical-url.ts";
import { parseDocument, serializeDocument } from "./tree.ts";

const aboutPage = await prerenderedPage("about/index.html");
const notFoundPage = await prerenderedPage("404/index.html");

const scriptTexts = (tree: Root) => selectAll("script", tree).map((script) => toString(script));

/** The tree of the about page with the script added for a site at `url`. */
function aboutWithScript(url = siteConfig.url): Root {
  const tree = parseDocument(aboutPage);
  showCanonicalUrl(tree, { ...siteConfig, url }, "about.html");
  return tree;
}

/** Runs the added script as a browser would at `url`, and returns the address it leaves. */
function addressAfter(tree: Root, url: string): string {
  const script = scriptTexts(tree).find((text) => text.startsWith("if(location.pathname!==")) ?? "";
  const location = new URL(url);
  const history = {
    state: null,
    replaceState: (_state: unknown, _title: string, next: string) => {
      location.pathname = new URL(next, location).pathname;
    },
  };
  // The head script's other statement reads the referrer: a visit's first page, here.
  const document = { referrer: "", documentElement: { setAttribute: () => undefined } };
  new Function("location", "history", "document", script)(location, history, document);
  return location.href;
}

describe("showCanonicalUrl, on the pre-rendered about page", () => {
  const about = aboutWithScript();

  it("shows /about when the host served the page at another form, keeping query and fragment", () => {
    expect(addressAfter(about, "http://localhost/about.html?ads=inspect#top")).toBe(
      "http://localhost/about?ads=inspect#top",
    );
    expect(addressAfter(about, "http://localhost/about/")).toBe("http://localhost/about");
    expect(addressAfter(about, "http://localhost/about/index.html")).toBe("http://localhost/about");
  });

  it("leaves the canonical address alone", () => {
    expect(addressAfter(about, "http://localhost/about")).toBe("http://localhost/about");
  });

  it("keeps a sub-path site's path", () => {
    const tree = aboutWithScript("https://user.github.io/fungi-atlas/");
    expect(addressAfter(tree, "https://user.github.io/fungi-atlas/about.html")).toBe(
      "https://user.github.io/fungi-atlas/about",
    );
  });

  it("runs in the head's script, before the page's body and its other scripts", () => {
    const tree = aboutWithScript();
    const head = selectAll("head > script:not([type])", tree).map((script) => toString(script));
    expect(head).toHaveLength(1);
    expect(head[0]).toMatch(/^if\(location\.pathname!=="\/about"\)/);
    // The head's own statement is kept after it.
    expect(head[0]).toContain("document.referrer");
    expect(scriptTexts(tree).filter((text) => text.includes("replaceState"))).toHaveLength(1);
  });

  it("leaves the 404 page, served at any unknown path, unchanged", () => {
    const tree = parseDocument(notFoundPage);
    const before = serializeDocument(tree);
    showCanonicalUrl(tree, siteConfig, "404.html");
    expect(serializeDocument(tree)).toBe(before);
  });
});
