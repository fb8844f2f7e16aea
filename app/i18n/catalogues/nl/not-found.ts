import type { Catalogue } from "../../catalogue.ts";

export const notFound = {
  title: "Pagina niet gevonden",
  heading: "Oeps! Pagina niet gevonden",
  headingPrefix: "404:",
  text: "Dit pad leidt nergens heen. Misschien is de pagina verplaatst, of is ze hier nooit gegroeid.",
  returnHome: "Naar de startpagina",
  explore: "Of bekijk een rubriek",
} satisfies Catalogue["notFound"];
