import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useMatches,
} from "react-router";
import { use, useEffect, useLayoutEffect } from "react";
import type { Route } from "./+types/root";
// The one module of the app that reads the owner's settings: it hands them down as values (ADR 034).
import styles from "./app.css?inline";
import fontFaces from "./fonts/faces.css?inline";
import brandFaceFile from "./fonts/fraunces-latin-600.woff2?url";
import { siteConfig } from "./config/site.ts";
import { appleTouchIcon, favicon, webManifestPath } from "./lib/brand.ts";
import { visitStartAttribute } from "./lib/display-font.ts";
import { adsHiddenWithoutJavaScript } from "./features/ads/no-script-style.ts";
import { SiteFooter } from "./components/layout/site-footer.tsx";
import { SiteHeader } from "./components/layout/site-header.tsx";
import { feedPath } from "./lib/content/feed-path.ts";
import { primaryButton, secondaryButton } from "./lib/button-styles.ts";
import { withBase } from "./lib/site-url.ts";
import { hydrates, SpaFallbackContext } from "./lib/hydration.ts";
import { loadOtherPagesAsDocuments } from "./lib/document-navigation.ts";
import { islandOf } from "./lib/island.ts";
import { applySiteStylesheet } from "./lib/site-stylesheet.ts";
import islandsEntry from "virtual:islands";
import { textDirection } from "./i18n/text-direction.ts";
import type { SettingsHandle } from "./config/settings.ts";
import { settingsContext } from "./config/settings.server.ts";
import { SiteValues } from "./config/site-values.tsx";
import { useWords, type WordsHandle } from "./i18n/words.ts";
import { hydratedPageWords } from "./hydrated-page-words.ts";
// Every namespace, for the pages rendered at build time: left out of the browser's code.
import siteMessages from "virtual:messages";

/**
 * Whether this render writes what only the pre-rendered page holds: the build's render and the dev
 * server's, not the browser's. On the pages it hydrates, React leaves an element of the head that
 * the browser's render lacks where it is.
 */
const rendersPageOnlyHead = import.meta.env.SSR || import.meta.env.DEV;

/**
 * The tab icon, which the build writes into each pre-rendered page as a data URI, so that the
 * browser asks for no file just before the first frame (ADR 012). Rendered by the browser with the
 * file's address, it would add a second link, and a request for the file.
 */
const tabIcon = rendersPageOnlyHead
  ? [{ rel: "icon", href: withBase(favicon), type: "image/svg+xml" }]
  : [];

/**
 * The words a page renders with (ADR 037): at build time every namespace; in the browser, where
 * React renders only the hydrated page (/search), that page's.
 */
const pageWords = import.meta.env.SSR ? siteMessages : hydratedPageWords;

/**
 * The settings and the words for the routes' `meta` (`settingsOf(matches)`, `wordsOf(matches)`):
 * module code, not page data.
 */
export const handle: SettingsHandle & WordsHandle = { settings: siteConfig, words: pageWords };

/** The settings for the loaders (`loaderSettings(context)`); server code, run only at build time. */
export const middleware: Route.MiddlewareFunction[] = [
  ({ context }) => {
    context.set(settingsContext, siteConfig);
  },
];

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [loadOtherPagesAsDocuments];

export const links: Route.LinksFunction = () => [
  ...tabIcon,
  { rel: "apple-touch-icon", href: withBase(appleTouchIcon.path) },
  {
    rel: "alternate",
    type: "application/atom+xml",
    title: siteConfig.name,
    href: withBase(feedPath),
  },
];

/**
 * The site's stylesheet, written into the head of every pre-rendered page, so that the first paint
 * needs no request but the page's own (docs/decisions/010-stylesheet-in-the-page.md); the build
 * then cuts each page's copy down to the rules its markup uses (ADR 021). In the
 * browser it stays undefined and the stylesheet is not in the JavaScript. The dev server renders it
 * in the browser too, where a change to app.css or a new class in a component renders it anew.
 */
const stylesheet = rendersPageOnlyHead ? styles : undefined;

/**
 * The page's direction, written only where it is not the default (left to right): sonner's
 * stylesheet, which home's welcome inserts, sets its variables on `html[dir]`, and on an `<html>`
 * that matches, inserting it restyles the whole page, a long task on a phone.
 */
const pageDirection = textDirection(siteConfig.language) === "rtl" ? "rtl" : undefined;

