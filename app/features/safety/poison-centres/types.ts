/** When a line answers: around the clock, or between two times of day in the country's own time. */
export type Hours = "24/7" | { from: string; to: string };

/** One telephone line the public may call about a poisoning. */
export interface PoisonLine {
  /** The service's own name, as it names itself. */
  name: string;
  /** The region it answers for, in the country's own words; absent for a national line. */
  region?: string;
  /**
   * How a short list names it, where the region is too long for a phone's screen: the city it
   * sits in and the regions' ISO 3166-2 codes, e.g. "Göttingen (HB, HH, NI, SH)".
   */
  short?: string;
  /**
   * The ISO 3166-2 codes of the regions it answers for, without the country's ("BY" for
   * Bavaria): what an owner may name after the country's code, "DE-BY", to give this line alone.
   */
  regions?: readonly string[];
  /** The number as it is dialled inside the country, e.g. "030 19240". */
  local: string;
  /**
   * The number as it is dialled from abroad, e.g. "+49 30 19240"; absent for a free or short
   * number that only answers calls from inside the country (1-800, 0800, 145, 13 11 26).
   */
  international?: string;
  /** When it answers; absent where two sources did not confirm its hours. */
  hours?: Hours;
}

/** The words a country's entry adds, from the `poisonCentres` catalogue: a route or a caveat. */
export type CountryNote =
  "routeGB" | "routeNL" | "routePL" | "afterHoursIE" | "outagesBR" | "otherCentresIT" | "quebecCA";

/** What a reader in one country (ISO 3166-1 alpha-2 code) is told to call after a poisoning. */
export interface CountryEntry {
  /** Its ISO 3166-1 alpha-2 code, e.g. "DE". */
  code: string;
  /** The number for an ambulance, e.g. "112". */
  emergency: string;
  /**
   * Whether the country has a poison centre the public may call. Where it has none (the
   * Netherlands, the United Kingdom, Poland), its centre answers professionals only, its number is
   * left out, and `lines` holds the advice lines the public is sent to instead, if any.
   */
  publicPoisonLine: boolean;
  /** The lines the public calls: one national line, or the regional centres. */
  lines: readonly PoisonLine[];
  /** What to do besides: the route where there is no public line, or a caveat. */
  note?: CountryNote;
  /** The two pages each fact was checked against, the first the service's own where it has one. */
  sources: readonly [string, string];
  /** The day both sources were last read, YYYY-MM-DD. */
  checked: string;
}
