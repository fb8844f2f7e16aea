import type { Catalogue } from "../../catalogue.ts";

export const contact = {
  title: "Kontakt",
  description:
    "Fragen, Funde oder Ideen für eine Partnerschaft: Schreiben Sie dem Team von {brand}.",
  intro: "Fragen, Funde oder Ideen für eine Partnerschaft? Schreiben Sie uns.",
  formTitle: "Kontaktformular: Nachricht an das Team von {brand} senden",
  openForm: "Kontaktformular öffnen",
} satisfies Catalogue["contact"];
