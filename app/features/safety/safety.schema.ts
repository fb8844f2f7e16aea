import { z } from "zod";
import { httpsUrl, nonEmpty } from "#app/checks/fields.ts";
import { countryCode } from "./poison-centres/country-code.ts";

/** A phone number as people write it: digits, spaces, "+", "-" and brackets, with 3 digits at least. */
const phone = z
  .string("must be text")
  .trim()
  .regex(/^[\d\s+()-]+$/, 'must hold only digits, spaces, "+", "-", "(" and ")"')
  .refine((number) => number.replace(/\D/g, "").length >= 3, "must have at least 3 digits");

/** The `safety` part of the site configuration: what the danger panels of harmful species say. */
export const safetySchema = z.strictObject({
  /**
   * Optional but wanted: your readers' country, as its ISO 3166 code, or a list of them for a site
   * read in several countries. The danger panels then give that country's poison line from the
   * site's own sourced table (app/features/safety/poison-centres/): its number and hours, its
   * regional centres, or, where the public has no poison line (NL, GB, PL), the route the public
   * is told to take. A region's ISO 3166-2 code ("DE-BY") gives that region's centre alone.
   * `emergency`, when set, wins over it.
   * @example "DE"
   * @example ["US", "CA"]
   * @example "DE-BY"
   */
  country: z
    .union([countryCode, z.array(countryCode).min(1, "must name at least one country")])
    .optional(),
  /**
   * Optional: a poison centre the table lacks, or one you prefer to the table's: who a visitor
   * calls when someone may have eaten a deadly, poisonous or psychoactive species, shown in the
   * danger panel of those species' pages. It wins over `country`. Without either, the panel says
   * to call the local emergency number or poison centre, and the build warns.
   * @example { name: "NHS 111", phone: "111", url: "https://111.nhs.uk/" }
   */
  emergency: z
    .strictObject({
      /** The service's name, e.g. "Poison Control". */
      name: nonEmpty,
      /** Its number as readers dial it, e.g. "1-800-222-1222" or "+44 (0)20 1234 5678". */
      phone,
      /** Optional: its website. */
      url: httpsUrl.optional(),
    })
    .optional(),
});

export type SafetyConfig = z.infer<typeof safetySchema>;

declare module "#app/config/site-config.ts" {
  interface SiteConfig {
    safety?: SafetyConfig;
  }
}
