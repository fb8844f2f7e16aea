import type { Catalogue } from "../catalogue.ts";

/** The site's own words in Dutch. */
export const nl = {
  site: {
    headline: "Ontdek de magie van paddenstoelen",
    skipToContent: "Direct naar de inhoud",
    menu: "Menu",
    mainNavigation: "Hoofdnavigatie",
    mainMenu: "Hoofdmenu",
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
  },
  home: {
    eyebrow: "Veldnotities over paddenstoelen",
    exploreTypes: "Bekijk de soorten",
    learnMore: "Lees meer",
    learnMoreContext: "over paddenstoelen",
    featuresHeading: "Waarom paddenstoelen fascineren",
    wondersTitle: "Natuurwonderen",
    wondersText:
      "Van lichtgevende spookzwammen tot reuzenbovisten: meer dan 14.000 beschreven paddenstoelensoorten geven elke bosbodem vorm.",
    cultureTitle: "Culturele invloed",
    cultureText:
      "Paddenstoelen lopen als een rode draad door folklore, rituelen, geneeskunde en keuken, van Siberische sjamanen tot Japanse matsutakefeesten.",
    healthTitle: "Goed voor je gezondheid",
    healthText:
      "Veel eetbare paddenstoelen zijn caloriearm en rijk aan vezels, B-vitamines, kalium en, als ze in zonlicht zijn gekweekt, vitamine D.",
  },
  welcome: {
    title: "Welkom bij {brand}",
    description: "Ontdek de fascinerende wereld van paddenstoelen!",
  },
  sections: {
    comingSoon: "Inhoud volgt binnenkort…",
    comingSoonText:
      "Dit deel van de atlas groeit nog onder de grond. Tot het bovenkomt, kun je rondkijken op de rest van de site.",
    exploreOther: "Bekijk andere rubrieken",
    backToHome: "Terug naar de startpagina",
    articles: "Artikelen",
    listingPages: "Pagina's van de lijst",
    previousPage: "Vorige",
    nextPage: "Volgende",
    page: "Pagina",
    pageTitle: "{title} – pagina {number}",
    unwrittenDescription:
      "{title}: dit deel van {brand} wordt nog geschreven; er valt hier nog niets te lezen.",
  },
  article: {
    breadcrumb: "Kruimelpad",
    published: "Gepubliceerd op {date}",
    updated: "Bijgewerkt op {date}",
    readingTime: { one: "{count} min. leestijd", other: "{count} min. leestijd" },
    contents: "Inhoud",
  },
  species: {
    facts: "Kenmerken",
    edibility: "Eetbaarheid",
    season: "Seizoen",
    habitat: "Groeiplaats",
    ecology: "Levenswijze",
    hymenium: "Onderkant",
    sporePrint: "Sporenprint",
    family: "Familie",
    choice: "Uitstekende eetbare soort",
    edible: "Eetbaar",
    caution: "Eetbaar met voorzichtigheid",
    inedible: "Oneetbaar",
    poisonous: "Giftig",
    deadly: "Dodelijk giftig",
    psychoactive: "Psychoactief",
    unknown: "Eetbaarheid onbekend",
    mycorrhizal: "Mycorrhiza: leeft samen met boomwortels",
    saprotrophic: "Saprotroof: leeft van dood hout of blad",
    parasitic: "Parasiet: leeft van levende gastheren",
    gills: "Plaatjes",
    pores: "Buisjes",
    teeth: "Stekels",
    ridges: "Lijsten (valse plaatjes)",
    smooth: "Glad",
    gleba: "Sporen binnenin (gleba)",
    seasonRange: "{from} tot en met {to}",
    allYear: "Het hele jaar",
    dangerousLookalike: "Gevaarlijke dubbelganger",
    dangerousLookalikeText:
      "Hij kan worden verward met een giftige soort. Leer de verschillen voordat je hem plukt:",
    lookalikes: "Dubbelgangers",
    alsoMistakenFor: "Ook verward met",
    safetyNotice:
      "Eet nooit een wilde paddenstoel omdat een website zegt dat hij eetbaar is, ook deze niet. Laat elke vondst vóór het eten persoonlijk door een deskundige controleren.",
    speciesHeading: "Soorten",
    filters: "Soorten filteren",
    anyEdibility: "Elke eetbaarheid",
    month: "In seizoen in",
    anyMonth: "Elke maand",
    anyHymenium: "Elke onderkant",
    shown: { one: "{count} soort getoond", other: "{count} soorten getoond" },
    noMatch: "Geen soort past bij deze filters.",
    showAll: "Alle soorten tonen",
  },
  embeds: {
    ifFrameEmpty: "Als het kader hieronder leeg blijft:",
  },
  blog: {
    title: "Blog",
    description: "Foto’s en verhalen uit de wereld van paddenstoelen, van bosbodem tot keuken.",
    intro: "Foto’s en verhalen uit de wereld van paddenstoelen.",
    feedTitle: "Fotofeed van {brand}",
    openFeed: "Fotofeed openen",
  },
  contact: {
    title: "Contact",
    description: "Vragen, waarnemingen of ideeën voor samenwerking: schrijf het team van {brand}.",
    intro: "Vragen, waarnemingen of ideeën voor samenwerking? Stuur ons een bericht.",
    formTitle: "Contactformulier: stuur een bericht naar het team van {brand}",
    openForm: "Contactformulier openen",
  },
  notFound: {
    title: "Pagina niet gevonden",
    heading: "Oeps! Pagina niet gevonden",
    headingPrefix: "404:",
    text: "Dit pad leidt nergens heen. Misschien is de pagina verplaatst, of is ze hier nooit gegroeid.",
    returnHome: "Naar de startpagina",
    explore: "Of bekijk een rubriek",
  },
  consent: {
    question:
      "Mogen advertentienetwerken gegevens op je apparaat opslaan om advertenties af te stemmen en te meten?",
    globalPrivacyControl:
      "Je browser verstuurt Global Privacy Control, dus behandelen we dat als weigeren: er worden geen advertenties geladen en advertentienetwerken krijgen niets van deze site.",
    accept: "Accepteren",
    reject: "Weigeren",
    close: "Sluiten",
    privacy: "Privacy",
  },
  privacy: {
    title: "Privacy",
    description:
      "Wat {brand} op je apparaat opslaat en welke diensten van andere bedrijven de pagina’s laden.",
    placeholderNotice:
      "Deze verklaring is een tijdelijke tekst: de eigenaar van de site heeft nog geen eigen versie geschreven. Daarin komt te staan wie deze site beheert, hoe je diegene bereikt en wat er gebeurt met berichten die via het contactformulier worden verstuurd.",
    whoWeAre: "Wie we zijn",
    whatThisSiteStores: "Wat deze site opslaat",
    storesNothing: "Niets: geen cookies en niets in de opslag van je browser.",
    storesConsentAnswer:
      "Alleen je antwoord op de toestemmingsbanner (‘Accepteren’ of ‘Weigeren’), 12 maanden lang in de lokale opslag van je browser voor deze site, onder de sleutel ‘{key}’. Geen cookies. Via ‘Privacykeuzes’ onderaan elke pagina kun je het wijzigen.",
    storesWithConsentPlatform:
      "Zelf niets. Het toestemmingsplatform hieronder bewaart je keuzes zoals het in zijn eigen verklaring beschrijft.",
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
  },
  // Visitor statistics (app/components/analytics/, docs/analytics.md): used only when the site has them.
  analytics: {
    questionWithStatistics:
      "Mogen we bezoeken tellen, en mogen advertentienetwerken gegevens op uw apparaat opslaan voor advertenties?",
    globalPrivacyControlWithStatistics:
      "Uw browser verstuurt Global Privacy Control, dus we zien dat als weigeren: er laden geen advertenties, advertentienetwerken krijgen niets van deze site en uw bezoeken worden niet geteld.",
    acceptAll: "Alles accepteren",
    rejectAll: "Alles weigeren",
    choose: "Kiezen",
    choosePurposes: "Elk doel apart toestaan",
    adsPurpose: "Advertenties",
    adsPurposeText:
      "Advertentienetwerken mogen gegevens op uw apparaat opslaan om advertenties af te stemmen en te meten.",
    statisticsPurpose: "Statistieken",
    statisticsPurposeText: "{provider} telt de pagina's die u bezoekt en hoe snel ze laden.",
    statisticsPagesOnlyText: "{provider} telt de pagina's die u bezoekt.",
    saveChoices: "Keuzes opslaan",
    statistics: "Bezoekersstatistieken ({provider})",
    whenStatisticsAllowed: "Pas nadat u statistieken toestaat",
    whenStatisticsAllowedInEurope:
      "Nadat u statistieken toestaat (Europese tijdzones); elders bij het openen van de pagina",
    whenConsentPlatformAllowsStatistics:
      "Pas zodra het toestemmingsplatform uw toestemming voor meting meldt, of dat die niet nodig is",
    whenPageOpensWithoutGpc:
      "Bij het openen van de pagina, tenzij uw browser Global Privacy Control verstuurt",
    statisticsProviderStores:
      "Zodra statistieken zijn toegestaan, kan {provider} eigen kenmerken in uw browser bewaren, zoals zijn eigen verklaring beschrijft.",
  },
} satisfies Catalogue;
