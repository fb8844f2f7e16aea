import { type FeatureSources, originOf } from "#app/lib/csp.ts";

/** The owner's TCF consent platform, in mode "tcf" only: its script, its calls and its frames. */
export const consentSources: FeatureSources = ({ consent: { mode, cmpScriptUrl } }) => {
  if (mode !== "tcf" || !cmpScriptUrl) return {};
  const cmp = [originOf(cmpScriptUrl)];
  return { "script-src": cmp, "connect-src": cmp, "frame-src": cmp };
};
