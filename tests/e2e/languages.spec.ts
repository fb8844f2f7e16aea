import type { Locator, Page } from "@playwright/test";
import type { Catalogue } from "#app/i18n/catalogue.ts";
import { siteMessages } from "#app/i18n/site-messages.ts";
import { variantOrigin } from "#tests/variants/variants.ts";
import { expect, searchRouteModule, sitePagesAnd404, test, wide } from "./fixtures.ts";
import { accessibilityProblems } from "./axe.ts";
import { configOf, messagesOf } from "./variant-config.ts";

const articles = ["/types/chanterelle", "/types/fly-agaric", "/culture/mushrooms-in-art"] as const;

const textsOf = (catalogue: Catalogue): string[] =>
  Object.values(catalogue).flatMap((namespace) =>
    Object.values(namespace).flatMap((text: string | object) =>
      typeof text === "string" ? [text] : Object.values(text),
    ),
  );

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * English texts the variant must never show: every English catalogue text that is not also one of
 * the variant's own ("Blog" may be both), as a pattern of the whole text with its placeholders
 * filled in as the site fills them.
 */
function englishPatterns(active: Catalogue, brand: string): RegExp[] {
  const own = new Set(textsOf(active));
  const placeholders: Record<string, string> = { brand: escape(brand), year: "\\d{4}" };
  return textsOf(siteMessages("en"))
    .filter((text) => !own.has(text))
    .flatMap((text) => {
      const parts = text.split(/\{(\w+)\}/);
      const whole = parts
        .map((part, index) => (index % 2 === 0 ? escape(part) : (placeholders[part] ?? "\\S+")))
        .join("");
      // A value that is an element ("Published {date}") leaves its words a text node of their own.
      const words = parts
        .filter((part, index) => index % 2 === 0 && /\p{L}{3}/u.test(part))
        .map((part) => escape(part.trim()));
      return [whole, ...(parts.length > 1 ? words : [])].map(
        (pattern) => new RegExp(`^${pattern}$`),
      );
    });
}

/**
 * Every text a visitor can see or hear in the site's language: text nodes, accessible names, titles
 * and the page's title. Content marked as written in another language (the English Markdown of
 * these variants, `lang="en"`; scientific names, `lang="la"`) is the content's, not the site's.
 */
function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = document.title.split(" | ");
    const siteLanguage = document.documentElement.lang;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode as Text;
      const written = node.parentElement?.closest("[lang]")?.getAttribute("lang");
      if (written !== siteLanguage) continue;
      if (!node.parentElement?.closest("script, style")) texts.push(node.data.trim());
    }
    for (const element of document.body.querySelectorAll("[aria-label], [title], [alt]")) {
      for (const name of ["aria-label", "title", "alt"]) {
        const value = element.getAttribute(name);
        if (value) texts.push(value.trim());
      }
    }
    return texts.filter(Boolean);
  });
}

async function expectNoEnglish(page: Page, patterns: RegExp[]) {
  const english = (await pageTexts(page)).filter((text) =>
    patterns.some((pattern) => pattern.test(text)),
  );
  expect(english, `English texts on ${page.url()}`).toEqual([]);
}

for (const name of ["de", "pl", "ar"] as const) {
  test.describe(`the site in "${name}"`, () => {
    const messages = messagesOf(name);
    const patterns = englishPatterns(messages, configOf(name).name);
    // A European time zone: the consent banner shows, and must speak the language too.
    test.use({ baseURL: variantOrigin(name), timezoneId: "Europe/Berlin" });

    for (const path of [...sitePagesAnd404, ...articles]) {
      const axeChecked = path === "/" || path === articles[1];
      test(`${path} writes no English word of its own, the consent banner included${axeChecked ? ", and axe finds no issue" : ""}`, async ({
        page,
        navigate,
      }) => {
        await navigate(path);
        await expect(
          page.getByRole("region", { name: messages.site.privacyChoices }),
        ).toBeVisible();
        if (path === "/") await expect(page.locator("[data-sonner-toast]")).toBeVisible();
        await expectNoEnglish(page, patterns);
        // Home with the banner, and an article: the language's own texts, read as axe reads them.
        if (axeChecked) expect(await accessibilityProblems(page)).toEqual([]);
      });
    }

    test("the error screen writes no English word", async ({ page }) => {
      // The search page's route module fails, as in a broken deploy: only the page React hydrates
      // can show the error screen (ADR 035).
      await page.route(searchRouteModule, (route) =>
        route.fulfill({
          contentType: "text/javascript",
          body: "export default function Broken() { throw new Error('render failed'); }",
        }),
      );
      await page.goto("/search");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages.site.errorHeading);
      await expectNoEnglish(page, patterns);
    });

    test("the banner's two purposes, under Choose, write no English word, and axe finds no issue", async ({
      page,
      navigate,
    }) => {
      await navigate("/");
      const choose = page
        .getByRole("region", { name: messages.site.privacyChoices })
        .getByRole("button", { name: messages.analytics.choose, exact: true });
      await choose.click();
      await expect(choose).toHaveAttribute("aria-expanded", "true");
      for (const purpose of [messages.analytics.adsPurpose, messages.analytics.statisticsPurpose]) {
        await expect(page.getByRole("checkbox", { name: purpose })).toBeVisible();
      }
      await expectNoEnglish(page, patterns);
      expect(await accessibilityProblems(page)).toEqual([]);
    });
  });
}

