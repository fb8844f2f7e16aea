import { z } from "zod";
import { httpsUrl, nonEmpty } from "#app/config/fields.ts";

/** The longest brand (`name`) and short brand (`shortName`) the site lays out, in characters. */
export const brandLimits = { name: 40, shortName: 12 } as const;

const tooLong = (limit: number, consequence: string) => (issue: { input: unknown }) =>
  `must be at most ${limit} characters (it has ${String(issue.input).length})${consequence}`;

/** The brand's fields of the site configuration. */
export const brandFields = {
  /**
   * The brand, shown in the header, the welcome toast, titles and the copyright line. At most 40
   * characters: the header holds that on two lines at most, from 320 to 1920 px wide.
   */
  name: nonEmpty.max(brandLimits.name, {
    error: tooLong(brandLimits.name, ": the header cannot hold a longer brand"),
  }),
  /**
   * Optional: a short form of the brand, at most 12 characters, for where space is short: under
   * an icon on a phone's home screen (the manifest's `short_name`) and in the header below
   * 768 px. Without it, those show `name`.
   * @example "Fungi Atlas"
   */
  shortName: nonEmpty
    .max(brandLimits.shortName, {
      error: tooLong(brandLimits.shortName, ", or phones cut it under the home-screen icon"),
    })
    .optional(),
};

const socialNetworks = ["facebook", "instagram", "x", "youtube", "pinterest"] as const;

/** The header's and the footer's links; `internalLink` is a link to a page of the site. */
export function navigationFields(internalLink: z.ZodType<{ label: string; href: string }>) {
  const externalLink = z.strictObject({ label: nonEmpty, href: httpsUrl });
  return {
    /** The links of the top bar and of the narrow-screen menu, in order. */
    nav: z.array(internalLink).min(1, "must list at least one page"),
    footer: z.strictObject({
      /** Footer column "Quick Links". */
      quickLinks: z.array(internalLink).min(1, "must list at least one page"),
      /** Footer column "Partners": other sites, opened in a new tab. */
      partners: z.array(externalLink).length(2, "must list exactly two partners"),
      /** Footer column "Follow Us": one icon link per network. */
      social: z
        .array(z.strictObject({ network: z.enum(socialNetworks), label: nonEmpty, href: httpsUrl }))
        .length(3, "must list exactly three networks"),
    }),
  };
}
