import { Link } from "react-router";
import { PrivacyChoicesButton } from "#app/features/consent/consent-manager.tsx";
import { BrandMark } from "#app/components/illustrations/brand-mark.tsx";
import { useSettings } from "#app/config/settings.ts";
import { linkLabel, ownerTexts } from "#app/i18n/owner-words.ts";
import { feedPath } from "#app/lib/content/feed-path.ts";
import { withBase } from "#app/lib/site-url.ts";
import { islandOf } from "#app/lib/island.ts";
import { SocialIcon } from "./social-icon.tsx";
import { fill } from "#app/i18n/format.ts";
import { fillNodes } from "#app/i18n/fill-nodes.ts";
import { useWords } from "#app/i18n/words.ts";
import { poisonCentresPage } from "#app/features/safety/poison-centres/page-path.ts";
import { OfflineControl } from "#app/features/offline/offline-control.tsx";

const headingClass = "mb-3 font-display text-lg font-semibold text-ink";
const linkClass =
  "inline-block py-1 text-ink-muted underline-offset-4 hover:text-ink hover:underline";

export function SiteFooter() {
  const settings = useSettings();
  const { site: messages, poisonLink, defaults } = useWords();
  const { quickLinks, partners, social } = settings.footer;
  return (
    // It grows, not the content above it, to fill a short page's screen: its top stays where the
    // content ends while the page is parsed, where a footer pinned to the bottom would rise as it
    // grew (a layout shift if a frame is drawn mid-parse).
    <footer className="mt-12 flex-1 border-t border-line bg-paper-deep print:mt-8 print:bg-transparent">
      <div className="mx-auto grid max-w-6xl gap-8 px-5 py-8 sm:grid-cols-2 sm:gap-10 sm:px-8 sm:py-12 lg:grid-cols-[1.4fr_1fr_1.4fr_1fr] print:hidden">
        <div>
          <p className="flex items-center gap-2 font-display text-xl font-bold text-ink">
            <BrandMark className="size-8" />
            {settings.name}
          </p>
          <p className="mt-3 max-w-xs text-sm leading-relaxed text-ink-muted">
            {ownerTexts(settings, defaults).tagline}
          </p>
          {/* Room for the control before it loads: its offer, on up to two lines. */}
          <div className="mt-4 min-h-13 max-w-xs" data-needs-javascript>
            <OfflineControl placement="footer" />
          </div>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={headingClass}>
            {messages.quickLinks}
          </h2>
          <ul>
            {quickLinks.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className={linkClass}>
                  {linkLabel(link, defaults)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-partners">
          <h2 id="footer-partners" className={headingClass}>
            {messages.partners}
          </h2>
          <ul>
            {partners.map((partner) => (
              <li key={partner.href}>
                <a
                  href={partner.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={linkClass}
                >
                  {partner.label}
                  <span className="sr-only"> {messages.opensInNewTab}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-follow">
          <h2 id="footer-follow" className={headingClass}>
            {messages.followUs}
          </h2>
          {/* Each icon's tooltip names its network (tooltips.island.ts). */}
          <ul className="flex gap-3" {...islandOf("tooltips")}>
            {social.map((account) => (
              <li key={account.network}>
                <a
                  href={account.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={fill(messages.socialLink, {
                    brand: settings.name,
                    network: account.label,
                  })}
                  data-tooltip={account.label}
                  className="flex size-11 items-center justify-center rounded-full border border-line bg-paper text-ink-muted transition-colors hover:border-moss hover:text-moss"
                >
                  <SocialIcon network={account.network} />
                </a>
              </li>
            ))}
          </ul>
          {/* A file for feed readers, not a page: a plain link, never a client-side navigation. */}
          <a href={withBase(feedPath)} className={`mt-3 ${linkClass}`}>
            {messages.feedLink}
          </a>
        </section>
      </div>
      <div className="flex flex-wrap items-center justify-center gap-x-6 gap-y-1 border-t border-line px-5 py-4 text-center text-sm text-ink-muted print:border-0">
        <p>
          {fillNodes(messages.copyright, {
            // The build's year, which its island makes the visitor's.
            year: <span {...islandOf("current-year")}>{__BUILD_YEAR__}</span>,
            brand: settings.name,
          })}
        </p>
        <Link to="/privacy" className={`${linkClass} print:hidden`}>
          {messages.privacy}
        </Link>
        <Link to={poisonCentresPage} className={`${linkClass} print:hidden`}>
          {poisonLink.footer}
        </Link>
        <PrivacyChoicesButton className={`${linkClass} cursor-pointer print:hidden`} />
      </div>
    </footer>
  );
}
