import type { Catalogue } from "#app/i18n/catalogue.ts";

// The key's words outside /identify (its results' summary, the links to it) in Spanish, translated
// from en.ts key for key.
export const es = {
  findKey: {
    contradiction: "Ninguna especie tiene todos los rasgos marcados: revisa {features}.",
    matching: "Especies que tienen todos los rasgos: {count} de {total}",
    summary: "Coinciden en todo: {candidates} · Peligrosas, que descartar: {dangerous}",
    showResults: "Ver resultados",
  },
  keyLink: {
    identifyAction: "Identificar un hallazgo",
  },
} satisfies Pick<Catalogue, "findKey" | "keyLink">;
