import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { sitePort, variantOrigin } from "#tests/variants/variants.ts";
import {
  cumulativeLayoutShift,
  expect,
  isFrameworkChunk,
  isSameDocument,
  markDocument,
  recordLayoutShifts,
  recordRequests,
  scrollThrough,
  test,
  waitForHydration,
  wide,
} from "./fixtures.ts";
import { tick } from "./key-choices.ts";
import { bothSchemes, expectAxeFindsNothing } from "./axe.ts";

// The site built from tests/fixtures/content: nine species, among them three Amanitas with a ring
// and a volva (the deadly death cap and destroying angel, the poisonous fly agaric) and the field
// mushroom, a choice edible with a ring and no volva that grows in grass.
test.use({ baseURL: variantOrigin("content") });

/** A page of the key with choices in its address, as a shared link opens it. */
const keyWith = (search: string) => `/identify?${search}` as "/identify";

/** Once the key has its species file and has ranked them against the choices in the address. */
const rankedAll = (page: Page) => expect(page.locator("[aria-busy]")).toHaveCount(0);

/** The species of the ranked table, best match first. */
const ranked = async (page: Page) => {
  await rankedAll(page);
  return page.locator("table tbody th a").allInnerTexts();
};

/** The species of the table that contradict none of the choices. */
const candidates = async (page: Page) => {
  await rankedAll(page);
  return page
    .locator("table tbody tr")
    .filter({ hasNotText: "Differs on" })
    .locator("th a")
    .allInnerTexts();
};

const dangerList = (page: Page) =>
  page.getByRole("region", { name: "Dangerous species that match" });

test("a value that contradicts a species drops it below every species that agrees", async ({
  page,
  navigate,
}) => {
  await navigate("/identify");
  await expect(page.getByText("Tick a feature to rank the species.")).toBeVisible();
  expect((await ranked(page)).slice(0, 3)).toEqual(["Bitter bolete", "Chanterelle", "Death cap"]);

  await tick(page, "Grows on", "Grass");
  await expect(page).toHaveURL(/\/identify\?substrate=grass$/);
  await expect
    .poll(() => ranked(page).then((names) => names.slice(0, 2)))
    .toEqual(["Field mushroom", "Liberty cap"]);
  const deathCap = page.locator("table tbody tr").filter({ hasText: "Death cap" });
  await expect(deathCap).toContainText("0 of 1 features match");
  await expect(deathCap).toContainText("Differs on: Grows on");
  await expect(page.locator("table tbody tr").first()).toContainText("1 of 1 features match");
  // One choice that the deadly species contradict warns of none of them; the psychoactive
  // liberty cap, which grows in grass, is listed (issue 64).
  await expect(dangerList(page).getByRole("link")).toHaveText(["Liberty cap"]);
});

test("deadly and poisonous species that match all choices, or all but one, come first", async ({
  page,
  navigate,
}) => {
  // What a field mushroom shows: gills, a white cap, a ring, in grass.
  await navigate(keyWith("hymenium=gills&capColour=white&stipe=ring&substrate=grass"));
  await expect.poll(() => ranked(page).then((names) => names[0])).toBe("Field mushroom");
  const danger = dangerList(page);
  // The two white Amanitas miss only the grass; the red fly agaric misses two and is not here.
  await expect(danger.getByRole("link")).toHaveText(["Death cap", "Destroying angel"]);
  await expect(danger).toContainText("Rule each out first");
  // Above the ranked list, where the destroying angel and the death cap rank below the edible.
  const dangerTop = (await danger.boundingBox())?.y ?? Infinity;
  expect(dangerTop).toBeLessThan((await page.getByRole("table").boundingBox())?.y ?? 0);

  // All three Amanitas match a white spore print and a ring with a volva: deadly first.
  await navigate(keyWith("hymenium=gills&stipe=ring-and-volva&sporePrint=white"));
  await expect(danger.getByRole("link")).toHaveText([
    "Death cap",
    "Destroying angel",
    "Fly agaric",
  ]);

  // The page never calls a result safe, and says what a key cannot do.
  await expect(page.getByRole("note")).toContainText("it does not identify a mushroom");
  expect(await page.getByRole("main").innerText()).not.toMatch(/\bsafe\b/i);
});

