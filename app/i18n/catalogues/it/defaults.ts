export const defaults = {
  about: "Chi siamo",
  types: "Tipi",
  culture: "Cultura",
  blog: "Blog",
  contact: "Contatti",
  privacy: "Privacy",
  search: "Cerca",
  identify: "Identifica",
  tagline:
    "Esplora i funghi, il loro significato culturale e i loro benefici: una guida da campo per curiosi.",
  description:
    "Scopri la magia dei funghi: la loro diversità, il loro posto nella cultura umana e il loro valore nutritivo.",
};
