import type { Catalogue } from "#app/i18n/catalogue.ts";

// The key's words outside /identify (its results' summary, the links to it) in Dutch, translated
// from en.ts key for key.
export const nl = {
  findKey: {
    contradiction: "Geen soort heeft alle aangevinkte kenmerken: controleer {features}.",
    matching: "Soorten met alle kenmerken: {count} van {total}",
    summary: "Passen overal bij: {candidates} · Gevaarlijk, uit te sluiten: {dangerous}",
    showResults: "Toon resultaten",
  },
  keyLink: {
    identifyAction: "Een vondst determineren",
  },
} satisfies Pick<Catalogue, "findKey" | "keyLink">;
