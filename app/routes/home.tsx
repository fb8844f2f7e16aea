import { use } from "react";
import { Link } from "react-router";
import { FeatureCards } from "#app/components/home/feature-cards.tsx";
import { WelcomeToast } from "#app/components/home/welcome-toast.tsx";
import heroScene from "#app/assets/illustrations/hero-scene.svg?no-inline";
import { Illustration } from "#app/components/illustrations/illustration.tsx";
import { settingsOf, useSettings } from "#app/config/settings.ts";
import { PrerenderedHtmlContext } from "#app/lib/prerendered-html.ts";
import { buildMeta } from "#app/lib/seo.ts";
import { primaryButton, secondaryButton } from "#app/lib/button-styles.ts";
import { identifyPage } from "#app/lib/page-paths.ts";
import type { Route } from "./+types/home";
import { useWords, wordsOf } from "#app/i18n/words.ts";
import { ownerTexts } from "#app/i18n/owner-words.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta({ path: "/" }, settingsOf(matches), wordsOf(matches));

/** The atlas's HTML is the pre-rendering's (PrerenderedHtmlContext): the page hydrates nothing. */
export default function HomeRoute() {
  const atlas = use(PrerenderedHtmlContext);
  const settings = useSettings();
  const { home: messages, site: siteMessages, defaults, keyLink: linkMessages } = useWords();
  return (
    <>
      <WelcomeToast />
      <section className="mx-auto grid max-w-6xl items-center gap-8 px-5 pt-10 pb-6 sm:px-8 md:grid-cols-[1.1fr_1fr] md:gap-12 md:pt-20 lg:pt-24">
        <div className="text-center md:text-start">
          <p className="mb-4 text-sm font-semibold tracking-[0.18em] text-cap uppercase">
            {messages.eyebrow}
          </p>
          <h1 className="font-display text-4xl leading-[1.05] font-bold tracking-tight text-ink sm:text-5xl lg:text-7xl">
            {siteMessages.headline}
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg text-ink-muted sm:text-xl md:mx-0">
            {ownerTexts(settings, defaults).tagline}
          </p>
          {/* One button a line on a phone, where the two never fit side by side: a row would let a
              button the parser has not filled yet sit beside the first, then wrap when its text comes. */}
          <div className="mt-8 flex flex-col items-center gap-3 sm:flex-row sm:flex-wrap sm:justify-center md:justify-start">
            <Link to="/types" className={primaryButton}>
              {messages.exploreTypes}
            </Link>
            <Link to="/about" className={secondaryButton}>
              {messages.learnMore}
              {/* "Learn More" alone says nothing out of context, to screen readers and search engines. */}
              <span className="sr-only"> {messages.learnMoreContext}</span>
            </Link>
          </div>
          {/* A find in hand: the key, one tap from the first screen. */}
          <p className="mt-4">
            <Link
              to={identifyPage}
              className="inline-flex min-h-11 items-center font-semibold text-moss underline underline-offset-4"
            >
              {linkMessages.identifyAction}
            </Link>
          </p>
        </div>
        <Illustration
          src={heroScene}
          width={400}
          height={320}
          priority
          className="mx-auto h-auto w-full max-w-md md:max-w-none"
        />
      </section>
      <div
        className="mx-auto max-w-6xl px-5 py-10 sm:px-8"
        dangerouslySetInnerHTML={{ __html: atlas }}
        // Lists of other pages: the site's search finds those pages for their own words.
        data-pagefind-ignore="all"
      />
      <FeatureCards />
    </>
  );
}
