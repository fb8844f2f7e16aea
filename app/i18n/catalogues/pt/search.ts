import type { Catalogue } from "../../catalogue.ts";

export const search = {
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
} satisfies Catalogue["search"];
