import type { Catalogue } from "../../catalogue.ts";

export const identify = {
  title: "Een vondst op naam brengen",
  description:
    "Vink aan wat je zeker weet van een gevonden paddenstoel en zie welke soorten uit de atlas passen, de gevaarlijke eerst.",
  intro:
    "Vink alleen aan wat je zeker weet: kenmerken naar keuze, in elke volgorde, meerdere waarden van één kenmerk als je niet kunt kiezen. De soorten staan gerangschikt naar hoe goed ze passen.",
  notAnIdentification:
    "Een sleutel beperkt de zoektocht; hij brengt geen paddenstoel op naam. Een overeenkomst is geen reden om iets te eten: laat elke vondst persoonlijk door een deskundige controleren.",
  needsJavaScript:
    "De sleutel heeft JavaScript nodig. Zonder JavaScript zie je hier alle soorten uit de atlas met hun kenmerken, om op het oog te vergelijken.",
  characters: "Wat je ziet",
  month: "Maand van de vondst",
  small: "Klein: kleiner dan 5 cm",
  medium: "Middelgroot: 5 tot 10 cm",
  large: "Groot: groter dan 10 cm",
  clear: "Alles wissen",
  chosen: { one: "{count} gekozen", other: "{count} gekozen" },
  results: { one: "{count} soort", other: "{count} soorten" },
  noChoice: "Vink een kenmerk aan om de soorten te rangschikken.",
  matched: "Overeenkomende kenmerken: {matched} van {considered}",
  nothingRecorded: "Geen van je kenmerken vastgelegd",
  disagrees: "Verschilt in: {features}",
  dangerHeading: "Gevaarlijke soorten die passen",
  dangerText:
    "Deze dodelijk giftige, giftige of psychoactieve soorten passen bij al je kenmerken op hoogstens één na, of wijken alleen af waar je je makkelijk vergist (plaatjes of lijsten, hoe de plaatjes aan de steel vastzitten, de tint van de sporenafdruk, waarop hij groeit, een afgevallen ring, een volva die in de grond bleef), of zijn bekende dubbelgangers van een soort die past. Sluit ze eerst allemaal uit:",
  checkNext: "Controleer nu: {feature}",
  checkNextText: "Het antwoord hierop verdeelt de overige soorten het gelijkmatigst.",
  drawingAlt: "Schets van {name}, getekend naar de vastgelegde kenmerken: geen foto",
  drawingCaption: "Een schets naar de gegevens, geen foto",
  noSpecies:
    "De atlas bevat nog geen soorten: zodra hij die heeft, rangschikt deze sleutel ze naar wat je ziet.",
  identifyAnother: "Nog een vondst op naam brengen",
  species: "Soorten",
  showMore: "Meer tonen",
  loadFailed:
    "De sleutel kon zijn soorten niet laden: controleer uw verbinding en laad de pagina opnieuw.",
} satisfies Catalogue["identify"];
