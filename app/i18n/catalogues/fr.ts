import type { Catalogue } from "../catalogue.ts";

/** The site's own words in French (with French spacing: \u202f before ! ? ;, \u00a0 before : and inside « »). */
export const fr = {
  site: {
    headline: "Découvrez la magie des champignons",
    skipToContent: "Aller au contenu",
    menu: "Menu",
    mainNavigation: "Navigation principale",
    mainMenu: "Menu principal",
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
  },
  home: {
    eyebrow: "Carnet de terrain mycologique",
    exploreTypes: "Explorer les espèces",
    learnMore: "En savoir plus",
    learnMoreContext: "sur les champignons",
    featuresHeading: "Pourquoi les champignons fascinent",
    wondersTitle: "Merveilles de la nature",
    wondersText:
      "Des champignons fantômes luminescents aux vesses-de-loup géantes, plus de 14\u202f000 espèces décrites façonnent le sol de toutes les forêts.",
    cultureTitle: "Rôle culturel",
    cultureText:
      "Les champignons traversent le folklore, les rites, la médecine et la cuisine, des chamanes sibériens aux festins de matsutake au Japon.",
    healthTitle: "Bienfaits pour la santé",
    healthText:
      "De nombreux champignons comestibles sont peu caloriques et riches en fibres, en vitamines B, en potassium et, cultivés au soleil, en vitamine D.",
  },
  welcome: {
    title: "Bienvenue sur {brand}",
    description: "Explorez le monde fascinant des champignons\u202f!",
  },
  sections: {
    comingSoon: "Contenu bientôt disponible…",
    comingSoonText:
      "Cette partie de l’atlas pousse encore sous terre. En attendant qu’elle sorte, promenez-vous dans le reste du site.",
    exploreOther: "Explorer d’autres rubriques",
    backToHome: "Retour à l’accueil",
    articles: "Articles",
    listingPages: "Pages de la liste",
    previousPage: "Précédente",
    nextPage: "Suivante",
    page: "Page",
    pageTitle: "{title} – page {number}",
    unwrittenDescription:
      "{title} : cette rubrique de {brand} est encore en cours d’écriture ; rien à lire pour l’instant.",
  },
  article: {
    breadcrumb: "Fil d’Ariane",
    published: "Publié le {date}",
    updated: "Mis à jour le {date}",
    readingTime: {
      one: "{count} min de lecture",
      many: "{count} min de lecture",
      other: "{count} min de lecture",
    },
    contents: "Sommaire",
  },
  embeds: {
    ifFrameEmpty: "Si le cadre ci-dessous reste vide\u00a0:",
  },
  blog: {
    title: "Blog",
    description: "Photos et récits du monde des champignons, du sous-bois à la cuisine.",
    intro: "Photos et récits du monde des champignons.",
    feedTitle: "Flux photo de {brand}",
    openFeed: "Ouvrir le flux photo",
  },
  contact: {
    title: "Nous contacter",
    description:
      "Questions, observations ou idées de partenariat\u00a0: écrivez à l’équipe de {brand}.",
    intro: "Une question, une observation, une idée de partenariat\u202f? Envoyez-nous un message.",
    formTitle: "Formulaire de contact\u00a0: envoyer un message à l’équipe de {brand}",
    openForm: "Ouvrir le formulaire de contact",
  },
  notFound: {
    title: "Page introuvable",
    heading: "Oups\u202f! Page introuvable",
    headingPrefix: "404\u00a0:",
    text: "Ce chemin ne mène nulle part. La page a peut-être été déplacée, ou n’a jamais poussé ici.",
    returnHome: "Retour à l’accueil",
    explore: "Ou explorez une rubrique",
  },
  consent: {
    question:
      "Autorisez-vous les réseaux publicitaires à stocker des données sur votre appareil pour personnaliser et mesurer les publicités\u202f?",
    globalPrivacyControl:
      "Votre navigateur envoie le signal Global Privacy Control\u00a0: nous le traitons comme un refus. Aucune publicité n’est chargée et les réseaux publicitaires ne reçoivent rien de ce site.",
    accept: "Accepter",
    reject: "Refuser",
    close: "Fermer",
    privacy: "Confidentialité",
  },
  privacy: {
    title: "Confidentialité",
    description:
      "Ce que {brand} enregistre sur votre appareil, et les services d’autres entreprises que ses pages chargent.",
    placeholderNotice:
      "Cette notice est provisoire\u00a0: le propriétaire du site n’a pas encore rédigé la sienne. Elle indiquera qui gère ce site, comment le joindre et ce que deviennent les messages envoyés via le formulaire de contact.",
    whoWeAre: "Qui sommes-nous",
    whatThisSiteStores: "Ce que ce site enregistre",
    storesNothing: "Rien\u00a0: aucun cookie, et rien dans le stockage de votre navigateur.",
    storesConsentAnswer:
      "Uniquement votre réponse au bandeau de consentement («\u00a0Accepter\u00a0» ou «\u00a0Refuser\u00a0»), dans le stockage local de votre navigateur pour ce site, sous la clé «\u00a0{key}\u00a0», pendant 12 mois. Aucun cookie. Le lien «\u00a0Choix de confidentialité\u00a0», en bas de chaque page, permet de la modifier.",
    storesWithConsentPlatform:
      "Rien lui-même. La plateforme de consentement indiquée ci-dessous conserve vos choix comme elle le décrit dans sa propre notice.",
    otherServices: "Services d’autres entreprises",
    otherServicesText:
      "Ces hôtes reçoivent une requête de votre navigateur, avec son adresse IP et la page d’origine, lorsqu’une page les charge\u00a0:",
    service: "Service",
    host: "Hôte",
    pages: "Pages",
    when: "Quand",
    adNetwork: "Réseau publicitaire (bannières)",
    extraAdTag: "Balise publicitaire supplémentaire",
    imageBoardFeed: "Flux d’une plateforme d’images",
    contactForm: "Formulaire de contact",
    contactFormScript: "Script du formulaire de contact",
    consentPlatform: "Plateforme de consentement (IAB TCF)",
    everyPage: "Toutes les pages",
    unknownPaths: "chemins inconnus (404)",
    whenInView: "Quand la publicité apparaît à l’écran",
    whenAccepted: "Uniquement après votre accord",
    whenAcceptedInEurope:
      "Après votre accord (fuseaux horaires européens)\u202f; ailleurs, quand la publicité apparaît à l’écran",
    whenConsentPlatformAllows:
      "Seulement lorsque la plateforme de consentement signale votre accord, ou qu’il n’est pas nécessaire",
    whenPageOpens: "À l’ouverture de la page",
    whenPageOpensInEurope: "À l’ouverture de la page, dans un fuseau horaire européen",
  },
} satisfies Catalogue;
