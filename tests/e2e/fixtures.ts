import { test as base, expect, type Page } from "@playwright/test";
import { pagePaths } from "#app/lib/page-paths.ts";
import routes from "#app/routes.ts";

export { expect };

/** Every page of the route table, e.g. ["/", "/about"]. */
export const sitePages = pagePaths(routes);
/** Every page, and an unknown path, which shows the 404 page. */
export const sitePagesAnd404 = [...sitePages, "/no/such/page"];

/** Viewport sizes the site is checked at: a small phone and a laptop. */
export const narrow = { width: 375, height: 812 };
export const wide = { width: 1280, height: 800 };

interface Fixtures {
  /** Uncaught exceptions thrown in the page; every test fails if one happened. */
  pageErrors: Error[];
}

/**
 * `test` with the network closed: requests to any host but the site itself are answered by stubs
 * registered per test (`page.route`) or else aborted, as an ad blocker would. A test fails if the
 * page threw an uncaught error.
 */
export const test = base.extend<Fixtures>({
  // Pages hydrate once their first contentful paint is on screen. A visitor's early click is a plain link and
  // still works; but a test of client-side behaviour must start once React has taken over.
  page: async ({ page, javaScriptEnabled }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled !== false) await waitForHydration(page);
      return response;
    };
    await provide(page);
  },
  pageErrors: [
    async ({ page, baseURL }, use) => {
      const errors: Error[] = [];
      page.on("pageerror", (error) => errors.push(error));
      await blockThirdParties(page, baseURL ?? "");
      await use(errors);
      expect(errors, "uncaught errors in the page").toEqual([]);
    },
    { auto: true },
  ],
});

/** Marks the document, so a test can tell a client-side navigation from a page load. */
export async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
}

/** Whether the page is still the document `markDocument` marked: no page load happened since. */
export function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => "sameDocument" in window);
}

/** The text of every console message of these types, from now on, the page's frames included. */
export function consoleMessages(page: Page, types: readonly string[]): string[] {
  const messages: string[] = [];
  page.on("console", (message) => {
    if (types.includes(message.type())) messages.push(message.text());
  });
  return messages;
}

/**
 * React marks the document as its root when hydration starts; events from then on are its own.
 * Documents that are not React Router pages (the ad frame) have nothing to wait for.
 */
async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () =>
      !("__reactRouterContext" in window) ||
      Object.keys(document).some((key) => key.startsWith("__reactContainer")),
  );
}

async function blockThirdParties(page: Page, baseURL: string) {
  const site = new URL(baseURL).origin;
  await page.context().route(
    (url) => url.origin !== site && url.protocol !== "data:" && url.protocol !== "blob:",
    (route) => route.abort("blockedbyclient"),
  );
}

/**
 * Whether Chromium's accessibility tree, what screen readers read, reports the element as expanded.
 * Native popover buttons get this state from the browser, not from an aria-expanded attribute.
 */
export async function isExpandedForScreenReaders(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { nodes } = await cdp.send("Accessibility.getPartialAXTree", {
    nodeId,
    fetchRelatives: false,
  });
  const expanded = nodes[0]?.properties?.find((property) => property.name === "expanded");
  await cdp.detach();
  return expanded?.value.value === true;
}
