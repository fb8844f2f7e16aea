import type { Page, Request } from "@playwright/test";
import { adFramePath } from "#app/features/ads/ad-frame.ts";
import { siteConfig } from "#app/config/site.ts";
import { stubThirdParties } from "#tests/mocks/third-parties.ts";
import {
  consoleMessages,
  cumulativeLayoutShift,
  expect,
  isSameDocument,
  markDocument,
  narrow,
  recordLayoutShifts,
  refusedTopNavigation,
  test,
  wide,
} from "./fixtures.ts";

/** The feed or form frame; the ad slots' frames are not embeds. */
const embedFrame = `iframe:not([src^="${adFramePath}"])`;

const { blogFeedUrl, contactFormUrl, contactFormCategory, contactFormScriptUrl } =
  siteConfig.embeds;
const feedTitle = `${siteConfig.name} photo feed`;
const formTitle = `Contact form: send a message to the ${siteConfig.name} team`;

interface EmbedRequests {
  /** Requests for the form's page and its submissions, in order. */
  formRequests: Request[];
  /** Requests for the vendor's script, with the number of form frames in the page at that moment. */
  scriptRequests: { framesInPage: number }[];
}

/**
 * Answers the third parties with the shared stubs (tests/mocks/), in every tab of the context, and
 * counts the form frames in the page as the vendor's script is requested.
 */
async function stubEmbeds(page: Page, { delayMs = 0 } = {}): Promise<EmbedRequests> {
  const answered = await stubThirdParties(page, { delayMs });
  const scriptRequests: EmbedRequests["scriptRequests"] = [];
  await page.context().route(contactFormScriptUrl, async (route) => {
    scriptRequests.push({ framesInPage: await page.getByTitle(formTitle).count() });
    await route.fallback();
  });
  return { formRequests: answered.contactForm, scriptRequests };
}

const vendorScriptRuns = (page: Page) =>
  page.evaluate(() => (window as { vendorScriptRuns?: number }).vendorScriptRuns ?? 0);

for (const viewport of [narrow, wide]) {
  test(`/blog shows the feed 1600 px high across the content at ${viewport.width} px`, async ({
    page,
    navigate,
  }) => {
    await stubEmbeds(page);
    await page.setViewportSize(viewport);
    await navigate("/blog");
    const frame = page.getByTitle(feedTitle, { exact: true });
    await expect(frame).toHaveAttribute("loading", "lazy");
    await expect(page.frameLocator(embedFrame).getByText("Chanterelle season")).toBeVisible();
    const frameBox = await frame.boundingBox();
    const headingBox = await page.getByRole("heading", { level: 1 }).boundingBox();
    expect(frameBox?.height).toBe(1600);
    expect(frameBox?.width).toBe(headingBox?.width);
    await expect(page.locator(embedFrame)).toHaveCount(1);
  });
}

test("the feed cannot take the visitor away from the site", async ({ page, navigate }) => {
  await stubEmbeds(page);
  const errors = consoleMessages(page, ["error"]);
  await navigate("/blog");
  // A click gives the frame the user activation that would otherwise let it navigate the tab.
  await page.frameLocator(embedFrame).getByRole("button", { name: "See the whole board" }).click();
  // The browser refuses the attempt as the feed's click handler makes it, or starts to leave; the
  // refusal may reach the test twice.
  await expect
    .poll(() => errors.filter((error) => error.includes(refusedTopNavigation)).length)
    .toBeGreaterThanOrEqual(1);
  await expect(page).toHaveURL("/blog");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog");
});

test("/contact shows the form 789 px high, tagged with the category, and it submits", async ({
  page,
  navigate,
}) => {
  const { formRequests } = await stubEmbeds(page);
  await navigate("/contact");
  const frame = page.getByTitle(formTitle, { exact: true });
  await expect(frame).toHaveAttribute("loading", "lazy");
  expect((await frame.boundingBox())?.height).toBe(789);

  const form = page.frameLocator(embedFrame);
  await form.getByLabel("Email").fill("morel@example.com");
  await form.getByRole("button", { name: "Send" }).click();
  await expect(form.getByText("Thanks, we will write back soon.")).toBeVisible();

  const formLoads = formRequests.filter((request) => request.method() === "GET");
  expect(formLoads, "the frame loads once, hydration does not reload it").toHaveLength(1);
  const [formRequest] = formLoads;
  expect(formRequest?.url()).toContain(`category=${encodeURIComponent(contactFormCategory)}`);
  expect(new URL(formRequest?.url() ?? "").searchParams.get("category")).toBe(contactFormCategory);
  // The vendor may learn which site the lead came from, not the page address.
  const origin = new URL(page.url()).origin;
  expect((await formRequest?.allHeaders())?.["referer"]).toBe(`${origin}/`);
});

test("/contact loads the vendor's script once, after the frame is in the page", async ({
  page,
  navigate,
}) => {
  const { scriptRequests } = await stubEmbeds(page);
  await navigate("/contact");
  await expect.poll(() => vendorScriptRuns(page)).toBe(1);
  expect(scriptRequests).toEqual([{ framesInPage: 1 }]);
  await expect(page.locator(`script[src="${contactFormScriptUrl}"]`)).toHaveCount(1);
});

