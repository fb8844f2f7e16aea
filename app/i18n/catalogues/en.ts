/**
 * The site's own words in English: the reference every other catalogue translates, key for key.
 * `{name}` marks a value filled in where the text is used; an object holds a text's plural forms,
 * chosen by `Intl.PluralRules` (app/i18n/format.ts).
 */
export const en = {
  site: {
    headline: "Discover the Magic of Mushrooms",
    skipToContent: "Skip to content",
    menu: "Menu",
    mainNavigation: "Main",
    mainMenu: "Main menu",
    opensInNewTab: "(opens in a new tab)",
    quickLinks: "Quick Links",
    partners: "Partners",
    followUs: "Follow Us",
    socialLink: "{brand} on {network}",
    feedLink: "Article feed (Atom)",
    copyright: "© {year} {brand}. All rights reserved.",
    privacy: "Privacy",
    privacyChoices: "Privacy choices",
    advertisement: "Advertisement",
    advertisements: "Advertisements",
    sidebarAdvertisements: "Sidebar advertisements",
    errorTitle: "Something went wrong",
    errorHeading: "Unexpected Application Error!",
    errorText:
      "Something broke on our side while showing this page. Reloading often helps; if it does not, start again from the home page.",
    reload: "Reload",
    returnHome: "Return to Home",
    consentPlatformLocator: "Consent platform locator",
  },
  home: {
    eyebrow: "Field notes on fungi",
    exploreTypes: "Explore Types",
    learnMore: "Learn More",
    learnMoreContext: "about mushrooms",
    featuresHeading: "Why fungi fascinate",
    wondersTitle: "Natural Wonders",
    wondersText:
      "From glowing ghost fungi to giant puffballs, more than 14,000 described mushroom species shape every forest floor.",
    cultureTitle: "Cultural Impact",
    cultureText:
      "Mushrooms run through folklore, ritual, medicine and cooking, from Siberian shamans to Japanese matsutake feasts.",
    healthTitle: "Health Benefits",
    healthText:
      "Many edible mushrooms are low in calories and rich in fibre, B vitamins, potassium and, grown in sunlight, vitamin D.",
  },
  welcome: {
    title: "Welcome to {brand}",
    description: "Explore the fascinating world of mushrooms!",
  },
  sections: {
    comingSoon: "Content coming soon...",
    comingSoonText:
      "This part of the atlas is still growing beneath the surface. Until it fruits, wander through the rest of the site.",
    exploreOther: "Explore other sections",
    backToHome: "Back to home",
    articles: "Articles",
    listingPages: "Pages of the listing",
    previousPage: "Previous",
    nextPage: "Next",
    /** Read before a page's number in the listing's links: "Page 2". */
    page: "Page",
    pageTitle: "{title} – page {number}",
    unwrittenDescription:
      "{title}: this section of {brand} is still being written; nothing to read here yet.",
  },
  article: {
    breadcrumb: "Breadcrumb",
    published: "Published {date}",
    updated: "Updated {date}",
    readingTime: { one: "{count} min read", other: "{count} min read" },
    contents: "Contents",
  },
  species: {
    facts: "Facts",
    edibility: "Edibility",
    season: "Season",
    habitat: "Habitat",
    ecology: "Ecology",
    hymenium: "Underside",
    sporePrint: "Spore print",
    family: "Family",
    choice: "Choice edible",
    edible: "Edible",
    caution: "Edible with caution",
    inedible: "Inedible",
    poisonous: "Poisonous",
    deadly: "Deadly poisonous",
    psychoactive: "Psychoactive",
    unknown: "Edibility unknown",
    mycorrhizal: "Mycorrhizal: lives with tree roots",
    saprotrophic: "Saprotrophic: feeds on dead wood or leaves",
    parasitic: "Parasitic: feeds on living hosts",
    gills: "Gills",
    pores: "Pores",
    teeth: "Teeth",
    ridges: "Ridges (false gills)",
    smooth: "Smooth",
    gleba: "Spores inside (gleba)",
    seasonRange: "{from} to {to}",
    allYear: "All year",
    dangerousLookalike: "Dangerous lookalike",
    dangerousLookalikeText:
      "It can be mistaken for a poisonous species. Learn the differences before you pick it:",
    lookalikes: "Lookalikes",
    alsoMistakenFor: "Also mistaken for",
    safetyNotice:
      "Never eat a wild mushroom because a website says it is edible, this one included. Have every find checked by an expert, in person, before you eat it.",
    speciesHeading: "Species",
    filters: "Filter the species",
    anyEdibility: "Any edibility",
    month: "In season in",
    anyMonth: "Any month",
    anyHymenium: "Any underside",
    shown: { one: "{count} species shown", other: "{count} species shown" },
    noMatch: "No species matches these filters.",
    showAll: "Show all species",
  },
  embeds: {
    ifFrameEmpty: "If the frame below stays empty:",
  },
  blog: {
    title: "Blog",
    description: "Photos and stories from the world of fungi, from forest floors to kitchens.",
    intro: "Photos and stories from the world of fungi.",
    feedTitle: "{brand} photo feed",
    openFeed: "Open the photo feed",
  },
  contact: {
    title: "Contact Us",
    description: "Questions, sightings or partnership ideas: write to the {brand} team.",
    intro: "Questions, sightings or partnership ideas? Send us a message.",
    formTitle: "Contact form: send a message to the {brand} team",
    openForm: "Open the contact form",
  },
  notFound: {
    title: "Page not found",
    heading: "Oops! Page not found",
    headingPrefix: "404:",
    text: "This path leads nowhere we know of. It may have moved, or never grown here at all.",
    returnHome: "Return to Home",
    explore: "Or explore a section",
  },
  consent: {
    question: "May ad networks store data on your device to tailor and measure ads?",
    globalPrivacyControl:
      "Your browser sends Global Privacy Control, so we count it as Reject: no ads load and ad networks get nothing from this site.",
    accept: "Accept",
    reject: "Reject",
    close: "Close",
    privacy: "Privacy",
  },
  privacy: {
    title: "Privacy",
    description:
      "What {brand} stores on your device, and which other companies' services its pages load.",
    placeholderNotice:
      "This notice is a placeholder: the site's owner has not written their own yet. It will say who runs this site, how to reach them, and what happens to the messages sent through the contact form.",
    whoWeAre: "Who we are",
    whatThisSiteStores: "What this site stores",
    storesNothing: "Nothing: no cookies, and nothing in your browser's storage.",
    storesConsentAnswer:
      'Only your answer to the consent banner (Accept or Reject), in your browser\'s local storage for this site under the key "{key}", for 12 months. No cookies. "Privacy choices", at the foot of every page, changes it.',
    storesWithConsentPlatform:
      "Nothing itself. The consent platform listed below keeps your choices as it describes in its own notice.",
    otherServices: "Other companies' services",
    otherServicesText:
      "These hosts receive a request from your browser, with its address and the page it came from, when a page loads them:",
    service: "Service",
    host: "Host",
    pages: "Pages",
    when: "When",
    adNetwork: "Ad network (banners)",
    extraAdTag: "Extra ad tag",
    imageBoardFeed: "Image-board feed",
    contactForm: "Contact form",
    contactFormScript: "Contact form script",
    consentPlatform: "Consent platform (IAB TCF)",
    everyPage: "Every page",
    unknownPaths: "unknown paths (404)",
    whenInView: "When the ad scrolls into view",
    whenAccepted: "Only after you accept",
    whenAcceptedInEurope:
      "After you accept (European time zones); elsewhere when the ad scrolls into view",
    whenConsentPlatformAllows:
      "Only once the consent platform reports your consent, or that none is needed",
    whenPageOpens: "When the page opens",
    whenPageOpensInEurope: "When the page opens, in a European time zone",
  },
  // Visitor statistics (app/components/analytics/, docs/analytics.md): used only when the site has them.
  analytics: {
    questionWithStatistics:
      "May we count visits, and may ad networks store data on your device for ads?",
    globalPrivacyControlWithStatistics:
      "Your browser sends Global Privacy Control, so we count it as Reject: no ads load, ad networks get nothing from this site, and your visits are not counted.",
    acceptAll: "Accept all",
    rejectAll: "Reject all",
    choose: "Choose",
    choosePurposes: "Allow each purpose on its own",
    adsPurpose: "Ads",
    adsPurposeText: "Ad networks may store data on your device to tailor and measure ads.",
    statisticsPurpose: "Statistics",
    statisticsPurposeText: "{provider} counts the pages you visit and how fast they load.",
    statisticsPagesOnlyText: "{provider} counts the pages you visit.",
    saveChoices: "Save choices",
    statistics: "Visitor statistics ({provider})",
    whenStatisticsAllowed: "Only after you allow statistics",
    whenStatisticsAllowedInEurope:
      "After you allow statistics (European time zones); elsewhere when the page opens",
    whenConsentPlatformAllowsStatistics:
      "Only once the consent platform reports your consent to measurement, or that none is needed",
    whenPageOpensWithoutGpc:
      "When the page opens, unless your browser sends Global Privacy Control",
    statisticsProviderStores:
      "Once statistics are allowed, {provider} may keep its own identifiers in your browser, as its own notice describes.",
  },
};
