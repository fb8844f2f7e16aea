import type { Catalogue } from "#app/i18n/catalogue.ts";

// The key's words outside /identify (its results' summary, the links to it) in Italian, translated
// from en.ts key for key.
export const it = {
  findKey: {
    contradiction: "Nessuna specie ha tutti i caratteri spuntati: controlla {features}.",
    matching: "Specie che hanno tutti i caratteri: {count} su {total}",
    summary: "Corrispondono in tutto: {candidates} · Pericolose, da escludere: {dangerous}",
    showResults: "Mostra i risultati",
  },
  keyLink: {
    identifyAction: "Identifica un ritrovamento",
  },
} satisfies Pick<Catalogue, "findKey" | "keyLink">;
