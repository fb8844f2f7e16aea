import type { Feature } from "#app/features/feature.ts";
import { safetySchema } from "./safety.schema.ts";

/** What the pages of harmful species tell a reader to do: the owner's poison centre. */
export const safetyFeature: Feature = {
  name: "safety",
  config: { key: "safety", optional: true, schema: () => safetySchema },
  buildWarnings: ({ safety }) =>
    safety?.emergency
      ? []
      : [
          "siteConfig.safety.emergency is not set: the pages of harmful species tell visitors to call their local emergency number; set your readers' poison centre (name, phone).",
        ],
};
