/**
 * `npm run bench`: Lighthouse (mobile, simulated throttling) on every page of three builds of the
 * same app, side by side, and on a plain 3 KB text page as a fixed reference; then the site again
 * with its third parties (ads, feed, form) answered by a slow local stub, with the consent banner
 * showing, and built with articles, whose first search is timed. Prints the tables and writes them
 * into docs/benchmarks.md.
 *
 *   npm run bench                       # every page, 3 runs each, medians
 *   npm run bench -- --runs 1 --pages /  # a quick look at one page
 *   npm run bench -- --cpu-slowdown 4    # Lighthouse's default CPU slowdown, not calibrated
 */
import { spawnSync } from "node:child_process";
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import type { Server } from "node:http";
import { cpus, platform, release, tmpdir, totalmem } from "node:os";
import { join, sep } from "node:path";
import { parseArgs } from "node:util";
import { launch, type LaunchedChrome } from "chrome-launcher";
import lighthouse from "lighthouse";
import { siteConfig } from "#app/config/site.ts";
import { pagePaths } from "#app/lib/page-paths.ts";
import routes from "#app/routes.ts";
import { precompressFolder } from "#scripts/pipeline/precompress.ts";
import { createStaticServer } from "#scripts/server/static-server.ts";
import { startThirdPartyStub } from "#tests/mocks/third-party-server.ts";
import { buildVariant } from "#tests/variants/build-variant.ts";
import { variants } from "#tests/variants/variants.ts";
import { firstSearchReport, measureFirstSearch } from "./bench-search.ts";
import { chromeArgs, findChrome } from "./find-chrome.ts";
import { buildProject, copyProject } from "./project-copy.ts";

/**
 * The 404 page at its own file's address. Lighthouse measures no document served with status 404,
 * which every unknown path gets; here the same HTML comes with status 200, as static hosts serve
 * their 404 file at its own name.
 */
const notFoundFile = "/404.html";

const { values: options } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    pages: { type: "string", default: [...pagePaths(routes), notFoundFile].join(",") },
    "cpu-slowdown": { type: "string", default: "calibrated" },
  },
});
const runs = Number(options.runs);
const pages = options.pages.split(",");
const reportFile = "docs/benchmarks.md";
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
 * The pages measured in the site built with the e2e tests' Markdown content (the variant
 * "content", tests/variants/): a section listing and its richest article.
 */
const articlePages = ["/types", "/types/fly-agaric"];

type Build = "site" | "SPA" | "limit";
interface Measurement {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  js: number;
  css: number;
  html: number;
}

/**
 * Lighthouse's mobile profile slows the CPU by a fixed 4x, meant for a fast desktop host; on a
 * slower host the same page gets a slower phone. Calibrated, every host measures the same phone.
 */
let cpuThrottling: { slowdown: number; benchmarkIndex?: number } = { slowdown: 4 };

