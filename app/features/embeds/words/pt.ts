import type { Catalogue } from "#app/i18n/catalogue.ts";

// The embeds' words in Portuguese, translated from en.ts key for key.
export const pt = {
  embeds: {
    ifFrameEmpty: "Se o quadro abaixo ficar vazio:",
  },
} satisfies Pick<Catalogue, "embeds">;
