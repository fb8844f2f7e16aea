import { useSettings } from "#app/config/settings.ts";
import { fill } from "#app/i18n/format.ts";
import { aboveConsentBarAttribute } from "#app/lib/consent-purposes.ts";
import { islandOf } from "#app/lib/island.ts";
import { useWords } from "#app/i18n/words.ts";

/**
 * Where the welcome toast goes once the page has painted (welcome.island.ts): an empty element in
 * the HTML, holding the toast's words as the settings make them.
 */
export function WelcomeToast() {
  const { name } = useSettings();
  const { welcome: messages } = useWords();
  return (
    <div
      {...islandOf("welcome")}
      // Its toaster sits above consent's bar, whose height comes here (consent-banner.client.ts).
      {...{ [aboveConsentBarAttribute]: "" }}
      data-title={fill(messages.title, { brand: name })}
      data-description={messages.description}
    />
  );
}
