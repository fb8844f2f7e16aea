import { defineConfig, devices } from "@playwright/test";
import { chromeArgs, findChrome } from "./scripts/tools/find-chrome.ts";

const port = Number(process.env.E2E_PORT ?? 4317);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    ...devices["Desktop Chrome"],
    baseURL: `http://localhost:${port}`,
    launchOptions: { executablePath: findChrome(), args: chromeArgs },
    trace: "retain-on-failure",
  },
  // The built site, served as production serves it: never the dev server.
  webServer: {
    command: "npm start",
    url: `http://localhost:${port}`,
    env: { PORT: String(port) },
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
