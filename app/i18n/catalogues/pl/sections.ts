import type { Catalogue } from "../../catalogue.ts";

export const sections = {
  comingSoon: "Treści już wkrótce…",
  comingSoonText:
    "Ta część atlasu wciąż rośnie pod ziemią. Zanim wyjdzie na powierzchnię, rozejrzyj się po reszcie serwisu.",
  exploreOther: "Przejrzyj inne działy",
  backToHome: "Wróć na stronę główną",
  articles: "Artykuły",
  listingPages: "Strony listy",
  previousPage: "Poprzednia",
  nextPage: "Następna",
  page: "Strona",
  pageTitle: "{title} – strona {number}",
  unwrittenDescription:
    "{title}: ten dział serwisu {brand} jest jeszcze w przygotowaniu; na razie nie ma tu nic do czytania.",
} satisfies Catalogue["sections"];
