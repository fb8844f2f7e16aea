import type { Catalogue } from "../../catalogue.ts";

export const sections = {
  comingSoon: "Conteúdo em breve…",
  comingSoonText:
    "Esta parte do atlas ainda cresce debaixo da terra. Até que desponte, explore o resto do site.",
  exploreOther: "Explorar outras secções",
  backToHome: "Voltar ao início",
  articles: "Artigos",
  listingPages: "Páginas da lista",
  previousPage: "Anterior",
  nextPage: "Seguinte",
  page: "Página",
  pageTitle: "{title} – página {number}",
  unwrittenDescription:
    "{title}: esta secção de {brand} ainda está a ser escrita; ainda não há nada para ler.",
} satisfies Catalogue["sections"];
