import type { Catalogue } from "#app/i18n/catalogue.ts";

// The embeds' words in German, translated from en.ts key for key.
export const de = {
  embeds: {
    ifFrameEmpty: "Falls der Rahmen unten leer bleibt:",
  },
} satisfies Pick<Catalogue, "embeds">;
