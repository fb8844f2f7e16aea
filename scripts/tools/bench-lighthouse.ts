// The bench's Lighthouse runs: pages measured in rounds, and the CPU calibration.
import type { LaunchedChrome } from "chrome-launcher";
import lighthouse from "lighthouse";
import { median } from "./median.ts";
import { inRounds } from "./rounds.ts";

export interface Measurement {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  js: number;
  /** Of `js`, the framework chunk's (React, React DOM, React Router): 0 on a page React does not hydrate. */
  framework: number;
  css: number;
  html: number;
}

/** The chunk of React, React DOM and React Router (scripts/pipeline/chunks.ts). */
const isFrameworkChunk = (url: string) =>
  /\/assets\/framework-[^/]+\.js$/.test(new URL(url).pathname);

export interface CpuThrottling {
  slowdown: number;
  /** Lighthouse's benchmark index of this host, when the slowdown was calibrated from it. */
  benchmarkIndex?: number;
}

/** What every measurement of one bench shares. */
export interface MeasureSettings {
  /** Lighthouse runs per page; the measurement is their median. */
  runs: number;
  cpuSlowdown: number;
  /** Filled with the audits short of a full score, per page. */
  shortfalls: Map<string, Set<string>>;
}

/** A page for Lighthouse to measure: where, how, and its key among the results. */
export interface LighthouseJob {
  key: string;
  /** What the log calls it, e.g. "site /about". */
  label: string;
  chrome: LaunchedChrome;
  origin: string;
  page: string;
  /** Third-party URLs Lighthouse blocks, as an ad blocker would. */
  blockedUrlPatterns?: string[];
  /** A request every run must make, or the scenario did not happen (e.g. the consent banner's chunk). */
  mustRequest?: RegExp;
}

/**
 * Lighthouse on every job, `settings.runs` times in rounds (rounds.ts): the median of each job's
 * runs, keyed as the jobs are.
 */
export async function measureInRounds(
  settings: MeasureSettings,
  jobs: readonly LighthouseJob[],
): Promise<Map<string, Measurement>> {
  const runs = await inRounds(
    settings.runs,
    jobs.map((job) => ({
      key: job.key,
      label: `Lighthouse ${job.label}`,
      measure: () => lighthouseRun(settings, job),
    })),
  );
  return new Map([...runs].map(([key, samples]) => [key, medianOf(samples)]));
}

async function lighthouseRun(
  { cpuSlowdown, shortfalls }: MeasureSettings,
  { chrome, origin, page, blockedUrlPatterns = [], mustRequest }: LighthouseJob,
): Promise<Measurement> {
  const result = await lighthouse(`${origin}${page}`, {
    port: chrome.port,
    logLevel: "error",
    output: "json",
    blockedUrlPatterns,
    throttling: { cpuSlowdownMultiplier: cpuSlowdown },
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
  const kilobytes = (type: string, matches = (_url: string) => true) =>
    requests
      .filter((request) => String(request.url).startsWith(origin))
      .filter((request) => request.resourceType === type && matches(String(request.url)))
      .reduce((sum, request) => sum + Number(request.transferSize ?? 0), 0) / 1024;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    js: kilobytes("Script"),
    framework: kilobytes("Script", isFrameworkChunk),
    css: kilobytes("Stylesheet"),
    html: kilobytes("Document"),
  };
}

/** Each figure of a page's runs, the median. */
function medianOf(samples: Measurement[]): Measurement {
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
export async function calibrateCpu(chrome: LaunchedChrome, origin: string) {
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
