import type { Page, Request } from "@playwright/test";
import type { AnalyticsConfig } from "#app/features/analytics/analytics.schema.ts";
import {
  cloudflareBeaconUrl,
  goatCounterScriptUrl,
  stubCloudflareToken,
  stubGoatCounterEndpoint,
  stubPlausibleScriptUrl,
  stubUmamiScriptUrl,
  stubUmamiWebsiteId,
} from "#tests/mocks/analytics-providers.ts";
import { type AnsweredRequests, stubThirdParties } from "#tests/mocks/third-parties.ts";
import { type VariantName, variantOrigin } from "#tests/variants/variants.ts";
import {
  analyticsRequests,
  expectSpeedSentOnHide,
  followLink,
  goatCounterPageViews,
  hidePage,
  plausibleEvents,
  plausiblePageViews,
  type SpeedEvent,
  storedConsent,
  webVitalsChunk,
} from "./analytics-visit.ts";
import {
  expect,
  recordPolicyViolations,
  recordRequests,
  requestsSoFar,
  sendGlobalPrivacyControl,
  test,
} from "./fixtures.ts";
import { messagesOf } from "./variant-config.ts";
import { fill } from "#app/i18n/format.ts";

// What every provider must do, each in a variant (tests/variants/): Plausible in "many-articles", and
// in the language variants Umami in "pl", GoatCounter in "ar", Cloudflare Web Analytics in "de".
// Each provider's script is stubbed as its own behaves (tests/mocks/analytics-providers.ts); the
// visitors are in Europe, so the banner asks first, in the variant's language. What only the
// Plausible variant shows (Choose both ways, outside Europe, GA4 with TCF) is analytics.spec.ts's.

/** What Umami's script posts to /api/send. */
interface UmamiEvent {
  type: string;
  payload: { website: string; url: string; name?: string; data?: Record<string, unknown> };
}

/** The events Umami received for the variant's website, in order. */
const umamiEvents = (answered: AnsweredRequests) =>
  answered.analyticsEvent
    .map((request) => request.postDataJSON() as UmamiEvent)
    .filter(({ type, payload }) => type === "event" && payload.website === stubUmamiWebsiteId);

interface Provider {
  /** As the configuration names it, e.g. "umami". */
  id: AnalyticsConfig["provider"];
  name: string;
  variant: VariantName;
  timezoneId: string;
  /** The paths of the page views the provider received, in order. */
  pageViews: (answered: AnsweredRequests) => string[];
  /** The speed events it received; none where the site sends it none. */
  speedEvents?: (answered: AnsweredRequests) => SpeedEvent[];
  /** Its script's tag, as the page has it once statistics are allowed. */
  scriptTag: { src: string; attributes: Record<string, string> };
  /** What the banner's statistics purpose says it learns: pages, and their speed where it gets it. */
  purposeText: "statisticsPurposeText" | "statisticsPagesOnlyText";
}

const providers: Provider[] = [
  {
    id: "plausible",
    name: "Plausible",
    variant: "many-articles",
    timezoneId: "Europe/Berlin",
    pageViews: plausiblePageViews,
    speedEvents: (answered) =>
      plausibleEvents(answered).flatMap(({ n, p }) =>
        n === "pageview" ? [] : [{ name: n, ...p }],
      ),
    scriptTag: { src: stubPlausibleScriptUrl, attributes: {} },
    purposeText: "statisticsPurposeText",
  },
  {
    id: "umami",
    name: "Umami",
    variant: "pl",
    timezoneId: "Europe/Warsaw",
    // Page views are the events without a name; named ones are the speed events.
    pageViews: (answered) =>
      umamiEvents(answered)
        .filter(({ payload }) => payload.name === undefined)
        .map(({ payload }) => payload.url),
    speedEvents: (answered) =>
      umamiEvents(answered).flatMap(({ payload: { name, data } }) =>
        name === undefined ? [] : [{ name, ...data }],
      ),
    scriptTag: {
      src: stubUmamiScriptUrl,
      attributes: { "data-website-id": stubUmamiWebsiteId, "data-auto-track": "false" },
    },
    purposeText: "statisticsPurposeText",
  },
  {
    // It takes no events: the site sends it no speed (docs/analytics.md).
    id: "goatcounter",
    name: "GoatCounter",
    variant: "ar",
    timezoneId: "Europe/Berlin",
    pageViews: goatCounterPageViews,
    scriptTag: {
      src: goatCounterScriptUrl,
      attributes: {
        "data-goatcounter": stubGoatCounterEndpoint,
        "data-goatcounter-settings": JSON.stringify({ no_onload: true }),
      },
    },
    purposeText: "statisticsPagesOnlyText",
  },
  {
    // Its beacon counts, and measures speed, by itself. The stub's reports show that it was set
    // up to count each page: what the site controls is the tag.
    id: "cloudflare",
    name: "Cloudflare Web Analytics",
    variant: "de",
    timezoneId: "Europe/Vienna",
    pageViews: (answered) =>
      answered.analyticsEvent.map(
        (request) => new URL((request.postDataJSON() as { location: string }).location).pathname,
      ),
    scriptTag: {
      src: cloudflareBeaconUrl,
      attributes: { "data-cf-beacon": JSON.stringify({ token: stubCloudflareToken, spa: true }) },
    },
    purposeText: "statisticsPurposeText",
  },
];

