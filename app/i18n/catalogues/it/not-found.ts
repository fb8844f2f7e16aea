import type { Catalogue } from "../../catalogue.ts";

export const notFound = {
  title: "Pagina non trovata",
  heading: "Ops! Pagina non trovata",
  headingPrefix: "404:",
  text: "Questo sentiero non porta da nessuna parte che conosciamo. La pagina potrebbe essere stata spostata, o non essere mai cresciuta qui.",
  returnHome: "Torna alla home",
  explore: "Oppure esplora una sezione",
} satisfies Catalogue["notFound"];
