import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { siteFeatures } from "../../app/features/index.ts";
import { coreFiles, featureMentions } from "./feature-mentions.ts";

// No core file names a content feature (issue 69, step 2): the route table, the pre-rendering,
// the sitemap, the offline plan and the document's rendering read the features' pages, listings
// and files from the list. Each rule is shown finding a mention put back, then holding.

describe("a mention of a content feature", () => {
  it("is found in a page path, a listing's route, a route id, a file and an import", () => {
    const text = [
      'route("credits", "routes/credits.tsx"),',
      'const later = { path: "identify/page/:page", id: "identify-page" };',
      'route("identify/species.json", file);',
      'import { glossaryPage } from "./features/glossary/terms.ts";',
      'const centres = "/poison-centres";',
    ].join("\n");
    // In the list's order: identify, safety, photos, glossary.
    expect(featureMentions("app/core-pages.ts", text, siteFeatures)).toEqual([
      'app/core-pages.ts: "identify/page/:page" names the identify feature',
      'app/core-pages.ts: "identify-page" names the identify feature',
      'app/core-pages.ts: "identify/species.json" names the identify feature',
      'app/core-pages.ts: "/poison-centres" names the safety feature',
      'app/core-pages.ts: "credits" names the photos feature',
      'app/core-pages.ts: "routes/credits.tsx" names the photos feature',
      'app/core-pages.ts: "./features/glossary/terms.ts" names the glossary feature',
    ]);
  });

  it("is not a comment, nor a word that only contains a path's segment", () => {
    const text = [
      "// the features' pages, e.g. /credits and /identify",
      "/* the key at /identify */",
      'const url = "https://example.org/x"; // then /glossary',
      'const words = ["creditsTitle", "unidentified", "glossaryish"];',
    ].join("\n");
    expect(featureMentions("app/routes.ts", text, siteFeatures)).toEqual([]);
  });
});

it("is in no core file: each reads the features from the list", () => {
  const mentions = coreFiles.flatMap((file) =>
    featureMentions(file, readFileSync(file, "utf8"), siteFeatures),
  );
  expect(mentions).toEqual([]);
});
