import type { Catalogue } from "../../catalogue.ts";

export const site = {
  headline: "Découvrez la magie des champignons",
  skipToContent: "Aller au contenu",
  menu: "Menu",
  mainNavigation: "Navigation principale",
  mainMenu: "Menu principal",
  search: "Rechercher",
  opensInNewTab: "(s’ouvre dans un nouvel onglet)",
  quickLinks: "Liens rapides",
  partners: "Partenaires",
  followUs: "Suivez-nous",
  socialLink: "{brand} sur {network}",
  feedLink: "Flux des articles (Atom)",
  copyright: "© {year} {brand}. Tous droits réservés.",
  privacy: "Confidentialité",
  privacyChoices: "Choix de confidentialité",
  advertisement: "Publicité",
  advertisements: "Publicités",
  sidebarAdvertisements: "Publicités de la barre latérale",
  errorTitle: "Un problème est survenu",
  errorHeading: "Erreur inattendue de l’application\u202f!",
  errorText:
    "Un problème est survenu de notre côté lors de l’affichage de cette page. Recharger suffit souvent\u202f; sinon, repartez de la page d’accueil.",
  reload: "Recharger",
  returnHome: "Retour à l’accueil",
  consentPlatformLocator: "Localisateur de la plateforme de consentement",
} satisfies Catalogue["site"];
