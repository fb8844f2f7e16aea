import type { Catalogue } from "../../catalogue.ts";

export const drawings = {
  cap: "Chapéu",
  gills: "Lâminas",
  pores: "Poros",
  spines: "Acúleos",
  ridges: "Pregas",
  ring: "Anel",
  volva: "Volva",
  stemBase: "Base do pé",
  stem: "Pé",
  fruitBody: "Corpo frutífero",
  labelledAlt: "{name}, legendado: {parts}",
  sporePrintLegend: "O ponto: a cor da esporada",
  noPhoto: "Ainda não há foto desta espécie: o desenho mostra o que observar.",
} satisfies Catalogue["drawings"];
