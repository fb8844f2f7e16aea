import type { Catalogue } from "#app/i18n/catalogue.ts";

// The search's words (the dialog, /search, the species' names) in Italian, translated from en.ts
// key for key.
export const it = {
  search: {
    title: "Ricerca",
    description: "Cerca in ogni pagina di {brand}, o sfogliale tutte per sezione.",
    label: "Cerca nel sito",
    placeholder: "Un nome comune o latino, o qualsiasi parola",
    close: "Chiudi",
    loading: "Caricamento della ricerca…",
    failed: "Non è stato possibile caricare la ricerca. Controlla la connessione e riprova.",
    results: { one: "{count} risultato", other: "{count} risultati" },
    noResults: "Nessun risultato per «{query}»",
    hint: "Le frecce scorrono i risultati; Invio ne apre uno.",
    filters: "Filtra i risultati",
    section: "Sezione",
    anySection: "Qualsiasi sezione",
    anyValue: "Qualsiasi",
    allPages: "Tutte le pagine, per sezione",
    otherPages: "Altre pagine",
    slashKey: "Aprire la ricerca con il tasto /",
  },
  searchNames: {
    knownAs: "Detto anche {name}",
    didYouMean: "Forse cercavi {name}?",
    noNameMatch: "Nessuna specie si chiama «{query}». Il nome più vicino è {name}.",
    confusedWith: "Spesso confuso con:",
    needsJavaScript:
      "La ricerca richiede JavaScript, disattivato o non caricato: non è stata cercata nessuna parola. Qui sotto tutte le pagine, per sezione.",
    filtersToggle: "Filtri",
    filtersChosen: "{count} scelti",
    notFoundSuggestions: "Cercavi una di queste specie?",
  },
} satisfies Pick<Catalogue, "search" | "searchNames">;
