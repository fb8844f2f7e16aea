import type { Catalogue } from "#app/i18n/catalogue.ts";

// The poison lines' words (/poison-centres and the footer's link to it) in Italian, translated from
// en.ts key for key.
export const it = {
  // Chi chiamare dopo un avvelenamento, paese per paese: la chiamata del riquadro di pericolo e la pagina /poison-centres.
  poisonCentres: {
    title: "Centri antiveleni",
    description:
      "Chi chiamare, paese per paese, se qualcuno può aver mangiato un fungo velenoso: linee antiveleni, i loro orari e cosa fare dove il pubblico non ne ha una.",
    intro:
      "Ogni paese è stato verificato sulle due fonti che collega, nel giorno che indica. I numeri cambiano: nel dubbio, chiama il numero di emergenza.",
    allCountries: "I centri antiveleni di ogni paese",
    countriesNav: "Paesi",
    labelled: "{label}:",
    callRegional:
      "Chiama subito il centro antiveleni della tua regione, anche se la persona sta bene:",
    callEmergencyNumber: "Se è incosciente o respira a fatica, chiama il {phone}.",
    noPublicLine: "Nessuna linea antiveleni per il pubblico",
    emergencyNumber: "Numero di emergenza: {phone}",
    aroundTheClock: "Attivo 24 ore su 24",
    openFromTo: "Attivo dalle {from} alle {to}",
    hoursNotConfirmed: "Orari non confermati",
    fromAbroad: "Dall'estero: {phone}",
    sources: "Fonti",
    source: "Fonte {number}",
    checkedOn: "Verificato il {date}",
    routeGB:
      "Il servizio antiveleni britannico risponde solo ai medici. Se qualcuno può aver mangiato un fungo dannoso, l'NHS dice di chiamare il 999 o andare al pronto soccorso, la più prudente delle sue due indicazioni; se hai dubbi che sia dannoso, chiama NHS 111 (NHS 24 al 111 in Scozia). In Irlanda del Nord, chiama il tuo medico di base, o GP Out of Hours quando lo studio è chiuso.",
    routeNL:
      "Il centro antiveleni olandese (NVIC) risponde solo ai medici. Chiama il medico di base (huisarts) o, fuori orario, la guardia medica (huisartsenpost): possono contattare l'NVIC giorno e notte. Se la persona sta male, chiama il 112.",
    routePL:
      "In Polonia non è stata confermata alcuna linea antiveleni nazionale per il pubblico. L'ispettorato sanitario dice di chiamare il 999 o il 112 al primo segno di avvelenamento da funghi, o di portare la persona in ospedale.",
    afterHoursIE:
      "Fuori da questi orari, chiama il servizio del tuo medico o vai al pronto soccorso di un ospedale.",
    outagesBR:
      "Nel 2025 la linea non si collegava in alcune regioni: se non risponde, chiama il SAMU al 192.",
    otherCentresIT:
      "L'Italia ha altri centri antiveleni regionali; questo, all'ospedale Niguarda di Milano, risponde alle chiamate da tutto il paese.",
    quebecCA:
      "Il numero nazionale inoltra la chiamata al centro antiveleni locale; in Québec, chiama direttamente il Centre antipoison du Québec.",
  },
  // The footer's link to the poison centres of every country: apart, so every page loads only it.
  poisonLink: {
    footer: "Centri antiveleni",
  },
} satisfies Pick<Catalogue, "poisonCentres" | "poisonLink">;
