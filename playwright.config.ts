import { defineConfig, devices } from "@playwright/test";
import { chromeArgs, closedNetwork, findChrome } from "./scripts/tools/find-chrome.ts";
import { type HostName, hostOrigin, hosts } from "./tests/hosts/hosts.ts";
import { sitePort, type VariantName, variantOrigin, variants } from "./tests/variants/variants.ts";

const siteOrigin = `http://localhost:${sitePort}`;

/**
 * `E2E_SERVERS=content,nginx npx playwright test tests/e2e/content.spec.ts` starts only those
 * variants and hosts beside the site: each variant is a build of its own, so a run on one spec need
 * not wait for all of them. Unset, every one starts, as `npm test` needs.
 */
const chosenServers = process.env.E2E_SERVERS?.split(",");
const isStarted = (name: string) => chosenServers?.includes(name) ?? true;
const startedVariants = (Object.keys(variants) as VariantName[]).filter(isStarted);
const lastVariant = startedVariants.at(-1);

// Playwright starts its servers one after another: the site and the variants are built first, side
// by side (tests/variants/build-variants.ts), and each server then finds its build ready.
const buildVariants = startedVariants.length
  ? `node tests/variants/build-variants.ts ${startedVariants.join(",")} && `
  : "";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // One and a half workers per core (three on two), not Playwright's half: the tests mostly wait
  // (stubs that answer late, idle networks, paints); with one per core, the cores sat idle over half
  // the run.
  workers: "150%",
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    ...devices["Desktop Chrome"],
    baseURL: siteOrigin,
    // Pages register the site's service worker once hydrated (docs/decisions/027-offline-atlas.md).
    // Once it controls a page, Playwright's routing no longer sees the requests the worker passes
    // on to the network, which every stub of a third party relies on: the specs of offline use
    // allow it (tests/e2e/offline*.spec.ts).
    serviceWorkers: "block",
    // Outside Europe, so the consent banner (asked in European time zones) stays out of the way of
    // tests about other things, on any machine; tests/e2e/consent.spec.ts sets its own zones.
    timezoneId: "UTC",
    launchOptions: {
      executablePath: findChrome({ headlessShell: true }),
      args: [...chromeArgs, closedNetwork],
    },
    // A failed test keeps its trace: actions, console and network. Not the screencast nor the DOM
    // snapshots, taken at every action of every passing test as well: on the ads and a11y specs
    // they cost 10 % of the run's CPU.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: false },
  },
  // The built site, served as production serves it: never the dev server. Then each variant
  // (tests/variants/), built the same way with another configuration.
  webServer: [
    {
      command: `${buildVariants}npm start`,
      url: siteOrigin,
      env: { PORT: String(sitePort) },
      reuseExistingServer: !process.env.CI,
      // Time for every variant's build as well.
      timeout: 900_000,
    },
    // Every variant from one process, ready once the last one named answers (serve-variant.ts).
    ...(lastVariant
      ? [
          {
            command: `node tests/variants/serve-variant.ts ${startedVariants.join(",")}`,
            url: variantOrigin(lastVariant),
            reuseExistingServer: !process.env.CI,
            timeout: 300_000,
          },
        ]
      : []),
    // The static hosts' own runtimes over the same dist/ (tests/hosts/), where installed.
    ...(Object.keys(hosts) as HostName[])
      .filter((name) => hosts[name].available && isStarted(name))
      .map((name) => ({
        command: `node tests/hosts/serve-host.ts ${name}`,
        url: hostOrigin(name),
        reuseExistingServer: !process.env.CI,
        timeout: 300_000,
      })),
  ],
});
