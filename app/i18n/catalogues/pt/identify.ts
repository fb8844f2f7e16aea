import type { Catalogue } from "../../catalogue.ts";

export const identify = {
  title: "Identificar um achado",
  description:
    "Assinale aquilo de que tem a certeza num cogumelo que encontrou e veja que espécies do atlas lhe correspondem, primeiro as perigosas.",
  intro:
    "Assinale apenas aquilo de que tem a certeza: quaisquer características, por qualquer ordem, vários valores da mesma característica se não conseguir escolher. As espécies são ordenadas pelo grau de correspondência.",
  notAnIdentification:
    "Uma chave restringe a procura; não identifica um cogumelo. Uma correspondência não é motivo para comer nada: mande verificar cada achado por um especialista, pessoalmente.",
  needsJavaScript:
    "A chave precisa de JavaScript. Sem ele, eis todas as espécies do atlas com as suas características, para comparar a olho.",
  characters: "O que vê",
  month: "Mês do achado",
  small: "Pequeno: menos de 5 cm",
  medium: "Médio: de 5 a 10 cm",
  large: "Grande: mais de 10 cm",
  clear: "Limpar tudo",
  chosen: { one: "{count} escolhido", other: "{count} escolhidos" },
  results: { one: "{count} espécie", other: "{count} espécies" },
  noChoice: "Assinale uma característica para ordenar as espécies.",
  matched: "Características coincidentes: {matched} de {considered}",
  nothingRecorded: "Nenhuma das suas características está registada",
  disagrees: "Difere em: {features}",
  dangerHeading: "Espécies perigosas que correspondem",
  dangerText:
    "Estas espécies mortais, venenosas ou psicoativas correspondem a todas as suas características menos uma no máximo, ou só diferem onde é fácil enganar-se (lâminas ou pregas, como as lâminas se ligam ao pé, o tom da esporada, onde cresce, um anel que caiu, uma volva que ficou no solo), ou são sósias conhecidos de uma espécie que corresponde. Exclua cada uma delas antes de mais nada:",
  checkNext: "Verifique a seguir: {feature}",
  checkNextText: "A resposta divide as espécies restantes da forma mais equilibrada.",
  drawingAlt:
    "Esquema de {name} desenhado a partir das características registadas: não é uma fotografia",
  drawingCaption: "Um esquema desenhado a partir dos dados, não uma fotografia",
  noSpecies:
    "O atlas ainda não tem espécies: quando as tiver, esta chave ordena-as segundo o que observa.",
  identifyAnother: "Identificar outro achado",
  species: "Espécies",
  showMore: "Mostrar mais",
  loadFailed:
    "A chave não conseguiu carregar as suas espécies: verifique a ligação e recarregue a página.",
} satisfies Catalogue["identify"];
