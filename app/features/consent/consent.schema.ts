import { z } from "zod";
import { httpsUrl, nonEmpty } from "#app/checks/fields.ts";

/** Consent before ads, and the owner's words on the /privacy page. */
export const consentSchema = z
  .strictObject({
    /**
     * `"banner"`: the site's own Accept / Reject bar, for networks that need only a yes or no.
     * `"tcf"`: the owner's registered IAB TCF v2.2 consent platform (`cmpScriptUrl`) decides, for
     * networks that require TCF (Google's ad products, from Europe). `"none"`: ads load for everyone.
     */
    mode: z.enum(["none", "banner", "tcf"], 'must be "none", "banner" or "tcf"'),
    /**
     * `"europe"`: asked only where the browser's time zone is European (Europe/*, and the zones of
     * EU and EEA territories outside it). A static site cannot see the visitor's IP address, so a
     * European visitor with another time zone is not asked: `"everywhere"` is the strict choice.
     */
    regions: z.enum(["europe", "everywhere"], 'must be "europe" or "everywhere"'),
    /**
     * The consent platform's script, as its vendor gives it (e.g. Google's Privacy & messaging
     * tag). Required with mode "tcf", and only allowed there.
     */
    cmpScriptUrl: httpsUrl.optional(),
    /**
     * The owner's own words at the top of /privacy, one paragraph per entry: who runs the site, how
     * to reach them, what they do with messages from the contact form. Until it is set, /privacy
     * shows a placeholder saying that the owner has not written it yet: set it before going live.
     * @example ["Fungi Atlas is run by Jane Doe, Example Street 1, Berlin: privacy@example.com."]
     */
    privacyNotice: z.array(nonEmpty).min(1, "must have at least one paragraph").optional(),
  })
  .superRefine(({ mode, cmpScriptUrl }, ctx) => {
    if (mode === "tcf" && cmpScriptUrl === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["cmpScriptUrl"],
        message: 'is required with mode "tcf": the URL of your registered TCF consent platform',
      });
    }
    if (mode !== "tcf" && cmpScriptUrl !== undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["cmpScriptUrl"],
        message: `is only used with mode "tcf" (mode is "${mode}"): remove it or set mode "tcf"`,
      });
    }
  });

export type ConsentConfig = z.infer<typeof consentSchema>;

declare module "#app/config/site-config.ts" {
  interface SiteConfig {
    consent: ConsentConfig;
  }
}
