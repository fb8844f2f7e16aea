import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";
import {
  atlasCaches,
  footerControl,
  openWithWorker,
  saveAtlas,
  serveCopy,
  variantSite,
  workersSeen,
  workersSettledOn,
} from "./offline.ts";

test.use({ serviceWorkers: "allow" });

/** The builds of the complete atlases the device holds. */
const savedBuilds = (page: Page) =>
  page.evaluate(async () => {
    const builds: string[] = [];
    for (const cacheName of await caches.keys()) {
      if (!cacheName.includes(" atlas ")) continue;
      const record = await caches.match("/__offline/saved", { cacheName });
      if (record) builds.push(((await record.json()) as { build: string }).build);
    }
    return builds;
  });

/**
 * The builds of the complete atlases, once no save holds the atlas's lock. A save writes its
 * atlas's record while it holds the lock, and the page's store learns of that atlas as the lock
 * is given back: a record read, then the lock found free, is an atlas the page knows of.
 */
const savedBuildsKnownToPage = (page: Page) =>
  savedBuilds(page).then(async (builds) => {
    const { held = [] } = await page.evaluate(() => navigator.locks.query());
    return held.length === 0 ? builds : [];
  });

// Two builds of one site: the fixture content in English, then the same in German (the "de"
// variant), deployed in its place while the visitor has the first saved.
test("a new build is saved in the background and shows from the next page on, with no prompt", async ({
  page,
  context,
}) => {
  // Two whole saves of the atlas, one of them waited for in the background: on a busy machine,
  // longer than a test's usual time.
  test.slow();
  const site = await serveCopy(variantSite("content"));
  const prompts: string[] = [];
  page.on("dialog", (dialog) => {
    prompts.push(dialog.message());
    void dialog.dismiss();
  });
  try {
    await openWithWorker(page, `${site.origin}/types`);
    await saveAtlas(page);
    const [first] = await savedBuilds(page);
    await site.deploy(variantSite("de"));
    const { build: second } = (await (
      await page.request.get(`${site.origin}/offline/atlas.json`)
    ).json()) as { build: string };
    expect(second).not.toBe(first);

    // A visit with signal: the page comes from the saved atlas, and the new one is saved meanwhile.
    await page.goto(`${site.origin}/types/fly-agaric`);
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    // Waited for until the page knows of it, not only the worker: a link followed before would
    // rightly stay on this page's atlas.
    await expect.poll(() => savedBuildsKnownToPage(page), { timeout: 30_000 }).toContain(second);
    // Never mid-page: the page stays as it came, and says when its atlas was saved.
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(footerControl(page)).toContainText(/^.*Saved for offline use on /);

    // The next page followed comes from the new atlas.
    await page.locator('main a[href$="/types/chanterelle"]').first().click();
    await expect(page.locator("html")).toHaveAttribute("lang", "de-AT");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Chanterelle");
    await waitForHydration(page);
    await expect(footerControl(page)).toContainText("Für die Offline-Nutzung gespeichert am");

    // The new build's worker (its sw.js changed too) is in charge before the signal goes: the
    // test is of the atlases, not of a worker's update cut short by a lost signal. It takes over
    // even when a request of this page started the old one again (offline-worker-takeover.spec).
    await expect
      .poll(() => workersSeen(page), { timeout: 30_000 })
      .toEqual(workersSettledOn(second));
    await context.setOffline(true);
    await page.goto(`${site.origin}/types/death-cap`);
    await expect(page.locator("html")).toHaveAttribute("lang", "de-AT");
    // The first atlas goes once no open page came from it.
    await expect.poll(() => savedBuilds(page)).toEqual([second]);
    expect(await atlasCaches(page)).toHaveLength(1);
    expect(prompts).toEqual([]);
  } finally {
    await site.close();
  }
});
