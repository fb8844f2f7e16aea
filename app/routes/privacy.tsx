import { consentStorageKey } from "#app/components/consent/consent-rules.ts";
import { thirdPartiesOf } from "#app/components/consent/third-party-list.ts";
import { SectionPage } from "#app/components/section-page.tsx";
import { siteConfig } from "#app/config/site.ts";
import { buildMeta, type PageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/privacy";

const page = {
  title: "Privacy",
  description: `What ${siteConfig.name} stores on your device, and which other companies' services its pages load.`,
  path: "/privacy",
} satisfies PageMeta;

export const meta: Route.MetaFunction = () => buildMeta(page);

/** Shown until the owner sets `siteConfig.consent.privacyNotice`. */
const placeholderNotice = [
  "This notice is a placeholder: the site's owner has not written their own yet. It will say who runs this site, how to reach them, and what happens to the messages sent through the contact form.",
];

// As the schema types it: the shipped configuration may leave the optional notice out.
const { consent } = siteConfig;

const headingClass = "mb-3 font-display text-2xl font-semibold text-ink";

/** What the site itself keeps in the visitor's browser, in each consent mode. */
const storedBySite = {
  none: "Nothing: no cookies, and nothing in your browser's storage.",
  banner: `Only your answer to the consent banner (Accept or Reject), in your browser's local storage for this site under the key "${consentStorageKey}", for 12 months. No cookies. "Privacy choices", at the foot of every page, changes it.`,
  tcf: "Nothing itself. The consent platform listed below keeps your choices as it describes in its own notice.",
}[consent.mode];

export default function PrivacyRoute() {
  const thirdParties = thirdPartiesOf(siteConfig);
  return (
    <SectionPage title={page.title}>
      <section aria-labelledby="privacy-notice">
        <h2 id="privacy-notice" className={headingClass}>
          Who we are
        </h2>
        <div className="space-y-4">
          {(consent.privacyNotice ?? placeholderNotice).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>
      <section aria-labelledby="privacy-stored">
        <h2 id="privacy-stored" className={headingClass}>
          What this site stores
        </h2>
        <p>{storedBySite}</p>
      </section>
      <section aria-labelledby="privacy-third-parties">
        <h2 id="privacy-third-parties" className={headingClass}>
          Other companies' services
        </h2>
        <p className="mb-4">
          These hosts receive a request from your browser, with its address and the page it came
          from, when a page loads them:
        </p>
        <div className="overflow-x-auto">
          <table className="w-full text-left text-base">
            <thead className="text-ink">
              <tr className="border-b border-line">
                {["Service", "Host", "Pages", "When"].map((column) => (
                  <th key={column} scope="col" className="py-2 pr-4">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {thirdParties.map((thirdParty) => (
                <tr key={thirdParty.name} className="border-b border-line align-top">
                  <th scope="row" className="py-2 pr-4 font-semibold text-ink">
                    {thirdParty.name}
                  </th>
                  <td className="py-2 pr-4 break-all">{thirdParty.host}</td>
                  <td className="py-2 pr-4">{thirdParty.pages}</td>
                  <td className="py-2">{thirdParty.when}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </SectionPage>
  );
}
