export const defaults = {
  about: "Acerca de",
  types: "Tipos",
  culture: "Cultura",
  blog: "Blog",
  contact: "Contacto",
  privacy: "Privacidad",
  search: "Buscar",
  identify: "Identificar",
  tagline:
    "Explora los hongos, su importancia cultural y sus beneficios: una guía de campo para curiosos.",
  description:
    "Descubre la magia de las setas: la diversidad de los hongos, su lugar en la cultura humana y su valor nutritivo.",
};
