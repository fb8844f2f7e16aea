import type { Catalogue } from "../../catalogue.ts";

export const embeds = {
  ifFrameEmpty: "Se il riquadro qui sotto resta vuoto:",
} satisfies Catalogue["embeds"];
