import type { BuiltInLanguage } from "#app/i18n/catalogue.ts";
import { en } from "./en.ts";
import { de } from "./de.ts";
import { fr } from "./fr.ts";
import { es } from "./es.ts";
import { it } from "./it.ts";
import { nl } from "./nl.ts";
import { pl } from "./pl.ts";
import { pt } from "./pt.ts";

/**
 * The species pages' words (the facts box, the pairs, the filters, the features' labels), in each
 * built-in language (app/features/words.ts takes them in).
 */
export const speciesWords = { en, de, fr, es, it, nl, pl, pt } satisfies Record<
  BuiltInLanguage,
  object
>;
