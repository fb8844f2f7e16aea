import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

const systemBrowsers = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
  "/Applications/Chromium.app/Contents/MacOS/Chromium",
  "C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe",
];

/**
 * Chromium's headless-only build, what Playwright itself runs headless: the same Blink as the full
 * browser, without its window machinery, so each page starts in half the time.
 */
const headlessShells = ["/usr/bin/chromium-headless-shell"];

/**
 * The Chromium the tests, the benchmark and the screenshots drive: CHROME_PATH if set, else
 * Playwright's own browser if it was downloaded, else one installed on the system. The tests ask
 * for a headless shell first (`headlessShell`): they open over a thousand pages a run, and on a
 * slow 2-core machine the full browser doubled the run. The benchmark keeps the full browser, the
 * one visitors run.
 */
export function findChrome({ headlessShell = false } = {}): string {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROME_PATH is set to ${fromEnv}, but there is no file there.`);
  }
  const found = [
    ...(headlessShell ? headlessShells : []),
    chromium.executablePath(),
    ...systemBrowsers,
  ].find((path) => existsSync(path));
  if (found) return found;
  throw new Error(
    "No Chromium or Chrome found. Install one: `npx playwright install chromium`, or on Debian/Ubuntu " +
      "`sudo apt-get install chromium-headless-shell chromium`, or set CHROME_PATH to a Chrome or " +
      "Chromium binary.",
  );
}

/** Flags for a headless browser on a machine without network access or as root (CI containers). */
export const chromeArgs = [
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  ...(process.getuid?.() === 0 ? ["--no-sandbox"] : []),
];

/**
 * Closes the network to everything but this machine, as an ad blocker closes it to third parties:
 * every other host name fails to resolve. A flag rather than a route (`context.route`), which
 * would pause every request of every page in the test process and turn the browser's cache off.
 * A test's own routes still answer first (tests/mocks/third-parties.ts).
 */
export const closedNetwork =
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1";
