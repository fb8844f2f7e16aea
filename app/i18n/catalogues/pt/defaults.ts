export const defaults = {
  about: "Sobre",
  types: "Tipos",
  culture: "Cultura",
  blog: "Blog",
  contact: "Contacto",
  privacy: "Privacidade",
  search: "Pesquisar",
  identify: "Identificar",
  tagline:
    "Explore os fungos, o seu significado cultural e os seus benefícios: um guia de campo para curiosos.",
  description:
    "Descubra a magia dos cogumelos: a diversidade dos fungos, o seu lugar na cultura humana e o seu valor nutritivo.",
};
