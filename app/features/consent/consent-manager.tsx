import { useSettings } from "#app/config/settings.ts";
import { islandOf } from "#app/lib/island.ts";
import { useWords } from "#app/i18n/words.ts";

/**
 * Where the consent bar goes, early in the tab order, and what its island (consent.island.ts)
 * needs of the owner's settings: the regions asked, and the TCF platform's script; and the bar's
 * name. Empty in the HTML: the island decides in the browser, and builds the bar only when it
 * must ask.
 */
export function ConsentManager() {
  const { regions, cmpScriptUrl } = useSettings().consent;
  const { site: messages } = useWords();
  return (
    <div
      {...islandOf("consent")}
      data-regions={regions}
      data-cmp-script-url={__CONSENT_MODE__ === "tcf" ? cmpScriptUrl : undefined}
      data-label={__CONSENT_MODE__ === "banner" ? messages.privacyChoices : undefined}
    />
  );
}

/** "Privacy choices": reopens the consent bar, on every page (mode "banner" only). */
export function PrivacyChoicesButton({ className }: { className: string }) {
  const { site: messages } = useWords();
  if (__CONSENT_MODE__ !== "banner") return null;
  return (
    <button type="button" className={className} {...islandOf("consent")} data-needs-javascript>
      {messages.privacyChoices}
    </button>
  );
}
