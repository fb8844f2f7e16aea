import { describe, expect, it } from "vitest";
import { parseSiteConfig } from "#app/checks/site-config.schema.ts";
import { siteConfig } from "#app/config/site.ts";
import { pagePaths } from "#app/lib/page-paths.ts";
import routes from "#app/routes.ts";
import { adsTxtLineProblem, adsTxtWarnings } from "./ads-txt.ts";
import { shippedAds } from "#tests/fixtures/shipped-ads.ts";

const withAdsTxt = (adsTxt: unknown) => () =>
  parseSiteConfig({ ...siteConfig, ads: { ...shippedAds, adsTxt } }, pagePaths(routes));

describe("ads.txt", () => {
  it("takes records, variables and comments as IAB ads.txt 1.1 writes them", () => {
    const lines = [
      "google.com, pub-1234567890123456, DIRECT, f08c47fec0942fa0",
      "adnetwork.example, 7890, RESELLER",
      "appnexus.com, 1234,direct # lower case and tight commas are allowed",
      "CONTACT=ads@fungi-atlas.example.com",
      "SUBDOMAIN=shop.fungi-atlas.example.com",
      "OWNERDOMAIN=fungi-atlas.example.com",
      "# A comment",
    ];
    expect(lines.map(adsTxtLineProblem)).toEqual(lines.map(() => undefined));
  });

  it("names what is wrong with a bad line", () => {
    expect(adsTxtLineProblem("google.com, pub-123, PARTNER")).toMatch(/DIRECT or RESELLER/);
    expect(adsTxtLineProblem("google.com pub-123 DIRECT")).toMatch(/must be a record/);
    expect(adsTxtLineProblem("not a domain, pub-123, DIRECT")).toMatch(/ad system's domain/);
    expect(adsTxtLineProblem("EMAIL=me@example.com")).toMatch(/not an ads.txt variable/);
    expect(adsTxtLineProblem("OWNERDOMAIN=not a domain")).toMatch(/must be a domain/);
    expect(adsTxtLineProblem("  ")).toMatch(/must not be empty/);
  });

  it("fails the build on a bad line, naming its index and the reason", () => {
    expect(withAdsTxt(["google.com, pub-1, DIRECT", "google.com, pub-2, PARTNER"])).toThrow(
      /siteConfig\.ads\.adsTxt\[1\]: the relationship must be DIRECT or RESELLER, not "PARTNER"/,
    );
    expect(withAdsTxt(["google.com, pub-1, DIRECT"])).not.toThrow();
  });

  it("warns a site under a path that buyers read it only at the domain's root", () => {
    const ads = { ...shippedAds, adsTxt: ["google.com, pub-1, DIRECT"] };
    expect(adsTxtWarnings({ url: "https://user.github.io/fungi-atlas/", ads })).toEqual([
      expect.stringContaining("https://user.github.io/ads.txt"),
    ]);
    expect(adsTxtWarnings({ url: "https://fungi-atlas.example.com", ads })).toEqual([]);
  });
});
