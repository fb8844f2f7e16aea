import type { Catalogue } from "../../catalogue.ts";

export const searchNames = {
  knownAs: "Também chamado {name}",
  didYouMean: "Quis dizer {name}?",
  noNameMatch: "Nenhuma espécie se chama “{query}”. O nome mais próximo é {name}.",
  confusedWith: "Muitas vezes confundido com:",
  needsJavaScript:
    "A pesquisa precisa de JavaScript, que está desligado ou não carregou, por isso nada foi pesquisado. Abaixo estão todas as páginas, por secção.",
  filtersToggle: "Filtros",
  filtersChosen: "{count} escolhidos",
  notFoundSuggestions: "Procurava uma destas espécies?",
} satisfies Catalogue["searchNames"];
