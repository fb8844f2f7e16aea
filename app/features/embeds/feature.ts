import { placeholderHostWarning } from "#app/checks/placeholders.ts";
import type { Feature } from "#app/features/feature.ts";
import { originOf } from "#app/lib/csp.ts";
import { embedsThirdParties } from "./embeds-third-parties.ts";
import { embedsSchema } from "./embeds.schema.ts";

/** The image-board feed on /blog and the lead form on /contact, in frames of their own. */
export const embedsFeature: Feature = {
  name: "embeds",
  config: { key: "embeds", schema: () => embedsSchema },
  // The contact form's script and frame, and the blog's feed frame.
  cspSources: ({ embeds }) => ({
    "script-src": [originOf(embeds.contactFormScriptUrl)],
    "frame-src": [originOf(embeds.blogFeedUrl), originOf(embeds.contactFormUrl)],
  }),
  thirdParties: embedsThirdParties,
  islands: { embed: { module: "features/embeds/embed.island.ts" } },
  buildWarnings: ({ embeds }) =>
    (["blogFeedUrl", "contactFormUrl", "contactFormScriptUrl"] as const).flatMap((field) =>
      placeholderHostWarning(`embeds.${field}`, embeds[field]),
    ),
};
