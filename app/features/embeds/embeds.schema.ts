import { z } from "zod";
import { httpsUrl, nonEmpty } from "#app/checks/fields.ts";

/** The third-party frames of /blog and /contact. */
export const embedsSchema = z.strictObject({
  /** The external image-board feed shown on /blog. */
  blogFeedUrl: httpsUrl,
  /** The external lead-form widget shown on /contact. */
  contactFormUrl: httpsUrl,
  /** Tags every lead from the contact form: added to the form's URL as `category=<value>`. */
  contactFormCategory: nonEmpty,
  /** The form vendor's script, which the widget needs beside its frame. */
  contactFormScriptUrl: httpsUrl,
});

export type EmbedsConfig = z.infer<typeof embedsSchema>;

declare module "#app/config/site-config.ts" {
  interface SiteConfig {
    embeds: EmbedsConfig;
  }
}
