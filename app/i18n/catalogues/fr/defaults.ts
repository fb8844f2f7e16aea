export const defaults = {
  about: "À propos",
  types: "Espèces",
  culture: "Culture",
  blog: "Blog",
  contact: "Contact",
  privacy: "Confidentialité",
  search: "Recherche",
  identify: "Identifier",
  tagline:
    "Découvrez les champignons, leur place dans la culture et leurs bienfaits : un guide de terrain pour les curieux.",
  description:
    "Découvrez la magie des champignons : leur diversité, leur place dans la culture humaine et leur valeur nutritive.",
};
