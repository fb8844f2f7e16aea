// The poison lines' words (/poison-centres and the footer's link to it) in English: the reference
// the other languages translate, key for key. The site's catalogue takes them in
// (app/features/words.ts); a component takes its namespace from the words its render is given
// (`useWords()`, ADR 037).
export const en = {
  // Whom to call after a poisoning, by country: the danger panel's call and the /poison-centres page.
  poisonCentres: {
    title: "Poison centres",
    description:
      "Whom to call, country by country, if someone may have eaten a poisonous mushroom: poison lines, their hours, and the route where the public has no line.",
    intro:
      "Each country's entry was checked against the two sources it links, on the day it names. Numbers change: when in doubt, call the emergency number.",
    allCountries: "Poison centres in every country",
    countriesNav: "Countries",
    // A service or a country before its number or its call: "United States: Call …".
    labelled: "{label}:",
    callRegional: "Call the poison centre of your region now, even if they feel well:",
    callEmergencyNumber: "If they are unconscious or struggle to breathe, call {phone}.",
    noPublicLine: "No poison line for the public",
    emergencyNumber: "Emergency number: {phone}",
    aroundTheClock: "Open around the clock",
    openFromTo: "Open {from}–{to}",
    hoursNotConfirmed: "Hours not confirmed",
    fromAbroad: "From abroad: {phone}",
    sources: "Sources",
    source: "Source {number}",
    checkedOn: "Checked on {date}",
    routeGB:
      "The UK's poison service answers doctors only. If someone may have eaten a harmful mushroom, the NHS says to call 999 or go to A&E, the more cautious of its two routes; if you are not sure it is harmful, call NHS 111 (NHS 24 on 111 in Scotland). In Northern Ireland, call your GP, or GP Out of Hours when the surgery is closed.",
    routeNL:
      "The Netherlands' poison centre (NVIC) answers doctors only. Call your GP (huisarts) or, outside surgery hours, the GP out-of-hours service (huisartsenpost): they can reach the NVIC day and night. If someone is seriously ill, call 112.",
    routePL:
      "No national poison line for the public was confirmed in Poland. The sanitary inspectorate says to call 999 or 112 at the first sign of mushroom poisoning, or to take the person to hospital.",
    afterHoursIE:
      "Outside these hours, call your GP service or go to a hospital emergency department.",
    outagesBR:
      "In 2025 the line failed to connect in some regions: if it does not answer, call SAMU on 192.",
    otherCentresIT:
      "Italy has other regional poison centres; this one, at Milan's Niguarda hospital, answers calls from the whole country.",
    quebecCA:
      "The national number routes a call to the local poison centre; in Québec, call the Centre antipoison du Québec directly.",
  },
  // The footer's link to the poison centres of every country: apart, so every page loads only it.
  poisonLink: {
    footer: "Poison centres",
  },
};

// The catalogue's types take these namespaces in (app/features/README.md).
declare module "#app/i18n/catalogue.ts" {
  interface FeatureNamespaces {
    poisonCentres: (typeof en)["poisonCentres"];
    poisonLink: (typeof en)["poisonLink"];
  }
}
