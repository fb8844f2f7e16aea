import type { Catalogue } from "../catalogue.ts";

/** The site's own words in Polish. */
export const pl = {
  site: {
    headline: "Odkryj magię grzybów",
    skipToContent: "Przejdź do treści",
    menu: "Menu",
    mainNavigation: "Nawigacja główna",
    mainMenu: "Menu główne",
    opensInNewTab: "(otwiera się w nowej karcie)",
    quickLinks: "Szybkie linki",
    partners: "Partnerzy",
    followUs: "Obserwuj nas",
    socialLink: "{brand} w serwisie {network}",
    feedLink: "Kanał artykułów (Atom)",
    copyright: "© {year} {brand}. Wszelkie prawa zastrzeżone.",
    privacy: "Prywatność",
    privacyChoices: "Ustawienia prywatności",
    advertisement: "Reklama",
    advertisements: "Reklamy",
    sidebarAdvertisements: "Reklamy na pasku bocznym",
    errorTitle: "Coś poszło nie tak",
    errorHeading: "Nieoczekiwany błąd aplikacji!",
    errorText:
      "Coś się u nas zepsuło podczas wyświetlania tej strony. Często pomaga odświeżenie; jeśli nie, zacznij od nowa na stronie głównej.",
    reload: "Odśwież",
    returnHome: "Wróć na stronę główną",
    consentPlatformLocator: "Lokalizator platformy zgód",
  },
  home: {
    eyebrow: "Notatki terenowe o grzybach",
    exploreTypes: "Poznaj gatunki",
    learnMore: "Dowiedz się więcej",
    learnMoreContext: "o grzybach",
    featuresHeading: "Dlaczego grzyby fascynują",
    wondersTitle: "Cuda natury",
    wondersText:
      "Od świecących grzybów-duchów po olbrzymie purchawki – ponad 14\u00a0000 opisanych gatunków grzybów kształtuje ściółkę każdego lasu.",
    cultureTitle: "Wpływ na kulturę",
    cultureText:
      "Grzyby przewijają się przez folklor, rytuały, medycynę i kuchnię – od syberyjskich szamanów po japońskie uczty z matsutake.",
    healthTitle: "Korzyści dla zdrowia",
    healthText:
      "Wiele grzybów jadalnych ma mało kalorii i dostarcza błonnika, witamin z grupy B i potasu, a gdy rośnie w słońcu – także witaminy D.",
  },
  welcome: {
    title: "Witamy w serwisie {brand}",
    description: "Odkryj fascynujący świat grzybów!",
  },
  sections: {
    comingSoon: "Treści już wkrótce…",
    comingSoonText:
      "Ta część atlasu wciąż rośnie pod ziemią. Zanim wyjdzie na powierzchnię, rozejrzyj się po reszcie serwisu.",
    exploreOther: "Przejrzyj inne działy",
    backToHome: "Wróć na stronę główną",
    articles: "Artykuły",
    listingPages: "Strony listy",
    previousPage: "Poprzednia",
    nextPage: "Następna",
    page: "Strona",
    pageTitle: "{title} – strona {number}",
    unwrittenDescription:
      "{title}: ten dział serwisu {brand} jest jeszcze w przygotowaniu; na razie nie ma tu nic do czytania.",
  },
  article: {
    breadcrumb: "Ścieżka nawigacji",
    published: "Opublikowano {date}",
    updated: "Zaktualizowano {date}",
    readingTime: {
      one: "{count} minuta czytania",
      few: "{count} minuty czytania",
      many: "{count} minut czytania",
      other: "{count} minuty czytania",
    },
    contents: "Spis treści",
  },
  species: {
    facts: "Metryczka",
    edibility: "Jadalność",
    season: "Sezon",
    habitat: "Siedlisko",
    ecology: "Tryb życia",
    hymenium: "Spód kapelusza",
    sporePrint: "Wysyp zarodników",
    family: "Rodzina",
    choice: "Wyborny grzyb jadalny",
    edible: "Jadalny",
    caution: "Jadalny z ostrożnością",
    inedible: "Niejadalny",
    poisonous: "Trujący",
    deadly: "Śmiertelnie trujący",
    psychoactive: "Psychoaktywny",
    unknown: "Jadalność nieznana",
    mycorrhizal: "Mykoryzowy: żyje z korzeniami drzew",
    saprotrophic: "Saprotroficzny: żywi się martwym drewnem lub liśćmi",
    parasitic: "Pasożytniczy: żywi się żywymi gospodarzami",
    gills: "Blaszki",
    pores: "Rurki",
    teeth: "Kolce",
    ridges: "Listewki (fałszywe blaszki)",
    smooth: "Gładki",
    gleba: "Zarodniki w środku (gleba)",
    seasonRange: "{from}–{to}",
    allYear: "Przez cały rok",
    dangerousLookalike: "Niebezpieczny sobowtór",
    dangerousLookalikeText:
      "Można go pomylić z gatunkiem trującym. Poznaj różnice, zanim go zbierzesz:",
    lookalikes: "Gatunki podobne",
    alsoMistakenFor: "Mylony także z",
    safetyNotice:
      "Nigdy nie jedz dzikiego grzyba tylko dlatego, że strona internetowa, także ta, nazywa go jadalnym. Przed jedzeniem pokaż każde znalezisko osobiście specjaliście.",
    speciesHeading: "Gatunki",
    filters: "Filtruj gatunki",
    anyEdibility: "Dowolna jadalność",
    month: "Sezon w miesiącu",
    anyMonth: "Dowolny miesiąc",
    anyHymenium: "Dowolny spód",
    shown: {
      one: "Pokazano {count} gatunek",
      few: "Pokazano {count} gatunki",
      many: "Pokazano {count} gatunków",
      other: "Pokazano {count} gatunku",
    },
    noMatch: "Żaden gatunek nie pasuje do tych filtrów.",
    showAll: "Pokaż wszystkie gatunki",
  },
  embeds: {
    ifFrameEmpty: "Jeśli ramka poniżej pozostaje pusta:",
  },
  blog: {
    title: "Blog",
    description: "Zdjęcia i historie ze świata grzybów – od leśnej ściółki po kuchnię.",
    intro: "Zdjęcia i historie ze świata grzybów.",
    feedTitle: "Kanał zdjęć serwisu {brand}",
    openFeed: "Otwórz kanał zdjęć",
  },
  contact: {
    title: "Kontakt",
    description: "Pytania, obserwacje lub pomysły na współpracę: napisz do zespołu {brand}.",
    intro: "Masz pytanie, obserwację lub pomysł na współpracę? Wyślij nam wiadomość.",
    formTitle: "Formularz kontaktowy: wyślij wiadomość do zespołu {brand}",
    openForm: "Otwórz formularz kontaktowy",
  },
  notFound: {
    title: "Nie znaleziono strony",
    heading: "Ups! Nie znaleziono strony",
    headingPrefix: "404:",
    text: "Ta ścieżka prowadzi donikąd. Strona mogła zostać przeniesiona albo nigdy tu nie wyrosła.",
    returnHome: "Wróć na stronę główną",
    explore: "Albo zajrzyj do jednego z działów",
  },
  consent: {
    question:
      "Czy sieci reklamowe mogą zapisywać dane na Twoim urządzeniu, aby dopasowywać reklamy i mierzyć ich skuteczność?",
    globalPrivacyControl:
      "Twoja przeglądarka wysyła sygnał Global Privacy Control, więc traktujemy go jako odmowę: reklamy się nie wczytują, a sieci reklamowe nie dostają z tej strony niczego.",
    accept: "Akceptuję",
    reject: "Odrzucam",
    close: "Zamknij",
    privacy: "Prywatność",
  },
  privacy: {
    title: "Prywatność",
    description:
      "Co serwis {brand} zapisuje na Twoim urządzeniu i z usług jakich innych firm korzystają jego strony.",
    placeholderNotice:
      "Ta informacja jest tymczasowa: właściciel serwisu nie napisał jeszcze własnej. Znajdzie się w niej, kto prowadzi ten serwis, jak się z nim skontaktować i co dzieje się z wiadomościami wysłanymi przez formularz kontaktowy.",
    whoWeAre: "Kim jesteśmy",
    whatThisSiteStores: "Co zapisuje ten serwis",
    storesNothing: "Nic: żadnych plików cookie i nic w pamięci Twojej przeglądarki.",
    storesConsentAnswer:
      "Tylko Twoją odpowiedź w banerze zgody („Akceptuję” lub „Odrzucam”) – przez 12 miesięcy, w pamięci lokalnej przeglądarki dla tego serwisu, pod kluczem „{key}”. Żadnych plików cookie. Możesz ją zmienić za pomocą linku „Ustawienia prywatności” na dole każdej strony.",
    storesWithConsentPlatform:
      "Sam nic. Platforma zgód wymieniona poniżej przechowuje Twoje wybory w sposób opisany w jej własnej informacji.",
    otherServices: "Usługi innych firm",
    otherServicesText:
      "Gdy strona je wczytuje, te hosty otrzymują żądanie z Twojej przeglądarki – wraz z jej adresem IP i adresem strony, z której pochodzi:",
    service: "Usługa",
    host: "Host",
    pages: "Strony",
    when: "Kiedy",
    adNetwork: "Sieć reklamowa (banery)",
    extraAdTag: "Dodatkowy tag reklamowy",
    imageBoardFeed: "Kanał z serwisu z obrazami",
    contactForm: "Formularz kontaktowy",
    contactFormScript: "Skrypt formularza kontaktowego",
    consentPlatform: "Platforma zgód (IAB TCF)",
    everyPage: "Każda strona",
    unknownPaths: "nieznane ścieżki (404)",
    whenInView: "Gdy reklama pojawi się na ekranie",
    whenAccepted: "Dopiero po wyrażeniu zgody",
    whenAcceptedInEurope:
      "Po wyrażeniu zgody (europejskie strefy czasowe); gdzie indziej – gdy reklama pojawi się na ekranie",
    whenConsentPlatformAllows:
      "Dopiero gdy platforma zgód zgłosi Twoją zgodę lub to, że nie jest ona potrzebna",
    whenPageOpens: "Przy otwarciu strony",
    whenPageOpensInEurope: "Przy otwarciu strony, w europejskiej strefie czasowej",
  },
  // Visitor statistics (app/components/analytics/, docs/analytics.md): used only when the site has them.
  analytics: {
    questionWithStatistics:
      "Czy możemy liczyć odwiedziny i czy sieci reklamowe mogą zapisywać dane na Twoim urządzeniu na potrzeby reklam?",
    globalPrivacyControlWithStatistics:
      "Twoja przeglądarka wysyła sygnał Global Privacy Control, więc traktujemy go jak odmowę: reklamy się nie wczytują, sieci reklamowe nie dostają nic z tej witryny, a Twoje odwiedziny nie są liczone.",
    acceptAll: "Akceptuj wszystko",
    rejectAll: "Odrzuć wszystko",
    choose: "Wybierz",
    choosePurposes: "Zezwól na każdy cel osobno",
    adsPurpose: "Reklamy",
    adsPurposeText:
      "Sieci reklamowe mogą zapisywać dane na Twoim urządzeniu, aby dopasowywać i mierzyć reklamy.",
    statisticsPurpose: "Statystyki",
    statisticsPurposeText: "{provider} liczy odwiedzane strony i to, jak szybko się wczytują.",
    statisticsPagesOnlyText: "{provider} liczy odwiedzane strony.",
    saveChoices: "Zapisz wybór",
    statistics: "Statystyki odwiedzin ({provider})",
    whenStatisticsAllowed: "Dopiero gdy zezwolisz na statystyki",
    whenStatisticsAllowedInEurope:
      "Gdy zezwolisz na statystyki (europejskie strefy czasowe); gdzie indziej po otwarciu strony",
    whenConsentPlatformAllowsStatistics:
      "Dopiero gdy platforma zgód zgłosi Twoją zgodę na pomiar albo że zgoda nie jest potrzebna",
    whenPageOpensWithoutGpc:
      "Po otwarciu strony, chyba że przeglądarka wysyła Global Privacy Control",
    statisticsProviderStores:
      "Po zezwoleniu na statystyki {provider} może przechowywać własne identyfikatory w Twojej przeglądarce, jak opisuje jego informacja o prywatności.",
  },
} satisfies Catalogue;