/** The attributes of every script tag from `src`, in the page's order. */
const scriptTags = (page: Page, src: string) =>
  page
    .locator(`script[src="${src}"]`)
    .evaluateAll((tags) =>
      tags.map((tag) =>
        Object.fromEntries(tag.getAttributeNames().map((name) => [name, tag.getAttribute(name)])),
      ),
    );

/** The web-vitals chunk, which only providers that take speed events load. */
const isWebVitals = (request: Request) => webVitalsChunk.test(request.url());

for (const provider of providers) {
  test.describe(`${provider.name} (the "${provider.variant}" variant)`, () => {
    const messages = messagesOf(provider.variant);
    test.use({ baseURL: variantOrigin(provider.variant), timezoneId: provider.timezoneId });
    const banner = (page: Page) => page.getByRole("region", { name: messages.site.privacyChoices });
    const acceptAll = (page: Page) =>
      banner(page).getByRole("button", { name: messages.analytics.acceptAll }).click();

    test("Choose says what it learns: the pages, and how fast they load only where it does", async ({
      page,
      navigate,
    }) => {
      await navigate("/");
      await banner(page).getByRole("button", { name: messages.analytics.choose }).click();
      const text = fill(messages.analytics[provider.purposeText], { provider: provider.name });
      await expect(banner(page).getByText(text, { exact: true })).toBeVisible();
    });

    test("nothing loads after Reject all, on any page or after a reload", async ({
      page,
      navigate,
    }) => {
      const answered = await stubThirdParties(page);
      await navigate("/");
      await banner(page).getByRole("button", { name: messages.analytics.rejectAll }).click();
      await followLink(page, "/about");
      await page.reload();
      await page.waitForLoadState("networkidle");
      await expect(banner(page)).toBeHidden();
      expect(analyticsRequests(answered)).toEqual([]);
    });

    test("nothing loads, and no banner asks, with Global Privacy Control", async ({
      page,
      navigate,
    }) => {
      await sendGlobalPrivacyControl(page);
      const answered = await stubThirdParties(page);
      await navigate("/");
      await followLink(page, "/about");
      await page.waitForLoadState("networkidle");
      await expect(banner(page)).toBeHidden();
      expect(analyticsRequests(answered)).toEqual([]);
    });

    test("nothing loads before a choice; after Accept all one page view, then one per page loaded, within the policy", async ({
      page,
      navigate,
    }) => {
      const answered = await stubThirdParties(page);
      const violations = await recordPolicyViolations(page);
      await navigate("/");
      await expect(banner(page)).toBeVisible();
      await followLink(page, "/about");
      await page.waitForLoadState("networkidle");
      expect(analyticsRequests(answered)).toEqual([]);
      expect(await scriptTags(page, provider.scriptTag.src)).toEqual([]);

      await acceptAll(page);
      await expect.poll(() => provider.pageViews(answered)).toEqual(["/about"]);
      expect(await scriptTags(page, provider.scriptTag.src)).toEqual([
        expect.objectContaining(provider.scriptTag.attributes),
      ]);
      expect(await storedConsent(page)).toMatchObject({
        choice: "accepted",
        statistics: "accepted",
        // The stored choice names the provider it was asked for.
        version: expect.stringContaining(`statistics:${provider.id}`),
      });

      await followLink(page, "/types");
      await expect.poll(() => provider.pageViews(answered)).toEqual(["/about", "/types"]);
      await followLink(page, "/blog");
      await expect.poll(() => provider.pageViews(answered)).toEqual(["/about", "/types", "/blog"]);
      // Once each, from the script each page loads once: links load documents (ADR 035).
      await requestsSoFar(page);
      expect(provider.pageViews(answered)).toHaveLength(3);
      expect(answered.analyticsScript).toHaveLength(3);
      expect(await scriptTags(page, provider.scriptTag.src)).toHaveLength(1);
      expect(violations).toEqual([]);
    });

    const { speedEvents } = provider;
    if (speedEvents) {
      test("the visit's speed is sent when the page is hidden: LCP and CLS with the page's path", async ({
        page,
        navigate,
      }) => {
        const answered = await stubThirdParties(page);
        await navigate("/about");
        await acceptAll(page);
        await expect.poll(() => provider.pageViews(answered)).toEqual(["/about"]);
        await expectSpeedSentOnHide(page, () => speedEvents(answered), "/about");
      });
    } else {
      test("the site sends it no speed events, and loads no web-vitals", async ({
        page,
        navigate,
      }) => {
        const answered = await stubThirdParties(page);
        const webVitals = recordRequests(page, isWebVitals);
        await navigate("/about");
        await acceptAll(page);
        await expect.poll(() => provider.pageViews(answered)).toEqual(["/about"]);
        await hidePage(page);
        await requestsSoFar(page);
        expect(answered.analyticsEvent).toHaveLength(1);
        expect(webVitals).toEqual([]);
      });
    }
  });
}
