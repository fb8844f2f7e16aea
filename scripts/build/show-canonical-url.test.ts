import { describe, expect, it } from "vitest";
import { siteConfig } from "#app/config/site.ts";
import { showCanonicalUrl } from "./show-canonical-url.ts";

const page = (head: string) =>
  `<!DOCTYPE html><html><head>${head}</head><body><script type="module" async="">hydrate()</script></body></html>`;

/** Runs the added script as a browser would at `url`, and returns the address it leaves. */
function addressAfter(html: string, url: string): string {
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
  const location = new URL(url);
  const history = {
    state: null,
    replaceState: (_state: unknown, _title: string, next: string) => {
      const replaced = new URL(next, location);
      location.pathname = replaced.pathname;
    },
  };
  new Function("location", "history", script)(location, history);
  return location.href;
}

describe("showCanonicalUrl", () => {
  // A page kept out of search has no canonical link: the URL comes from the file.
  const about = showCanonicalUrl(page("<title>About</title>"), siteConfig, "about.html");

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
    const html = showCanonicalUrl(
      page("<title>About</title>"),
      { ...siteConfig, url: "https://user.github.io/fungi-atlas/" },
      "about.html",
    );
    expect(addressAfter(html, "https://user.github.io/fungi-atlas/about.html")).toBe(
      "https://user.github.io/fungi-atlas/about",
    );
  });

  it("runs before React Router's hydration script", () => {
    expect(about.indexOf("history.replaceState")).toBeLessThan(about.indexOf("hydrate()"));
  });

  it("leaves the 404 page, served at any unknown path, unchanged", () => {
    const notFound = page("<title>Page not found</title>");
    expect(showCanonicalUrl(notFound, siteConfig, "404.html")).toBe(notFound);
  });
});
