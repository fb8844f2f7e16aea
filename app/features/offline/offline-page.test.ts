import { describe, expect, it } from "vitest";
import { fillOfflinePage, offlinePageTemplate } from "./offline-page.ts";

const template = offlinePageTemplate(
  {
    language: "en",
    direction: "ltr",
    brand: "Fungi & Friends",
    title: "You are offline",
    text: "This page is not saved on this device.",
    words: {
      savedHeading: "Saved on this device",
      atlasSavedOn: "The atlas, saved for offline use on {date}:",
      openedHeading: "Pages you opened",
      nothingSaved: "Nothing is saved on this device yet.",
    },
  },
  { base: "/fungi-atlas", stylesheet: "/assets/styles-1a2b.css" },
);

const saved = {
  build: "b1",
  savedAt: Date.UTC(2026, 10, 28, 12),
  bytes: 4_200_000,
  species: 40,
  pages: [
    { path: "/", label: "Home" },
    { path: "/types", label: "Types", detail: "40 species" },
  ],
};

describe("the offline page", () => {
  it("is the site's page, in its language, styled by its stylesheet, with no script", () => {
    expect(template.html).toContain('<html lang="en" dir="ltr">');
    expect(template.html).toContain('href="/fungi-atlas/assets/styles-1a2b.css"');
    expect(template.html).toContain("<title>You are offline | Fungi &amp; Friends</title>");
    expect(template.html).not.toContain("<script");
    expect(template.policy).toContain("default-src 'none'");
    expect(template.policy).not.toContain("script-src");
  });

  it("lists the saved atlas with its day, then the pages opened that it does not hold", () => {
    const html = fillOfflinePage(template, {
      saved,
      base: "/fungi-atlas",
      opened: [
        { url: "/fungi-atlas/types", title: "Types of Mushrooms" },
        { url: "/fungi-atlas/blog", title: "Blog <& more>" },
      ],
    });
    expect(html).toContain("The atlas, saved for offline use on November 28, 2026:");
    expect(html).toContain('<a href="/fungi-atlas/types" class=');
    expect(html).toContain("Types</a> (40 species)");
    expect(html).toContain("Pages you opened");
    expect(html).toContain(">Blog &lt;&amp; more&gt;</a>");
    expect(html.match(/href="\/fungi-atlas\/types"/g)).toHaveLength(1);
    expect(html).not.toContain("Nothing is saved");
  });

  it("says when nothing is saved", () => {
    const html = fillOfflinePage(template, { base: "", opened: [] });
    expect(html).toContain("Nothing is saved on this device yet.");
    expect(html).not.toContain("The atlas, saved");
  });
});
