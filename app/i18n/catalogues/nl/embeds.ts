import type { Catalogue } from "../../catalogue.ts";

export const embeds = {
  ifFrameEmpty: "Als het kader hieronder leeg blijft:",
} satisfies Catalogue["embeds"];
