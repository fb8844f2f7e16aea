import type { Catalogue } from "#app/i18n/catalogue.ts";

// The search's words (the dialog, /search, the species' names) in German, translated from en.ts key
// for key.
export const de = {
  search: {
    title: "Suche",
    description: "Durchsuchen Sie jede Seite von {brand} oder stöbern Sie nach Bereichen.",
    label: "Die Website durchsuchen",
    placeholder: "Ein deutscher oder lateinischer Name, oder ein beliebiges Wort",
    close: "Schließen",
    loading: "Die Suche wird geladen …",
    failed:
      "Die Suche konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.",
    results: { one: "{count} Treffer", other: "{count} Treffer" },
    noResults: "Keine Treffer für „{query}“",
    hint: "Pfeiltasten wechseln zwischen den Treffern; Enter öffnet einen.",
    filters: "Treffer filtern",
    section: "Bereich",
    anySection: "Jeder Bereich",
    anyValue: "Beliebig",
    allPages: "Alle Seiten, nach Bereich",
    otherPages: "Weitere Seiten",
    slashKey: "Die Suche mit der Taste / öffnen",
  },
  searchNames: {
    knownAs: "Auch genannt: {name}",
    didYouMean: "Meinten Sie {name}?",
    noNameMatch: "Keine Art heißt „{query}“. Der nächste Name ist {name}.",
    confusedWith: "Oft verwechselt mit:",
    needsJavaScript:
      "Die Suche braucht JavaScript, das ausgeschaltet ist oder nicht geladen wurde; es wurde also nichts gesucht. Unten stehen alle Seiten, nach Rubrik.",
    filtersToggle: "Filter",
    filtersChosen: "{count} gewählt",
    notFoundSuggestions: "Suchten Sie eine dieser Arten?",
  },
} satisfies Pick<Catalogue, "search" | "searchNames">;
