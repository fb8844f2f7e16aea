import type { Catalogue } from "#app/i18n/catalogue.ts";

// The poison lines' words (/poison-centres and the footer's link to it) in Dutch, translated from
// en.ts key for key.
export const nl = {
  // Wie je belt na een vergiftiging, per land: de oproep in het gevarenkader en de pagina /poison-centres.
  poisonCentres: {
    title: "Vergiftigingencentra",
    description:
      "Wie je per land belt als iemand misschien een giftige paddenstoel heeft gegeten: vergiftigingenlijnen, hun openingstijden en wat je doet waar het publiek er geen heeft.",
    intro:
      "Elk land is nagekeken in de twee bronnen die het noemt, op de dag die erbij staat. Nummers veranderen: bel bij twijfel het alarmnummer.",
    allCountries: "Vergiftigingencentra in elk land",
    countriesNav: "Landen",
    labelled: "{label}:",
    callRegional:
      "Bel nu het vergiftigingencentrum van je regio, ook als de persoon zich goed voelt:",
    callEmergencyNumber:
      "Is de persoon bewusteloos of heeft die moeite met ademen, bel dan {phone}.",
    noPublicLine: "Geen vergiftigingenlijn voor het publiek",
    emergencyNumber: "Alarmnummer: {phone}",
    aroundTheClock: "Dag en nacht bereikbaar",
    openFromTo: "Bereikbaar van {from} tot {to}",
    hoursNotConfirmed: "Openingstijden niet bevestigd",
    fromAbroad: "Vanuit het buitenland: {phone}",
    sources: "Bronnen",
    source: "Bron {number}",
    checkedOn: "Nagekeken op {date}",
    routeGB:
      "De Britse vergiftigingendienst staat alleen artsen te woord. Heeft iemand misschien een schadelijke paddenstoel gegeten, dan zegt de NHS 999 te bellen of naar de spoedeisende hulp te gaan, de voorzichtigste van haar twee routes; weet je niet zeker of hij schadelijk is, bel dan NHS 111 (NHS 24 op 111 in Schotland). In Noord-Ierland bel je de huisarts, of GP Out of Hours als de praktijk dicht is.",
    routeNL:
      "Het Nationaal Vergiftigingen Informatie Centrum (NVIC) staat alleen artsen te woord. Bel je huisarts of, buiten praktijkuren, de huisartsenpost: zij kunnen het NVIC dag en nacht bereiken. Is iemand ernstig ziek, bel dan 112.",
    routePL:
      "Een landelijke vergiftigingenlijn voor het publiek is in Polen niet bevestigd. De sanitaire inspectie zegt bij het eerste teken van paddenstoelvergiftiging 999 of 112 te bellen, of de persoon naar het ziekenhuis te brengen.",
    afterHoursIE:
      "Buiten deze tijden bel je de huisartsendienst of ga je naar de spoedeisende hulp van een ziekenhuis.",
    outagesBR:
      "In 2025 kwam de verbinding in sommige regio's niet tot stand: neemt niemand op, bel dan de SAMU op 192.",
    otherCentresIT:
      "Italië heeft nog andere regionale vergiftigingencentra; dit centrum, in het Niguarda-ziekenhuis in Milaan, neemt oproepen uit het hele land aan.",
    quebecCA:
      "Het landelijke nummer verbindt door met het plaatselijke vergiftigingencentrum; in Québec bel je rechtstreeks het Centre antipoison du Québec.",
  },
  // The footer's link to the poison centres of every country: apart, so every page loads only it.
  poisonLink: {
    footer: "Vergiftigingencentra",
  },
} satisfies Pick<Catalogue, "poisonCentres" | "poisonLink">;
