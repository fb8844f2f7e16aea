export const defaults = {
  about: "Über uns",
  types: "Arten",
  culture: "Kultur",
  blog: "Blog",
  contact: "Kontakt",
  privacy: "Datenschutz",
  search: "Suche",
  identify: "Bestimmen",
  tagline:
    "Entdecken Sie Pilze, ihre kulturelle Bedeutung und ihren Nutzen: ein Naturführer für Neugierige.",
  description:
    "Entdecken Sie die Welt der Pilze: ihre Vielfalt, ihren Platz in der menschlichen Kultur und ihren Nährwert.",
};
