import type { CountryEntry } from "./types.ts";

// As europe.ts: each entry read in the two sources it names, on the day it names.

const checked = "2026-12-02";

/** Germany's centres: seven, each for its states; one number in every city but Erfurt. */
export const germany: CountryEntry = {
  code: "DE",
  emergency: "112",
  publicPoisonLine: true,
  lines: [
    {
      name: "Giftnotruf Berlin",
      short: "Berlin (BE, BB)",
      regions: ["BE", "BB"],
      region: "Berlin, Brandenburg",
      local: "030 19240",
      international: "+49 30 19240",
      hours: "24/7",
    },
    {
      name: "Giftnotruf Bonn",
      short: "Bonn (NW)",
      regions: ["NW"],
      region: "Nordrhein-Westfalen",
      local: "0228 19240",
      international: "+49 228 19240",
      hours: "24/7",
    },
    {
      name: "GGIZ Erfurt",
      short: "Erfurt (MV, SN, ST, TH)",
      regions: ["MV", "SN", "ST", "TH"],
      region: "Mecklenburg-Vorpommern, Sachsen, Sachsen-Anhalt, Thüringen",
      local: "0361 730730",
      international: "+49 361 730730",
      hours: "24/7",
    },
    {
      name: "Giftnotruf Freiburg",
      short: "Freiburg (BW)",
      regions: ["BW"],
      region: "Baden-Württemberg",
      local: "0761 19240",
      international: "+49 761 19240",
      hours: "24/7",
    },
    {
      name: "GIZ-Nord Göttingen",
      short: "Göttingen (HB, HH, NI, SH)",
      regions: ["HB", "HH", "NI", "SH"],
      region: "Bremen, Hamburg, Niedersachsen, Schleswig-Holstein",
      local: "0551 19240",
      international: "+49 551 19240",
      hours: "24/7",
    },
    // Saarland's own centre (Homburg) closed on 31 March 2021; Mainz answers for it since.
    {
      name: "GIZ Mainz",
      short: "Mainz (HE, RP, SL)",
      regions: ["HE", "RP", "SL"],
      region: "Hessen, Rheinland-Pfalz, Saarland",
      local: "06131 19240",
      international: "+49 6131 19240",
      hours: "24/7",
    },
    {
      name: "Giftnotruf München",
      short: "München (BY)",
      regions: ["BY"],
      region: "Bayern",
      local: "089 19240",
      international: "+49 89 19240",
      hours: "24/7",
    },
  ],
  sources: [
    "https://de.m.wikibooks.org/wiki/Erste_Hilfe/_Giftnotruf",
    "https://www.wiado.de/giftnotrufzentralen-telefonnummern/",
  ],
  checked,
};

/** France's eight centres antipoison, by the city each sits in; the SAMU for an emergency. */
export const france: CountryEntry = {
  code: "FR",
  emergency: "15",
  publicPoisonLine: true,
  lines: [
    {
      name: "Centre antipoison d'Angers",
      region: "Angers",
      local: "02 41 48 21 21",
      international: "+33 2 41 48 21 21",
      hours: "24/7",
    },
    {
      name: "Centre antipoison de Bordeaux",
      region: "Bordeaux",
      local: "05 56 96 40 80",
      international: "+33 5 56 96 40 80",
      hours: "24/7",
    },
    { name: "Centre antipoison de Lille", region: "Lille", local: "0800 59 59 59", hours: "24/7" },
    {
      name: "Centre antipoison de Lyon",
      region: "Lyon",
      local: "04 72 11 69 11",
      international: "+33 4 72 11 69 11",
      hours: "24/7",
    },
    {
      name: "Centre antipoison de Marseille",
      region: "Marseille",
      local: "04 91 75 25 25",
      international: "+33 4 91 75 25 25",
      hours: "24/7",
    },
    {
      name: "Centre antipoison de Nancy",
      region: "Nancy",
      local: "03 83 22 50 50",
      international: "+33 3 83 22 50 50",
      hours: "24/7",
    },
    {
      name: "Centre antipoison de Paris",
      region: "Paris",
      local: "01 40 05 48 48",
      international: "+33 1 40 05 48 48",
      hours: "24/7",
    },
    {
      name: "Centre antipoison de Toulouse",
      region: "Toulouse",
      local: "05 61 77 74 47",
      international: "+33 5 61 77 74 47",
      hours: "24/7",
    },
  ],
  sources: [
    "https://centres-antipoison.net/page/6?lang=en",
    "http://www.leparticulier.fr/jcms/p1_1631898/fr/8-centres-antipoison-a-contacter-en-cas-d-intoxication",
  ],
  checked,
};
