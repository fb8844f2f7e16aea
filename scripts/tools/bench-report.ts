// The bench's report: its Markdown tables, and the run's machine and versions, in docs/benchmarks.md.
import { spawnSync } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import { cpus, platform, release, totalmem } from "node:os";
import type { Build } from "./bench-builds.ts";
import type { CpuThrottling, Measurement } from "./bench-lighthouse.ts";
import {
  paintedLcpRatio,
  paintOf,
  slowLink,
  type PaintedRatio,
  type Paints,
} from "./bench-paint.ts";
import { findChrome } from "./find-chrome.ts";
import { contentSections } from "#app/lib/content/sections.ts";
import { identifyPage } from "#app/lib/page-paths.ts";

export const reportFile = "docs/benchmarks.md";

/** One more scenario of the site, measured on its own pages. */
interface Pass {
  heading: string;
  results: Map<string, Measurement>;
}

function ms(value: number): string {
  return `${Math.round(value).toLocaleString("en")} ms`;
}

function kb(value: number): string {
  return value.toFixed(1);
}

/**
 * The kind of page at a path, as the site builds it (ADR 035): its home (which loads React after
 * its first paint for its welcome notice), a species page, an article, a section's page, the key
 * (issue #70 gives it a target of its own), another page of the route table, the 404 page; any
 * other page that loads the framework chunk, which React hydrates, is a kind of its own.
 */
export function pageKind(path: string, measurement: Pick<Measurement, "framework">): string {
  if (path === "/") return "home";
  if (measurement.framework > 0) return `${path} (React)`;
  if (path === identifyPage) return identifyPage;
  if (path === "/404.html") return "404";
  const [section = "", article] = path.slice(1).split("/");
  const isSection = (contentSections as readonly string[]).includes(section);
  if (isSection && article) return section === "types" ? "species page" : "article";
  return isSection ? "section page" : "other page";
}

/**
 * What issue #70 asks of each kind, against a plain page of the same text in the same run (the
 * "text" build): a page without React within 10 ms of its TBT, home within 50 ms; a species
 * page's LCP within 1.15x of it (Hugo's figure), home's and the key's within 1.2x.
 */
function kindTargets(kind: string): {
  tbtOverPlain?: number | undefined;
  lcpOverPlain?: number | undefined;
} {
  if (kind === "home") return { tbtOverPlain: 50, lcpOverPlain: 1.2 };
  const lcpOverPlain =
    kind === "species page" ? 1.15 : kind.startsWith(identifyPage) ? 1.2 : undefined;
  return kind.endsWith("(React)") ? { lcpOverPlain } : { tbtOverPlain: 10, lcpOverPlain };
}

/** A page of a kind, measured, and its text as a plain page measured in the same run. */
interface KindPage {
  measurement: Measurement;
  text: Measurement;
  /** Its largest paint over its text's as Chromium painted them through the slow link. */
  painted: PaintedRatio | undefined;
}

/** One LCP over another, "n/a" when either was not measured. */
const lcpOf = (of: Measurement | undefined, to: Measurement | undefined) =>
  of && to ? `${(of.lcp / to.lcp).toFixed(2)}x` : "n/a";

/** The most of a figure among a kind's pages. */
const most = (measured: KindPage[], figure: (page: KindPage) => number) =>
  Math.max(...measured.map(figure));

const paintedText = (painted: PaintedRatio | undefined) =>
  painted === undefined
    ? "n/a"
    : `${painted.ratio.toFixed(2)}x (${painted.least.toFixed(2)} to ${painted.most.toFixed(2)})`;

const verdict = (ratio: number, target: number) => (ratio <= target ? "met" : "missed");

/**
 * The site's pages by kind, each beside its text as a plain page: the JavaScript each kind loads
 * (the most of its pages, and of it the framework chunk), its TBT and LCP, each against its text's
 * in the same run, and the kind's target. LCP twice: in Lighthouse's simulation, and as Chromium
 * painted through the slow link (`paints`, ADR 042), which the LCP targets are judged on. A kind's
 * figure is its worst page's. A page whose text Lighthouse did not measure is set against the
 * fixed plain page.
 */