const work = await mkdtemp(join(tmpdir(), "fungi-atlas-bench-"));
const servers: Server[] = [];
const chromes: LaunchedChrome[] = [];
try {
  console.log("Building the site, its SPA twin and its no-script limit ...");
  await buildProject(".");
  const builds: Record<Build, string> = {
    site: await serve(await createStaticServer("dist")),
    SPA: await serve(await createStaticServer(await buildSpa(), { spa: true })),
    limit: await serve(await createStaticServer(await buildNoScriptLimit())),
  };

  const chrome = await startChrome([]);
  const plainSite = await serve(await createStaticServer(await plainPage()));
  cpuThrottling =
    options["cpu-slowdown"] === "calibrated"
      ? await calibrateCpu(chrome, plainSite)
      : { slowdown: Number(options["cpu-slowdown"]) };
  if (!(cpuThrottling.slowdown >= 1)) throw new Error("--cpu-slowdown takes a number of 1 or more");
  console.log(`CPU slowdown ${cpuThrottling.slowdown.toFixed(2)}x`);
  const hosts = thirdPartyHosts();
  // The first pass measures the site's own work: its third parties are blocked, as an ad blocker
  // would, through Lighthouse's own setting. Left to fail on their own, they fail differently per
  // machine (the placeholder hosts resolve on some networks, not on others).
  const thirdPartiesBlocked = hosts.map((host) => `*://${host}/*`);
  const results = new Map<string, Measurement>();
  console.log(`Lighthouse plain page (${runs} runs)`);
  const plain = await measure(chrome, plainSite, "/");
  for (const page of pages) {
    for (const [build, origin] of Object.entries(builds)) {
      if (build === "SPA" && notInSpa.has(page)) continue;
      console.log(`Lighthouse ${build} ${page} (${runs} runs)`);
      results.set(
        `${page} ${build}`,
        await measure(chrome, origin, page, { blockedUrlPatterns: thirdPartiesBlocked }),
      );
    }
  }

  const stub = await startThirdPartyStub(work);
  servers.push(stub.server);
  const thirdPartyRules = hosts.map((host) => `MAP ${host} 127.0.0.1:${stub.port}`).join(", ");
  const chromeWithStub = await startChrome([
    `--host-resolver-rules=${thirdPartyRules}`,
    // The stub's certificate is self-signed, made for this run.
    "--ignore-certificate-errors",
  ]);
  const withThirdParties = new Map<string, Measurement>();
  for (const page of pages) {
    console.log(`Lighthouse site ${page} with third parties (${runs} runs)`);
    withThirdParties.set(page, await measure(chromeWithStub, builds.site, page));
  }

  // A visitor in Europe gets the consent banner (the shipped consent mode asks there), loaded after
  // the first paint: Chrome takes its time zone from TZ.
  const chromeInEurope = await startChrome([], { TZ: "Europe/Berlin" });
  const withConsentBanner = new Map<string, Measurement>();
  for (const page of pages) {
    console.log(`Lighthouse site ${page} with the consent banner (${runs} runs)`);
    withConsentBanner.set(
      page,
      await measure(chromeInEurope, builds.site, page, {
        blockedUrlPatterns: thirdPartiesBlocked,
        mustRequest: /\/assets\/consent-banner-[^/]+\.js$/,
      }),
    );
  }

  // Articles: the site built with the Markdown of the e2e tests' content variant.
  const articleSite = await serve(await createStaticServer((await buildVariant("content")).site));
  const articles = new Map<string, Measurement>();
  for (const page of articlePages) {
    console.log(`Lighthouse site with articles ${page} (${runs} runs)`);
    articles.set(
      page,
      await measure(chrome, articleSite, page, { blockedUrlPatterns: thirdPartiesBlocked }),
    );
  }

  console.log("The first search on the site with articles");
  const firstSearch = await measureFirstSearch(articleSite, cpuThrottling.slowdown);

  const tables = renderTables(plain, results, [
    {
      heading: `With third parties (ad network, feed, form) answered by a local stub ${stub.delayMs} ms late:`,
      results: withThirdParties,
    },
    {
      heading:
        "With the consent banner showing, as a visitor in Europe gets it (time zone Europe/Berlin; third parties blocked):",
      results: withConsentBanner,
    },
    {
      heading: `With articles: the site built with ${variants.content.files.content}/ as its content (third parties blocked):`,
      results: articles,
    },
  ]);
  const report = `${tables}\n\n${firstSearchReport(firstSearch)}`;
  console.log(`\n${report}`);
  await writeReport(report);
  console.log(`Written to ${reportFile}`);
} finally {
  await Promise.all(chromes.map((chrome) => chrome.kill()));
  for (const server of servers) server.close();
  await rm(work, { recursive: true, force: true });
}

/** The same app built as a client-rendered SPA (what most React sites ship), pre-compressed. */
async function buildSpa(): Promise<string> {
  // A copy of the project with the twin's React Router config in place of the site's.
  const project = join(work, "spa-project");
  await copyProject(project);
  await cp(new URL("spa-twin.config.ts", import.meta.url), join(project, "react-router.config.ts"));
  await buildProject(project);
  const site = join(project, "build", "client");
  // Only the shell is a page: the other pages were pre-rendered because the build requires it of
  // pages with a loader; their data files (about.data) say which those are.
  const files = await readdir(site, { recursive: true });
  for (const file of files) {
    if (file.endsWith(".data")) notInSpa.add(`/${file.slice(0, -".data".length)}`);
  }
  await Promise.all(
    files.filter((file) => file.endsWith(`${sep}index.html`)).map((file) => rm(join(site, file))),
  );
  await precompressFolder(site);
  return site;
}

