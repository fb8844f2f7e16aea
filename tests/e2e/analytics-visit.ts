import type { Page } from "@playwright/test";
import { consentStorageKey } from "#app/features/consent/consent-rules.ts";
import type { AnsweredRequests } from "#tests/mocks/third-parties.ts";
import { expect, nextFrames, waitForHydration } from "./fixtures.ts";

// What the analytics specs share: a visit, and what the provider got from it.

/** Every request to the analytics provider: its script and what it sent. */
export const analyticsRequests = (answered: AnsweredRequests) => [
  ...answered.analyticsScript,
  ...answered.analyticsEvent,
];

/** What Plausible's script posts to /api/event: "pageview", or a web-vitals metric ("LCP", ...). */
interface PlausibleEvent {
  n: string;
  u: string;
  p?: Record<string, string>;
}

/** What the "many-articles" variant's Plausible received, in order. */
export const plausibleEvents = (answered: AnsweredRequests) =>
  answered.analyticsEvent.map((request) => request.postDataJSON() as PlausibleEvent);

/** The paths of the page views Plausible received, e.g. ["/", "/about"]. */
export const plausiblePageViews = (answered: AnsweredRequests) =>
  plausibleEvents(answered)
    .filter(({ n }) => n === "pageview")
    .map(({ u }) => new URL(u).pathname);

/** The paths of the page views GoatCounter received (its `p` parameter), e.g. ["/", "/about"]. */
export const goatCounterPageViews = (answered: AnsweredRequests) =>
  answered.analyticsEvent.map((request) => new URL(request.url()).searchParams.get("p") ?? "");

/**
 * Follows the footer's link to `path` from the keyboard and waits for the new page to have
 * started (its islands, analytics' among them). Not a click: the layout can still change under
 * the pointer just after the banner's answer, and a click may then land on an ad frame instead.
 */
export async function followLink(page: Page, path: string) {
  await page.getByRole("contentinfo").locator(`a[href="${path}"]`).first().press("Enter");
  await expect(page).toHaveURL(path);
  await waitForHydration(page);
}

/**
 * Ends the visit's measures as a visitor would: a key pressed ends LCP's (only a trusted event
 * does), then the page is hidden, as switching tabs hides it (Playwright keeps its pages visible,
 * so the state is set here).
 */
export async function hidePage(page: Page) {
  await page.keyboard.press("Shift");
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
}

/** What the visitor chose, as the banner stored it. */
export const storedConsent = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "null"), consentStorageKey);

/** A speed measure as the provider received it, e.g. { name: "LCP", path: "/about", ... }. */
export interface SpeedEvent {
  name: string;
  path?: unknown;
  value?: unknown;
  rating?: unknown;
}

/** Where the site's web-vitals chunk is served from, e.g. /assets/web-vitals-CMUBx256.js. */
export const webVitalsChunk = /\/assets\/web-vitals[^/]*\.js$/;

/**
 * Hides the page once web-vitals observes it (it loads after consent: hidden before, nothing is
 * measured), then expects the provider to receive LCP and CLS, LCP with the landing page's `path`.
 */
export async function expectSpeedSentOnHide(
  page: Page,
  received: () => SpeedEvent[],
  path: string,
) {
  await expect
    .poll(() =>
      page.evaluate(
        (chunk) =>
          performance.getEntriesByType("resource").some(({ name }) => new RegExp(chunk).test(name)),
        webVitalsChunk.source,
      ),
    )
    .toBe(true);
  // The chunk has run, and web-vitals' observers are set up, by the next frames.
  await nextFrames(page);
  await hidePage(page);
  await expect
    .poll(() => received().map(({ name }) => name))
    .toEqual(expect.arrayContaining(["LCP", "CLS"]));
  const lcp = received().find(({ name }) => name === "LCP");
  expect(lcp).toMatchObject({ path, rating: expect.any(String) });
  expect(Number(lcp?.value)).toBeGreaterThan(0);
}
