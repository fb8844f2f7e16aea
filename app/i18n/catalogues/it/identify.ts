import type { Catalogue } from "../../catalogue.ts";

export const identify = {
  title: "Identifica un ritrovamento",
  description:
    "Spunta ciò di cui sei certo su un fungo che hai trovato e scopri quali specie dell’atlante corrispondono, prima le pericolose.",
  intro:
    "Spunta solo ciò di cui sei certo: qualsiasi carattere, in qualsiasi ordine, più valori dello stesso carattere se non sai scegliere. Le specie sono ordinate in base a quanto corrispondono.",
  notAnIdentification:
    "Una chiave restringe la ricerca; non identifica un fungo. Una corrispondenza non è un motivo per mangiare nulla: fai controllare ogni ritrovamento da un esperto, di persona.",
  needsJavaScript:
    "La chiave richiede JavaScript. Senza, ecco tutte le specie dell’atlante con i loro caratteri, da confrontare a occhio.",
  characters: "Cosa vedi",
  month: "Mese del ritrovamento",
  small: "Piccolo: meno di 5 cm",
  medium: "Medio: da 5 a 10 cm",
  large: "Grande: oltre 10 cm",
  clear: "Cancella tutto",
  chosen: { one: "{count} scelto", other: "{count} scelti" },
  results: { one: "{count} specie", other: "{count} specie" },
  noChoice: "Spunta un carattere per ordinare le specie.",
  matched: "Caratteri corrispondenti: {matched} su {considered}",
  nothingRecorded: "Nessuno dei tuoi caratteri è registrato",
  disagrees: "Differisce per: {features}",
  dangerHeading: "Specie pericolose che corrispondono",
  dangerText:
    "Queste specie mortali, velenose o psicoattive corrispondono a tutti i tuoi caratteri tranne uno al massimo, o differiscono solo dove è facile sbagliare (lamelle o pieghe, come le lamelle si attaccano al gambo, la tinta della sporata, dove cresce, un anello caduto, una volva rimasta nel terreno), o sono sosia noti di una specie che corrisponde. Escludile una per una prima di ogni altra cosa:",
  checkNext: "Controlla ora: {feature}",
  checkNextText: "La sua risposta divide nel modo più equo le specie rimaste.",
  drawingAlt: "Schema di {name} disegnato dai suoi caratteri registrati: non è una fotografia",
  drawingCaption: "Uno schema disegnato dai dati, non una foto",
  noSpecies:
    "L’atlante non ha ancora specie: quando ne avrà, questa chiave le ordinerà secondo ciò che osservi.",
  identifyAnother: "Identifica un altro ritrovamento",
  species: "Specie",
  showMore: "Mostra altre",
  loadFailed:
    "La chiave non ha potuto caricare le sue specie: controlla la connessione, poi ricarica la pagina.",
} satisfies Catalogue["identify"];
