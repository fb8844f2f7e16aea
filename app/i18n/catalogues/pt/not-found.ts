import type { Catalogue } from "../../catalogue.ts";

export const notFound = {
  title: "Página não encontrada",
  heading: "Ups! Página não encontrada",
  headingPrefix: "404:",
  text: "Este caminho não leva a lado nenhum que conheçamos. A página pode ter mudado de sítio, ou nunca ter crescido aqui.",
  returnHome: "Voltar ao início",
  explore: "Ou explore uma secção",
} satisfies Catalogue["notFound"];
