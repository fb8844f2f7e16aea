import type { Catalogue } from "../../catalogue.ts";

export const privacy = {
  title: "Confidentialité",
  description:
    "Ce que {brand} enregistre sur votre appareil, et les services d’autres entreprises que ses pages chargent.",
  placeholderNotice:
    "Cette notice est provisoire\u00a0: le propriétaire du site n’a pas encore rédigé la sienne. Elle indiquera qui gère ce site, comment le joindre et ce que deviennent les messages envoyés via le formulaire de contact.",
  whoWeAre: "Qui sommes-nous",
  whatThisSiteStores: "Ce que ce site enregistre",
  storesNothing: "Aucun cookie.",
  storesConsentAnswer:
    "Votre réponse au bandeau de consentement («\u00a0Accepter\u00a0» ou «\u00a0Refuser\u00a0»), dans le stockage local de votre navigateur pour ce site, sous la clé «\u00a0{key}\u00a0», pendant 12 mois. Aucun cookie. Le lien «\u00a0Choix de confidentialité\u00a0», en bas de chaque page, permet de la modifier.",
  storesWithConsentPlatform:
    "Aucun cookie qui lui soit propre. La plateforme de consentement indiquée ci-dessous conserve vos choix comme elle le décrit dans sa propre notice.",
  storesSearchSlashKeyChoice:
    "Si vous désactivez la touche / dans la fenêtre de recherche\u00a0: ce choix, dans le stockage local de votre navigateur pour ce site, sous la clé «\u00a0{key}\u00a0», jusqu’à ce que vous la réactiviez.",
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
} satisfies Catalogue["privacy"];
