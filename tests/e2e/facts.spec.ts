import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { bothSchemes, expectAxeFindsNothing } from "./axe.ts";
import { expect, speciesPaths, test, wordsCut } from "./fixtures.ts";

// The shipped atlas: each harmful species' danger panel says when its symptoms start, each
// species page says when its facts were last checked and links the page on how, and /about lists
// that page.

/** The date a species file says its facts were last checked, as written there. */
const checkedOn = (slug: string) =>
  /^ {2}checked: (\d{4}-\d{2}-\d{2})$/m.exec(readFileSync(`content/types/${slug}.md`, "utf8"))?.[1];

/** The danger panel of a species page, by its heading. */
const dangerPanel = (page: Page) =>
  page.getByRole("region").filter({ has: page.locator("#danger-heading") });

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, onset } of [
    { path: "/types/death-cap", onset: "6 to 24 hours" },
    { path: "/types/panther-cap", onset: "15 minutes to 4 hours" },
    { path: "/types/jack-o-lantern", onset: "20 minutes to 4 hours" },
    { path: "/types/liberty-cap", onset: "15 minutes to 1 hour" },
  ] as const) {
    test(`${path}: the danger panel says when symptoms start, and not to make them vomit`, async ({
      navigate,
      page,
    }) => {
      await navigate(path);
      const panel = dangerPanel(page);
      await expect(panel.getByRole("listitem").filter({ hasText: onset })).toHaveText(
        `With this species, symptoms usually start ${onset} after the meal.`,
      );
      await expect(panel).toContainText(
        "Do not make them vomit unless the poison centre tells you to.",
      );
    });
  }

  // A poison that acts before its first symptom (amatoxins, orellanine, gyromitrin) is warned of
  // as such; a deadly species whose symptoms come within hours is not said to wait for days.
  for (const { path, waits } of [
    { path: "/types/death-cap", waits: true },
    { path: "/types/deadly-webcap", waits: true },
    { path: "/types/panther-cap", waits: false },
    { path: "/types/fools-funnel", waits: false },
  ] as const) {
    test(`${path}: the danger panel ${waits ? "warns" : "does not say"} that symptoms can wait hours or days`, async ({
      navigate,
      page,
    }) => {
      await navigate(path);
      const panel = dangerPanel(page);
      await expect(panel).toContainText("Deadly poisonous: eating it can kill.");
      await expect(panel.getByText("Symptoms can start hours or days later")).toHaveCount(
        waits ? 1 : 0,
      );
    });
  }

  // At 320 px the facts stand in one column; at 360 and 390 two, where "Hygrophoropsidaceae" was
  // cut as "Hygrophoropsidac" and "eae". A family breaks before its ending "-aceae", with a hyphen.
  for (const width of [360, 390]) {
    test(`at ${width} px, no species page's facts cut a word between two letters`, async ({
      navigate,
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const paths = await speciesPaths(request);
      expect(paths.length).toBeGreaterThanOrEqual(49);
      const cut: string[] = [];
      for (const path of paths) {
        await navigate(path);
        cut.push(
          ...(await wordsCut(page, "[aria-labelledby=facts-heading] dd")).map(
            (word) => `${path}: ${word}`,
          ),
        );
      }
      expect(cut).toEqual([]);
    });
  }

  test("an inedible species people pick warns of its deadly lookalike at the top", async ({
    navigate,
    page,
  }) => {
    await navigate("/types/green-brittlegill");
    const warning = page.getByRole("region", { name: "Dangerous lookalike" });
    await expect(warning.getByRole("link", { name: "Death cap" })).toBeVisible();
  });

  test("a species page says when its facts were checked, links how, and says so to search engines", async ({
    navigate,
    page,
  }) => {
    const checked = checkedOn("chanterelle") ?? "no date in the file";
    const inWords = new Date(checked).toLocaleDateString("en-US", {
      dateStyle: "long",
      timeZone: "UTC",
    });
    await navigate("/types/chanterelle");
    const line = page.getByText(/^Facts last checked on/);
    await expect(line).toHaveText(`Facts last checked on ${inWords}. How we check our facts`);
    await expect(line.locator("time")).toHaveAttribute("datetime", checked);
    const json = await page.locator('script[type="application/ld+json"]').textContent();
    const graph = (JSON.parse(json ?? "{}") as { "@graph": Record<string, unknown>[] })["@graph"];
    const articleNode = graph.find((node) => node["@type"] === "Article");
    expect(articleNode?.mainEntityOfPage).toMatchObject({
      "@type": "WebPage",
      lastReviewed: checked,
    });
    await line.getByRole("link", { name: "How we check our facts" }).click();
    await expect(page).toHaveURL(/\/about\/how-we-check-our-facts$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("How We Check Our Facts");
    await expect(page.getByRole("link", { name: "contact page" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });

  test("/about links the page on how facts are checked", async ({ navigate, page }) => {
    await navigate("/about");
    await expect(
      page.getByRole("link", { name: "How we check our facts", exact: true }),
    ).toHaveAttribute("href", "/about/how-we-check-our-facts");
  });
});

test.describe("accessibility", () => {
  const paths = ["/types/panther-cap", "/about/how-we-check-our-facts"] as const;
  for (const [index, path] of paths.entries()) {
    const viewport = index === 0 ? { width: 390, height: 844 } : { width: 1280, height: 800 };
    const schemes = bothSchemes(index);
    test(`axe finds nothing on ${path}, ${viewport.width} px, ${schemes.join(" then ")}`, ({
      page,
      navigate,
    }) => expectAxeFindsNothing(page, viewport, schemes, () => navigate(path)));
  }
});
