import type { ReactNode } from "react";
import { type PageWords, WordsProvider } from "#app/i18n/words.ts";
import { SettingsProvider } from "./settings.ts";
import type { SiteConfig } from "./site-config.ts";

/**
 * Gives the owner's settings and the site's words to a render where it starts (ADRs 034 and 037):
 * the root's layout, and the build's renderings outside the router.
 */
export function SiteValues(props: { settings: SiteConfig; words: PageWords; children: ReactNode }) {
  return (
    <SettingsProvider value={props.settings}>
      <WordsProvider value={props.words}>{props.children}</WordsProvider>
    </SettingsProvider>
  );
}
