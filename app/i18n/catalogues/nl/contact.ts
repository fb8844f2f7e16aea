import type { Catalogue } from "../../catalogue.ts";

export const contact = {
  title: "Contact",
  description: "Vragen, waarnemingen of ideeën voor samenwerking: schrijf het team van {brand}.",
  intro: "Vragen, waarnemingen of ideeën voor samenwerking? Stuur ons een bericht.",
  formTitle: "Contactformulier: stuur een bericht naar het team van {brand}",
  openForm: "Contactformulier openen",
} satisfies Catalogue["contact"];