export function Layout({ children }: { children: React.ReactNode }) {
  const hydrated = hydrates(useMatches()) || use(SpaFallbackContext);
  return (
    <html lang={siteConfig.language} dir={pageDirection}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {/* Linked by app/start-islands.ts once the page has started (ADR 012). */}
        <noscript>
          <link rel="manifest" href={withBase(webManifestPath)} />
        </noscript>
        {stylesheet !== undefined && <PageOnlyHead css={stylesheet} />}
      </head>
      <body {...islandOf("link-prefetch")}>
        {/* The hydrated page renders with the words its browser's render has, so that a namespace
            missing there fails the build, not the visitor's page. */}
        <SiteValues settings={siteConfig} words={hydrated ? hydratedPageWords : pageWords}>
          {children}
        </SiteValues>
        {hydrated ? (
          <>
            <ScrollRestoration />
            {/* In the mode the build's preload helper asks for modules loaded on demand
                (scripts/pipeline/document/hydrate-after-first-paint.ts says why). */}
            <Scripts crossOrigin="anonymous" />
          </>
        ) : (
          <StartIslands />
        )}
      </body>
    </html>
  );
}

/** Hides, without JavaScript, what does nothing without it: mark it `data-needs-javascript`. */
const hiddenWithoutJavaScript = "[data-needs-javascript]{display:none}";

/**
 * Marks a visit's first page before its body renders: its headings take the fallback at once
 * instead of waiting for the brand face's file, which comes after the page has started (ADR 039).
 * A page that another of the site's led to, or that the site's service worker serves (Firefox
 * then gives no referrer), has the file at hand. Firefox throws on reading the worker where the
 * visitor blocks the site's storage: a first page, as far as the face goes. Without JavaScript
 * every page asks for the face.
 *
 * A page the worker serves preloads the file: Chromium takes it from its memory cache at once only
 * for a page no worker controls. Through the worker, a long page (/types) missed the heading's
 * 100 ms one time in three and kept the fallback. Preloaded, the first paint waits for it, and the
 * worker answers from its shell well within those 100 ms (ADR 039's amendment).
 */
const markVisitStart = `{
  let fileAtHand = document.referrer.startsWith(location.origin + ${JSON.stringify(withBase("/"))});
  try {
    if (navigator.serviceWorker?.controller) {
      fileAtHand = true;
      document.head.append(Object.assign(document.createElement("link"), { rel: "preload", as: "font", crossOrigin: "anonymous", href: ${JSON.stringify(brandFaceFile)} }));
    }
  } catch {}
  if (!fileAtHand) document.documentElement.setAttribute(${JSON.stringify(visitStartAttribute)}, "");
}`;

/**
 * What only the pre-rendered page's head holds: the stylesheet, the brand face (app/fonts/faces.css
 * says why apart) and the mark of a visit's first page, and the style that hides the ad slots
 * without JavaScript, when no slot can fill, and the controls that need it.
 */
function PageOnlyHead({ css }: { css: string }) {
  return (
    <>
      <style>{css}</style>
      <style>{fontFaces}</style>
      <script dangerouslySetInnerHTML={{ __html: markVisitStart }} />
      <noscript>
        <style>
          {(siteConfig.ads ? adsHiddenWithoutJavaScript : "") + hiddenWithoutJavaScript}
        </style>
      </noscript>
    </>
  );
}

/**
 * A page that React does not hydrate starts its islands (ADR 035): a module script of one import,
 * which the build defers until the first paint (scripts/pipeline/document/hydrate-after-first-paint.ts).
 */
function StartIslands() {
  return (
    <script
      type="module"
      async
      dangerouslySetInnerHTML={{ __html: `import ${JSON.stringify(islandsEntry)};` }}
    />
  );
}

export default function App() {
  // A hydrated page starts its islands once React has taken it over, so that none changes the
  // markup that React compares while hydrating.
  useEffect(() => void import("./start-islands.ts"), []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { site: messages } = useWords();
  const details = import.meta.env.DEV ? describe(error) : undefined;
  // It replaces a page whose own rules may lack its classes: applied before it is painted (ADR 046).
  useLayoutEffect(applySiteStylesheet, []);
  // The site's own frame, so the visitor keeps the menu and the footer's links.
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main className="mx-auto flex w-full max-w-2xl flex-1 flex-col justify-center gap-6 px-6 py-16 md:pt-32">
        <title>{`${messages.errorTitle} | ${siteConfig.name}`}</title>
        <h1 className="font-display text-3xl font-bold text-ink">{messages.errorHeading}</h1>
        <p className="text-lg text-ink-muted">{messages.errorText}</p>
        <div className="flex flex-wrap gap-3">
          <button type="button" onClick={() => location.reload()} className={primaryButton}>
            {messages.reload}
          </button>
          {/* A full page load, not a client-side one: it resets whatever state caused the failure. */}
          <a href={import.meta.env.BASE_URL} className={secondaryButton}>
            {messages.returnHome}
          </a>
        </div>
        {details && (
          <pre className="overflow-x-auto rounded-lg bg-paper-deep p-4 text-sm">{details}</pre>
        )}
      </main>
      <SiteFooter />
    </div>
  );
}

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.stack ?? error.message;
  return String(error);
}
