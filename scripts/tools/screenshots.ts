import { mkdir } from "node:fs/promises";
import { chromium } from "@playwright/test";
import { pagePaths } from "#app/lib/page-paths.ts";
import { basePath } from "#app/lib/site-url.ts";
import routes from "#app/routes.ts";
import { checkedSiteConfig } from "#scripts/pipeline/checked-site-config.ts";
import { createStaticServer, listenOnFreePort } from "#scripts/server/static-server.ts";
import { chromeArgs, closedNetwork, findChrome } from "./find-chrome.ts";

// Full-page screenshots of every route of the built site (run `npm run build` first, as the npm
// script does), at three widths and in both colour schemes, for a person to look at.
const outputDirectory = "screenshots";
const paths = [...pagePaths(routes), "/no-such-page"];
const widths = [375, 768, 1280];
const schemes = ["light", "dark"] as const;

// Under the path of the site's url, if it has one, as `npm start` serves it.
const base = basePath((await checkedSiteConfig()).url);
const server = await createStaticServer("dist", { base });
const origin = await listenOnFreePort(server);
const browser = await chromium.launch({
  executablePath: findChrome(),
  args: [...chromeArgs, closedNetwork],
});

try {
  await mkdir(outputDirectory, { recursive: true });
  for (const colorScheme of schemes) {
    for (const width of widths) {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        colorScheme,
        reducedMotion: "reduce",
      });
      const page = await context.newPage();
      for (const path of paths) {
        await page.goto(origin + base + path, { waitUntil: "networkidle" });
        const name = path === "/" ? "home" : path.slice(1).replaceAll("/", "-");
        const file = `${outputDirectory}/${name}-${width}-${colorScheme}.png`;
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.close();
}
