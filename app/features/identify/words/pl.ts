import type { Catalogue } from "#app/i18n/catalogue.ts";

// The key's words outside /identify (its results' summary, the links to it) in Polish, translated
// from en.ts key for key.
export const pl = {
  findKey: {
    contradiction: "Żaden gatunek nie ma wszystkich zaznaczonych cech: sprawdź {features}.",
    matching: "Gatunki zgodne ze wszystkimi cechami: {count} z {total}",
    summary: "Pasują we wszystkim: {candidates} · Groźne, do wykluczenia: {dangerous}",
    showResults: "Pokaż wyniki",
  },
  keyLink: {
    identifyAction: "Oznacz znalezisko",
  },
} satisfies Pick<Catalogue, "findKey" | "keyLink">;
