// @vitest-environment node
import { cp, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, test } from "vitest";
import { siteConfig } from "#app/config/site.ts";
import { featureSources } from "./policy/feature-sources.ts";
import { prerenderedPage, prerenderedSite } from "#tests/fixtures/prerendered-pages.ts";
import { temporaryFolder } from "#tests/fixtures/temporary-folders.ts";
import { finishPage } from "./file-worker.ts";
import { finishingCodeHash } from "./page-cache.ts";

const home = await prerenderedPage("index.html");

async function builtSite() {
  const site = await temporaryFolder("page-cache-site");
  await cp(join(prerenderedSite, "assets"), join(site, "assets"), { recursive: true });
  await cp(join(prerenderedSite, "favicon.svg"), join(site, "favicon.svg"));
  await writeFile(join(site, "index.html"), home);
  return site;
}

test("a rebuild takes an unchanged page from the cache, finished exactly as the first build finished it", async () => {
  const cacheDirectory = await temporaryFolder("page-cache");
  const task = {
    file: "index.html",
    config: siteConfig,
    sources: featureSources(siteConfig),
    cacheDirectory,
  };
  const first = await builtSite();
  const firstRun = await finishPage({ ...task, siteDirectory: first });
  const second = await builtSite();
  const secondRun = await finishPage({ ...task, siteDirectory: second });

  expect([firstRun.fromCache, secondRun.fromCache]).toEqual([false, true]);
  expect(await readFile(join(second, "index.html"), "utf8")).toBe(
    await readFile(join(first, "index.html"), "utf8"),
  );
  expect(secondRun.policy).toEqual(firstRun.policy);
});

test("a page is finished again when its HTML, a file it puts into itself, or the settings changed", async () => {
  const cacheDirectory = await temporaryFolder("page-cache");
  const task = {
    file: "index.html",
    config: siteConfig,
    sources: featureSources(siteConfig),
    cacheDirectory,
  };
  await finishPage({ ...task, siteDirectory: await builtSite() });

  const editedPage = await builtSite();
  await writeFile(join(editedPage, "index.html"), home.replace("</main>", "<p>New.</p></main>"));
  expect((await finishPage({ ...task, siteDirectory: editedPage })).fromCache).toBe(false);
  expect(await readFile(join(editedPage, "index.html"), "utf8")).toContain("<p>New.</p>");

  const newIcon = await builtSite();
  const icon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect fill="#123456" width="1" height="1"/></svg>`;
  await writeFile(join(newIcon, "favicon.svg"), icon);
  expect((await finishPage({ ...task, siteDirectory: newIcon })).fromCache).toBe(false);
  expect(await readFile(join(newIcon, "index.html"), "utf8")).toContain("123456");

  const renamed = { ...siteConfig, name: `${siteConfig.name} and more` };
  const newSettings = await builtSite();
  expect(
    (await finishPage({ ...task, config: renamed, siteDirectory: newSettings })).fromCache,
  ).toBe(false);
});

test("the code hash follows the modules the page finishing imports, so new code finishes pages anew", async () => {
  const code = await temporaryFolder("page-cache-code");
  await writeFile(
    join(code, "finish.ts"),
    `import { step } from "./step.ts";\nexport const finish = step;\n`,
  );
  await writeFile(join(code, "step.ts"), "export const step = 1;\n");
  const before = finishingCodeHash(join(code, "finish.ts"));
  await writeFile(join(code, "step.ts"), "export const step = 2;\n");

  expect(finishingCodeHash(join(code, "finish.ts"))).not.toBe(before);
});
