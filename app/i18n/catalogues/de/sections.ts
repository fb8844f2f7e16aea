import type { Catalogue } from "../../catalogue.ts";

export const sections = {
  comingSoon: "Inhalte folgen in Kürze …",
  comingSoonText:
    "Dieser Teil des Atlas wächst noch im Verborgenen. Bis er Früchte trägt, stöbern Sie gern im Rest der Website.",
  exploreOther: "Weitere Bereiche entdecken",
  backToHome: "Zurück zur Startseite",
  articles: "Artikel",
  listingPages: "Seiten der Liste",
  previousPage: "Vorherige",
  nextPage: "Nächste",
  page: "Seite",
  pageTitle: "{title} – Seite {number}",
  unwrittenDescription:
    "{title}: Dieser Bereich von {brand} entsteht noch; hier gibt es noch nichts zu lesen.",
} satisfies Catalogue["sections"];
