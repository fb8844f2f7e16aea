import { describe, expect, it } from "vitest";
import { buildWarnings } from "#app/checks/build-warnings.ts";
import { parseSiteConfig } from "#app/checks/site-config.schema.ts";
import { siteConfig } from "#app/config/site.ts";
import { pagePaths } from "#app/lib/page-paths.ts";
import routes from "#app/routes.ts";
import { poisonCentreCodes, poisonCentres, staleEntryWarnings } from "./poison-centres.ts";

const pages = pagePaths(routes);

/** What the build says of the shipped configuration with another `safety.country`. */
function problemsWith(country: unknown): string[] {
  const config = { ...structuredClone(siteConfig), safety: { country } };
  try {
    parseSiteConfig(config, pages);
    return [];
  } catch (error) {
    return String(error instanceof Error ? error.message : error)
      .split("\n")
      .filter((line) => line.includes("siteConfig."));
  }
}

describe("the poison-centre table", () => {
  it("holds at least the sixteen countries of issue 66, each with two sources and a day checked", () => {
    expect(poisonCentreCodes).toEqual(
      expect.arrayContaining("AT BE CH DE ES FR IT NL PL PT BR GB IE US CA AU".split(" ")),
    );
    for (const entry of poisonCentres) {
      expect(
        entry.sources.every((source) => URL.canParse(source)),
        entry.code,
      ).toBe(true);
      expect(new Set(entry.sources).size, entry.code).toBe(2);
      expect(entry.checked, entry.code).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // Every country either has a line the public may call, or tells the public its route.
      expect(entry.publicPoisonLine || entry.note !== undefined, entry.code).toBe(true);
    }
  });
});

describe("safety.country", () => {
  it("takes a code of the table, or a list of them", () => {
    expect(problemsWith("DE")).toEqual([]);
    expect(problemsWith(["DE", "AT"])).toEqual([]);
    expect(problemsWith("DE-BY")).toEqual([]);
  });

  it("fails the build on a code the table lacks, in one line naming the field, with a hint", () => {
    expect(problemsWith("UK")).toEqual([
      expect.stringMatching(
        /^\s*- siteConfig\.safety\.country: "UK" is not a country of the poison-centre table \(did you mean "GB"\?\); it knows AT, AU, .*set safety\.emergency$/,
      ),
    ]);
    // A region the table does not know (France's centres name cities, not regions).
    expect(problemsWith("FR-IDF")).toEqual([
      expect.stringMatching(
        /siteConfig\.safety\.country: "FR-IDF" is not a country of the poison-centre table;/,
      ),
    ]);
    expect(problemsWith(["DE", "de"])).toEqual([
      expect.stringMatching(/siteConfig\.safety\.country\[1\]: "de" .*\(did you mean "DE"\?\)/),
    ]);
  });
});

describe("the build's warnings on the table", () => {
  it("warn of an entry checked more than 12 months before the build, and only of it", () => {
    const [first] = poisonCentres;
    if (!first) throw new Error("the table is empty");
    const entries = [
      { ...first, code: "XA", checked: "2025-06-01" },
      { ...first, code: "XB", checked: "2025-06-03" },
    ];
    expect(staleEntryWarnings(entries, new Date("2026-06-02T12:00:00Z"))).toEqual([
      'The poison centres of XA (app/features/safety/poison-centres/) were last checked on 2025-06-01, more than 12 months ago: check them against their sources again and update "checked".',
    ]);
  });

  it("ask for a country while the owner names neither a country nor a service", () => {
    const { safety: _unset, ...withoutSafety } = structuredClone(siteConfig);
    expect(buildWarnings(withoutSafety)).toContain(
      'siteConfig.safety.country is not set: the pages of harmful species tell visitors to call their local emergency number; name your readers\' country (e.g. country: "DE"), or set their poison centre (emergency: name, phone).',
    );
    expect(buildWarnings(siteConfig).join("\n")).not.toMatch(/safety/);
  });
});