test("/contact -> /blog -> /contact: each /contact page has one frame, one script, one request", async ({
  page,
  navigate,
}) => {
  const { scriptRequests } = await stubEmbeds(page);
  await navigate("/contact");
  await expect.poll(() => vendorScriptRuns(page)).toBe(1);
  await markDocument(page);
  const nav = page.getByRole("navigation", { name: "Main" });

  await nav.getByRole("link", { name: "Blog" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog");
  await expect(page.locator(embedFrame)).toHaveCount(1);
  await expect(page.getByTitle(feedTitle, { exact: true })).toBeVisible();

  await nav.getByRole("link", { name: "Contact" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
  await expect(page.frameLocator(embedFrame).getByLabel("Email")).toBeVisible();
  await expect(page.locator(embedFrame)).toHaveCount(1);
  await expect(page.locator(`script[src="${contactFormScriptUrl}"]`)).toHaveCount(1);
  // Links load documents (ADR 035): each /contact page asks for the script once, and runs it once.
  expect(await isSameDocument(page)).toBe(false);
  expect(scriptRequests).toHaveLength(2);
  // The script element is in the page before the script has run: it loads, then runs.
  await expect.poll(() => vendorScriptRuns(page)).toBe(1);
});

test("a visit to /contact from another page adds the script; back and forward keep it single", async ({
  page,
  navigate,
}) => {
  const { scriptRequests } = await stubEmbeds(page);
  await navigate("/blog");
  await markDocument(page);
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Contact" })
    .click();
  await expect(page.frameLocator(embedFrame).getByLabel("Email")).toBeVisible();
  await expect.poll(() => vendorScriptRuns(page)).toBe(1);

  await page.goBack();
  await expect(page.getByTitle(feedTitle, { exact: true })).toBeVisible();
  await page.goForward();
  await expect(page.frameLocator(embedFrame).getByLabel("Email")).toBeVisible();
  await expect(page.locator(embedFrame)).toHaveCount(1);
  await expect(page.locator(`script[src="${contactFormScriptUrl}"]`)).toHaveCount(1);
  // As on the first visit: the element is there before its script has run.
  await expect.poll(() => vendorScriptRuns(page)).toBe(1);
  // Links load documents (ADR 035): the script is asked for on each /contact page, after its frame.
  expect(await isSameDocument(page)).toBe(false);
  expect(scriptRequests).toEqual([{ framesInPage: 1 }, { framesInPage: 1 }]);
});

for (const { path, linkName, url } of [
  { path: "/blog", linkName: "Open the photo feed", url: blogFeedUrl },
  {
    path: "/contact",
    linkName: "Open the contact form",
    url: `${contactFormUrl}?category=${encodeURIComponent(contactFormCategory)}`,
  },
] as const) {
  test(`a line right over the ${path} frame links to it in a new tab, for when it stays empty`, async ({
    page,
    navigate,
  }) => {
    await stubEmbeds(page);
    await navigate(path);
    const link = page.getByRole("link", { name: `${linkName} (opens in a new tab)` });
    await expect(page.getByText("If the frame below stays empty:")).toBeVisible();
    const frameBox = await page.locator(embedFrame).boundingBox();
    const linkBox = await link.boundingBox();
    // Above the frame, where a visitor faced with the browser's error page reads it first.
    expect((linkBox?.y ?? 0) + (linkBox?.height ?? 0)).toBeLessThanOrEqual(frameBox?.y ?? 0);
    expect((frameBox?.y ?? 0) - (linkBox?.y ?? 0)).toBeLessThan(80);

    const popup = page.waitForEvent("popup");
    await link.click();
    const tab = await popup;
    await expect(tab).toHaveURL(url);
    await expect(page).toHaveURL(path);
  });
}

test("nothing shifts while the frames and the vendor's script load", async ({ page, navigate }) => {
  await stubEmbeds(page, { delayMs: 500 });
  await recordLayoutShifts(page);
  await page.setViewportSize(narrow);
  await navigate("/contact");
  await expect(page.frameLocator(embedFrame).getByLabel("Email")).toBeVisible();
  await expect.poll(() => vendorScriptRuns(page)).toBe(1);
  const { score, shifted } = await cumulativeLayoutShift(page);
  expect(score, `layout shift of ${shifted.join(", ")}`).toBe(0);
});

test("with the feed and form hosts blocked, the pages still read well and throw nothing", async ({
  page,
  navigate,
}) => {
  // No stubs: the fixture aborts every third-party request, as an ad blocker or an outage would,
  // and fails the test on any uncaught error.
  const blocked: string[] = [];
  page.on("requestfailed", (request) => blocked.push(request.url()));
  await navigate("/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
  await expect(page.getByText("Send us a message.")).toBeVisible();
  await expect(page.getByRole("link", { name: /Open the contact form/ })).toBeVisible();
  expect((await page.getByTitle(formTitle).boundingBox())?.height).toBe(789);
  await expect.poll(() => blocked).toContain(contactFormScriptUrl);

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog");
  await expect(page.getByRole("link", { name: /Open the photo feed/ })).toBeVisible();
  expect((await page.getByTitle(feedTitle).boundingBox())?.height).toBe(1600);
  await expect.poll(() => blocked.some((url) => url.startsWith(blogFeedUrl))).toBe(true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("both frames and their direct links are in the pre-rendered pages", async ({
    page,
    navigate,
  }) => {
    const { scriptRequests } = await stubEmbeds(page);
    for (const { path, title, height, linkName } of [
      { path: "/blog", title: feedTitle, height: 1600, linkName: "Open the photo feed" },
      { path: "/contact", title: formTitle, height: 789, linkName: "Open the contact form" },
    ] as const) {
      await navigate(path);
      expect((await page.getByTitle(title, { exact: true }).boundingBox())?.height).toBe(height);
      await expect(page.getByRole("link", { name: linkName })).toBeVisible();
    }
    // The vendor's script comes with JavaScript only; the form's own frame works without it.
    expect(scriptRequests).toEqual([]);
  });
});
