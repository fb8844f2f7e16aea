import type { Catalogue } from "../../catalogue.ts";

export const site = {
  headline: "Ontdek de magie van paddenstoelen",
  skipToContent: "Direct naar de inhoud",
  menu: "Menu",
  mainNavigation: "Hoofdnavigatie",
  mainMenu: "Hoofdmenu",
  search: "Zoeken",
  opensInNewTab: "(opent in een nieuw tabblad)",
  quickLinks: "Snelle links",
  partners: "Partners",
  followUs: "Volg ons",
  socialLink: "{brand} op {network}",
  feedLink: "Artikelfeed (Atom)",
  copyright: "© {year} {brand}. Alle rechten voorbehouden.",
  privacy: "Privacy",
  privacyChoices: "Privacykeuzes",
  advertisement: "Advertentie",
  advertisements: "Advertenties",
  sidebarAdvertisements: "Advertenties in de zijbalk",
  errorTitle: "Er is iets misgegaan",
  errorHeading: "Onverwachte toepassingsfout!",
  errorText:
    "Er ging bij ons iets mis bij het tonen van deze pagina. Opnieuw laden helpt vaak; lukt dat niet, begin dan opnieuw op de startpagina.",
  reload: "Opnieuw laden",
  returnHome: "Naar de startpagina",
  consentPlatformLocator: "Locator van het toestemmingsplatform",
} satisfies Catalogue["site"];
