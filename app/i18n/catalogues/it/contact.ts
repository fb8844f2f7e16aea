import type { Catalogue } from "../../catalogue.ts";

export const contact = {
  title: "Contattaci",
  description: "Domande, ritrovamenti o idee di collaborazione: scrivi al team di {brand}.",
  intro: "Domande, ritrovamenti o idee di collaborazione? Mandaci un messaggio.",
  formTitle: "Modulo di contatto: invia un messaggio al team di {brand}",
  openForm: "Apri il modulo di contatto",
} satisfies Catalogue["contact"];
