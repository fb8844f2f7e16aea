/**
 * `npm run bench`: Lighthouse (mobile, simulated throttling) on every page of three builds of the
 * same app and on its text as a plain page, side by side, and on a plain 3 KB text page as a fixed
 * reference; each page and its text as Chromium paints them over Lighthouse's slow 4G link (ADR
 * 042); then the site again
 * with its third parties (ads, feed, form) answered by a slow local stub and with the consent
 * banner showing; a page with photos built from the photos variant, against that build's no-script
 * limit; and the site's first search, timed. Prints the tables and writes them into
 * docs/benchmarks.md.
 *
 *   npm run bench                       # every page, 3 runs each, medians
 *   npm run bench -- --runs 1 --pages /  # a quick look at one page
 *   npm run bench -- --cpu-slowdown 4    # Lighthouse's default CPU slowdown, not calibrated
 *   npm run bench -- --paint-runs 9      # loads of each page and its text through the slow link
 *   npm run bench -- --quick --runs 1 --pages /types/death-cap
 *     # the site in dist/ as built, beside its text and the plain page alone: printed, not written
 */
import { mkdtemp, rm } from "node:fs/promises";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { launch, type LaunchedChrome } from "chrome-launcher";
import { pagePaths } from "#app/lib/page-paths.ts";
import routes from "#app/routes.ts";
import { createStaticServer, listenOnFreePort } from "#scripts/server/static-server.ts";
import { startThirdPartyStub } from "#tests/mocks/third-party-server.ts";
import {
  buildNoScriptLimit,
  buildSpa,
  buildTextTwins,
  plainPage,
  type Build,
} from "./bench-builds.ts";
import {
  calibrateCpu,
  measureInRounds,
  type CpuThrottling,
  type MeasureSettings,
} from "./bench-lighthouse.ts";
import { measurePaints } from "./bench-paint.ts";
import { measurePhotoPage } from "./bench-photos.ts";
import { renderTables, reportFile, writeReport } from "./bench-report.ts";
import { firstSearchReport, measureFirstSearch } from "./bench-search.ts";
import { checkedSiteConfig } from "#scripts/pipeline/checked-site-config.ts";
import { stubFlags, thirdPartyHosts } from "./bench-third-parties.ts";
import { chromeArgs, findChrome } from "./find-chrome.ts";
import { buildProject } from "./project-copy.ts";

/**
 * The 404 page at its own file's address. Lighthouse measures no document served with status 404,
 * which every unknown path gets; here the same HTML comes with status 200, as static hosts serve
 * their 404 file at its own name.
 */
const notFoundFile = "/404.html";

/**
 * Pages of the shipped atlas besides the route table's: a deadly species (its danger panel and
 * lookalike pairs first) and an article of prose.
 */
const shippedArticles = ["/types/death-cap", "/culture/folklore-and-fairy-rings"];

const { values: options } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    // A load through the slow link takes a few seconds, and one varies more than a Lighthouse run.
    "paint-runs": { type: "string", default: "7" },
    pages: {
      type: "string",
      default: [...pagePaths(routes), ...shippedArticles, notFoundFile].join(","),
    },
    "cpu-slowdown": { type: "string", default: "calibrated" },
    quick: { type: "boolean", default: false },
  },
});
/** Only the site as built, beside its text and the plain page: no other build, pass or report. */
const quick = options.quick;
const runs = Number(options.runs);
const paintRuns = Number(options["paint-runs"]);
const pages = options.pages.split(",");
/** Audits short of a full score in the categories other than performance, per page. */
const shortfalls = new Map<string, Set<string>>();
/**
 * Pages the SPA twin is not measured on: the 404 file, which it does not have (it answers unknown
 * paths with status 404 and its app says "not found"), and the pages whose data comes from a
 * build-time loader (the Markdown sections), which a client-rendered shell cannot show on a first
 * visit.
 */
const notInSpa = new Set<string>([notFoundFile]);

/**
 * Lighthouse's mobile profile slows the CPU by a fixed 4x, meant for a fast desktop host; on a
 * slower host the same page gets a slower phone. Calibrated, every host measures the same phone.
 */
let cpuThrottling: CpuThrottling = { slowdown: 4 };

