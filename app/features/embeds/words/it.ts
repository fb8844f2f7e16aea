import type { Catalogue } from "#app/i18n/catalogue.ts";

// The embeds' words in Italian, translated from en.ts key for key.
export const it = {
  embeds: {
    ifFrameEmpty: "Se il riquadro qui sotto resta vuoto:",
  },
} satisfies Pick<Catalogue, "embeds">;
