import type { Catalogue } from "../../catalogue.ts";

export const privacy = {
  title: "Privacy",
  description:
    "Wat {brand} op je apparaat opslaat en welke diensten van andere bedrijven de pagina’s laden.",
  placeholderNotice:
    "Deze verklaring is een tijdelijke tekst: de eigenaar van de site heeft nog geen eigen versie geschreven. Daarin komt te staan wie deze site beheert, hoe je diegene bereikt en wat er gebeurt met berichten die via het contactformulier worden verstuurd.",
  whoWeAre: "Wie we zijn",
  whatThisSiteStores: "Wat deze site opslaat",
  storesNothing: "Geen cookies.",
  storesConsentAnswer:
    "Je antwoord op de toestemmingsbanner (‘Accepteren’ of ‘Weigeren’), 12 maanden lang in de lokale opslag van je browser voor deze site, onder de sleutel ‘{key}’. Geen cookies. Via ‘Privacykeuzes’ onderaan elke pagina kun je het wijzigen.",
  storesWithConsentPlatform:
    "Zelf geen cookies. Het toestemmingsplatform hieronder bewaart je keuzes zoals het in zijn eigen verklaring beschrijft.",
  storesSearchSlashKeyChoice:
    "Als je de toets / uitzet in het zoekvenster: die keuze, in de lokale opslag van je browser voor deze site, onder de sleutel ‘{key}’, tot je de toets weer aanzet.",
  otherServices: "Diensten van andere bedrijven",
  otherServicesText:
    "Deze hosts ontvangen een verzoek van je browser, met je IP-adres en de pagina waar het vandaan komt, zodra een pagina ze laadt:",
  service: "Dienst",
  host: "Host",
  pages: "Pagina’s",
  when: "Wanneer",
  adNetwork: "Advertentienetwerk (banners)",
  extraAdTag: "Extra advertentietag",
  imageBoardFeed: "Feed van een afbeeldingenbord",
  contactForm: "Contactformulier",
  contactFormScript: "Script van het contactformulier",
  consentPlatform: "Toestemmingsplatform (IAB TCF)",
  everyPage: "Elke pagina",
  unknownPaths: "onbekende paden (404)",
  whenInView: "Zodra de advertentie in beeld komt",
  whenAccepted: "Alleen nadat je hebt geaccepteerd",
  whenAcceptedInEurope:
    "Nadat je hebt geaccepteerd (Europese tijdzones); elders zodra de advertentie in beeld komt",
  whenConsentPlatformAllows:
    "Pas als het toestemmingsplatform meldt dat je toestemming hebt gegeven, of dat die niet nodig is",
  whenPageOpens: "Bij het openen van de pagina",
  whenPageOpensInEurope: "Bij het openen van de pagina, in een Europese tijdzone",
} satisfies Catalogue["privacy"];
