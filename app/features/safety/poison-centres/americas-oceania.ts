import type { CountryEntry } from "./types.ts";

// As europe.ts: each entry read in the two sources it names, on the day it names.

const checked = "2026-12-02";

/** The countries of the table outside Europe, by code. */
export const americasAndOceania: readonly CountryEntry[] = [
  {
    code: "AU",
    emergency: "000",
    publicPoisonLine: true,
    lines: [{ name: "Poisons Information Centre", local: "13 11 26", hours: "24/7" }],
    sources: [
      "https://www.poisonsinfo.health.qld.gov.au",
      "https://healthdirect.gov.au/amp/article/poisoning",
    ],
    checked,
  },
  {
    code: "BR",
    emergency: "192",
    publicPoisonLine: true,
    lines: [{ name: "Disque-Intoxicação (Anvisa)", local: "0800 722 6001", hours: "24/7" }],
    note: "outagesBR",
    sources: [
      "https://ultimosegundo.ig.com.br/brasil/2025-10-01/disque-intoxicacao-da-anvisa-falhas-durante-crise-de-metanol.html",
      "https://drauziovarella.uol.com.br/drogas-licitas-e-ilicitas/saiba-o-que-fazer-em-casos-de-intoxicacao/amp",
    ],
    checked,
  },
  {
    code: "CA",
    emergency: "911",
    publicPoisonLine: true,
    lines: [
      {
        name: "1-844-POISON-X",
        region: "Canada (except Québec)",
        local: "1-844-764-7669",
        hours: "24/7",
      },
      {
        name: "Centre antipoison du Québec",
        regions: ["QC"],
        region: "Québec",
        local: "1-800-463-5060",
        hours: "24/7",
      },
    ],
    note: "quebecCA",
    sources: [
      "https://www.aboutkidshealth.ca/healthaz/na/poison-information-centres-in-canada/",
      "https://www.nexreg.com/canada-launches-poison-centre-telephone-number",
    ],
    checked,
  },
  {
    code: "US",
    emergency: "911",
    publicPoisonLine: true,
    lines: [{ name: "Poison Help", local: "1-800-222-1222", hours: "24/7" }],
    sources: [
      "http://www.poisonhelp.hrsa.gov/",
      "https://health.wyo.gov/publichealth/prevention/wivpp/poison-center",
    ],
    checked,
  },
];
