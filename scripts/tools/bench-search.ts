import { chromium, type Request } from "@playwright/test";
import { chromeArgs, findChrome } from "./find-chrome.ts";

/** What a visitor's first search on a page costs: bytes fetched by kind, and the wait. */
export interface FirstSearch {
  words: string;
  /** Bytes on the wire, compressed as served, from the click on Search to the full-text results. */
  bytes: { javaScript: number; webAssembly: number; index: number };
  /** From the click on Search, the words then typed at once, to the first result on screen. */
  milliseconds: number;
}

/** What a request of the search is: the dialog's and Pagefind's code, its WebAssembly, its index. */
function kindOf(url: string): keyof FirstSearch["bytes"] | undefined {
  const { pathname } = new URL(url);
  if (pathname.endsWith(".js")) return "javaScript";
  if (pathname.endsWith(".pagefind")) return "webAssembly";
  if (pathname.includes("/pagefind/")) return "index";
  return undefined;
}

/**
 * Opens the search on the home page at `origin` in a phone-sized Chromium whose CPU is slowed
 * `cpuSlowdown` times (the bench's calibrated phone), types `words` and waits for a result.
 */
export async function measureFirstSearch(
  origin: string,
  cpuSlowdown: number,
  words = "chanterelle",
): Promise<FirstSearch> {
  const browser = await chromium.launch({ executablePath: findChrome(), args: chromeArgs });
  try {
    // The site's service worker passes the search's files through before the atlas is saved, but
    // a request it answers comes to Playwright without its size: blocked, the bytes are counted.
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      serviceWorkers: "block",
    });
    const page = await context.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    await page.goto(`${origin}/`);
    // Started: the page's islands have mounted (app/start-islands.ts links the manifest then), so
    // the click opens the dialog rather than following the link to /search.
    await page.waitForFunction(() => document.head.querySelector('link[rel="manifest"]') !== null);
    await page.waitForLoadState("networkidle");
    const bytes = { javaScript: 0, webAssembly: 0, index: 0 };
    const sized: Promise<void>[] = [];
    const record = (request: Request) => {
      const kind = kindOf(request.url());
      if (!kind) return;
      sized.push(
        request.sizes().then(({ responseBodySize }) => void (bytes[kind] += responseBodySize)),
      );
    };
    page.on("requestfinished", record);
    // The species' names answer first; Pagefind's full-text results come after: both are counted.
    const fullText = page.waitForEvent("requestfinished", (request) =>
      request.url().includes("/pagefind/fragment/"),
    );
    const started = performance.now();
    await page
      .getByRole("banner")
      .getByRole("link", { name: "Search" })
      .filter({ visible: true })
      .click();
    await page.getByRole("dialog").getByRole("searchbox").fill(words);
    await page.getByRole("dialog").getByRole("list").getByRole("link").first().waitFor();
    const milliseconds = performance.now() - started;
    await fullText;
    // Its other fragments come beside the first: a second with nothing more asked for is the end.
    let asked: number;
    do {
      asked = sized.length;
      await page.waitForTimeout(1000);
    } while (sized.length !== asked);
    page.off("requestfinished", record);
    await Promise.all(sized);
    return { words, bytes, milliseconds };
  } finally {
    await browser.close();
  }
}

const kb = (value: number) => `${(value / 1024).toFixed(1)} KB`;

/** The first search as one line of the report. */
export function firstSearchReport({ words, bytes, milliseconds }: FirstSearch): string {
  return `First search on \`/\` of the shipped site ("${words}", typed at once after a click on Search, the phone's CPU): first results in ${Math.round(milliseconds).toLocaleString("en")} ms (the species' names, before Pagefind's); fetched until Pagefind's results, JavaScript (React apart, which home's welcome had loaded) ${kb(bytes.javaScript)}, WebAssembly ${kb(bytes.webAssembly)}, index ${kb(bytes.index)}, as served (compressed).`;
}