const work = await mkdtemp(join(tmpdir(), "fungi-atlas-bench-"));
const servers: Server[] = [];
const chromes: LaunchedChrome[] = [];
try {
  // Every run has the site and its text; the full one its SPA twin and no-script limit besides.
  const builds: Record<"site" | "text", string> & Partial<Record<Build, string>> = quick
    ? {
        site: await serve(await createStaticServer("dist")),
        text: await serve(await createStaticServer(await buildTextTwins(work))),
      }
    : await buildAll();

  const chrome = await startChrome([]);
  const plainSite = await serve(await createStaticServer(await plainPage(work)));
  cpuThrottling =
    options["cpu-slowdown"] === "calibrated"
      ? await calibrateCpu(chrome, plainSite)
      : { slowdown: Number(options["cpu-slowdown"]) };
  if (!(cpuThrottling.slowdown >= 1)) throw new Error("--cpu-slowdown takes a number of 1 or more");
  console.log(`CPU slowdown ${cpuThrottling.slowdown.toFixed(2)}x`);
  const settings: MeasureSettings = { runs, cpuSlowdown: cpuThrottling.slowdown, shortfalls };
  const siteSettings = await checkedSiteConfig();
  // The first pass measures the site's own work: its third parties are blocked, as an ad blocker
  // would, through Lighthouse's own setting. Left to fail on their own, they fail differently per
  // machine (the placeholder hosts resolve on some networks, not on others).
  const thirdPartiesBlocked = thirdPartyHosts(siteSettings).map((host) => `*://${host}/*`);
  // The plain page in the rounds too: the tables set every page against it.
  const plainKey = "plain page";
  const firstPass = await measureInRounds(settings, [
    { key: plainKey, label: plainKey, chrome, origin: plainSite, page: "/" },
    ...pages.flatMap((page) =>
      Object.entries(builds)
        .filter(([build]) => !(build === "SPA" && notInSpa.has(page)))
        .map(([build, origin]) => ({
          key: `${page} ${build}`,
          label: `${build} ${page}`,
          chrome,
          origin,
          page,
          blockedUrlPatterns: thirdPartiesBlocked,
        })),
    ),
  ]);
  const plain = firstPass.get(plainKey);
  if (!plain) throw new Error("The plain page was not measured");
  const results = new Map([...firstPass].filter(([key]) => key !== plainKey));

  // The same pages as Chromium paints them over the link Lighthouse simulates (ADR 042).
  const { site, text } = builds;
  const paints = await measurePaints({ site, text }, pages, paintRuns, cpuThrottling.slowdown);

  if (quick) {
    console.log(`\n${renderTables(pages, plain, results, paints, [], shortfalls)}`);
  } else {
    const stub = await startThirdPartyStub(work);
    servers.push(stub.server);
    const chromeWithStub = await startChrome(stubFlags(thirdPartyHosts(siteSettings), stub.port));
    const withThirdParties = await measureInRounds(
      settings,
      pages.map((page) => ({
        key: page,
        label: `site ${page} with third parties`,
        chrome: chromeWithStub,
        origin: site,
        page,
      })),
    );

    // A visitor in Europe gets the consent banner (the shipped consent mode asks there), loaded after
    // the first paint: Chrome takes its time zone from TZ. Only mode "banner" has it (ADR 050).
    const chromeInEurope = await startChrome([], { TZ: "Europe/Berlin" });
    const withConsentBanner = await measureInRounds(
      settings,
      (siteSettings.consent.mode === "banner" ? pages : []).map((page) => ({
        key: page,
        label: `site ${page} with the consent banner`,
        chrome: chromeInEurope,
        origin: site,
        page,
        blockedUrlPatterns: thirdPartiesBlocked,
        mustRequest: /\/assets\/consent-banner\.client-[^/]+\.js$/,
      })),
    );

    const photos = await measurePhotoPage({
      settings,
      chrome,
      work,
      serve,
      blockedUrlPatterns: thirdPartiesBlocked,
    });

    console.log("The first search on the site");
    const firstSearch = await measureFirstSearch(site, cpuThrottling.slowdown);

    const tables = renderTables(
      pages,
      plain,
      results,
      paints,
      [
        {
          heading: `With third parties (ad network, feed, form) answered by a local stub ${stub.delayMs} ms late:`,
          results: withThirdParties,
        },
        {
          heading:
            "With the consent banner showing, as a visitor in Europe gets it (time zone Europe/Berlin; third parties blocked):",
          results: withConsentBanner,
        },
        photos,
      ],
      shortfalls,
    );
    const report = `${tables}\n\n${firstSearchReport(firstSearch)}`;
    console.log(`\n${report}`);
    await writeReport(report, runs, cpuThrottling);
    console.log(`Written to ${reportFile}`);
  }
} finally {
  await Promise.all(chromes.map((chrome) => chrome.kill()));
  for (const server of servers) server.close();
  await rm(work, { recursive: true, force: true });
}

/** The site, built now, its SPA twin, its no-script limit and its text, each served. */
async function buildAll(): Promise<Record<Build, string>> {
  console.log("Building the site, its SPA twin, its no-script limit and its text ...");
  await buildProject(".");
  return {
    site: await serve(await createStaticServer("dist")),
    SPA: await serve(await createStaticServer(await buildSpa(work, notInSpa), { spa: true })),
    limit: await serve(await createStaticServer(await buildNoScriptLimit(work))),
    text: await serve(await createStaticServer(await buildTextTwins(work))),
  };
}

async function serve(server: Server): Promise<string> {
  servers.push(server);
  return listenOnFreePort(server, "127.0.0.1");
}

async function startChrome(
  extraFlags: string[],
  environment: Record<string, string> = {},
): Promise<LaunchedChrome> {
  const chrome = await launch({
    chromePath: findChrome(),
    chromeFlags: ["--headless=new", "--disable-gpu", ...chromeArgs, ...extraFlags],
    envVars: { ...process.env, ...environment },
  });
  chromes.push(chrome);
  return chrome;
}
