import { describe, expect, it } from "vitest";
import { de } from "#app/features/safety/words/de.ts";
import { siteMessages } from "#app/i18n/site-messages.ts";
import { messagesPlugin } from "./messages-plugin.ts";

/** The module Vite gets for an import of `id` on a site in `language`, as the build asks for it. */
function served(id: string, language: string, texts = {}): string {
  const plugin = messagesPlugin(siteMessages(language, texts), language);
  const resolved = (plugin.resolveId as (id: string) => string | undefined)(id) ?? "";
  // The hook as Vite calls it, with the one method of its context the plugin uses.
  const load = plugin.load as (this: { error(message: string): never }, id: string) => string;
  return load.call(
    {
      error: (message) => {
        throw new Error(message);
      },
    },
    resolved,
  );
}

const valueOf = (module: string): unknown =>
  JSON.parse(module.replace(/^export default /, "").replace(/;$/, ""));

describe("virtual:messages/<namespace>", () => {
  it("serves a feature's namespace from its folder, in the site's language", () => {
    expect(valueOf(served("virtual:messages/poisonCentres", "de"))).toEqual(de.poisonCentres);
    expect(valueOf(served("virtual:messages/poisonLink", "de-AT"))).toEqual(de.poisonLink);
  });

  it("serves it with the owner's texts over it, as a core namespace", () => {
    const texts = { "consent.accept": "Okay", "site.advertisement": "Werbung" };
    expect(valueOf(served("virtual:messages/consent", "de", texts))).toMatchObject({
      accept: "Okay",
    });
    expect(valueOf(served("virtual:messages/site", "de", texts))).toMatchObject({
      advertisement: "Werbung",
    });
  });

  it("stops the build on a namespace no catalogue has", () => {
    expect(() => served("virtual:messages/poisonCentre", "de")).toThrow(
      'No message namespace "poisonCentre"',
    );
  });
});
