/**
 * `npm run bench:scale`: how the build grows with the site. Builds a copy of the project with the
 * shipped content and no articles, then with 1,000 and with 5,000 generated articles (about 700
 * words each, a few with a photo-sized image), each from an empty cache; then edits one article
 * and builds again. Reports the time, the peak memory of the build's processes, the largest
 * page, the identification key's data (the articles in types are species), and the offline atlas
 * (its size, and how long Chromium takes to save it from the site served on this machine), into
 * docs/benchmarks.md; and at 1,000 articles how quick `npm run dev` is.
 *
 *   npm run bench:scale                      # 0, 1,000 and 5,000 articles
 *   npm run bench:scale -- --sizes 0,1000    # fewer sizes, for a quick look
 *   npm run bench:scale -- --sizes 0,3000    # 1,000 species: the offline atlas's budget
 */
import { spawn } from "node:child_process";
import { appendFile, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { cpus, loadavg, platform, release, totalmem } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { htmlFilesIn } from "#app/lib/html-files.server.ts";
import { keySpeciesPath } from "#app/features/identify/key-locations.ts";
import { contentSections } from "#app/lib/content/sections.ts";
import { buildCacheDirectory } from "#app/lib/build-cache.server.ts";
import { measureAtlasSave } from "./bench-offline.ts";
import { devTiming } from "./dev-timing.ts";
import { generatedSlug, writeGeneratedArticles } from "./generate-articles.ts";
import { copyProject, reactRouterCommand } from "./project-copy.ts";
import { processTreeMemory } from "./process-memory.ts";

const { values: options } = parseArgs({
  options: { sizes: { type: "string", default: "0,1000,5000" } },
});
const sizes = options.sizes.split(",").map(Number);
const imagesPerSection = 2;
const reportFile = "docs/benchmarks.md";

interface BuildRun {
  seconds: number;
  peakMegabytes: number;
  /** The build's own line on its finishing steps' times. */
  steps: string;
}

/** Builds the project in `project` as `npm run build` does, timing it and sampling its memory. */
async function timedBuild(project: string): Promise<BuildRun> {
  const started = performance.now();
  const child = spawn(process.execPath, [reactRouterCommand, "build"], {
    cwd: project,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let errors = "";
  let output = "";
  child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  let peak = 0;
  const sampler = setInterval(() => {
    if (child.pid) peak = Math.max(peak, processTreeMemory(child.pid));
  }, 200);
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  clearInterval(sampler);
  if (code !== 0) throw new Error(`Building ${project} failed:\n${errors}`);
  const steps = /^Finished the site: (.*)$/m.exec(output)?.[1] ?? "";
  return { seconds: (performance.now() - started) / 1000, peakMegabytes: peak / 2 ** 20, steps };
}

/** The largest HTML file of the built site, and its size in bytes. */
async function largestPage(site: string) {
  let largest = { file: "", bytes: 0 };
  for (const file of await htmlFilesIn(site)) {
    const { size } = await stat(join(site, file));
    if (size > largest.bytes) largest = { file, bytes: size };
  }
  return largest;
}

/**
 * The search index's bytes (dist/pagefind/, its script and WebAssembly aside), and those of its
 * metadata, which every first search fetches whatever it looks for.
 */
async function searchIndexSize(site: string) {
  const folder = join(site, "pagefind");
  let index = 0;
  let metadata = 0;
  for (const file of await readdir(folder, { recursive: true })) {
    if (!/\.pf_[a-z]+$/.test(file)) continue;
    const { size } = await stat(join(folder, file));
    index += size;
    if (file.endsWith(".pf_meta")) metadata += size;
  }
  return { index, metadata };
}

/**
 * The identification key's data at this size (its species file, loaded once the page has
 * hydrated), and its page (a page's worth of species, whatever the size): raw and gzip bytes.
 */
async function keySize(site: string) {
  const sized = async (file: string) => {
    const raw = await readFile(join(site, file));
    return `${(raw.length / 1024).toFixed(0)} KB (${(gzipSync(raw).length / 1024).toFixed(1)} KB gzip)`;
  };
  return { data: await sized(keySpeciesPath.slice(1)), page: await sized("identify.html") };
}

/** How many generated species the copy has: the articles in types. */
async function speciesCount(project: string) {
  const folder = join(project, "content", "types");
  const files = await readdir(folder).catch(() => []);
  return files.filter((file) => file.startsWith("generated-") && file.endsWith(".md")).length;
}

/** A copy of the project with `articles` generated articles spread over the sections. */
async function projectWith(articles: number): Promise<string> {
  const project = join(".bench-scale", String(articles));
  await copyProject(project);
  const perSection = Math.ceil(articles / contentSections.length);
  for (const [index, section] of contentSections.entries()) {
    const count = Math.min(perSection, articles - index * perSection);
    if (count <= 0) continue;
    await writeGeneratedArticles(join(project, "content"), {
      section,
      articles: count,
      images: imagesPerSection,
      firstNumber: index * perSection + 1,
    });
  }
  // A cold build: nothing kept from an earlier run of this copy.
  await rm(join(project, buildCacheDirectory(project)), { recursive: true, force: true });
  return project;
}

// The latest run replaces the one between the markers: git keeps the earlier ones.
const start = "<!-- bench-scale:start -->";
const end = "<!-- bench-scale:end -->";
const reportBefore = await readFile(reportFile, "utf8");
const [before, rest] = reportBefore.split(start);
const after = rest?.split(end)[1];
if (before === undefined || after === undefined) {
  throw new Error(`${reportFile} has no ${start} and ${end} lines`);
}
const [cpu] = cpus();
const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(", ");
const rows: string[] = [];
const stepNotes: string[] = [];
const devNotes: string[] = [];
const atlasNotes: string[] = [];

/** Bytes as a reader counts them on a phone: "4.2 MB" (1 MB = 1,000,000 bytes). */
const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;
const loadBefore = loadavg();
const started = new Date();

/** Writes the run so far into the report: a run stopped midway keeps the sizes it finished. */
async function writeReport() {
  const run = [
    `### Scale run of ${started.toISOString().slice(0, 16).replace("T", " ")} UTC`,
    "",
    `Machine: ${cpu?.model ?? "unknown CPU"} x ${cpus().length}, ${Math.round(totalmem() / 2 ** 30)} GB, ${platform()} ${release()}, Node ${process.versions.node}. Load average (1, 5, 15 min) before: ${load(loadBefore)}; after the last size: ${load(loadavg())}.`,
    "",
    "| articles | cold build | vs 0 articles | peak memory | rebuild after one edit | largest page's HTML | search index (its metadata) | species: the key's data, its page | offline atlas: size, files, save |",
    "| --: | --: | --: | --: | --: | --- | --: | --- | --- |",
    ...rows,
    "",
    "The finishing steps (after React Router's build and pre-rendering), as the build printed them:",
    "",
    ...stepNotes,
    "",
    "The offline atlas (every species page with its data, drawing and first photo's smallest size, the sections, the key, the search and its index, and the shell), saved by Chromium from the site served on this machine:",
    "",
    ...atlasNotes,
    ...(devNotes.length > 0 ? ["", ...devNotes] : []),
  ].join("\n");
  await writeFile(reportFile, `${before}${start}\n\n${run}\n\n${end}${after}`);
  return run;
}

let baseline = 0;
for (const articles of sizes) {
  console.log(`${articles} articles: generating, then a cold build ...`);
  const project = await projectWith(articles);
  const cold = await timedBuild(project);
  if (articles === 0) baseline = cold.seconds;
  let rebuild: BuildRun | undefined;
  if (articles > 0) {
    // One edit to one article, as an owner makes between two builds.
    const edited = join(project, "content", contentSections[0], `${generatedSlug(1)}.md`);
    await appendFile(edited, "\nOne more sentence, added between two builds.\n");
    console.log(`${articles} articles: one article edited, building again ...`);
    rebuild = await timedBuild(project);
  }
  const page = await largestPage(join(project, "dist"));
  const search = await searchIndexSize(join(project, "dist"));
  const key = await keySize(join(project, "dist"));
  const species = await speciesCount(project);
  const atlas = await measureAtlasSave(join(project, "dist"));
  rows.push(
    `| ${articles.toLocaleString("en")} | ${cold.seconds.toFixed(1)} s | ${baseline > 0 && articles > 0 ? `${(cold.seconds / baseline).toFixed(1)}x` : "—"} | ${(cold.peakMegabytes / 1024).toFixed(2)} GB | ${rebuild ? `${rebuild.seconds.toFixed(1)} s (${Math.round((rebuild.seconds / cold.seconds) * 100)} %)` : "—"} | ${(page.bytes / 1024).toFixed(1)} KB (\`${page.file}\`) | ${(search.index / 1024).toFixed(0)} KB (${(search.metadata / 1024).toFixed(1)} KB) | ${species.toLocaleString("en")}: ${key.data}, ${key.page} | ${megabytes(atlas.bytes)}, ${atlas.files.toLocaleString("en")} files, saved in ${atlas.saveSeconds.toFixed(1)} s |`,
  );
  atlasNotes.push(
    `- ${articles.toLocaleString("en")} articles (${atlas.species.toLocaleString("en")} species): the atlas is ${megabytes(atlas.bytes)} as the build states it, ${megabytes(atlas.storedBytes)} in Chromium's cache storage once saved; over a 10 Mbit/s connection its download alone would take about ${((atlas.bytes * 8) / 10_000_000).toFixed(1)} s.`,
  );
  console.log(rows.at(-1));
  stepNotes.push(`- ${articles.toLocaleString("en")} articles, cold: ${cold.steps}`);
  if (rebuild) {
    stepNotes.push(`- ${articles.toLocaleString("en")} articles, rebuild: ${rebuild.steps}`);
  }
  if (articles === 1000) {
    console.log(`${articles} articles: npm run dev, then an edit ...`);
    const section = contentSections[0];
    const slug = generatedSlug(1);
    const dev = await devTiming(
      project,
      `/${section}/${slug}`,
      join(project, "content", section, `${slug}.md`),
    );
    devNotes.push(
      `\`npm run dev\` with ${articles.toLocaleString("en")} articles: its first page served ${dev.readySeconds.toFixed(1)} s after it started; an edit to one article in the open page ${dev.editSeconds.toFixed(2)} s after it was saved.`,
    );
  }
  await rm(project, { recursive: true, force: true });
  await writeReport();
}
console.log(`\n${await writeReport()}\n\nWritten into ${reportFile}.`);
