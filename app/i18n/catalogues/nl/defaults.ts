export const defaults = {
  about: "Over ons",
  types: "Soorten",
  culture: "Cultuur",
  blog: "Blog",
  contact: "Contact",
  privacy: "Privacy",
  search: "Zoeken",
  identify: "Determineren",
  tagline:
    "Ontdek paddenstoelen, hun culturele betekenis en hun nut: een veldgids voor nieuwsgierigen.",
  description:
    "Ontdek de magie van paddenstoelen: hun verscheidenheid, hun plaats in de menselijke cultuur en hun voedingswaarde.",
};
