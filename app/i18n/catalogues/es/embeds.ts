import type { Catalogue } from "../../catalogue.ts";

export const embeds = {
  ifFrameEmpty: "Si el marco de abajo se queda vacío:",
} satisfies Catalogue["embeds"];
