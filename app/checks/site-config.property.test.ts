import * as fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
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
// the configuration: load its entry (vite.config.ts and every module it imports, fresh, over the
// mutated app/config/site.ts), then word the site, print the warnings and make the features'
// files. A wrong value must end as the owner's list (one line a problem, each naming its field),
// never as an error thrown past it, nor in a module that reads a setting as it loads.
// Loading the entry afresh takes about 0.2 s (0.6 s on a busy machine), so the many runs go
// through the check and the hooks only, and fewer (and every setting with each other type) through
// the entry. `PROPERTY_RUNS=20000 npx vitest run app/checks` searches harder; `PROPERTY_SEED`
// replays a run.

const runs = Number(process.env.PROPERTY_RUNS ?? 300);
const entryRuns = Math.ceil(runs / 20);
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

/** How the build stops on the owner's list: `exitOnOwnerError` prints it, then exits. */
class Exited extends Error {}

/** What the build does with the configuration: vite.config.ts, then its plugins' hooks. */
async function buildWith(input: unknown, { entry = true } = {}): Promise<void> {
  if (entry) await loadEntry(input);
  // The plugins' hooks, which run later in the build, with the checked settings.
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

/** Loads vite.config.ts and what it imports, afresh, with `input` as the owner's settings. */
async function loadEntry(input: unknown): Promise<void> {
  vi.resetModules();
  vi.doMock("#app/config/site.ts", () => ({ siteConfig: input }));
  const printed: string[] = [];
  vi.spyOn(console, "error").mockImplementation((text: unknown) => printed.push(String(text)));
  vi.spyOn(process, "exit").mockImplementation(() => {
    throw new Exited(printed.join("\n"));
  });
  try {
    await import("../../vite.config.ts");
  } finally {
    vi.doUnmock("#app/config/site.ts");
  }
}

/** The owner's list, as printed: its heading, then each problem one line, naming a field. */
function isOwnersList(error: unknown): boolean {
  if (!(error instanceof Exited || error instanceof OwnerError)) return false;
  const [heading, ...problems] = error.message.split("\n");
  return (
    heading === "Invalid site configuration (app/config/site.ts):" &&
    problems.length > 0 &&
    problems.every((line) => /^  - siteConfig([.[][^\n]*)?: \S[^\n]*$/.test(line))
  );
}

/** Builds with each configuration, failing on any end but a finished build or the owner's list. */
async function endsAsOwnersList(changes: fc.Arbitrary<Mutation>, numRuns: number, entry: boolean) {
  await fc.assert(
    fc.asyncProperty(changes, async (change) => {
      try {
        await buildWith(mutated(change), { entry });
      } catch (error) {
        if (!isOwnersList(error)) {
          throw new Error(`${JSON.stringify(change)} gave: ${String(error)}`, { cause: error });
        }
      }
    }),
    { numRuns, seed },
  );
}

/**
 * Each setting (top-level key) with values a module reading it as it loads would trip over: no
 * object to read a field of (null), and no string, list or object to call a method of (7).
 */
const otherTypes: Mutation[] = Object.keys(full).flatMap((key) =>
  [null, 7].map((value) => ({ kind: "replace" as const, at: [key], value })),
);

describe("the site configuration, tried with wrong values", () => {
  it("ends every mistake as the owner's list, and nothing else", async () => {
    await endsAsOwnersList(mutation, runs, false);
  }, 60_000);

  it("ends every mistake as the owner's list through the build's entry too", async () => {
    await endsAsOwnersList(mutation, entryRuns, true);
  }, 120_000);

  it("stops with the owner's list on a setting of any type, before a module reads it", async () => {
    for (const change of otherTypes) {
      await endsAsOwnersList(fc.constant(change), 1, true);
    }
  }, 120_000);

  it("tries every place of the configuration it knows of", () => {
    // A configuration that grows a field is tried there too, with no list to keep.
    expect(places).toContainEqual(["ads", "slots", "/about", 0, "bannerId"]);
    expect(places).toContainEqual(["safety", "emergency", "phone"]);
    expect(places.length).toBeGreaterThan(80);
  });

  it("words a text key without its namespace as one line, with the key meant", async () => {
    await expect(buildWith({ ...full, texts: { welcomeTitel: "Hallo" } })).rejects.toThrow(
      'siteConfig.texts: unknown key "welcomeTitel" (did you mean "welcome.title"?)',
    );
  });
});
