import type { Catalogue } from "#app/i18n/catalogue.ts";

// The key's words outside /identify (its results' summary, the links to it) in Portuguese,
// translated from en.ts key for key.
export const pt = {
  findKey: {
    contradiction: "Nenhuma espécie tem todas as características marcadas: verifique {features}.",
    matching: "Espécies com todas as características: {count} de {total}",
    summary: "Coincidem em tudo: {candidates} · Perigosas, a excluir: {dangerous}",
    showResults: "Ver resultados",
  },
  keyLink: {
    identifyAction: "Identificar um achado",
  },
} satisfies Pick<Catalogue, "findKey" | "keyLink">;
