import type { PageWords } from "./i18n/words.ts";
import site from "virtual:messages/site";
import defaults from "virtual:messages/defaults";
import keyLink from "virtual:messages/keyLink";
import poisonLink from "virtual:messages/poisonLink";
import search from "virtual:messages/search";
import searchNames from "virtual:messages/searchNames";
import sections from "virtual:messages/sections";
import species from "virtual:messages/species";
import morphology from "virtual:messages/morphology";
import identify from "virtual:messages/identify";
import drawings from "virtual:messages/drawings";

/**
 * The words of what React renders in the browser on the hydrated page, /search (ADR 035), given
 * by the root (ADR 037): the layout's and the error screen's (`site`, `defaults`, `keyLink`,
 * `poisonLink`), and the search's, its results' badges and drawings included. The build renders
 * that page with these alone, so a namespace missing here fails the build, naming it.
 */
export const hydratedPageWords: PageWords = {
  site,
  defaults,
  keyLink,
  poisonLink,
  search,
  searchNames,
  sections,
  species,
  morphology,
  identify,
  drawings,
};
