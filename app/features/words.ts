import type { BuiltInLanguage, Catalogue, CoreCatalogue } from "#app/i18n/catalogue.ts";
import { analyticsWords } from "./analytics/words/index.ts";
import { consentWords } from "./consent/words/index.ts";
import { drawingsWords } from "./drawings/words/index.ts";
import { embedsWords } from "./embeds/words/index.ts";
import { identifyWords } from "./identify/words/index.ts";
import { offlineWords } from "./offline/words/index.ts";
import { safetyWords } from "./safety/words/index.ts";
import { searchWords } from "./search/words/index.ts";
import { speciesWords } from "./species/words/index.ts";

/**
 * The features that bring words of their own (`<name>/words/`), one line each. Not read from the
 * manifests (index.ts): manifests word their pages with the site's words (the poison lines' title,
 * the offline atlas's), which these make, so that list here would be an import loop.
 */
const featuresWords = [
  analyticsWords,
  consentWords,
  drawingsWords,
  embedsWords,
  identifyWords,
  offlineWords,
  safetyWords,
  searchWords,
  speciesWords,
];

/** The features' namespaces in one language: the site's catalogue but the core's. */
type FeatureCatalogue = Omit<Catalogue, keyof CoreCatalogue>;

/**
 * The features' namespaces in `language`, for the site's catalogue (app/i18n/site-messages.ts),
 * which serves each as `virtual:messages/<namespace>`. Each feature's words are typed in its folder
 * (`words/<language>.ts` satisfies its namespaces); their union cannot be, so
 * app/i18n/catalogues.test.ts checks that every namespace a feature declares is here.
 */
export const featureCatalogue = (language: BuiltInLanguage): FeatureCatalogue =>
  Object.assign({}, ...featuresWords.map((words) => words[language]));
