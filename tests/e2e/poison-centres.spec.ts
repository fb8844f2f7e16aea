import type { Page } from "@playwright/test";
import { poisonCentres } from "#app/features/safety/poison-centres/poison-centres.ts";
import { sitePort, variantOrigin } from "#tests/variants/variants.ts";
import { bothSchemes, expectAxeFindsNothing } from "./axe.ts";
import { expect, test, wide } from "./fixtures.ts";
import { openWithWorker, saveAtlas } from "./offline.ts";
import { messagesOf } from "./variant-config.ts";

// Issue 66, who to call. The shipped site names the United States (safety.country: "US"); the
// German variant names Germany and Austria (a list), Germany's centres being regional; the photos
// variant names the United Kingdom and the dense-ads one the Netherlands (riding along rather than
// cost CI two builds), where the public has no poison line.

const phone = { width: 390, height: 844 };
const shipped = `http://localhost:${sitePort}`;

/** A country's name as the shipped (English) site writes it. */
const regionNames = new Intl.DisplayNames(["en"], { type: "region" });
const countryName = (code: string) => regionNames.of(code) ?? code;

/** The danger panel of the death cap's page, by its heading in the site's language. */
const deathCapPanel = (page: Page, heading: string) => page.getByRole("region", { name: heading });

test.describe("the shipped site, for readers in the United States", () => {
  test.use({ baseURL: shipped });

  test("the death cap's panel gives Poison Help's number in the United States, its hours and the list, in the first screen", async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await page.goto("/types/death-cap");
    const panel = deathCapPanel(page, "Deadly poisonous: eating it can kill.");
    const call = panel.getByRole("link", { name: "1‑800‑222‑1222" });
    await expect(call).toHaveAttribute("href", "tel:18002221222");
    await expect(call).toBeInViewport({ ratio: 1 });
    // A finger's height to tap, and whose line it is for a visitor from elsewhere.
    expect((await call.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await expect(panel).toContainText("United States");
    await expect(panel).toContainText("Call Poison Help now on 1‑800‑222‑1222");
    await expect(panel).toContainText("Open around the clock");
    await expect(panel.getByRole("link", { name: "911" })).toHaveAttribute("href", "tel:911");
    await panel.getByRole("link", { name: "Poison centres in every country" }).click();
    await expect(page).toHaveURL(/\/poison-centres$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Poison centres");
  });

  test("the danger panel never starts a line with the comma after Poison Help's number", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/types/death-cap");
    const panel = deathCapPanel(page, "Deadly poisonous: eating it can kill.");
    // Every width the panel's sentence may have, from the narrowest phone's to a tablet's.
    const widthsWithALoneComma = await panel.evaluate((section) => {
      const link = section.querySelector<HTMLElement>('a[href="tel:18002221222"]');
      const after = link?.nextSibling;
      if (!link || !(after instanceof Text) || !after.data.startsWith(",")) {
        throw new Error("No comma right after the number");
      }
      const comma = document.createRange();
      comma.setStart(after, 0);
      comma.setEnd(after, 1);
      const lonely: number[] = [];
      for (let width = 240; width <= 720; width += 2) {
        section.style.width = `${width}px`;
        const number = link.getClientRects();
        const lastLine = number[number.length - 1];
        const mark = comma.getBoundingClientRect();
        // The link's box is its text's with as much padding above as below: the same middle.
        const apart =
          mark.top + mark.height / 2 - (lastLine ? lastLine.top + lastLine.height / 2 : 0);
        if (Math.abs(apart) > mark.height / 2) lonely.push(width);
      }
      return lonely;
    });
    expect(widthsWithALoneComma).toEqual([]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("/poison-centres lists every country of the table with its sources and the day they were read", async ({
      page,
    }) => {
      await page.goto("/");
      await page.getByRole("contentinfo").getByRole("link", { name: "Poison centres" }).click();
      await expect(page).toHaveURL(/\/poison-centres$/);
      const countries = page.getByRole("main").getByRole("region");
      await expect(countries).toHaveCount(poisonCentres.length);
      for (const entry of poisonCentres) {
        const country = page.getByRole("region", { name: countryName(entry.code), exact: true });
        const sources = country.getByRole("link", { name: /^Source [12]: / });
        await expect(sources, entry.code).toHaveCount(2);
        for (const [index, source] of entry.sources.entries()) {
          await expect(sources.nth(index)).toHaveAttribute("href", source);
        }
        await expect(country.locator("time")).toHaveAttribute("datetime", entry.checked);
        await expect(country).toContainText("Checked on");
      }
      // Where the public has no line, the page says so and gives no professionals' number.
      const britain = page.getByRole("region", { name: "United Kingdom", exact: true });
      await expect(britain).toContainText("No poison line for the public");
      await expect(britain).not.toContainText(/0344|0844/);
    });

    test("/poison-centres takes a phone's reader to a country's section in one tap", async ({
      page,
    }) => {
      await page.setViewportSize(phone);
      await page.goto("/poison-centres");
      const jumps = page.getByRole("navigation", { name: "Countries" }).getByRole("link");
      await expect(jumps).toHaveCount(poisonCentres.length);
      await jumps.filter({ hasText: "United Kingdom" }).click();
      await expect(
        page.getByRole("heading", { name: "United Kingdom", exact: true }),
      ).toBeInViewport();
    });
  });

  test.describe("with the service worker", () => {
    test.use({ serviceWorkers: "allow" });

    test("/poison-centres opens offline once the atlas is saved", async ({ page, context }) => {
      await openWithWorker(page, "/");
      await saveAtlas(page);
      await context.setOffline(true);
      await page.goto("/poison-centres");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Poison centres");
      await expect(page.getByRole("region", { name: "Germany", exact: true })).toContainText(
        "089 19240",
      );
    });
  });

  for (const [index, [path, viewport]] of (
    [
      ["/poison-centres", phone],
      ["/poison-centres", wide],
      ["/types/death-cap", phone],
    ] as const
  ).entries()) {
    const schemes = bothSchemes(index);
    test(`axe finds nothing on ${path}, ${viewport.width} px, ${schemes.join(" then ")}`, ({
      page,
      navigate,
    }) => expectAxeFindsNothing(page, viewport, schemes, () => navigate(path)));
  }
});

test.describe("the German variant, for readers in Germany and Austria", () => {
  test.use({ baseURL: variantOrigin("de") });
  const words = messagesOf("de");

  test("the death cap's panel lists Germany's regional centres, then Austria's line, in the first screen", async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await page.goto("/types/death-cap");
    const panel = deathCapPanel(page, words.safety.dangerDeadly);
    await expect(panel).toContainText(words.poisonCentres.callRegional);
    // The centres are a list inside the panel's first item, one each.
    const centres = panel.locator("li li");
    await expect(centres).toHaveCount(7);
    await expect(centres.first()).toHaveText("Berlin (BE, BB): 030 19240");
    await expect(panel.getByRole("link", { name: "089 19240" })).toHaveAttribute(
      "href",
      "tel:08919240",
    );
    // Germany's last centre is on the first screen, whole; Austria's line follows.
    await expect(panel.getByRole("link", { name: "089 19240" })).toBeInViewport({ ratio: 1 });
    await expect(panel).toContainText(/Österreich.*01\s406\s43\s43/);
  });

  for (const [index, viewport] of [phone, wide].entries()) {
    const schemes = bothSchemes(index + 1);
    test(`axe finds nothing on the death cap's panel, ${viewport.width} px, ${schemes.join(" then ")}`, ({
      page,
      navigate,
    }) => expectAxeFindsNothing(page, viewport, schemes, () => navigate("/types/death-cap")));
  }
});

test.describe("readers where the public has no poison line", () => {
  test("the United Kingdom: the NHS route and 999, never the professionals' NPIS number, in the first screen", async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await page.goto(`${variantOrigin("photos")}/types/death-cap`);
    const panel = deathCapPanel(page, "Deadly poisonous: eating it can kill.");
    await expect(panel).toContainText("No poison line for the public.");
    await expect(panel).toContainText("NHS 111 (England, Wales): 111");
    await expect(panel).toContainText("NHS 24 (Scotland): 111");
    // NPIS's own line (0344 892 0111) answers NHS professionals only.
    await expect(panel).not.toContainText(/0344|892 0111/);
    await expect(panel.getByRole("link", { name: "999", exact: true })).toHaveAttribute(
      "href",
      "tel:999",
    );
    await expect(panel).toContainText("call 999 or go to A&E");
    // The NHS line the public is sent to, on the first screen.
    await expect(panel.getByRole("link", { name: "111", exact: true }).first()).toBeInViewport({
      ratio: 1,
    });
  });

  test("the Netherlands: the GP or the out-of-hours post, 112 when seriously ill, in the first screen", async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await page.goto(`${variantOrigin("dense-ads")}/types/death-cap`);
    const panel = deathCapPanel(page, "Deadly poisonous: eating it can kill.");
    await expect(panel).toContainText("No poison line for the public.");
    await expect(panel.getByText(/huisarts.*huisartsenpost/)).toBeInViewport();
    // The NVIC's number is for doctors only: no number but the emergency one is offered.
    await expect(panel.locator('a[href^="tel:"]')).toHaveCount(1);
    const emergency = panel.getByRole("link", { name: "112", exact: true });
    await expect(emergency).toHaveAttribute("href", "tel:112");
    await expect(emergency).toBeInViewport({ ratio: 1 });
  });
});