test("the choices live in the address: a reload keeps them, Back undoes a tick", async ({
  page,
  navigate,
}) => {
  await navigate("/identify");
  await tick(page, "Underside", "Pores");
  await expect(page).toHaveURL(/\/identify\?hymenium=pores$/);
  await expect.poll(() => candidates(page)).toEqual(["Bitter bolete", "Penny bun"]);
  await tick(page, "Spore print", "Pink");
  await expect(page).toHaveURL(/\/identify\?hymenium=pores&sporePrint=pink$/);
  await expect.poll(() => candidates(page)).toEqual(["Bitter bolete"]);

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("checkbox", { name: "Pink", exact: true }).first()).toBeChecked();
  await expect.poll(() => candidates(page)).toEqual(["Bitter bolete"]);

  await page.goBack();
  await expect(page).toHaveURL(/\/identify\?hymenium=pores$/);
  await expect.poll(() => candidates(page)).toEqual(["Bitter bolete", "Penny bun"]);
  await page.goBack();
  await expect(page).toHaveURL(/\/identify$/);
  await expect(page.getByText("Tick a feature to rank the species.")).toBeVisible();
  await page.goForward();
  await expect.poll(() => candidates(page)).toEqual(["Bitter bolete", "Penny bun"]);

  await page.getByRole("button", { name: "Clear all" }).click();
  await expect(page).toHaveURL(/\/identify$/);
  await expect(page.locator("summary").first()).toBeFocused();
});

test("a group with ticks says in words how many of its values were chosen", async ({
  page,
  navigate,
}) => {
  await navigate("/identify");
  const sporePrint = page.locator("summary", { hasText: /^Spore print/ });
  await expect(sporePrint).toHaveText("Spore print");
  await tick(page, "Spore print", "Pink");
  await expect(sporePrint).toHaveText("Spore print (1 chosen)");
  await tick(page, "Spore print", "White");
  await expect(sporePrint).toHaveText("Spore print (2 chosen)");
});

test("“check this next” names a character whose every answer narrows the candidates", async ({
  page,
  navigate,
}) => {
  await navigate(keyWith("hymenium=gills"));
  const before = await candidates(page);
  expect(before).toHaveLength(6);
  const next = page.getByRole("region", { name: /^Check this next: / });
  const answers = await next.getByRole("button").allInnerTexts();
  expect(answers.length).toBeGreaterThan(1);
  for (const answer of answers) {
    await next.getByRole("button", { name: answer, exact: true }).click();
    await expect(page).not.toHaveURL(/\/identify\?hymenium=gills$/);
    const after = await candidates(page);
    expect(after.length, `after "${answer}"`).toBeGreaterThan(0);
    expect(after.length, `after "${answer}"`).toBeLessThan(before.length);
    await page.goBack();
    await expect(page).toHaveURL(/\/identify\?hymenium=gills$/);
  }
});

