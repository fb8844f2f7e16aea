import { describe, expect, it } from "vitest";
import { parseSiteConfig } from "#app/checks/site-config.schema.ts";
import { siteConfig } from "#app/config/site.ts";
import { pagePaths } from "#app/lib/page-paths.ts";
import routes from "#app/routes.ts";
import { buildWarnings } from "#app/checks/build-warnings.ts";
import { contentAttributesOf, contentLangOf, linkLabel, ownerTexts } from "./owner-words.ts";
import { siteMessages } from "./site-messages.ts";

// The shipped configuration switched to another language: the words its owner did not write follow
// `language`, so a German site reads German in its menu, hero and footer (issue 67, item 9).
describe("the words an owner did not write", () => {
  const german = siteMessages("de").defaults;

  it("follow the site's language: the shipped menu and tagline in German", () => {
    expect(siteConfig.nav.map((link) => linkLabel(link, german))).toEqual([
      "Über uns",
      "Arten",
      "Kultur",
      "Blog",
      "Kontakt",
    ]);
    expect(ownerTexts(siteConfig, german).tagline).toBe(german.tagline);
    expect(ownerTexts(siteConfig, german).description).toBe(german.description);
  });

  it("give way to the owner's own", () => {
    expect(linkLabel({ label: "Pilzarten", href: "/types" }, german)).toBe("Pilzarten");
    expect(ownerTexts({ tagline: "Mein Satz" }, german).tagline).toBe("Mein Satz");
  });

  it("are asked for where the site has no word for the page", () => {
    const config = { ...siteConfig, nav: [{ href: "/" }] };
    expect(() => parseSiteConfig(config, pagePaths(routes))).toThrow(
      "siteConfig.nav[0].label: is needed: the site has no word of its own for this page",
    );
  });
});

describe("the content's language", () => {
  it("marks the content where the site speaks another, and the build says so once", () => {
    const german = { ...siteConfig, language: "de" };
    expect(contentLangOf(german)).toBe("en");
    expect(buildWarnings(german).filter((line) => line.includes('lang="en"'))).toEqual([
      'content/ is in "en" (siteConfig.contentLanguage) and the site in "de": pages mark their content\'s titles and text with lang="en"',
    ]);
  });

  it("gives the content its direction too where it reads the other way", () => {
    expect(contentAttributesOf({ language: "ar" })).toEqual({ lang: "en", dir: "ltr" });
    expect(contentAttributesOf({ language: "en", contentLanguage: "he" })).toEqual({
      lang: "he",
      dir: "rtl",
    });
    expect(contentAttributesOf({ language: "de" })).toEqual({ lang: "en" });
    expect(contentAttributesOf({ language: "fa", contentLanguage: "ar" })).toEqual({ lang: "ar" });
    expect(contentAttributesOf({ language: "en-GB" })).toEqual({});
  });

  it("marks nothing where they are the same language", () => {
    expect(contentLangOf({ language: "en-GB" })).toBeUndefined();
    expect(contentLangOf({ language: "de", contentLanguage: "de" })).toBeUndefined();
    expect(buildWarnings(siteConfig).filter((line) => line.includes("lang="))).toEqual([]);
  });
});
