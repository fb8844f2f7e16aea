import type { Catalogue } from "../../catalogue.ts";

export const photos = {
  gallery: "Fotografias",
  enlarge: "Ampliar a fotografia {number} de {count}",
  photoPosition: "Fotografia {number} de {count}",
  previous: "Fotografia anterior",
  next: "Fotografia seguinte",
  close: "Fechar",
  credit: "Foto: {author}, {licence}, fonte: {source}",
  creditWithoutSource: "Foto: {author}, {licence}",
  publicDomain: "domínio público",
  allRightsReserved: "todos os direitos reservados",
  allCredits: "Créditos de todas as fotografias",
  stageWhole: "Inteiro",
  stageYoung: "Jovem",
  stageMature: "Maduro",
  stageUnderside: "Parte de baixo",
  stageSection: "Em corte",
  stageSporeprint: "Esporada",
  stageHabitat: "Habitat",
  creditsTitle: "Créditos das fotografias",
  creditsDescription:
    "Quem fez cada fotografia deste atlas, onde está o original e com que licença é mostrada.",
  creditsIntro:
    "Cada fotografia deste site, com o seu autor, o local do original e a licença com que é mostrada. A ligação de cada licença diz o que ela permite.",
  creditsNone:
    "Ainda não há nenhuma foto creditada: o atlas mostra os seus desenhos até que uma seja adicionada.",
} satisfies Catalogue["photos"];
