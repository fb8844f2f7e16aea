import type { Catalogue } from "#app/i18n/catalogue.ts";

// The search's words (the dialog, /search, the species' names) in Portuguese, translated from en.ts
// key for key.
export const pt = {
  search: {
    title: "Pesquisa",
    description: "Pesquise em todas as páginas de {brand} ou percorra-as por secção.",
    label: "Pesquisar no site",
    placeholder: "Um nome comum ou latino, ou qualquer palavra",
    close: "Fechar",
    loading: "A carregar a pesquisa…",
    failed: "Não foi possível carregar a pesquisa. Verifique a ligação e tente novamente.",
    results: { one: "{count} resultado", other: "{count} resultados" },
    noResults: "Sem resultados para «{query}»",
    hint: "As setas percorrem os resultados; Enter abre um.",
    filters: "Filtrar os resultados",
    section: "Secção",
    anySection: "Qualquer secção",
    anyValue: "Qualquer",
    allPages: "Todas as páginas, por secção",
    otherPages: "Outras páginas",
    slashKey: "Abrir a pesquisa com a tecla /",
  },
  searchNames: {
    knownAs: "Também chamado {name}",
    didYouMean: "Quis dizer {name}?",
    noNameMatch: "Nenhuma espécie se chama “{query}”. O nome mais próximo é {name}.",
    confusedWith: "Muitas vezes confundido com:",
    needsJavaScript:
      "A pesquisa precisa de JavaScript, que está desligado ou não carregou, por isso nada foi pesquisado. Abaixo estão todas as páginas, por secção.",
    filtersToggle: "Filtros",
    filtersChosen: "{count} escolhidos",
    notFoundSuggestions: "Procurava uma destas espécies?",
  },
} satisfies Pick<Catalogue, "search" | "searchNames">;