export function renderKinds(
  pages: string[],
  plain: Measurement,
  results: Map<string, Measurement>,
  paints: Paints,
): string {
  const kinds = new Map<string, KindPage[]>();
  for (const page of pages) {
    const measurement = results.get(`${page} site`);
    if (!measurement) continue;
    const text = results.get(`${page} text`) ?? plain;
    const kind = pageKind(page, measurement);
    const kindPage = { measurement, text, painted: paintedLcpRatio(paints, page) };
    kinds.set(kind, [...(kinds.get(kind) ?? []), kindPage]);
  }
  const lines = [
    "| kind | pages | JS KB | of it React | TBT | TBT - its text | LCP / its text, simulated | painted | target |",
    "| --- | --: | --: | --: | --: | --: | --: | --: | --- |",
  ];
  for (const [kind, measured] of kinds) {
    const tbt = most(measured, ({ measurement }) => measurement.tbt);
    const tbtOverText = most(measured, ({ measurement, text }) => measurement.tbt - text.tbt);
    const lcpRatio = most(measured, ({ measurement, text }) => measurement.lcp / text.lcp);
    // The kind's worst page as Chromium painted it, with its range; none unless all were painted.
    const paintedPages = measured.map((page) => page.painted);
    const painted = paintedPages.every((page) => page !== undefined)
      ? paintedPages.toSorted((a, b) => b.ratio - a.ratio)[0]
      : undefined;
    const { tbtOverPlain, lcpOverPlain } = kindTargets(kind);
    const targets = [
      tbtOverPlain === undefined
        ? undefined
        : `TBT within ${tbtOverPlain} ms ${verdict(tbtOverText, tbtOverPlain)}`,
      lcpOverPlain === undefined
        ? undefined
        : `LCP within ${lcpOverPlain}x ${painted === undefined ? "not painted" : verdict(painted.ratio, lcpOverPlain)} (simulated: ${verdict(lcpRatio, lcpOverPlain)})`,
    ].filter((target) => target !== undefined);
    lines.push(
      `| ${kind} | ${measured.length} | ${kb(most(measured, ({ measurement }) => measurement.js))} | ${kb(most(measured, ({ measurement }) => measurement.framework))} | ${ms(tbt)} | ${ms(tbtOverText)} | ${lcpRatio.toFixed(2)}x | ${paintedText(painted)} | ${targets.join("; ") || "-"} |`,
    );
  }
  return lines.join("\n");
}

export function renderTables(
  pages: string[],
  plain: Measurement,
  results: Map<string, Measurement>,
  paints: Paints,
  passes: Pass[],
  shortfalls: Map<string, Set<string>>,
): string {
  const lines = [
    "| page | build | perf. | a11y | best pr. | SEO | FCP | LCP | TBT | CLS | JS KB | CSS KB | HTML KB |",
    "| --- | --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |",
  ];
  for (const page of pages) {
    for (const build of ["site", "SPA", "limit", "text"] satisfies Build[]) {
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
    "By kind of page, each page beside its text as a plain page (each kind's worst page; JS KB as sent, inline scripts apart):",
    "",
    renderKinds(pages, plain, results, paints),
    "",
    `Painted: each page and its text as Chromium painted them at the same CPU slowdown, sent through a slow 4G link as Lighthouse simulates it (${slowLink.roundTripMs} ms round trip, ${slowLink.kilobitsPerSecond.toLocaleString("en")} Kbit/s, TCP's slow start from ten segments), the median of ${paints.runs} loads each, taken in rounds, and in brackets the least and most of the ratios of the loads made side by side (ADR 042).`,
    "",
    "| page | LCP site / its text | painted: FCP, LCP | painted: its text's LCP | painted: LCP site / its text | LCP site / limit | LCP site / plain page | LCP SPA / site |",
    "| --- | --: | --: | --: | --: | --: | --: | --: |",
  );
  for (const page of pages) {
    const [site, spa, limit, text] = (["site", "SPA", "limit", "text"] satisfies Build[]).map(
      (build) => results.get(`${page} ${build}`),
    );
    if (!site) continue;
    const painted = paintOf(paints, page, "site");
    const paintedItsText = paintOf(paints, page, "text");
    lines.push(
      `| \`${page}\` | ${lcpOf(site, text)} | ${painted ? `${ms(painted.fcp)}, ${ms(painted.lcp)}` : "n/a"} | ${paintedItsText ? ms(paintedItsText.lcp) : "n/a"} | ${paintedText(paintedLcpRatio(paints, page))} | ${lcpOf(site, limit)} | ${lcpOf(site, plain)} | ${lcpOf(spa, site)} |`,
    );
  }
  // A pass that measured no page (the consent banner's, on a site that shows none) prints nothing.
  for (const pass of passes.filter((measured) => measured.results.size > 0)) {
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

export async function writeReport(tables: string, runs: number, cpuThrottling: CpuThrottling) {
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
