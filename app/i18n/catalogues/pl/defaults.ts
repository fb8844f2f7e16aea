export const defaults = {
  about: "O nas",
  types: "Gatunki",
  culture: "Kultura",
  blog: "Blog",
  contact: "Kontakt",
  privacy: "Prywatność",
  search: "Szukaj",
  identify: "Oznaczanie",
  tagline:
    "Poznaj grzyby, ich znaczenie w kulturze i ich zalety: przewodnik terenowy dla ciekawych.",
  description:
    "Odkryj magię grzybów: ich różnorodność, miejsce w kulturze człowieka i wartość odżywczą.",
};
