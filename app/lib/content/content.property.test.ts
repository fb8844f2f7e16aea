import { cp, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import * as fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { temporaryFolder } from "#tests/fixtures/temporary-folders.ts";
import { ContentError } from "./content.server.ts";
import { loadContent } from "#tests/fixtures/load-content.ts";

// Every field of a section's, an article's and a species' frontmatter tried with wrong values,
// one at a time, and the files themselves broken in the ways editors break them: what the build
// reads must end as the owner's list (each line the file, then the field or the YAML's line, then
// the reason), never as an error thrown past it. `PROPERTY_RUNS=5000` searches harder.

const runs = Number(process.env.PROPERTY_RUNS ?? 60);
const seed = Number(process.env.PROPERTY_SEED ?? 20_261_128);

/**
 * The fixture files tried: a section, an article with a credited image and photos, and species
 * paired both ways.
 */
const tried = [
  "types.md",
  "culture/mushrooms-in-art.md",
  "types/chanterelle.md",
  "types/field-mushroom.md",
  "types/penny-bun.md",
];

let directory: string;
const originals = new Map<string, string>();

beforeAll(async () => {
  directory = await temporaryFolder("content-property");
  await cp("tests/fixtures/content", directory, { recursive: true });
  // The fixture's image credited, and shown again as a photo: every field of both is tried.
  const withPhotos = join(directory, "culture/mushrooms-in-art.md");
  await writeFile(
    withPhotos,
    (await readFile(withPhotos, "utf8")).replace(
      "\n---\n",
      `
imageAuthor: A. Painter
imageSource: https://commons.wikimedia.org/wiki/File:Toadstool.jpg
imageLicence: CC-BY-SA-4.0
photos:
  - src: ./painted-toadstool.jpg
    alt: The painted toadstool's frame
    caption: Gilded, as the painter framed it
    stage: whole
    author: A. Painter
    source: https://commons.wikimedia.org/wiki/File:Toadstool.jpg
    licence: CC0-1.0
---
`,
    ),
  );
  for (const file of tried) originals.set(file, await readFile(join(directory, file), "utf8"));
});

/** A file's fields and body, split as the build splits them. */
function fieldsOf(text: string): { fields: Record<string, unknown>; body: string } {
  const [, yaml = "", body = ""] = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(text) ?? [];
  return { fields: parse(yaml) as Record<string, unknown>, body };
}

type Path = (string | number)[];

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

const wrongValue = fc.oneof(
  fc.constantFrom(null, "", " ", 0, -1, 13, 1e308, true, "2026-02-30", "ja", "x".repeat(400)),
  fc.constantFrom("/types/nowhere", "./missing.jpg", "Deadly", "gills and pores", "[1, 13]"),
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string(), { maxKeys: 2 }),
);

/** A change to one file: a field's value, a field gone or added, or the file's text itself. */
const change = fc.oneof(
  fc.record({
    kind: fc.constant("field" as const),
    file: fc.constantFrom(...tried),
    pick: fc.nat(),
    value: wrongValue,
    remove: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant("new field" as const),
    file: fc.constantFrom(...tried),
    key: fc.oneof(
      fc.constantFrom("titel", "tags", "colour", "edible"),
      fc.string({ minLength: 1 }),
    ),
    value: wrongValue,
  }),
  fc.record({
    kind: fc.constant("text" as const),
    file: fc.constantFrom(...tried),
    breakage: fc.constantFrom(
      "bom",
      "crlf",
      "only frontmatter",
      "empty",
      "huge",
      "unclosed",
      "bad yaml",
      "tab indent",
      "no frontmatter",
    ),
  }),
);

type Change = typeof change extends fc.Arbitrary<infer T> ? T : never;

function changed(original: string, edit: Change): string {
  if (edit.kind === "text") {
    switch (edit.breakage) {
      case "bom":
        return `\uFEFF${original}`;
      case "crlf":
        return original.replaceAll("\n", "\r\n");
      case "only frontmatter":
        return original.replace(/\n---\n[\s\S]*$/, "\n---\n");
      case "empty":
        return "";
      case "huge":
        return `${original}\n${"A long paragraph about spores. ".repeat(40_000)}\n`;
      case "unclosed":
        return original.replace(/\n---\n/, "\n");
      case "bad yaml":
        return original.replace(/^title: /m, "title: a: b: [\n");
      case "tab indent":
        return original.replace(/^ {2}/m, "\t");
      case "no frontmatter":
        return original.replace(/^---\n[\s\S]*?\n---\n/, "");
    }
  }
  const { fields, body } = fieldsOf(original);
  if (edit.kind === "new field") fields[edit.key] = edit.value;
  else {
    const places = placesOf(fields);
    const at = places[edit.pick % places.length] ?? ["title"];
    const parent = at
      .slice(0, -1)
      .reduce<Record<string | number, unknown>>(
        (node, key) => node[key] as Record<string | number, unknown>,
        fields,
      );
    const last = at.at(-1) ?? "title";
    if (edit.remove) {
      if (Array.isArray(parent)) parent.splice(Number(last), 1);
      else delete parent[last];
    } else parent[last] = edit.value;
  }
  return `---\n${stringify(fields)}---\n${body}`;
}

/** The owner's list: each line one file's problem, naming a field (or the YAML) and the reason. */
function isOwnersList(error: unknown): boolean {
  return (
    error instanceof ContentError &&
    error.problems.length > 0 &&
    error.problems.every(
      (line) => line.startsWith(directory) && /\.md: [^\n]+: \S[^\n]*$/.test(line),
    )
  );
}

describe("the content, tried with wrong fields and broken files", () => {
  it(
    "ends every mistake as the owner's list, and nothing else",
    async () => {
      await fc.assert(
        fc.asyncProperty(change, async (edit) => {
          const file = join(directory, edit.file);
          await writeFile(file, changed(originals.get(edit.file) ?? "", edit));
          try {
            await loadContent({ directory, includeDrafts: false });
          } catch (error) {
            if (!isOwnersList(error)) {
              throw new Error(`${JSON.stringify(edit).slice(0, 300)} gave: ${String(error)}`, {
                cause: error,
              });
            }
          } finally {
            await writeFile(file, originals.get(edit.file) ?? "");
          }
        }),
        { numRuns: runs, seed },
      );
    },
    runs * 500,
  );

  it("names the YAML's line for a file it cannot read", async () => {
    const file = join(directory, "types.md");
    await writeFile(file, "---\ntitle: a: b\n---\n");
    const error = await loadContent({ directory, includeDrafts: false }).catch((e: unknown) => e);
    await writeFile(file, originals.get("types.md") ?? "");
    expect((error as ContentError).problems).toEqual([
      expect.stringMatching(/types\.md: frontmatter: is not valid YAML \(.*line 1/),
    ]);
  });

  it("reads a file with a byte order mark and Windows line ends as any other", async () => {
    const file = join(directory, "types/chanterelle.md");
    const original = originals.get("types/chanterelle.md") ?? "";
    await writeFile(file, `\uFEFF${original.replaceAll("\n", "\r\n")}`);
    const content = await loadContent({ directory, includeDrafts: false }).finally(() =>
      writeFile(file, original),
    );
    expect(
      content.articles.find((article) => article.slug === "chanterelle")?.species,
    ).toMatchObject({ scientificName: "Cantharellus cibarius" });
  });
});

it("leaves the fixture copy as it found it", async () => {
  for (const file of tried)
    expect(await readFile(join(directory, file), "utf8")).toBe(originals.get(file));
  await rm(directory, { recursive: true });
});