/** Each page's own pre-rendered HTML and CSS with every script removed: the fastest it can be. */
async function buildNoScriptLimit(): Promise<string> {
  const site = join(work, "limit");
  await cp("dist", site, { recursive: true });
  const files = await readdir(site, { recursive: true });
  await Promise.all(
    files
      .filter((file) => file.endsWith(".gz") || file.endsWith(".br"))
      .map((file) => rm(join(site, file))),
  );
  await Promise.all(
    files
      .filter((file) => file.endsWith(".html"))
      .map(async (file) => {
        const html = await readFile(join(site, file), "utf8");
        const withoutScripts = html
          .replaceAll(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
          .replaceAll(/<link rel="modulepreload"[^>]*>/g, "");
        await writeFile(join(site, file), withoutScripts);
      }),
  );
  await precompressFolder(site);
  return site;
}

/** The fixed reference: a plain static page of text with its CSS inline, as a site of its own. */
async function plainPage(): Promise<string> {
  const site = join(work, "plain");
  await mkdir(site);
  await cp(new URL("plain-page.html", import.meta.url), join(site, "index.html"));
  await precompressFolder(site);
  return site;
}

async function serve(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (typeof address !== "object" || !address) throw new Error("The server has no port");
  return `http://127.0.0.1:${address.port}`;
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

/** Every host of the configured ad network and embeds: the stub answers for all of them. */
function thirdPartyHosts(): string[] {
  const { bannerScriptUrl, extraScriptUrl } = siteConfig.ads;
  const urls = [bannerScriptUrl, extraScriptUrl, ...Object.values(siteConfig.embeds)];
  const hosts = urls.flatMap((value) =>
    value !== undefined && URL.canParse(value) ? [new URL(value).hostname] : [],
  );
  return [...new Set(hosts)];
}

interface MeasureOptions {
  /** Third-party URLs Lighthouse blocks, as an ad blocker would. */
  blockedUrlPatterns?: string[];
  /** A request every run must make, or the scenario did not happen (e.g. the consent banner's chunk). */
  mustRequest?: RegExp;
}

async function measure(
  chrome: LaunchedChrome,
  origin: string,
  page: string,
  { blockedUrlPatterns = [], mustRequest }: MeasureOptions = {},
) {
  const samples: Measurement[] = [];
  for (let index = 0; index < runs; index++) {
    const result = await lighthouse(`${origin}${page}`, {
      port: chrome.port,
      logLevel: "error",
      output: "json",
      blockedUrlPatterns,
      throttling: { cpuSlowdownMultiplier: cpuThrottling.slowdown },
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${origin}${page}`);
    const { categories, audits } = result.lhr;
    for (const category of ["accessibility", "best-practices", "seo"]) {
      for (const { id, weight } of categories[category]?.auditRefs ?? []) {
        const audit = audits[id];
        if (weight > 0 && audit?.score !== null && (audit?.score ?? 0) < 1) {
          shortfalls.set(page, (shortfalls.get(page) ?? new Set()).add(`${category}: ${id}`));
        }
      }
    }
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const details = audits["network-requests"]?.details;
    const requests = details?.type === "table" ? details.items : [];
    if (mustRequest && !requests.some((request) => mustRequest.test(String(request.url)))) {
      throw new Error(`${origin}${page} made no request matching ${mustRequest}`);
    }
    const kilobytes = (type: string) =>
      requests
        .filter((request) => String(request.url).startsWith(origin))
        .filter((request) => request.resourceType === type)
        .reduce((sum, request) => sum + Number(request.transferSize ?? 0), 0) / 1024;
    samples.push({
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      fcp: value("first-contentful-paint"),
      lcp: value("largest-contentful-paint"),
      tbt: value("total-blocking-time"),
      cls: value("cumulative-layout-shift"),
      js: kilobytes("Script"),
      css: kilobytes("Stylesheet"),
      html: kilobytes("Document"),
    });
  }
  const first = samples[0];
  if (!first) throw new Error("No Lighthouse run");
  const keys = Object.keys(first) as (keyof Measurement)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(samples.map((sample) => sample[key]))]),
  ) as unknown as Measurement;
}

/**
 * The CPU slowdown that makes this host a mid-tier phone, from the median of Lighthouse's own
 * benchmark index over a few runs (it varies from run to run on a shared machine).
 */
async function calibrateCpu(chrome: LaunchedChrome, origin: string) {
  const indexes: number[] = [];
  for (let index = 0; index < 5; index++) {
    const result = await lighthouse(`${origin}/`, {
      port: chrome.port,
      logLevel: "error",
      onlyAudits: ["first-contentful-paint"],
    });
    indexes.push(result?.lhr.environment.benchmarkIndex ?? Number.NaN);
  }
  const benchmarkIndex = median(indexes);
  if (!Number.isFinite(benchmarkIndex)) throw new Error("Lighthouse reported no benchmark index");
  return { slowdown: cpuSlowdownFor(benchmarkIndex), benchmarkIndex };
}

/**
 * Lighthouse's calibration (docs/throttling.md, "Calibrating the CPU slowdown", and its
 * calculator): benchmark index 150 is 1x, 800 is 2x, 1300 is 3x, then one more x per 233 (a fast
 * desktop at 1533 gets the default 4x).
 */
function cpuSlowdownFor(benchmarkIndex: number): number {
  if (benchmarkIndex <= 150) return 1;
  if (benchmarkIndex <= 800) return 1 + (benchmarkIndex - 150) / 650;
  if (benchmarkIndex <= 1300) return 2 + (benchmarkIndex - 800) / 500;
  return 3 + (benchmarkIndex - 1300) / 233;
}

function ms(value: number): string {
  return `${Math.round(value).toLocaleString("en")} ms`;
}

function kb(value: number): string {
  return value.toFixed(1);
}

function median(values: number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** One more scenario of the site, measured on its own pages. */
interface Pass {
  heading: string;
  results: Map<string, Measurement>;
}

function renderTables(
  plain: Measurement,
  results: Map<string, Measurement>,
  passes: Pass[],
): string {
  const lines = [
    "| page | build | perf. | a11y | best pr. | SEO | FCP | LCP | TBT | CLS | JS KB | CSS KB | HTML KB |",
    "| --- | --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |",
  ];
  for (const page of pages) {
    for (const build of ["site", "SPA", "limit"] satisfies Build[]) {
      const m = results.get(`${page} ${build}`);
      if (!m) continue;
      lines.push(
        `| \`${page}\` | ${build} | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${ms(m.fcp)} | ${ms(m.lcp)} | ${ms(m.tbt)} | ${m.cls.toFixed(2)} | ${kb(m.js)} | ${kb(m.css)} | ${kb(m.html)} |`,
      );
    }
  }
  lines.push(
    `| plain page (reference) | - | ${plain.performance} | ${plain.accessibility} | ${plain.bestPractices} | ${plain.seo} | ${ms(plain.fcp)} | ${ms(plain.lcp)} | ${ms(plain.tbt)} | ${plain.cls.toFixed(2)} | ${kb(plain.js)} | ${kb(plain.css)} | ${kb(plain.html)} |`,
  );
  lines.push(
    "",
    "| page | LCP site / plain page | LCP site / limit | LCP SPA / site |",
    "| --- | --: | --: | --: |",
  );
  for (const page of pages) {
    const [site, spa, limit] = (["site", "SPA", "limit"] satisfies Build[]).map((build) =>
      results.get(`${page} ${build}`),
    );
    if (!site || !limit) continue;
    const spaRatio = spa ? `${(spa.lcp / site.lcp).toFixed(2)}x` : "n/a";
    lines.push(
      `| \`${page}\` | ${(site.lcp / plain.lcp).toFixed(2)}x | ${(site.lcp / limit.lcp).toFixed(2)}x | ${spaRatio} |`,
    );
  }
  for (const pass of passes) {
    lines.push(
      "",
      pass.heading,
      "",
      "| page | perf. | a11y | best pr. | SEO | LCP | CLS | TBT |",
      "| --- | --: | --: | --: | --: | --: | --: | --: |",
    );
    for (const [page, m] of pass.results) {
      lines.push(
        `| \`${page}\` | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${ms(m.lcp)} | ${m.cls.toFixed(2)} | ${ms(m.tbt)} |`,
      );
    }
  }
  lines.push("", "Audits short of 100 in accessibility, best practices and SEO (any build):", "");
  for (const [page, audits] of shortfalls) lines.push(`- \`${page}\`: ${[...audits].join(", ")}`);
  return lines.join("\n");
}

async function writeReport(tables: string) {
  const [cpu] = cpus();
  const chromeVersion = spawnSync(findChrome(), ["--version"], { encoding: "utf8" }).stdout.trim();
  const { version: lighthouseVersion } = JSON.parse(
    await readFile("node_modules/lighthouse/package.json", "utf8"),
  ) as { version: string };
  const run = [
    `Run of ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC: ${runs} run(s) per page and build, medians.`,
    `Machine: ${cpu?.model ?? "unknown CPU"} x ${cpus().length}, ${Math.round(totalmem() / 2 ** 30)} GB, ${platform()} ${release()}.`,
    `Versions: Lighthouse ${lighthouseVersion}, ${chromeVersion}, Node ${process.versions.node}.`,
    cpuThrottling.benchmarkIndex === undefined
      ? `CPU slowdown ${cpuThrottling.slowdown}x, as given.`
      : `CPU slowdown ${cpuThrottling.slowdown.toFixed(2)}x, calibrated from Lighthouse's benchmark index of this host (${Math.round(cpuThrottling.benchmarkIndex)}, median of 5).`,
    "",
    tables,
  ].join("\n");
  const start = "<!-- bench:start -->";
  const end = "<!-- bench:end -->";
  const current = await readFile(reportFile, "utf8").catch(
    () => `# Benchmarks\n\n${start}\n${end}\n`,
  );
  const before = current.slice(0, current.indexOf(start) + start.length);
  const after = current.slice(current.indexOf(end));
  await writeFile(reportFile, `${before}\n${run}\n${after}`);
}
