import { describe, expect, it } from "vitest";
import { parseSiteConfig } from "#app/checks/site-config.schema.ts";
import { siteConfig } from "#app/config/site.ts";
import { OwnerError } from "#app/lib/owner-error.ts";
import { pagePaths } from "#app/lib/page-paths.ts";
import routes from "#app/routes.ts";
import { arabicTexts } from "#tests/fixtures/texts-ar.ts";
import type { Texts } from "./catalogue.ts";
import { builtInCatalogues, messageKeys, siteMessages } from "./site-messages.ts";

const parse = (change: Record<string, unknown>) => () =>
  parseSiteConfig({ ...siteConfig, ...change }, pagePaths(routes));

/** The lines the build prints for a change to the configuration, one per problem. */
function problemLinesOf(change: Record<string, unknown>): readonly string[] {
  try {
    parse(change)();
    return [];
  } catch (error) {
    if (error instanceof OwnerError) return error.problems;
    throw error;
  }
}

/** The lines the build prints for `texts`. */
const problemsOf = (texts: Record<string, unknown>) => problemLinesOf({ texts });

describe("the site's words", () => {
  it("come from the language's catalogue, a regional tag from its language's", () => {
    expect(siteMessages("de-AT").site.advertisement).toBe("Anzeige");
    expect(siteMessages("pt-BR").sections.comingSoon).toBe(siteMessages("pt").sections.comingSoon);
    expect(siteMessages("en").sections.comingSoon).toBe("Content coming soon...");
  });

  it("take the owner's texts over the catalogue's", () => {
    const texts = { "consent.accept": "Okay", "site.advertisement": "Werbung" };
    const messages = parseSiteConfig(
      { ...siteConfig, language: "de", texts },
      pagePaths(routes),
    ).texts;
    expect(siteMessages("de", messages).consent.accept).toBe("Okay");
    expect(siteMessages("de", messages).site.advertisement).toBe("Werbung");
    expect(siteMessages("de", messages).consent.reject).toBe(siteMessages("de").consent.reject);
  });

  it("never call anything safe, in any built-in language", () => {
    const safe =
      /\b(safe|safely|safety of|sicher|sûre?s?|sans danger|segur[oa]s?|sicur[oaie]|veilig|bezpieczn\w*)\b/i;
    for (const [language, catalogue] of Object.entries(builtInCatalogues)) {
      const texts = Object.values(catalogue).flatMap((namespace) =>
        Object.values(namespace).flatMap((text) =>
          typeof text === "string" ? [text] : Object.values(text),
        ),
      );
      expect(
        texts.filter((text) => safe.test(text)),
        language,
      ).toEqual([]);
    }
  });

  it("fail the build on an unknown key, with the nearest known one", () => {
    expect(parse({ texts: { "consent.acept": "Okay" } })).toThrow(
      /siteConfig\.texts: unknown key "consent\.acept" \(did you mean "consent\.accept"\?\)/,
    );
  });

  it("fail the build on a key without its namespace, or in another one, with the real key", () => {
    expect(problemsOf({ welcomeTitel: "Hallo" })).toEqual([
      'siteConfig.texts: unknown key "welcomeTitel" (did you mean "welcome.title"?)',
    ]);
    expect(problemsOf({ "home.welcomeTitel": "Hallo" })).toEqual([
      'siteConfig.texts: unknown key "home.welcomeTitel" (did you mean "welcome.title"?)',
    ]);
    expect(problemsOf({ accept: "Okay" })).toEqual([
      'siteConfig.texts: unknown key "accept" (did you mean "consent.accept"?)',
    ]);
    // As close to blog.title as to any other namespace's "title": the whole key wins.
    expect(problemsOf({ "blog.titel": "Blog" })).toEqual([
      'siteConfig.texts: unknown key "blog.titel" (did you mean "blog.title"?)',
    ]);
  });

  // vite.config.ts words the site before the configuration is checked: a TypeError there stopped
  // the build before the check could name the key.
  it("leave out a key the catalogue does not have, for the check to report", () => {
    const texts = { welcomeTitel: "Hallo", "home.welcomeTitel": "Hallo" } as Texts;
    expect(() => siteMessages("de", texts)).not.toThrow();
    expect(siteMessages("de", texts)).toEqual(siteMessages("de"));
  });

  it("fail the build on a placeholder the text does not have", () => {
    expect(parse({ texts: { "welcome.title": "Willkommen bei {site}" } })).toThrow(
      /siteConfig\.texts\["welcome\.title"\]: may use only \{brand\}/,
    );
  });

  it("may reword the safety notice of species pages, but not remove it", () => {
    const texts = { "safety.safetyNotice": "Never eat a wild mushroom an expert has not seen." };
    const reworded = parseSiteConfig({ ...siteConfig, texts }, pagePaths(routes)).texts;
    expect(siteMessages("en", reworded).safety.safetyNotice).toBe(texts["safety.safetyNotice"]);
    expect(parse({ texts: { "safety.safetyNotice": " " } })).toThrow(
      /siteConfig\.texts\["safety\.safetyNotice"\]: must not be empty/,
    );
  });

  it("must all be given for a language without a catalogue, or the build lists what is missing", () => {
    const partial = { "consent.accept": "موافق", "consent.reject": "رفض" };
    expect(parse({ language: "ar", texts: partial })).toThrow(
      /siteConfig\.texts: "ar" has no built-in catalogue \(built in: en, de, fr, es, it, nl, pl, pt\), so texts must give every key; \d+ missing: site\.headline, site\.skipToContent, .*, and \d+ more \(app\/i18n\/catalogues\/en\//,
    );
    expect(parse({ language: "ar", texts: arabicTexts })).not.toThrow();
    expect(Object.keys(arabicTexts).toSorted()).toEqual(messageKeys.toSorted());
  });

  it("name the built-in languages to an owner who set another without any texts, in one line", () => {
    expect(problemLinesOf({ language: "xx" })).toEqual([
      `siteConfig.language: "xx" is not a built-in language (built in: en, de, fr, es, it, nl, pl, pt): choose one, or give texts for all ${messageKeys.length} of the site's own words`,
    ]);
  });

  it("say how to write a language tag, and nothing of the texts it would need", () => {
    expect(problemLinesOf({ language: "EN" })).toEqual([
      'siteConfig.language: must be written "en"',
    ]);
    expect(problemLinesOf({ language: "en-us" })).toEqual([
      'siteConfig.language: must be written "en-US"',
    ]);
    expect(problemLinesOf({ language: "english" })).toEqual([
      'siteConfig.language: must be a language tag like "en", or "en-GB" with a region',
    ]);
    expect(problemLinesOf({ contentLanguage: "DE" })).toEqual([
      'siteConfig.contentLanguage: must be written "de"',
    ]);
  });
});
