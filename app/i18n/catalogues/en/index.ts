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

/**
 * The site's own words in English: the reference every other catalogue translates, key for key.
 * `{name}` marks a value filled in where the text is used; an object holds a text's plural forms,
 * chosen by `Intl.PluralRules` (app/i18n/format.ts).
 */
export const en = {
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
};
