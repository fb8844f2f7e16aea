import type { Catalogue } from "../../catalogue.ts";

export const photos = {
  gallery: "Foto",
  enlarge: "Ingrandisci la foto {number} di {count}",
  photoPosition: "Foto {number} di {count}",
  previous: "Foto precedente",
  next: "Foto successiva",
  close: "Chiudi",
  credit: "Foto: {author}, {licence}, fonte: {source}",
  creditWithoutSource: "Foto: {author}, {licence}",
  publicDomain: "pubblico dominio",
  allRightsReserved: "tutti i diritti riservati",
  allCredits: "Tutti i crediti fotografici",
  stageWhole: "Intero",
  stageYoung: "Giovane",
  stageMature: "Maturo",
  stageUnderside: "Lato inferiore",
  stageSection: "In sezione",
  stageSporeprint: "Sporata",
  stageHabitat: "Habitat",
  creditsTitle: "Crediti fotografici",
  creditsDescription:
    "Chi ha scattato ogni foto di questo atlante, dove si trova l’originale e con quale licenza è mostrata.",
  creditsIntro:
    "Ogni foto di questo sito, con il suo autore, il luogo dell’originale e la licenza con cui è mostrata. Il link di ogni licenza spiega che cosa permette.",
  creditsNone:
    "Nessuna foto è ancora accreditata: l’atlante mostra i suoi disegni finché non se ne aggiunge una.",
} satisfies Catalogue["photos"];
