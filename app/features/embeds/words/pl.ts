import type { Catalogue } from "#app/i18n/catalogue.ts";

// The embeds' words in Polish, translated from en.ts key for key.
export const pl = {
  embeds: {
    ifFrameEmpty: "Jeśli ramka poniżej pozostaje pusta:",
  },
} satisfies Pick<Catalogue, "embeds">;