test("on a visit from another page, the key ranks the choices in its address at once", async ({
  page,
  navigate,
}) => {
  await navigate("/types");
  await markDocument(page);
  // A link to a shared result, as a page could hold one.
  await page.getByRole("main").evaluate((main) => {
    const link = main.appendChild(document.createElement("a"));
    link.href = "/identify?hymenium=pores&sporePrint=pink";
    link.textContent = "A shared result";
  });
  await page.getByRole("link", { name: "A shared result" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Identify a find");
  await expect.poll(() => candidates(page)).toEqual(["Bitter bolete"]);
  expect(await isSameDocument(page), "links load documents (ADR 035)").toBe(false);
});

test("a species file that fails to come says so, and leaves the list as it was", async ({
  page,
  navigate,
}) => {
  await page.route("**/identify/species.json", (route) => route.fulfill({ status: 503 }));
  await navigate(keyWith("hymenium=pores"));
  await expect(page.getByRole("alert")).toHaveText(/could not load its species/);
  await expect(page.locator("table tbody tr")).toHaveCount(9);
});

test("the key's code that fails to come says so too, and leaves the list as it was", async ({
  page,
  navigate,
}) => {
  await page.route(/\/assets\/identify-key\.client-[\w-]+\.js$/, (route) =>
    route.fulfill({ status: 503 }),
  );
  await navigate("/identify");
  await expect(page.getByRole("alert")).toBeHidden();
  await tick(page, "Underside", "Pores");
  await expect(page.getByRole("alert")).toHaveText(/could not load its species/);
  await expect(page.locator("[aria-busy]")).toHaveCount(0);
  await expect(page.locator("table tbody tr")).toHaveCount(9);
});

test.describe("with the shipped atlas, a list longer than a page", () => {
  test.use({ baseURL: `http://localhost:${sitePort}` });

  test("the ranked list shows a page's worth, and more on asking", async ({ page, navigate }) => {
    await navigate(keyWith("hymenium=gills"));
    await expect.poll(() => ranked(page).then((names) => names.length)).toBe(20);
    // "Species that match every feature: 28 of 49": the list ranks all of them.
    const caption = await page.locator("table caption").innerText();
    const total = Number(/(\d+)\D*$/.exec(caption)?.[1]);
    expect(total).toBeGreaterThan(20);
    await page.getByRole("button", { name: "Show more" }).click();
    await expect.poll(() => ranked(page).then((names) => names.length)).toBe(Math.min(40, total));
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("every species on pages of twenty, each page under 100 KB of HTML", async ({
      page,
      navigate,
      request,
    }) => {
      const species = (await (await request.get("/identify/species.json")).json()) as unknown[];
      expect(species.length).toBeGreaterThan(40);
      await navigate("/identify");
      const listed: string[] = [];
      for (;;) {
        const names = await ranked(page);
        expect(names.length).toBeLessThanOrEqual(20);
        listed.push(...names);
        const html = await (await request.get(new URL(page.url()).pathname)).text();
        expect(html.length, page.url()).toBeLessThanOrEqual(100 * 1024);
        const next = page
          .getByRole("navigation", { name: "Pages of the listing" })
          .getByRole("link", { name: "Next" });
        if ((await next.count()) === 0) break;
        await next.click();
      }
      expect(listed).toHaveLength(species.length);
      expect(new Set(listed).size).toBe(species.length);
      await expect(page).toHaveURL(/\/identify\/page\/3$/);
      await expect(page).toHaveTitle(/^Identify a find – page 3 \|/);
    });
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every species with its features, and a word that the key needs JavaScript", async ({
    page,
    navigate,
  }) => {
    await navigate("/identify");
    // Playwright's text matching skips <noscript>, which the browser shows here.
    const notice = page.locator("main noscript p");
    await expect(notice).toBeVisible();
    expect(await notice.innerText()).toMatch(/^The key needs JavaScript\./);
    await expect(page.getByRole("search", { name: "What you see" })).toBeHidden();
    await expect(page.getByText("Tick a feature")).toBeHidden();
    expect(await ranked(page)).toHaveLength(9);
    const deathCap = page.locator("table tbody tr").filter({ hasText: "Death cap" });
    await expect(deathCap).toContainText("With a ring and a volva");
  });
});

const pathOf = (loaded: { url(): string }) => new URL(loaded.url()).pathname;

test("its code loads as the visitor starts choosing, at most 12 KB gzip with React apart, on /identify only, and nothing moves as it loads", async ({
  page,
  navigate,
  request,
}) => {
  const scriptsLoaded = recordRequests(page, (loaded) => loaded.resourceType() === "script");
  await navigate("/identify");
  const beforeTick = scriptsLoaded.splice(0).map(pathOf);
  expect(beforeTick.length, "the islands' scripts").toBeGreaterThan(0);
  expect(beforeTick.filter(isFrameworkChunk), "React before a tick").toEqual([]);

  await tick(page, "Underside", "Pores");
  await expect(page.getByRole("region", { name: /^Check this next: / })).toBeVisible();
  const afterTick = scriptsLoaded.splice(0).map(pathOf);
  expect(afterTick.filter(isFrameworkChunk), "React comes with the key").not.toEqual([]);
  // The site's own: the ad slots' scripts may come meanwhile.
  const keyOwn = afterTick.filter((path) => path.startsWith("/assets/") && !isFrameworkChunk(path));
  expect(keyOwn.some((path) => path.includes("identify"))).toBe(true);
  let bytes = 0;
  for (const path of keyOwn) bytes += gzipSync(await (await request.get(path)).body()).length;
  test.info().annotations.push({ type: "KB gzip", description: (bytes / 1024).toFixed(1) });
  // 10 KB (ADR 036), 0.5 KB for its tree's words given as values (ADR 037), 0.1 KB for the
  // danger list's lookalikes (ADR 048), the ranking code the first load no longer has (ADR 049),
  // and 0.1 KB for the danger list's words naming every misjudgement it forgives.
  expect(bytes / 1024).toBeLessThanOrEqual(12);

  // A page that only shows content loads none of it, once its islands started.
  await navigate("/types");
  const onTypes = scriptsLoaded.splice(0).map(pathOf);
  expect(onTypes.length, "the islands' scripts").toBeGreaterThan(0);
  const keyFiles = afterTick.filter(
    (path) => isFrameworkChunk(path) || /\/(identify|key)-/.test(path),
  );
  expect(onTypes.filter((path) => keyFiles.includes(path))).toEqual([]);

  await recordLayoutShifts(page);
  await navigate("/identify");
  await scrollThrough(page);
  const { score, shifted } = await cumulativeLayoutShift(page);
  expect(score, `layout shift on /identify, of ${shifted.join(", ")}`).toBe(0);
});

test("each species has its drawing: on the key, its /types card and its page", async ({
  page,
  navigate,
  request,
}) => {
  const expectDrawings = async (count: number) => {
    const drawings = page
      .getByRole("main")
      .getByRole("img", { name: /^Diagram of .*not a photograph$/ });
    await expect(drawings).toHaveCount(count);
    for (const source of await drawings.evaluateAll((images) =>
      images.map(
        (image) => (image as HTMLImageElement).currentSrc || (image as HTMLImageElement).src,
      ),
    )) {
      const response = await request.get(source);
      expect(response.status(), source).toBe(200);
      expect(response.headers()["content-type"], source).toContain("image/svg+xml");
      expect((await response.body()).length, source).toBeLessThan(2048);
    }
  };
  await navigate("/identify");
  await expectDrawings(9);
  await navigate("/types");
  // The fly agaric's card shows its photo, its lead image, in place of its drawing.
  await expectDrawings(8);
  await expect(
    page.getByRole("main").getByRole("img", { name: /^A red mushroom cap with white spots/ }),
  ).toBeVisible();
  await navigate("/types/death-cap");
  await expect(page.getByText("A diagram drawn from the facts, not a photo")).toBeVisible();
  // In its facts; its lookalike pair shows the field mushroom's, behind the pair's "… all N
  // features" (issue 67: one drawing a pair).
  await page
    .locator("#lookalike-field-mushroom summary", { hasText: /all \d+ features$/i })
    .click();
  await expect(
    page.getByRole("main").getByRole("img", {
      name: "Diagram of Death cap, drawn from its recorded features: not a photograph",
    }),
  ).toHaveCount(1);
  await expect(
    page.getByRole("main").getByRole("img", {
      name: "Diagram of Field mushroom, drawn from its recorded features: not a photograph",
    }),
  ).toHaveCount(1);
});

test.describe("accessibility", () => {
  const phone = { width: 390, height: 844 };
  for (const [index, viewport] of [phone, wide].entries()) {
    const schemes = bothSchemes(index);
    test(`axe finds nothing on /identify with choices made, ${viewport.width} px, ${schemes.join(" then ")}`, ({
      page,
      navigate,
    }) =>
      expectAxeFindsNothing(
        page,
        viewport,
        schemes,
        () => navigate(keyWith("hymenium=gills&capColour=white&stipe=ring&substrate=grass")),
        () => expect(dangerList(page)).toBeVisible(),
      ));
  }
});
