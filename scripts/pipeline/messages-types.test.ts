import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { builtInCatalogues } from "#app/i18n/site-messages.ts";
import { temporaryFolder } from "#tests/fixtures/temporary-folders.ts";
import { writeMessagesTypes } from "./messages-types.ts";

describe("the virtual modules' types", () => {
  it("declare a virtual:messages module for every namespace of the catalogue, and the locale data", async () => {
    const en = builtInCatalogues.en ?? {};
    const file = join(await temporaryFolder("messages-types"), ".react-router", "messages.d.ts");
    writeMessagesTypes(file);
    const types = await readFile(file, "utf8");
    const declared = [...types.matchAll(/^declare module "virtual:messages\/(\w+)" \{$/gm)];
    expect(declared.map(([, namespace]) => namespace)).toEqual(Object.keys(en));
    for (const namespace of Object.keys(en)) {
      expect(types).toContain(`import("#app/i18n/catalogue.ts").Catalogue["${namespace}"];`);
    }
    expect(types).toContain('declare module "virtual:locale-data" {');
  });

  it("declare each word whose key is a JavaScript name as an export of its own", async () => {
    const file = join(await temporaryFolder("messages-types"), ".react-router", "messages.d.ts");
    writeMessagesTypes(file);
    const types = await readFile(file, "utf8");
    const offline = types.slice(types.indexOf('declare module "virtual:messages/offline" {'));
    const declaration = offline.slice(0, offline.indexOf("\n}\n"));
    for (const key of Object.keys(builtInCatalogues.en?.offline ?? {})) {
      expect(declaration).toMatch(new RegExp(`\\bw\\d+ as ${key}\\b`));
    }
  });
});
