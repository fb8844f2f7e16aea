import type { Catalogue } from "../../catalogue.ts";

export const embeds = {
  ifFrameEmpty: "Se o quadro abaixo ficar vazio:",
} satisfies Catalogue["embeds"];
