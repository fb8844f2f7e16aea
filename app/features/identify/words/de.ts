import type { Catalogue } from "#app/i18n/catalogue.ts";

// The key's words outside /identify (its results' summary, the links to it) in German, translated
// from en.ts key for key.
export const de = {
  findKey: {
    contradiction: "Keine Art hat alle angekreuzten Merkmale: prüfen Sie {features}.",
    matching: "Arten, die zu allen Merkmalen passen: {count} von {total}",
    summary: "Passen zu allem: {candidates} · Gefährlich, auszuschließen: {dangerous}",
    showResults: "Ergebnisse zeigen",
  },
  keyLink: {
    identifyAction: "Fund bestimmen",
  },
} satisfies Pick<Catalogue, "findKey" | "keyLink">;
