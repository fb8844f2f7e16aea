import type { Catalogue } from "#app/i18n/catalogue.ts";

// The embeds' words in Spanish, translated from en.ts key for key.
export const es = {
  embeds: {
    ifFrameEmpty: "Si el marco de abajo se queda vacío:",
  },
} satisfies Pick<Catalogue, "embeds">;
