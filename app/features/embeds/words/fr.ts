import type { Catalogue } from "#app/i18n/catalogue.ts";

// The embeds' words in French, translated from en.ts key for key.
export const fr = {
  embeds: {
    ifFrameEmpty: "Si le cadre ci-dessous reste vide\u00a0:",
  },
} satisfies Pick<Catalogue, "embeds">;
