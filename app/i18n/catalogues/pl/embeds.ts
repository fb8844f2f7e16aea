import type { Catalogue } from "../../catalogue.ts";

export const embeds = {
  ifFrameEmpty: "Jeśli ramka poniżej pozostaje pusta:",
} satisfies Catalogue["embeds"];
