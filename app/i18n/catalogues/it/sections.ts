import type { Catalogue } from "../../catalogue.ts";

export const sections = {
  comingSoon: "Contenuti in arrivo…",
  comingSoonText:
    "Questa parte dell’atlante sta ancora crescendo sottoterra. Finché non spunta, esplora il resto del sito.",
  exploreOther: "Esplora altre sezioni",
  backToHome: "Torna alla home",
  articles: "Articoli",
  listingPages: "Pagine dell'elenco",
  previousPage: "Precedente",
  nextPage: "Successiva",
  page: "Pagina",
  pageTitle: "{title} – pagina {number}",
  unwrittenDescription:
    "{title}: questa sezione di {brand} è ancora in lavorazione; per ora non c'è niente da leggere.",
} satisfies Catalogue["sections"];
