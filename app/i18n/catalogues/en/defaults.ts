/**
 * The site's words where the owner wrote none in `siteConfig`: the tagline, the default meta
 * description, and the label of a link to one of the site's pages (`nav`, `footer.quickLinks`).
 * An owner's own wording wins; these follow `language`.
 */
export const defaults = {
  about: "About",
  types: "Types",
  culture: "Culture",
  blog: "Blog",
  contact: "Contact",
  privacy: "Privacy",
  search: "Search",
  identify: "Identify",
  tagline:
    "Explore fungi, their cultural significance and their benefits: a field guide for the curious.",
  description:
    "Discover the magic of mushrooms: the diversity of fungi, their place in human culture and their nutritional value.",
};
