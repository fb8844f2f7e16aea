import { SectionPage } from "#app/ui/section-page.tsx";
import { settingsOf, useSettings } from "#app/config/settings.ts";
import { buildMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/privacy";
import { fill } from "#app/i18n/format.ts";
import { useWords, wordsOf } from "#app/i18n/words.ts";
import privacy from "virtual:privacy";

export const meta: Route.MetaFunction = ({ matches }) => {
  const settings = settingsOf(matches);
  const words = wordsOf(matches);
  const { privacy: messages } = words;
  const description = fill(messages.description, { brand: settings.name });
  return buildMeta({ title: messages.title, description, path: "/privacy" }, settings, words);
};

const headingClass = "mb-3 font-display text-2xl font-semibold text-ink";

export default function PrivacyRoute() {
  const { storage, thirdParties } = privacy;
  // As the schema types it: the shipped configuration may leave the optional notice out.
  const { consent } = useSettings();
  const { privacy: messages } = useWords();
  // Shown until the owner sets `siteConfig.consent.privacyNotice`.
  const placeholderNotice = [messages.placeholderNotice];
  return (
    <SectionPage title={messages.title}>
      <section aria-labelledby="privacy-notice">
        <h2 id="privacy-notice" className={headingClass}>
          {messages.whoWeAre}
        </h2>
        <div className="space-y-4">
          {(consent.privacyNotice ?? placeholderNotice).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>
      <section aria-labelledby="privacy-stored">
        <h2 id="privacy-stored" className={headingClass}>
          {messages.whatThisSiteStores}
        </h2>
        {storage.map((paragraph, index) => (
          <p key={paragraph} className={index > 0 ? "mt-4" : undefined}>
            {paragraph}
          </p>
        ))}
      </section>
      <section aria-labelledby="privacy-third-parties">
        <h2 id="privacy-third-parties" className={headingClass}>
          {messages.otherServices}
        </h2>
        <p id="privacy-third-parties-text" className="mb-4">
          {messages.otherServicesText}
        </p>
        {/* Scrolled sideways on a narrow phone: a stop of the keyboard's, named by the words above. */}
        <section
          className="overflow-x-auto"
          aria-labelledby="privacy-third-parties-text"
          // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll box the keyboard must reach
          tabIndex={0}
        >
          <table className="w-full text-start text-base">
            <thead className="text-ink">
              <tr className="border-b border-line">
                {[messages.service, messages.host, messages.pages, messages.when].map((column) => (
                  <th key={column} scope="col" className="py-2 pe-4">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {thirdParties.map((thirdParty) => (
                <tr key={thirdParty.name} className="border-b border-line align-top">
                  <th scope="row" className="py-2 pe-4 font-semibold text-ink">
                    {thirdParty.name}
                  </th>
                  <td className="py-2 pe-4 break-all">{thirdParty.host}</td>
                  <td className="py-2 pe-4">{thirdParty.pages}</td>
                  <td className="py-2">{thirdParty.when}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </section>
    </SectionPage>
  );
}
