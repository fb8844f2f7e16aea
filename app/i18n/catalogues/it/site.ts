import type { Catalogue } from "../../catalogue.ts";

export const site = {
  headline: "Scopri la magia dei funghi",
  skipToContent: "Vai al contenuto",
  menu: "Menu",
  mainNavigation: "Navigazione principale",
  mainMenu: "Menu principale",
  search: "Cerca",
  opensInNewTab: "(si apre in una nuova scheda)",
  quickLinks: "Link rapidi",
  partners: "Partner",
  followUs: "Seguici",
  socialLink: "{brand} su {network}",
  feedLink: "Feed degli articoli (Atom)",
  copyright: "© {year} {brand}. Tutti i diritti riservati.",
  privacy: "Privacy",
  privacyChoices: "Preferenze sulla privacy",
  advertisement: "Pubblicità",
  advertisements: "Annunci pubblicitari",
  sidebarAdvertisements: "Annunci pubblicitari nella barra laterale",
  errorTitle: "Qualcosa è andato storto",
  errorHeading: "Errore imprevisto dell’applicazione!",
  errorText:
    "Qualcosa si è rotto da parte nostra durante la visualizzazione di questa pagina. Spesso basta ricaricarla; altrimenti, ricomincia dalla home page.",
  reload: "Ricarica",
  returnHome: "Torna alla home",
  consentPlatformLocator: "Localizzatore della piattaforma di consenso",
} satisfies Catalogue["site"];
