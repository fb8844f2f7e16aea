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
    // even when a request of this page started the old one again (the next test).
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

// A new build's worker skips waiting, and takes over once the old one has no event under way:
// Chrome stops the old one then. A page's request can start it again first, and its new run no
// longer knows it is to stop once idle: the new worker would wait until the old one has been idle
// for 30 s (five minutes under a debugger, as Playwright is). Here the old worker is held busy by a
// request, stopped as Chrome stops it, and started again by that request, which the page sends
// again.
test("a new build's worker takes over from an old one that a page's request started again", async ({
  page,
  context,
}) => {
  const site = await serveCopy(variantSite("content"), { hold: /^\/offline\/files\.json$/ });
  const cdp = await context.newCDPSession(page);
  // Each worker's run states, in order, by version, the newest version last.
  const runs = new Map<string, string[]>();
  cdp.on("ServiceWorker.workerVersionUpdated", ({ versions }) => {
    for (const { versionId, runningStatus } of versions) {
      runs.set(versionId, [...(runs.get(versionId) ?? []), runningStatus]);
    }
  });
  await cdp.send("ServiceWorker.enable");
  try {
    await openWithWorker(page, `${site.origin}/types`);
    // Chrome sends a request again when the worker handling it stops, most times (48 in 50 runs on
    // a busy machine): otherwise nothing starts the old worker again, and the new one takes over
    // at once. The case is then tried again with the next build.
    for (const next of ["de", "content", "de"]) {
      const old = [...runs.keys()].at(-1) ?? "";
      // A request the old worker passes on, which the server holds (the header marks it as a
      // save's): the old worker has an event under way.
      await page.evaluate(() => {
        void fetch("/offline/files.json", { headers: { "Cache-Control": "no-cache" } }).catch(
          () => null,
        );
      });
      await expect.poll(() => site.held.count()).toBe(1);
      await site.deploy(variantSite(next));
      const { build } = (await (
        await page.request.get(`${site.origin}/offline/atlas.json`)
      ).json()) as { build: string };
      // As the browser does after a navigation, here at once.
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      await expect.poll(async () => (await workersSeen(page)).waiting).toBe("installed");
      const statesBeforeStop = runs.get(old)?.length ?? 0;
      await cdp.send("ServiceWorker.stopWorker", { versionId: old });
      const startedAgain = () => {
        const states = runs.get(old)?.slice(statesBeforeStop) ?? [];
        const stopped = states.indexOf("stopped");
        return stopped >= 0 && states.slice(stopped).includes("running");
      };
      await expect
        .poll(async () => startedAgain() || (await workersSeen(page)).waiting === "none")
        .toBe(true);
      if (startedAgain()) {
        // The server holds the request sent again. Its event settles; no other request comes,
        // which could start the old worker yet again as it stops (letWaitingWorkerIn says why
        // that would wait).
        await expect.poll(() => site.held.count()).toBe(1);
        site.held.drop();
        await expect
          .poll(() => workersSeen(page), { timeout: 15_000 })
          .toEqual(workersSettledOn(build));
        return;
      }
      await expect.poll(() => workersSeen(page)).toEqual(workersSettledOn(build));
      site.held.drop();
      site.held.hold();
    }
    throw new Error("Chrome never started the old worker again: the case was not tried");
  } finally {
    site.held.drop();
    await site.close();
  }
});
