import type { Catalogue } from "../../catalogue.ts";
import { site } from "./site.ts";
import { defaults } from "./defaults.ts";
import { home } from "./home.ts";
import { homeAtlas } from "./home-atlas.ts";
import { welcome } from "./welcome.ts";
import { sections } from "./sections.ts";
import { article } from "./article.ts";
import { species } from "./species.ts";
import { speciesFilters } from "./species-filters.ts";
import { safety } from "./safety.ts";
import { morphology } from "./morphology.ts";
import { identify } from "./identify.ts";
import { photos } from "./photos.ts";
import { drawings } from "./drawings.ts";
import { search } from "./search.ts";
import { searchNames } from "./search-names.ts";
import { embeds } from "./embeds.ts";
import { blog } from "./blog.ts";
import { contact } from "./contact.ts";
import { notFound } from "./not-found.ts";
import { consent } from "./consent.ts";
import { privacy } from "./privacy.ts";
import { analytics } from "./analytics.ts";
import { offline } from "./offline.ts";
import { facts } from "./facts.ts";
import { poisonCentres } from "./poison-centres.ts";
import { poisonLink } from "./poison-link.ts";
import { findKey } from "./find-key.ts";
import { pairTable } from "./pair-table.ts";
import { compactPage } from "./compact-page.ts";
import { keyLink } from "./key-link.ts";
import { termLink } from "./term-link.ts";

/** The site's own words in Polish. */
export const pl = {
  site,
  defaults,
  home,
  homeAtlas,
  welcome,
  sections,
  article,
  species,
  speciesFilters,
  safety,
  morphology,
  identify,
  photos,
  drawings,
  search,
  searchNames,
  embeds,
  blog,
  contact,
  notFound,
  consent,
  privacy,
  analytics,
  offline,
  facts,
  poisonCentres,
  poisonLink,
  findKey,
  pairTable,
  compactPage,
  keyLink,
  termLink,
} satisfies Catalogue;
