import type { Catalogue } from "../../catalogue.ts";

export const embeds = {
  ifFrameEmpty: "Falls der Rahmen unten leer bleibt:",
} satisfies Catalogue["embeds"];
