import type { Catalogue } from "../../catalogue.ts";

export const photos = {
  gallery: "Fotos",
  enlarge: "Ampliar la foto {number} de {count}",
  photoPosition: "Foto {number} de {count}",
  previous: "Foto anterior",
  next: "Foto siguiente",
  close: "Cerrar",
  credit: "Foto: {author}, {licence}, fuente: {source}",
  creditWithoutSource: "Foto: {author}, {licence}",
  publicDomain: "dominio público",
  allRightsReserved: "todos los derechos reservados",
  allCredits: "Créditos de todas las fotos",
  stageWhole: "Entera",
  stageYoung: "Joven",
  stageMature: "Madura",
  stageUnderside: "Vista inferior",
  stageSection: "En corte",
  stageSporeprint: "Esporada",
  stageHabitat: "Hábitat",
  creditsTitle: "Créditos de las fotos",
  creditsDescription:
    "Quién hizo cada foto de este atlas, dónde está el original y con qué licencia se muestra.",
  creditsIntro:
    "Cada foto de este sitio, con su autor, el lugar del original y la licencia con la que se muestra. El enlace de cada licencia explica lo que permite.",
  creditsNone:
    "Todavía no hay ninguna foto acreditada: el atlas muestra sus dibujos hasta que se añada una.",
} satisfies Catalogue["photos"];
