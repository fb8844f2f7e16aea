import type { Catalogue } from "../../catalogue.ts";
import { site } from "./site.ts";
import { home } from "./home.ts";
import { homeAtlas } from "./home-atlas.ts";
import { welcome } from "./welcome.ts";
import { sections } from "./sections.ts";
import { article } from "./article.ts";
import { species } from "./species.ts";
import { safety } from "./safety.ts";
import { morphology } from "./morphology.ts";
import { identify } from "./identify.ts";
import { photos } from "./photos.ts";
import { drawings } from "./drawings.ts";
import { search } from "./search.ts";
import { embeds } from "./embeds.ts";
import { blog } from "./blog.ts";
import { contact } from "./contact.ts";
import { notFound } from "./not-found.ts";
import { consent } from "./consent.ts";
import { privacy } from "./privacy.ts";
import { analytics } from "./analytics.ts";
import { offline } from "./offline.ts";

/** The site's own words in Portuguese (European Portuguese spelling and usage). */
export const pt = {
  site,
  home,
  homeAtlas,
  welcome,
  sections,
  article,
  species,
  safety,
  morphology,
  identify,
  photos,
  drawings,
  search,
  embeds,
  blog,
  contact,
  notFound,
  consent,
  privacy,
  analytics,
  offline,
} satisfies Catalogue;
