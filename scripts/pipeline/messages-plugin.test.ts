// @vitest-environment node
import { type Rolldown, build } from "vite";
import { describe, expect, it } from "vitest";
import { de } from "#app/features/safety/words/de.ts";
import { de as offlineDe } from "#app/features/offline/words/de.ts";
import { siteMessages } from "#app/i18n/site-messages.ts";
import { messagesPlugin } from "./messages-plugin.ts";

/**
 * A chunk of `code`, which imports words, bundled as the build bundles the browser's code for a
 * site in `language`: its text, and what it exports.
 */
async function bundled(code: string, language: string, texts = {}) {
  const output = (await build({
    configFile: false,
    logLevel: "silent",
    plugins: [
      {
        name: "entry",
        resolveId: (id) => (id === "entry" ? id : undefined),
        load: (id) => (id === "entry" ? code : undefined),
      },
      messagesPlugin(siteMessages(language, texts), language),
    ],
    build: {
      write: false,
      minify: false,
      rolldownOptions: {
        input: "entry",
        // A library's entry keeps its exports, which an app's build drops.
        preserveEntrySignatures: "strict",
        output: { format: "iife", name: "chunk" },
      },
    },
  })) as Rolldown.RolldownOutput;
  const [chunk] = output.output;
  const exported = new Function(`${chunk.code}\nreturn chunk;`)() as Record<string, unknown>;
  return { text: chunk.code, exported };
}

/** The namespace `id` as a render is given it: the module's default export. */
const namespaceOf = async (id: string, language: string, texts = {}) =>
  (await bundled(`import words from "${id}";\nexport const namespace = words;`, language, texts))
    .exported.namespace;

describe("virtual:messages/<namespace>", () => {
  it("serves a feature's namespace from its folder, in the site's language", async () => {
    expect(await namespaceOf("virtual:messages/poisonCentres", "de")).toEqual(de.poisonCentres);
    expect(await namespaceOf("virtual:messages/poisonLink", "de-AT")).toEqual(de.poisonLink);
  });

  it("serves it with the owner's texts over it, as a core namespace", async () => {
    const texts = { "consent.accept": "Okay", "site.advertisement": "Werbung" };
    expect(await namespaceOf("virtual:messages/consent", "de", texts)).toMatchObject({
      accept: "Okay",
    });
    expect(await namespaceOf("virtual:messages/site", "de", texts)).toMatchObject({
      advertisement: "Werbung",
    });
  });

  it("gives each word as an export of its own: a chunk that reads one by name keeps only it", async () => {
    const { text, exported } = await bundled(
      'import * as offline from "virtual:messages/offline";\nexport const cancel = offline.cancel;',
      "de",
    );
    expect(exported.cancel).toBe(offlineDe.offline.cancel);
    expect(text).not.toContain(JSON.stringify(offlineDe.offline.storage));
    expect(text).not.toContain(JSON.stringify(offlineDe.offline.panelHeading));
  });

  it("stops the build on a namespace no catalogue has", async () => {
    await expect(namespaceOf("virtual:messages/poisonCentre", "de")).rejects.toThrow(
      'No message namespace "poisonCentre"',
    );
  });
});
