export const privacy = {
  title: "Privacy",
  description:
    "What {brand} stores on your device, and which other companies' services its pages load.",
  placeholderNotice:
    "This notice is a placeholder: the site's owner has not written their own yet. It will say who runs this site, how to reach them, and what happens to the messages sent through the contact form.",
  whoWeAre: "Who we are",
  whatThisSiteStores: "What this site stores",
  storesNothing: "No cookies.",
  storesConsentAnswer:
    'Your answer to the consent banner (Accept or Reject), in your browser\'s local storage for this site under the key "{key}", for 12 months. No cookies. "Privacy choices", at the foot of every page, changes it.',
  storesWithConsentPlatform:
    "No cookies of its own. The consent platform listed below keeps your choices as it describes in its own notice.",
  storesSearchSlashKeyChoice:
    'If you turn off the / key in the search window: that choice, in your browser\'s local storage for this site under the key "{key}", until you turn the key back on.',
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
};
