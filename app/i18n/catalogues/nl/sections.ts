import type { Catalogue } from "../../catalogue.ts";

export const sections = {
  comingSoon: "Inhoud volgt binnenkort…",
  comingSoonText:
    "Dit deel van de atlas groeit nog onder de grond. Tot het bovenkomt, kun je rondkijken op de rest van de site.",
  exploreOther: "Bekijk andere rubrieken",
  backToHome: "Terug naar de startpagina",
  articles: "Artikelen",
  listingPages: "Pagina's van de lijst",
  previousPage: "Vorige",
  nextPage: "Volgende",
  page: "Pagina",
  pageTitle: "{title} – pagina {number}",
  unwrittenDescription:
    "{title}: dit deel van {brand} wordt nog geschreven; er valt hier nog niets te lezen.",
} satisfies Catalogue["sections"];
