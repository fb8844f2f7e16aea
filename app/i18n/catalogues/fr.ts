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
  species: {
    facts: "Fiche",
    edibility: "Comestibilité",
    season: "Saison",
    habitat: "Habitat",
    ecology: "Mode de vie",
    hymenium: "Dessous du chapeau",
    sporePrint: "Sporée",
    family: "Famille",
    choice: "Excellent comestible",
    edible: "Comestible",
    caution: "Comestible avec prudence",
    inedible: "Non comestible",
    poisonous: "Toxique",
    deadly: "Mortel",
    psychoactive: "Psychoactif",
    unknown: "Comestibilité inconnue",
    mycorrhizal: "Mycorhizien : vit avec les racines des arbres",
    saprotrophic: "Saprophyte : se nourrit de bois ou de feuilles morts",
    parasitic: "Parasite : se nourrit d’hôtes vivants",
    gills: "Lames",
    pores: "Pores",
    teeth: "Aiguillons",
    ridges: "Plis (fausses lames)",
    smooth: "Lisse",
    gleba: "Spores à l’intérieur (glèbe)",
    seasonRange: "{from} à {to}",
    allYear: "Toute l’année",
    dangerousLookalike: "Sosie dangereux",
    dangerousLookalikeText:
      "Il peut être confondu avec une espèce toxique. Apprenez les différences avant de le cueillir :",
    lookalikes: "Sosies",
    alsoMistakenFor: "Aussi confondu avec",
    safetyNotice:
      "Ne mangez jamais un champignon sauvage parce qu’un site web le dit comestible, celui-ci compris. Faites vérifier chaque cueillette par un expert, en personne, avant de la manger.",
    speciesHeading: "Espèces",
    filters: "Filtrer les espèces",
    anyEdibility: "Toute comestibilité",
    month: "De saison en",
    anyMonth: "Tous les mois",
    anyHymenium: "Tout dessous",
    shown: { one: "{count} espèce affichée", other: "{count} espèces affichées" },
    noMatch: "Aucune espèce ne correspond à ces filtres.",
    showAll: "Afficher toutes les espèces",
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
  // Visitor statistics (app/components/analytics/, docs/analytics.md): used only when the site has them.
  analytics: {
    questionWithStatistics:
      "Pouvons-nous compter les visites, et les régies publicitaires peuvent-elles stocker des données sur votre appareil ?",
    globalPrivacyControlWithStatistics:
      "Votre navigateur envoie Global Privacy Control : nous le comptons comme un refus. Aucune publicité ne se charge, les régies ne reçoivent rien de ce site et vos visites ne sont pas comptées.",
    acceptAll: "Tout accepter",
    rejectAll: "Tout refuser",
    choose: "Choisir",
    choosePurposes: "Autoriser chaque finalité séparément",
    adsPurpose: "Publicité",
    adsPurposeText:
      "Les régies publicitaires peuvent stocker des données sur votre appareil pour adapter et mesurer les annonces.",
    statisticsPurpose: "Statistiques",
    statisticsPurposeText:
      "{provider} compte les pages que vous visitez et leur vitesse de chargement.",
    statisticsPagesOnlyText: "{provider} compte les pages que vous visitez.",
    saveChoices: "Enregistrer mes choix",
    statistics: "Statistiques de visite ({provider})",
    whenStatisticsAllowed: "Seulement après que vous avez autorisé les statistiques",
    whenStatisticsAllowedInEurope:
      "Après que vous avez autorisé les statistiques (fuseaux horaires européens) ; ailleurs à l’ouverture de la page",
    whenConsentPlatformAllowsStatistics:
      "Seulement quand la plateforme de consentement signale votre accord à la mesure, ou qu’aucun n’est nécessaire",
    whenPageOpensWithoutGpc:
      "À l’ouverture de la page, sauf si votre navigateur envoie Global Privacy Control",
    statisticsProviderStores:
      "Une fois les statistiques autorisées, {provider} peut conserver ses propres identifiants dans votre navigateur, comme l’explique sa politique.",
  },
} satisfies Catalogue;
