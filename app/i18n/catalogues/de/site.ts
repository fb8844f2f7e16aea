import type { Catalogue } from "../../catalogue.ts";

export const site = {
  headline: "Die Magie der Pilze entdecken",
  skipToContent: "Zum Inhalt springen",
  menu: "Menü",
  mainNavigation: "Hauptnavigation",
  mainMenu: "Hauptmenü",
  search: "Suche",
  opensInNewTab: "(öffnet in neuem Tab)",
  quickLinks: "Schnellzugriff",
  partners: "Partner",
  followUs: "Folgen Sie uns",
  socialLink: "{brand} auf {network}",
  feedLink: "Artikel-Feed (Atom)",
  copyright: "© {year} {brand}. Alle Rechte vorbehalten.",
  privacy: "Datenschutz",
  privacyChoices: "Datenschutzeinstellungen",
  advertisement: "Anzeige",
  advertisements: "Anzeigen",
  sidebarAdvertisements: "Anzeigen in der Seitenleiste",
  errorTitle: "Etwas ist schiefgelaufen",
  errorHeading: "Unerwarteter Anwendungsfehler!",
  errorText:
    "Beim Anzeigen dieser Seite ist bei uns etwas schiefgegangen. Neu laden hilft oft – wenn nicht, beginnen Sie noch einmal auf der Startseite.",
  reload: "Neu laden",
  returnHome: "Zur Startseite",
  consentPlatformLocator: "Locator der Einwilligungsplattform",
} satisfies Catalogue["site"];
