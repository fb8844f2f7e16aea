import type { Catalogue } from "#app/i18n/catalogue.ts";

// The embeds' words in Dutch, translated from en.ts key for key.
export const nl = {
  embeds: {
    ifFrameEmpty: "Als het kader hieronder leeg blijft:",
  },
} satisfies Pick<Catalogue, "embeds">;
