import type { Catalogue } from "../../catalogue.ts";

export const embeds = {
  ifFrameEmpty: "Si le cadre ci-dessous reste vide\u00a0:",
} satisfies Catalogue["embeds"];
