import type { Catalogue } from "#app/i18n/catalogue.ts";

// The key's words outside /identify (its results' summary, the links to it) in French, translated
// from en.ts key for key.
export const fr = {
  findKey: {
    contradiction: "Aucune espèce n’a tous les caractères cochés\u00a0: vérifiez {features}.",
    matching: "Espèces qui ont tous les caractères\u00a0: {count} sur {total}",
    summary: "Correspondent à tout\u00a0: {candidates} · Dangereuses, à écarter\u00a0: {dangerous}",
    showResults: "Voir les résultats",
  },
  keyLink: {
    identifyAction: "Identifier une trouvaille",
  },
} satisfies Pick<Catalogue, "findKey" | "keyLink">;
