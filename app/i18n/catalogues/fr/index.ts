import type { CoreCatalogue } from "../../catalogue.ts";
import { site } from "./site.ts";
import { defaults } from "./defaults.ts";
import { home } from "./home.ts";
import { homeAtlas } from "./home-atlas.ts";
import { welcome } from "./welcome.ts";
import { sections } from "./sections.ts";
import { article } from "./article.ts";
import { species } from "./species.ts";
import { safety } from "./safety.ts";
import { identify } from "./identify.ts";
import { photos } from "./photos.ts";
import { blog } from "./blog.ts";
import { contact } from "./contact.ts";
import { notFound } from "./not-found.ts";
import { privacy } from "./privacy.ts";

/** The site's own words in French (with French spacing: \u202f before ! ? ;, \u00a0 before : and inside « »). */
export const fr = {
  site,
  defaults,
  home,
  homeAtlas,
  welcome,
  sections,
  article,
  species,
  safety,
  identify,
  photos,
  blog,
  contact,
  notFound,
  privacy,
} satisfies CoreCatalogue;
