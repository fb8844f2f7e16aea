import { expect, test } from "./fixtures.ts";
import {
  openWithWorker,
  serveCopy,
  variantSite,
  workersSeen,
  workersSettledOn,
} from "./offline.ts";

test.use({ serviceWorkers: "allow" });

// A new build's worker skips waiting, and takes over once the old one has no event under way:
// Chrome stops the old one then. A page's request can start it again first, and its new run no
// longer knows it is to stop once idle: the new worker would wait until the old one has been idle
// for 30 s (five minutes under a debugger, as Playwright is). Here the old worker is held busy by a
// request, stopped as Chrome stops it, and started again by the page's next request.
test("a new build's worker takes over from an old one that a page's request started again", async ({
  page,
  context,
}) => {
  const site = await serveCopy(variantSite("content"), { hold: /^\/offline\/files\.json$/ });
  const cdp = await context.newCDPSession(page);
  // Each worker's run states, in order, by version.
  const runs = new Map<string, string[]>();
  cdp.on("ServiceWorker.workerVersionUpdated", ({ versions }) => {
    for (const { versionId, runningStatus } of versions) {
      runs.set(versionId, [...(runs.get(versionId) ?? []), runningStatus]);
    }
  });
  await cdp.send("ServiceWorker.enable");
  try {
    await openWithWorker(page, `${site.origin}/types`);
    const [old = ""] = [...runs.keys()];
    // A request the old worker passes on, which the server holds (the header marks it as a
    // save's): the old worker has an event under way.
    await page.evaluate(() => {
      void fetch("/offline/files.json", { headers: { "Cache-Control": "no-cache" } }).catch(
        () => null,
      );
    });
    await expect.poll(() => site.held.count()).toBe(1);
    await site.deploy(variantSite("de"));
    const { build } = (await (
      await page.request.get(`${site.origin}/offline/atlas.json`)
    ).json()) as { build: string };
    // As the browser does after a navigation, here at once.
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await expect.poll(async () => (await workersSeen(page)).waiting).toBe("installed");
    await cdp.send("ServiceWorker.stopWorker", { versionId: old });
    // The page's held request, sent again to the old worker as it starts again, now fails at once.
    site.held.drop();
    await expect.poll(() => runs.get(old)).toContain("stopped");
    await page.evaluate(() => fetch("/offline/atlas.json", { cache: "no-cache" }).then(() => null));
    await expect
      .poll(() => workersSeen(page), { timeout: 15_000 })
      .toEqual(workersSettledOn(build));
  } finally {
    site.held.drop();
    await site.close();
  }
});
