import type { Catalogue } from "../catalogue.ts";

/** The site's own words in Italian. */
export const it = {
  site: {
    headline: "Scopri la magia dei funghi",
    skipToContent: "Vai al contenuto",
    menu: "Menu",
    mainNavigation: "Navigazione principale",
    mainMenu: "Menu principale",
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
  },
  home: {
    eyebrow: "Appunti di campo sui funghi",
    exploreTypes: "Esplora le specie",
    learnMore: "Scopri di più",
    learnMoreContext: "sui funghi",
    featuresHeading: "Perché i funghi affascinano",
    wondersTitle: "Meraviglie della natura",
    wondersText:
      "Dai funghi fantasma luminescenti alle vesce giganti, oltre 14.000 specie di funghi descritte plasmano il suolo di ogni bosco.",
    cultureTitle: "Impatto culturale",
    cultureText:
      "I funghi attraversano folclore, riti, medicina e cucina, dagli sciamani siberiani ai banchetti giapponesi a base di matsutake.",
    healthTitle: "Benefici per la salute",
    healthText:
      "Molti funghi commestibili sono poveri di calorie e ricchi di fibre, vitamine del gruppo B, potassio e, se cresciuti alla luce del sole, vitamina D.",
  },
  welcome: {
    title: "Benvenuti su {brand}",
    description: "Esplora l’affascinante mondo dei funghi!",
  },
  sections: {
    comingSoon: "Contenuti in arrivo…",
    comingSoonText:
      "Questa parte dell’atlante sta ancora crescendo sottoterra. Finché non spunta, esplora il resto del sito.",
    exploreOther: "Esplora altre sezioni",
    backToHome: "Torna alla home",
    articles: "Articoli",
    listingPages: "Pagine dell'elenco",
    previousPage: "Precedente",
    nextPage: "Successiva",
    page: "Pagina",
    pageTitle: "{title} – pagina {number}",
    unwrittenDescription:
      "{title}: questa sezione di {brand} è ancora in lavorazione; per ora non c'è niente da leggere.",
  },
  article: {
    breadcrumb: "Percorso di navigazione",
    published: "Pubblicato il {date}",
    updated: "Aggiornato il {date}",
    readingTime: {
      one: "{count} min di lettura",
      many: "{count} min di lettura",
      other: "{count} min di lettura",
    },
    contents: "Indice",
  },
  species: {
    facts: "Scheda",
    edibility: "Commestibilità",
    season: "Stagione",
    habitat: "Habitat",
    ecology: "Ecologia",
    hymenium: "Imenio",
    sporePrint: "Sporata",
    family: "Famiglia",
    choice: "Ottimo commestibile",
    edible: "Commestibile",
    caution: "Commestibile con cautela",
    inedible: "Non commestibile",
    poisonous: "Velenoso",
    deadly: "Mortale",
    psychoactive: "Psicoattivo",
    unknown: "Commestibilità sconosciuta",
    mycorrhizal: "Micorrizico: vive con le radici degli alberi",
    saprotrophic: "Saprotrofo: si nutre di legno o foglie morte",
    parasitic: "Parassita: si nutre di ospiti vivi",
    gills: "Lamelle",
    pores: "Pori",
    teeth: "Aculei",
    ridges: "Pieghe (false lamelle)",
    smooth: "Liscio",
    gleba: "Spore all’interno (gleba)",
    seasonRange: "da {from} a {to}",
    allYear: "Tutto l’anno",
    dangerousLookalike: "Sosia pericoloso",
    dangerousLookalikeText:
      "Può essere confuso con una specie velenosa. Impara le differenze prima di raccoglierlo:",
    lookalikes: "Specie simili",
    alsoMistakenFor: "Confuso anche con",
    safetyNotice:
      "Non mangiare mai un fungo selvatico perché un sito web lo dice commestibile, nemmeno questo. Fai controllare ogni raccolto da un esperto, di persona, prima di mangiarlo.",
    speciesHeading: "Specie",
    filters: "Filtra le specie",
    anyEdibility: "Qualsiasi commestibilità",
    month: "Di stagione a",
    anyMonth: "Qualsiasi mese",
    anyHymenium: "Qualsiasi imenio",
    shown: { one: "{count} specie mostrata", other: "{count} specie mostrate" },
    noMatch: "Nessuna specie corrisponde a questi filtri.",
    showAll: "Mostra tutte le specie",
  },
  embeds: {
    ifFrameEmpty: "Se il riquadro qui sotto resta vuoto:",
  },
  blog: {
    title: "Blog",
    description: "Foto e storie dal mondo dei funghi, dal sottobosco alla cucina.",
    intro: "Foto e storie dal mondo dei funghi.",
    feedTitle: "Feed fotografico di {brand}",
    openFeed: "Apri il feed fotografico",
  },
  contact: {
    title: "Contattaci",
    description: "Domande, ritrovamenti o idee di collaborazione: scrivi al team di {brand}.",
    intro: "Domande, ritrovamenti o idee di collaborazione? Mandaci un messaggio.",
    formTitle: "Modulo di contatto: invia un messaggio al team di {brand}",
    openForm: "Apri il modulo di contatto",
  },
  notFound: {
    title: "Pagina non trovata",
    heading: "Ops! Pagina non trovata",
    headingPrefix: "404:",
    text: "Questo sentiero non porta da nessuna parte che conosciamo. La pagina potrebbe essere stata spostata, o non essere mai cresciuta qui.",
    returnHome: "Torna alla home",
    explore: "Oppure esplora una sezione",
  },
  consent: {
    question:
      "Le reti pubblicitarie possono memorizzare dati sul tuo dispositivo per personalizzare e misurare gli annunci?",
    globalPrivacyControl:
      "Il tuo browser invia il segnale Global Privacy Control, quindi lo consideriamo un rifiuto: nessun annuncio viene caricato e le reti pubblicitarie non ricevono nulla da questo sito.",
    accept: "Accetta",
    reject: "Rifiuta",
    close: "Chiudi",
    privacy: "Privacy",
  },
  privacy: {
    title: "Privacy",
    description:
      "Cosa memorizza {brand} sul tuo dispositivo e quali servizi di altre aziende caricano le sue pagine.",
    placeholderNotice:
      "Questa informativa è provvisoria: il titolare del sito non ha ancora scritto la propria. Indicherà chi gestisce questo sito, come contattarlo e cosa succede ai messaggi inviati tramite il modulo di contatto.",
    whoWeAre: "Chi siamo",
    whatThisSiteStores: "Cosa memorizza questo sito",
    storesNothing: "Niente: nessun cookie e nulla nella memoria del tuo browser.",
    storesConsentAnswer:
      "Solo la tua risposta al banner del consenso («Accetta» o «Rifiuta»), nella memoria locale del tuo browser per questo sito, con la chiave «{key}», per 12 mesi. Nessun cookie. Puoi modificarla con «Preferenze sulla privacy», in fondo a ogni pagina.",
    storesWithConsentPlatform:
      "Nulla di per sé. La piattaforma di consenso indicata qui sotto conserva le tue scelte come descritto nella sua informativa.",
    otherServices: "Servizi di altre aziende",
    otherServicesText:
      "Questi host ricevono una richiesta dal tuo browser, con il suo indirizzo IP e la pagina di provenienza, quando una pagina li carica:",
    service: "Servizio",
    host: "Host",
    pages: "Pagine",
    when: "Quando",
    adNetwork: "Rete pubblicitaria (banner)",
    extraAdTag: "Tag pubblicitario aggiuntivo",
    imageBoardFeed: "Feed di una bacheca di immagini",
    contactForm: "Modulo di contatto",
    contactFormScript: "Script del modulo di contatto",
    consentPlatform: "Piattaforma di consenso (IAB TCF)",
    everyPage: "Tutte le pagine",
    unknownPaths: "percorsi sconosciuti (404)",
    whenInView: "Quando l’annuncio compare sullo schermo",
    whenAccepted: "Solo dopo che hai accettato",
    whenAcceptedInEurope:
      "Dopo che hai accettato (fusi orari europei); altrove quando l’annuncio compare sullo schermo",
    whenConsentPlatformAllows:
      "Solo quando la piattaforma di consenso segnala il tuo consenso, o che non è necessario",
    whenPageOpens: "All’apertura della pagina",
    whenPageOpensInEurope: "All’apertura della pagina, in un fuso orario europeo",
  },
  // Visitor statistics (app/components/analytics/, docs/analytics.md): used only when the site has them.
  analytics: {
    questionWithStatistics:
      "Possiamo contare le visite, e le reti pubblicitarie possono salvare dati sul tuo dispositivo per gli annunci?",
    globalPrivacyControlWithStatistics:
      "Il tuo browser invia Global Privacy Control, quindi lo consideriamo un rifiuto: nessun annuncio viene caricato, le reti pubblicitarie non ricevono nulla da questo sito e le tue visite non vengono contate.",
    acceptAll: "Accetta tutto",
    rejectAll: "Rifiuta tutto",
    choose: "Scegli",
    choosePurposes: "Consenti ogni finalità separatamente",
    adsPurpose: "Pubblicità",
    adsPurposeText:
      "Le reti pubblicitarie possono salvare dati sul tuo dispositivo per personalizzare e misurare gli annunci.",
    statisticsPurpose: "Statistiche",
    statisticsPurposeText:
      "{provider} conta le pagine che visiti e quanto velocemente si caricano.",
    statisticsPagesOnlyText: "{provider} conta le pagine che visiti.",
    saveChoices: "Salva le scelte",
    statistics: "Statistiche delle visite ({provider})",
    whenStatisticsAllowed: "Solo dopo che hai consentito le statistiche",
    whenStatisticsAllowedInEurope:
      "Dopo che hai consentito le statistiche (fusi orari europei); altrove all'apertura della pagina",
    whenConsentPlatformAllowsStatistics:
      "Solo quando la piattaforma di consenso comunica il tuo consenso alla misurazione, o che non serve",
    whenPageOpensWithoutGpc:
      "All'apertura della pagina, a meno che il browser non invii Global Privacy Control",
    statisticsProviderStores:
      "Una volta consentite le statistiche, {provider} può conservare propri identificatori nel tuo browser, come descrive la sua informativa.",
  },
} satisfies Catalogue;
