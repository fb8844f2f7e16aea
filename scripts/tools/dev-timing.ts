import { spawn } from "node:child_process";
import { appendFile } from "node:fs/promises";
import { chromium } from "@playwright/test";
import { chromeArgs, findChrome } from "./find-chrome.ts";
import { reactRouterCommand } from "./project-copy.ts";

/** How quick `npm run dev` is on a project: until it serves its first page, and an edit shows. */
export interface DevTiming {
  /** From starting the dev server to its first page served. */
  readySeconds: number;
  /** From saving an edit to an article to the edit in the open page, which reloads itself. */
  editSeconds: number;
}

const port = 5199;
const origin = `http://localhost:${port}`;

/** Starts `react-router dev` in `project`, opens `articlePath`, edits `articleFile` and times both. */
export async function devTiming(
  project: string,
  articlePath: string,
  articleFile: string,
): Promise<DevTiming> {
  const started = performance.now();
  const server = spawn(
    process.execPath,
    [reactRouterCommand, "dev", "--port", String(port), "--strictPort"],
    {
      cwd: project,
      stdio: "ignore",
      detached: true,
    },
  );
  const browser = await chromium.launch({ executablePath: findChrome(), args: chromeArgs });
  try {
    while (
      !(await fetch(`${origin}/`).then(
        (response) => response.ok,
        () => false,
      ))
    ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const readySeconds = (performance.now() - started) / 1000;
    const page = await browser.newPage();
    await page.goto(`${origin}${articlePath}`);
    const sentence = `An edit made at ${Date.now()}.`;
    const saved = performance.now();
    await appendFile(articleFile, `\n${sentence}\n`);
    await page.getByText(sentence).waitFor({ timeout: 60_000 });
    return { readySeconds, editSeconds: (performance.now() - saved) / 1000 };
  } finally {
    await browser.close();
    // The whole group: npx, and the dev server it started.
    if (server.pid) process.kill(-server.pid);
  }
}
