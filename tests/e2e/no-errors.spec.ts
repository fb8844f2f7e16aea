import type { Page } from "@playwright/test";
import { stubThirdParties } from "#tests/mocks/third-parties.ts";
import { expect, nextFrames, test, unknownPath } from "./fixtures.ts";
import { openSearch, searchDialog, searchField } from "./search-dialog.ts";

// A European time zone, so that a first visit gets the consent bar (and the home page its welcome
// notice) as a visitor in Europe does: the bar's observer was a source of errors in Firefox.
test.use({ timezoneId: "Europe/Berlin" });

/** One page of each kind: home, a section, an article, a species, the key, search, embeds, 404. */
const pages = [
  "/",
  "/about",
  "/about/what-is-a-fungus",
  "/types/death-cap",
  "/types",
  "/identify",
  "/search",
  "/blog",
  "/contact",
  "/privacy",
  unknownPath,
] as const;

/**
 * Records every `error` event that reaches the window and every promise rejection nobody handled,
 * from before the page's first script. Playwright's own "pageerror" misses some of them: a
 * ResizeObserver loop is reported to error monitoring (window.onerror) and never thrown.
 */
async function recordErrorEvents(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, "__errorEvents", { value: seen });
    window.addEventListener("error", (event) => seen.push(`error: ${event.message}`));
    window.addEventListener("unhandledrejection", (event) =>
      seen.push(`unhandled rejection: ${String(event.reason)}`),
    );
  });
}

const errorEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { __errorEvents: string[] }).__errorEvents);

for (const path of pages) {
  test(`${path} raises no error event on a first visit, at a phone's width and a laptop's`, async ({
    page,
    navigate,
  }) => {
    await stubThirdParties(page);
    await recordErrorEvents(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await navigate(path);
    // The consent bar is up: it is what makes room at the page's end.
    await expect(page.getByRole("region", { name: "Privacy choices" })).toBeVisible();
    // Sizes change under every observer: a narrower screen rewraps the bar and the footer's
    // control, a wider one unwraps them, and the page is read to its end.
    for (const size of [
      { width: 320, height: 640 },
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      await nextFrames(page);
    }
    await page.keyboard.press("End");
    await nextFrames(page);
    await page.getByRole("button", { name: "Reject" }).click();
    await expect(page.getByRole("region", { name: "Privacy choices" })).toBeHidden();
    await nextFrames(page);
    expect(await errorEvents(page)).toEqual([]);
  });
}

// Firefox fails a module preload whose mode (crossorigin or not) differs from the one the module
// was first loaded in, with an error event on the link: the page's start module and the build's
// preload helper, which asks for the modules code loads on demand, must agree.
for (const path of ["/", "/types/death-cap", "/identify", "/search"] as const) {
  test(`${path} loads its modules and preloads them in one mode, before and after the search's code comes`, async ({
    page,
    navigate,
  }) => {
    await stubThirdParties(page);
    await navigate(path);
    await openSearch(page);
    await searchField(page).fill("cap");
    await expect(searchDialog(page).getByRole("link").first()).toBeVisible();
    const modules = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="modulepreload"], script[type="module"]')].map(
        (element) => ({
          module: `${element.localName} ${element.getAttribute("href") ?? element.getAttribute("src") ?? "inline"}`,
          // The attribute's state: "" and "anonymous" are the same, no attribute is another.
          crossorigin: (element as HTMLLinkElement | HTMLScriptElement).crossOrigin,
        }),
      ),
    );
    expect(
      modules.filter(({ module }) => module.startsWith("link")),
      "preloads",
    ).not.toEqual([]);
    expect(modules.filter(({ crossorigin }) => crossorigin !== "anonymous")).toEqual([]);
  });
}