test.describe("dates and plurals", () => {
  test.describe("in German (Austria)", () => {
    test.use({ baseURL: variantOrigin("de") });

    test("are written as Austrians write them", async ({ page, navigate }) => {
      await navigate(articles[1]);
      await expect(page.locator('time[datetime="2026-10-01"]')).toHaveText("1. Oktober 2026");
      await expect(page.getByText("Aktualisiert am 15. November 2026")).toBeVisible();
      await expect(page.getByText("1 Minute Lesezeit")).toBeVisible();
    });
  });

  test.describe("in Polish", () => {
    test.use({ baseURL: variantOrigin("pl") });

    test("take the month's genitive and the singular of one minute", async ({ page, navigate }) => {
      await navigate(articles[1]);
      await expect(page.locator('time[datetime="2026-10-01"]')).toHaveText("1 października 2026");
      await expect(page.getByText("1 minuta czytania")).toBeVisible();
    });

    test("name a drawing's parts inside it, a long name over two lines", async ({
      page,
      navigate,
    }) => {
      await navigate("/types/death-cap");
      const drawing = page.locator("figure svg").first();
      // None runs off the figure's edge ("Podstawa trzonu" did).
      expect(await misplacedLabels(drawing)).toEqual([]);
      await expect(
        drawing.locator("text").filter({ hasText: "Podstawa" }).locator("tspan"),
      ).toHaveText(["Podstawa", "trzonu"]);
    });
  });
});

/**
 * The labels of a species page's drawing that run off the figure, or over the drawing itself (its
 * 120 units from x = 80, labelled-drawing.tsx), by their words.
 */
const misplacedLabels = (drawing: Locator) =>
  drawing.evaluate((svg) => {
    const frame = (svg as SVGSVGElement).viewBox.baseVal;
    return [...svg.querySelectorAll("text")]
      .filter((text) => {
        const box = text.getBBox();
        const offFigure =
          box.x < 0 ||
          box.y < 0 ||
          box.x + box.width > frame.width ||
          box.y + box.height > frame.height;
        return offFigure || (box.x < 200 && box.x + box.width > 80);
      })
      .map((text) => text.textContent);
  });

/** The direction an element's words are laid out in. */
const direction = (words: Locator) =>
  words.evaluate((element) => getComputedStyle(element).direction);

/** Where the words of a block begin on the left, whichever side its lines are set from. */
const textLeft = (block: Locator) =>
  block.evaluate((element) => {
    const words = document.createRange();
    words.selectNodeContents(element);
    return words.getBoundingClientRect().left;
  });

test.describe("right to left", () => {
  test.use({ baseURL: variantOrigin("ar"), viewport: wide });

  test("Arabic lays the page out from the right", async ({ page, navigate }) => {
    await navigate("/");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    const box = async (selector: string) => (await page.locator(selector).first().boundingBox())!;
    // The ads' column is beside the content on its left, and the brand is at the header's right.
    const main = await box("main");
    const sidebar = await box(`aside[aria-label="${messagesOf("ar").site.sidebarAdvertisements}"]`);
    expect(sidebar.x + sidebar.width).toBeLessThanOrEqual(main.x + 1);
    const brand = await box("header a[href='/']");
    const nav = await box(`nav[aria-label="${messagesOf("ar").site.mainNavigation}"]`);
    expect(brand.x).toBeGreaterThan(nav.x);
  });

  test("a list of values is separated with the Arabic comma", async ({ page, navigate }) => {
    await navigate("/types/death-cap");
    await expect(page.locator("dd").getByText("أخضر، زيتوني، أصفر، أبيض")).toBeVisible();
    await navigate("/identify");
    await expect(page.getByText("أخضر، زيتوني، أصفر، أبيض").first()).toBeAttached();
  });

  test("the drawing's labels stand beside it, on the sides their lines come from", async ({
    page,
    navigate,
  }) => {
    await navigate("/types/death-cap");
    const drawing = page.locator("figure svg").first();
    await expect(drawing.locator("text")).toHaveCount(5);
    expect(await misplacedLabels(drawing)).toEqual([]);
  });

  test("the content's English reads left to right in the Arabic page", async ({
    page,
    navigate,
  }) => {
    await navigate("/types/death-cap");
    // The description and the article's text, whose full stops end their lines on the right.
    expect(await direction(page.getByText("The most dangerous mushroom in the world"))).toBe("ltr");
    expect(await direction(page.locator(".markdown-prose"))).toBe("ltr");
    // The title, in the content's language, and its Latin name under it start on the same side.
    const title = await textLeft(page.getByRole("heading", { level: 1 }));
    expect(await textLeft(page.locator("h1 + p[lang='la']"))).toBeCloseTo(title, 0);
    // A pair's names, each isolated in its Arabic heading: "Death cap أم Field mushroom".
    const heading = page.getByRole("heading", { name: /^Death cap أم Field mushroom/ });
    const names = heading.locator("bdi[lang='en']");
    await expect(names).toHaveText(["Death cap", "Field mushroom"]);
    expect(await direction(names.first())).toBe("ltr");
    expect(await direction(heading)).toBe("rtl");
  });
});
