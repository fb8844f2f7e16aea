import { type FeatureSources, originOf } from "#app/lib/csp.ts";

/** The contact form's script and frame, and the blog's feed frame. */
export const embedsSources: FeatureSources = ({ embeds }) => ({
  "script-src": [originOf(embeds.contactFormScriptUrl)],
  "frame-src": [originOf(embeds.blogFeedUrl), originOf(embeds.contactFormUrl)],
});
