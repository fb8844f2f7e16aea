import type { Catalogue } from "../../catalogue.ts";

export const search = {
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
} satisfies Catalogue["search"];
