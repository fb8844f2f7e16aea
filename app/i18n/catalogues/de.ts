import type { Catalogue } from "../catalogue.ts";

/** The site's own words in German. */
export const de = {
  site: {
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
  },
  home: {
    eyebrow: "Feldnotizen aus der Pilzwelt",
    exploreTypes: "Pilzarten entdecken",
    learnMore: "Mehr erfahren",
    learnMoreContext: "über Pilze",
    featuresHeading: "Warum Pilze faszinieren",
    wondersTitle: "Naturwunder",
    wondersText:
      "Vom leuchtenden Geisterpilz bis zum Riesenbovist: Über 14.000 beschriebene Pilzarten prägen jeden Waldboden.",
    cultureTitle: "Kulturelle Bedeutung",
    cultureText:
      "Pilze ziehen sich durch Volksglauben, Rituale, Heilkunde und Küche – von sibirischen Schamanen bis zu japanischen Matsutake-Festmahlen.",
    healthTitle: "Gut für die Gesundheit",
    healthText:
      "Viele Speisepilze sind kalorienarm und reich an Ballaststoffen, B-Vitaminen, Kalium und – im Sonnenlicht gewachsen – Vitamin D.",
  },
  welcome: {
    title: "Willkommen bei {brand}",
    description: "Entdecken Sie die faszinierende Welt der Pilze!",
  },
  sections: {
    comingSoon: "Inhalte folgen in Kürze …",
    comingSoonText:
      "Dieser Teil des Atlas wächst noch im Verborgenen. Bis er Früchte trägt, stöbern Sie gern im Rest der Website.",
    exploreOther: "Weitere Bereiche entdecken",
    backToHome: "Zurück zur Startseite",
    articles: "Artikel",
    listingPages: "Seiten der Liste",
    previousPage: "Vorherige",
    nextPage: "Nächste",
    page: "Seite",
    pageTitle: "{title} – Seite {number}",
    unwrittenDescription:
      "{title}: Dieser Bereich von {brand} entsteht noch; hier gibt es noch nichts zu lesen.",
  },
  article: {
    breadcrumb: "Brotkrümelnavigation",
    published: "Veröffentlicht am {date}",
    updated: "Aktualisiert am {date}",
    readingTime: { one: "{count} Minute Lesezeit", other: "{count} Minuten Lesezeit" },
    contents: "Inhalt",
  },
  species: {
    facts: "Steckbrief",
    edibility: "Speisewert",
    season: "Saison",
    habitat: "Standort",
    ecology: "Lebensweise",
    hymenium: "Unterseite",
    sporePrint: "Sporenpulver",
    family: "Familie",
    choice: "Ausgezeichneter Speisepilz",
    edible: "Essbar",
    caution: "Nur mit Vorsicht essbar",
    inedible: "Ungenießbar",
    poisonous: "Giftig",
    deadly: "Tödlich giftig",
    psychoactive: "Psychoaktiv",
    unknown: "Speisewert unbekannt",
    mycorrhizal: "Mykorrhiza: lebt mit Baumwurzeln",
    saprotrophic: "Saprobiont: zersetzt totes Holz oder Laub",
    parasitic: "Parasit: lebt von lebenden Wirten",
    gills: "Lamellen",
    pores: "Röhren",
    teeth: "Stacheln",
    ridges: "Leisten",
    smooth: "Glatt",
    gleba: "Sporen im Inneren (Gleba)",
    seasonRange: "{from} bis {to}",
    allYear: "Ganzjährig",
    alsoCalled: "Auch genannt: {names}",
    dangerousLookalike: "Gefährlicher Doppelgänger",
    dangerousLookalikeDeadly:
      "Er kann mit einer tödlich giftigen Art verwechselt werden. Lerne die Unterschiede, bevor du ihn sammelst:",
    dangerousLookalikePoisonous:
      "Er kann mit einer giftigen Art verwechselt werden. Lerne die Unterschiede, bevor du ihn sammelst:",
    dangerousLookalikePsychoactive:
      "Er kann mit einer psychoaktiven Art verwechselt werden. Lerne die Unterschiede, bevor du ihn sammelst:",
    lookalikes: "Doppelgänger",
    pairHeading: "{species} oder {lookalike}: So unterscheidest du sie",
    pairTable: "{species} und {lookalike} im Vergleich",
    differs: "Unterschied",
    notRecorded: "nicht erfasst",
    dangerDeadly: "Tödlich giftig: Wer ihn isst, kann daran sterben.",
    dangerPoisonous: "Giftig: Wer ihn isst, kann schwer erkranken.",
    dangerPsychoactive: "Psychoaktiv: Er verändert die Wahrnehmung und kann vergiften.",
    ifEaten: "Wenn jemand ihn gegessen haben könnte",
    callEmergency: "Ruf sofort {centre} unter {phone} an, auch wenn es der Person gut geht.",
    callLocalEmergency:
      "Ruf sofort den Notruf oder den Giftnotruf an, auch wenn es der Person gut geht.",
    symptomsLate:
      "Beschwerden können erst Stunden oder Tage später beginnen, wenn das Gift schon wirkt: Warte nicht darauf.",
    keepLeftovers: "Bewahre Reste des Pilzes, roh oder gekocht, für die Bestimmung auf.",
    safetyNotice:
      "Iss nie einen wild gesammelten Pilz, nur weil eine Website ihn essbar nennt, auch nicht diese. Lass jeden Fund vor dem Essen persönlich von einer Fachperson prüfen.",
    harmfulNotice:
      "Behandle einen wild gesammelten Pilz nie wegen einer Webseite als Speisepilz, auch nicht wegen dieser. Nur eine Fachperson, die den Fund selbst sieht, kann ihn bestimmen.",
    speciesHeading: "Arten",
    filters: "Arten filtern",
    anyEdibility: "Beliebiger Speisewert",
    month: "Saison im",
    anyMonth: "Jeder Monat",
    anyHymenium: "Beliebige Unterseite",
    shown: { one: "{count} Art angezeigt", other: "{count} Arten angezeigt" },
    noMatch: "Keine Art passt zu diesen Filtern.",
    showAll: "Alle Arten zeigen",
  },
  search: {
    title: "Suche",
    description: "Durchsuchen Sie jede Seite von {brand} oder stöbern Sie nach Bereichen.",
    label: "Die Website durchsuchen",
    placeholder: "Ein deutscher oder lateinischer Name, oder ein beliebiges Wort",
    close: "Schließen",
    loading: "Die Suche wird geladen …",
    failed:
      "Die Suche konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.",
    results: { one: "{count} Treffer", other: "{count} Treffer" },
    noResults: "Keine Treffer für „{query}“",
    hint: "Pfeiltasten wechseln zwischen den Treffern; Enter öffnet einen.",
    filters: "Treffer filtern",
    section: "Bereich",
    anySection: "Jeder Bereich",
    allPages: "Alle Seiten, nach Bereich",
    otherPages: "Weitere Seiten",
  },
  embeds: {
    ifFrameEmpty: "Falls der Rahmen unten leer bleibt:",
  },
  blog: {
    title: "Blog",
    description: "Fotos und Geschichten aus der Welt der Pilze – vom Waldboden bis in die Küche.",
    intro: "Fotos und Geschichten aus der Welt der Pilze.",
    feedTitle: "Foto-Feed von {brand}",
    openFeed: "Foto-Feed öffnen",
  },
  contact: {
    title: "Kontakt",
    description:
      "Fragen, Funde oder Ideen für eine Partnerschaft: Schreiben Sie dem Team von {brand}.",
    intro: "Fragen, Funde oder Ideen für eine Partnerschaft? Schreiben Sie uns.",
    formTitle: "Kontaktformular: Nachricht an das Team von {brand} senden",
    openForm: "Kontaktformular öffnen",
  },
  notFound: {
    title: "Seite nicht gefunden",
    heading: "Hoppla! Seite nicht gefunden",
    headingPrefix: "404:",
    text: "Dieser Pfad führt ins Leere. Vielleicht ist die Seite umgezogen – oder sie ist hier nie gewachsen.",
    returnHome: "Zur Startseite",
    explore: "Oder stöbern Sie in einem Bereich",
  },
  consent: {
    question:
      "Dürfen Werbenetzwerke Daten auf Ihrem Gerät speichern, um Anzeigen zu personalisieren und auszuwerten?",
    globalPrivacyControl:
      "Ihr Browser sendet Global Privacy Control. Wir werten das als Ablehnung: Es werden keine Anzeigen geladen, und Werbenetzwerke erhalten nichts von dieser Website.",
    accept: "Zustimmen",
    reject: "Ablehnen",
    close: "Schließen",
    privacy: "Datenschutz",
  },
  privacy: {
    title: "Datenschutz",
    description:
      "Was {brand} auf Ihrem Gerät speichert und welche Dienste anderer Unternehmen die Seiten laden.",
    placeholderNotice:
      "Dieser Hinweis ist ein Platzhalter: Der Betreiber der Website hat noch keinen eigenen verfasst. Dort wird stehen, wer diese Website betreibt, wie er erreichbar ist und was mit den Nachrichten geschieht, die über das Kontaktformular gesendet werden.",
    whoWeAre: "Wer wir sind",
    whatThisSiteStores: "Was diese Website speichert",
    storesNothing: "Nichts: keine Cookies und nichts im Speicher Ihres Browsers.",
    storesConsentAnswer:
      "Nur Ihre Antwort auf das Einwilligungsbanner („Zustimmen“ oder „Ablehnen“) – 12 Monate lang im lokalen Speicher Ihres Browsers für diese Website, unter dem Schlüssel „{key}“. Keine Cookies. Über „Datenschutzeinstellungen“ unten auf jeder Seite können Sie sie ändern.",
    storesWithConsentPlatform:
      "Selbst nichts. Die unten genannte Einwilligungsplattform speichert Ihre Auswahl so, wie sie es in ihrem eigenen Hinweis beschreibt.",
    otherServices: "Dienste anderer Unternehmen",
    otherServicesText:
      "Diese Hosts erhalten eine Anfrage Ihres Browsers – mit seiner IP-Adresse und der Seite, von der sie stammt –, wenn eine Seite sie lädt:",
    service: "Dienst",
    host: "Host",
    pages: "Seiten",
    when: "Wann",
    adNetwork: "Werbenetzwerk (Banner)",
    extraAdTag: "Zusätzliches Anzeigen-Tag",
    imageBoardFeed: "Feed eines Bilderboards",
    contactForm: "Kontaktformular",
    contactFormScript: "Skript des Kontaktformulars",
    consentPlatform: "Einwilligungsplattform (IAB TCF)",
    everyPage: "Alle Seiten",
    unknownPaths: "unbekannte Pfade (404)",
    whenInView: "Sobald die Anzeige ins Bild scrollt",
    whenAccepted: "Nur nach Ihrer Zustimmung",
    whenAcceptedInEurope:
      "Nach Ihrer Zustimmung (europäische Zeitzonen); anderswo, sobald die Anzeige ins Bild scrollt",
    whenConsentPlatformAllows:
      "Erst wenn die Einwilligungsplattform Ihre Einwilligung meldet – oder dass keine nötig ist",
    whenPageOpens: "Beim Öffnen der Seite",
    whenPageOpensInEurope: "Beim Öffnen der Seite, in einer europäischen Zeitzone",
  },
  analytics: {
    questionWithStatistics:
      "Dürfen wir Besuche zählen, und dürfen Werbenetzwerke für Anzeigen Daten auf Ihrem Gerät speichern?",
    globalPrivacyControlWithStatistics:
      "Ihr Browser sendet Global Privacy Control. Wir werten das als Ablehnung: Es werden keine Anzeigen geladen, Werbenetzwerke erhalten nichts von dieser Website, und Ihre Besuche werden nicht gezählt.",
    acceptAll: "Alle zulassen",
    rejectAll: "Alle ablehnen",
    choose: "Auswählen",
    choosePurposes: "Jeden Zweck einzeln erlauben",
    adsPurpose: "Werbung",
    adsPurposeText:
      "Werbenetzwerke dürfen Daten auf Ihrem Gerät speichern, um Anzeigen zu personalisieren und auszuwerten.",
    statisticsPurpose: "Statistik",
    statisticsPurposeText:
      "{provider} zählt die Seiten, die Sie besuchen, und wie schnell sie laden.",
    statisticsPagesOnlyText: "{provider} zählt die Seiten, die Sie besuchen.",
    saveChoices: "Auswahl speichern",
    statistics: "Besucherstatistik ({provider})",
    whenStatisticsAllowed: "Erst nachdem Sie Statistik erlauben",
    whenStatisticsAllowedInEurope:
      "Nachdem Sie Statistik erlauben (europäische Zeitzonen); anderswo beim Öffnen der Seite",
    whenConsentPlatformAllowsStatistics:
      "Erst wenn die Consent-Plattform Ihre Einwilligung zur Messung meldet oder dass keine nötig ist",
    whenPageOpensWithoutGpc:
      "Beim Öffnen der Seite, außer Ihr Browser sendet Global Privacy Control",
    statisticsProviderStores:
      "Sobald Statistik erlaubt ist, kann {provider} eigene Kennungen in Ihrem Browser speichern, wie in dessen Datenschutzhinweis beschrieben.",
  },
} satisfies Catalogue;
