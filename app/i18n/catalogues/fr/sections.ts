import type { Catalogue } from "../../catalogue.ts";

export const sections = {
  comingSoon: "Contenu bientôt disponible…",
  comingSoonText:
    "Cette partie de l’atlas pousse encore sous terre. En attendant qu’elle sorte, promenez-vous dans le reste du site.",
  exploreOther: "Explorer d’autres rubriques",
  backToHome: "Retour à l’accueil",
  articles: "Articles",
  listingPages: "Pages de la liste",
  previousPage: "Précédente",
  nextPage: "Suivante",
  page: "Page",
  pageTitle: "{title} – page {number}",
  unwrittenDescription:
    "{title} : cette rubrique de {brand} est encore en cours d’écriture ; rien à lire pour l’instant.",
} satisfies Catalogue["sections"];
