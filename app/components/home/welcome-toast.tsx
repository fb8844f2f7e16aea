import { useSettings } from "#app/config/settings.ts";
import { fill } from "#app/i18n/format.ts";
import { aboveConsentBarAttribute } from "#app/lib/consent-purposes.ts";
import { islandOf } from "#app/lib/island.ts";
import { renderedLaterAttribute } from "#app/lib/page-rules.ts";
import { useWords } from "#app/i18n/words.ts";
import { welcomeToastClasses } from "./welcome-toast-classes.ts";

/**
 * Where the welcome toast goes once the page has painted (welcome.island.ts): an empty element in
 * the HTML, holding the toast's words as the settings make them. Beside it, for the build alone,
 * sonner's toaster and toast as it renders them with the site's classes, so that the page's own
 * styles hold their rules (ADR 043).
 */
export function WelcomeToast() {
  const { name } = useSettings();
  const { welcome: messages } = useWords();
  return (
    <>
      <div
        {...islandOf("welcome")}
        // Its toaster sits above consent's bar, whose height comes here (consent-banner.client.ts).
        {...{ [aboveConsentBarAttribute]: "" }}
        data-title={fill(messages.title, { brand: name })}
        data-description={messages.description}
      />
      {/* Rendered at build time alone: in the browser the classes come with the toaster's chunk,
          and not in a chunk of their own that home's route would share with it. */}
      {import.meta.env.SSR && (
        <template {...{ [renderedLaterAttribute]: "" }}>
          <ol data-sonner-toaster="">
            <li data-sonner-toast="" className={welcomeToastClasses.toast}>
              <div data-title="" className={welcomeToastClasses.title} />
              <div data-description="" className={welcomeToastClasses.description} />
            </li>
          </ol>
        </template>
      )}
    </>
  );
}
