import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { siteConfig } from "#app/config/site.ts";
import type { SiteConfig } from "#app/config/site-config.ts";
import { siteFeatures } from "#app/features/index.ts";
import { messageKeys, siteMessages } from "#app/i18n/site-messages.ts";
import { OwnerError } from "#app/lib/owner-error.ts";
import { pagePaths } from "#app/lib/page-paths.ts";
import routes from "#app/routes.ts";
import { buildWarnings } from "./build-warnings.ts";
import { parseSiteConfig } from "./site-config.schema.ts";

// Every setting tried with wrong values, one at a time, through what `npm run build` does with
// the configuration: check it, then word the site, print the warnings and make the features'
// files. A wrong value must end as the owner's list (one line a problem, each naming its field),
// never as an error thrown past it. `PROPERTY_RUNS=20000 npx vitest run app/checks` searches
// harder; `PROPERTY_SEED` replays a run.

const runs = Number(process.env.PROPERTY_RUNS ?? 300);
const seed = Number(process.env.PROPERTY_SEED ?? 20_261_128);
const pages = pagePaths(routes);

type Path = (string | number)[];

/** Every place of a value: each key of each object and each entry of each list, nested. */
function placesOf(value: unknown, at: Path = []): Path[] {
  if (Array.isArray(value)) {
    return value.flatMap((entry, index) => [[...at, index], ...placesOf(entry, [...at, index])]);
  }
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, entry]) => [
      [...at, key],
      ...placesOf(entry, [...at, key]),
    ]);
  }
  return [];
}

/** The shipped configuration with its optional parts set, so that they are tried too. */
const full = {
  ...structuredClone(siteConfig),
  texts: { "consent.accept": "Okay" },
  analytics: { provider: "plausible", scriptUrl: "https://plausible.io/js/pa-x.js" },
  safety: { emergency: { name: "Poison Control", phone: "1-800-222-1222" } },
  consent: { ...siteConfig.consent, privacyNotice: ["We are the owners."] },
} as SiteConfig;
const places = placesOf(full);

/** Values of every wrong kind an owner (or an editor's autocomplete) may write. */
const wrongValue = fc.oneof(
  fc.constantFrom(null, undefined, "", " ", 0, -1, 1e308, Number.NaN, Infinity, true, false),
  fc.constantFrom("x".repeat(5000), "http://ads.example.org/{bannerId}", "<script>", "{bannerId}"),
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string(), { maxKeys: 3 }),
);

/** A key no schema knows: a typo of a known one, a key without its namespace, or any text. */
const unknownKey = fc.oneof(
  fc.constantFrom("nme", "URL", "bannerScriptURL", "welcomeTitel", "accept", "home.welcomeTitel"),
  fc.constantFrom(...messageKeys.map((key) => key.split(".")[1] ?? key)),
  fc.string({ minLength: 1, maxLength: 12 }),
);

type Mutation =
  | { kind: "replace"; at: Path; value: unknown }
  | { kind: "remove"; at: Path }
  | { kind: "add key"; at: Path; key: string; value: unknown }
  | { kind: "list for object"; at: Path };

const place = fc.constantFrom(...places);
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant("replace" as const), at: place, value: wrongValue }),
  fc.record({ kind: fc.constant("remove" as const), at: place }),
  fc.record({
    kind: fc.constant("add key" as const),
    at: fc.constantFrom<Path>(
      [],
      ["texts"],
      ["ads"],
      ["consent"],
      ["embeds"],
      ["footer"],
      ["safety"],
    ),
    key: unknownKey,
    value: wrongValue,
  }),
  fc.record({ kind: fc.constant("list for object" as const), at: place }),
);

function mutated(change: Mutation): unknown {
  const config = structuredClone(full) as unknown as Record<string | number, unknown>;
  const parentPath = change.at.slice(0, -1);
  const last = change.at.at(-1);
  const parentOf = (path: Path) =>
    path.reduce<Record<string | number, unknown>>(
      (node, key) => node[key] as Record<string | number, unknown>,
      config,
    );
  if (change.kind === "add key") {
    const target = parentOf(change.at);
    if (target && typeof target === "object") target[change.key] = change.value;
    return config;
  }
  const parent = parentOf(parentPath);
  if (last === undefined) return config;
  if (change.kind === "replace") parent[last] = change.value;
  if (change.kind === "remove") {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  }
  if (change.kind === "list for object") parent[last] = [parent[last]];
  return config;
}

/** What the build does with the configuration (vite.config.ts, then react-router.config.ts). */
function buildWith(input: unknown): void {
  const config = parseSiteConfig(input, pages);
  const words = siteMessages(config.language, config.texts);
  buildWarnings(config);
  for (const feature of siteFeatures) {
    feature.vitePlugins?.(config, words);
    feature.siteFiles?.(config);
    feature.thirdParties?.(config, words);
    feature.storage?.(config, words);
    feature.consentPurposes?.(config);
    feature.cspSources?.(config);
    feature.documents?.(config);
  }
}

/** The owner's list: each problem one line, naming a field of `siteConfig`. */
function isOwnersList(error: unknown): boolean {
  return (
    error instanceof OwnerError &&
    error.problems.length > 0 &&
    error.problems.every((line) => /^siteConfig([.[][^\n]*)?: \S[^\n]*$/.test(line))
  );
}

describe("the site configuration, tried with wrong values", () => {
  it("ends every mistake as the owner's list, and nothing else", () => {
    fc.assert(
      fc.property(mutation, (change) => {
        try {
          buildWith(mutated(change));
        } catch (error) {
          if (!isOwnersList(error)) {
            throw new Error(`${JSON.stringify(change)} gave: ${String(error)}`, { cause: error });
          }
        }
      }),
      { numRuns: runs, seed },
    );
  });

  it("tries every place of the configuration it knows of", () => {
    // A configuration that grows a field is tried there too, with no list to keep.
    expect(places).toContainEqual(["ads", "slots", "/about", 0, "bannerId"]);
    expect(places).toContainEqual(["safety", "emergency", "phone"]);
    expect(places.length).toBeGreaterThan(80);
  });

  it("words a text key without its namespace as one line, with the key meant", () => {
    expect(() => buildWith({ ...full, texts: { welcomeTitel: "Hallo" } })).toThrow(
      'siteConfig.texts: unknown key "welcomeTitel" (did you mean "welcome.title"?)',
    );
  });
});
