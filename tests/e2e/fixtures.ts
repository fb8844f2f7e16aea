import {
  type APIRequestContext,
  test as base,
  expect,
  type Page,
  type Request,
  type Response,
} from "@playwright/test";
import type { Register } from "react-router";
import type { ContentSection } from "#app/lib/content/sections.ts";
import type { AdsConfig } from "#app/features/ads/ads.schema.ts";
import { displayFont } from "#app/lib/display-font.ts";
import { notFoundPage, pagePaths } from "#app/lib/page-paths.ts";
import { islandAttribute } from "#app/lib/island.ts";
import { siteStylesheetId } from "#app/lib/site-stylesheet.ts";
import routes from "#app/routes.ts";
import { shippedAds } from "#tests/fixtures/shipped-ads.ts";

export { expect };

/**
 * A page of the route table, e.g. "/about", as React Router's typegen lists them: the catch-all
 * route, the files of resource routes (/sitemap.xml, ...) and the articles' route left out.
 */
export type PagePath = Exclude<
  keyof Register["pages"],
  "/*" | `${string}.${string}` | `${string}:${string}`
>;

/** A path no route declares: the catch-all route answers it with the 404 page. */
export const unknownPath = "/no/such/page";

/** An article's page, e.g. "/types/fly-agaric" (content/types/fly-agaric.md). */
export type ArticlePath = `/${ContentSection}/${string}`;

/** What `navigate` can visit: a page of the route table, an article, or the 404 page. */
type SitePath = PagePath | ArticlePath | typeof unknownPath;

/** Every page of the route table, e.g. ["/", "/about"]. */
// The same route table the typegen reads: each of these paths is a PagePath.
export const sitePages = pagePaths(routes) as PagePath[];
/** Every page, and an unknown path, which shows the 404 page. */
export const sitePagesAnd404: (PagePath | typeof unknownPath)[] = [...sitePages, unknownPath];
/**
 * A page of each layout: the home page (three banners), a section page, and the 404 page at a
 * path not its own. For what works alike on every page, where a walk through all of them would
 * cost the run a minute for nothing more.
 */
export const pagesOfEachKind = ["/", "/about", unknownPath] as const;

/** The site configuration's ad slots, by page (`siteConfig`'s own type names each page's slots). */
const adSlots: AdsConfig["slots"] = shippedAds.slots;

/** The ad slots a visitor meets at `path`, in the site's order: the 404 page's at an unknown path. */
export const adSlotsOf = (path: PagePath | typeof unknownPath) =>
  adSlots[path === unknownPath ? notFoundPage : path] ?? [];

/**
 * Whether a script, by its URL or path, is a framework chunk: React with React DOM, or React
 * Router, both named "framework-…" (scripts/pipeline/chunks.ts).
 */
export const isFrameworkChunk = (url: string) =>
  /\/assets\/framework-[^/]+\.js$/.test(new URL(url, "http://localhost").pathname);

/**
 * Every script a built page's HTML names, by its path: its loader's entry or preloads, and the
 * imports of its inert hydration module (scripts/pipeline/document/hydrate-after-first-paint.ts).
 */
export const scriptsNamedIn = (html: string): string[] => [
  ...new Set(html.match(/\/assets\/[\w.-]+\.js/g)),
];

/**
 * The search page's route module (app/routes/search.tsx; its hash is 8 characters): a test
 * breaks it to see the error screen, which only the page React hydrates can show (ADR 035).
 */
export const searchRouteModule = /\/assets\/search-[\w-]{8}\.js$/;

/** The browser sends Global Privacy Control, as a visitor who set it in their browser has it. */
export const sendGlobalPrivacyControl = (page: Page) =>
  page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
  );

/** Viewport sizes the site is checked at: a small phone and a laptop. */
export const narrow = { width: 375, height: 812 };
export const wide = { width: 1280, height: 800 };

interface Fixtures {
  /**
   * Goes to a page of the site and, with JavaScript on, waits until it has started (its islands,
   * and React on the pages it hydrates). Pages start once their first contentful paint is on
   * screen: a visitor's early click is a plain link and still works, but a test of client-side
   * behaviour must start after that.
   */
  navigate: (path: SitePath) => Promise<Response | null>;
}

export const test = base.extend<Fixtures>({
  // Named `provide`, not `use`: the React hooks lint rule takes any `use(...)` call for a hook.
  // A test fails if its page (or any of the page's frames) threw an uncaught error. Checked in the
  // page fixture itself, so that a test that only sends requests starts no page, and with it no
  // renderer process.
  // It also fails if a script left something of the page unstyled (ADR 041).
  page: async ({ page, javaScriptEnabled }, provide) => {
    const errors: Error[] = [];
    page.on("pageerror", (error) => errors.push(error));
    await provide(page);
    expect(errors, "uncaught errors in the page").toEqual([]);
    if (javaScriptEnabled !== false && !page.isClosed()) {
      expect(await rulesLeftUnapplied(page), "rules the page needs and has not applied").toEqual(
        [],
      );
    }
  },
  navigate: async ({ page, javaScriptEnabled }, provide) => {
    await provide(async (path) => {
      const response = await page.goto(path);
      if (javaScriptEnabled !== false) await waitForHydration(page);
      return response;
    });
  },
});

/**
 * The selectors of the whole stylesheet's rules that an element of the page matches now while the
 * page has not applied them: on a page of islands the whole stylesheet is linked unapplied until a
 * script needs it (`applySiteStylesheet`, ADR 041), and what a script put in or changed without
 * applying it is unstyled. A user action's state (`:hover`) is taken as possible and a
 * pseudo-element as its element's, so that a rule a visitor would bring out counts; a rule of a
 * wider screen too, as the window may grow. Where the page has applied the file, has none (a
 * frame's document, the offline page) or could not load it, there is nothing to miss. A page that
 * is navigating away as it is asked has nothing to say.
 */
export async function rulesLeftUnapplied(page: Page): Promise<string[]> {
  const found = page.evaluate((stylesheetId) => {
    const link = document.getElementById(stylesheetId);
    const whole = link instanceof HTMLLinkElement ? link.sheet : null;
    if (!whole || !link?.hasAttribute("media")) return [];
    // A file that failed to come has no rules to read; its scripts' markup goes without.
    const wholeRules = (() => {
      try {
        return whole.cssRules;
      } catch {
        return undefined;
      }
    })();
    if (!wholeRules) return [];
    const byContext = (rules: CSSRuleList, context: string, into: Map<string, string>) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) {
          // `:host` matches no element of a page, and the page's own styles leave it out of a
          // list (`keepPageStyles`): the whole stylesheet's `:root, :host` is the page's `:root`.
          const selector = rule.selectorText
            .replaceAll(/(?:^|,\s*):host(?=\s*(?:,|$))/g, "")
            .replace(/^,\s*/, "");
          if (selector) into.set(`${context} ${selector}`, selector);
        } else if (rule instanceof CSSGroupingRule) {
          const condition =
            "conditionText" in rule ? String(rule.conditionText) : "name" in rule ? rule.name : "";
          byContext(rule.cssRules, `${context} @${condition}`, into);
        }
      }
      return into;
    };
    const applied = new Set<string>();
    for (const sheet of document.styleSheets) {
      if (sheet === whole || !matchMedia(sheet.media.mediaText || "all").matches) continue;
      for (const key of byContext(sheet.cssRules, "", new Map()).keys()) applied.add(key);
    }
    const userActions = /:(hover|focus|focus-visible|focus-within|active|visited)(?![\w-])/g;
    const pseudoElements = /::[\w-]+(\([^)]*\))?/g;
    // The parts of form fields that the base styles reset, named alone (`::placeholder`).
    const fieldParts = /(^|[\s,>+~(])(?=::(-webkit-|-moz-|placeholder|file-selector-button))/g;
    const missing: string[] = [];
    for (const [key, selector] of byContext(wholeRules, "", new Map())) {
      if (applied.has(key)) continue;
      const asElements = selector
        .replaceAll(fieldParts, "$1:is(input, textarea, select)")
        .replaceAll(pseudoElements, "")
        .replaceAll(userActions, "");
      try {
        if (document.querySelector(asElements || "*")) missing.push(selector);
      } catch {
        // A selector this browser cannot query (another engine's pseudo-class): not its rule.
      }
    }
    return missing;
  }, siteStylesheetId);
  return found.catch((error: unknown) => {
    if (String(error).includes("Execution context was destroyed")) return [];
    throw error;
  });
}

/**
 * Waits until the page has started: its islands are in place (their key and click listeners), and
 * on a page that React hydrates, hydration has committed first (ADR 035). The manifest link is
 * added only then (app/start-islands.ts). Documents that are not the site's pages (the ad frame,
 * the offline page) have no islands, not even the body's (app/root.tsx), and nothing to wait for.
 */
export async function waitForHydration(page: Page) {
  // Until the document is parsed, its body may simply not be read yet: a page just navigated to
  // would pass for one with nothing to start.
  await page.waitForFunction(
    (attribute) =>
      document.readyState !== "loading" &&
      (!document.body.hasAttribute(attribute) ||
        document.head.querySelector(":scope > link[rel='manifest']") !== null),
    islandAttribute,
  );
}

/**
 * Waits until every request the page has made so far has been reported to the test: the browser
 * reports a page's requests in the order it makes them, so once a request made now is seen, those
 * made before it have been. For "nothing was sent" checks, where waiting for an idle network can
 * last past the test's time while frames keep loading.
 */
export async function requestsSoFar(page: Page) {
  const marker = `requests-so-far-${Math.random().toString(36).slice(2)}`;
  const seen = page.waitForRequest((request) => request.url().endsWith(marker));
  await page.evaluate((query) => void fetch(`/robots.txt?${query}`), marker);
  await seen;
}

/**
 * Installs the page's clock, running from now; `hold()` stops it a minute after that start, and
 * from then on only `page.clock.runFor` moves it. A minute, not a moment after a time read from
 * the page: the running clock cannot have passed it yet however long a busy machine stalled,
 * where a time already past fails ("Cannot fast-forward to the past").
 */
export async function installClock(page: Page) {
  const start = Date.now();
  await page.clock.install({ time: start });
  return { hold: () => page.clock.pauseAt(start + 60_000) };
}

/** Marks the document, so a test can tell a client-side navigation from a page load. */
export async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
}

/** Whether the page is still the document `markDocument` marked: no page load happened since. */
export function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => "sameDocument" in window);
}

/**
 * The requests the page and its frames make from now on that `keep` accepts, in order: the list
 * fills as they are made. With `finished`, each is added once its response has ended, so its
 * `timing()` is known.
 */
export function recordRequests(
  page: Page,
  keep: (request: Request) => boolean = () => true,
  { finished = false }: { finished?: boolean } = {},
): Request[] {
  const requests: Request[] = [];
  const record = (request: Request) => {
    if (keep(request)) requests.push(request);
  };
  if (finished) page.on("requestfinished", record);
  else page.on("request", record);
  return requests;
}

/** The responses the page and its frames receive from now on that `keep` accepts, in order. */
export function recordResponses(
  page: Page,
  keep: (response: Response) => boolean = () => true,
): Response[] {
  const responses: Response[] = [];
  page.on("response", (response) => {
    if (keep(response)) responses.push(response);
  });
  return responses;
}

/** The text of every console message of these types, from now on, the page's frames included. */
export function consoleMessages(page: Page, types: readonly string[]): string[] {
  const messages: string[] = [];
  page.on("console", (message) => {
    if (types.includes(message.type())) messages.push(message.text());
  });
  return messages;
}

/**
 * How Chromium's console reports that it refused a sandboxed frame's attempt to navigate the tab.
 * The message is logged as the attempt is made, before the frame's next statement runs.
 */
export const refusedTopNavigation =
  "The frame attempting navigation of the top-level window is sandboxed";

/** How far the page scrolls sideways: 0 when nothing sticks out of the screen's width. */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The species' pages the sitemap lists: every /types/<slug> (the listings' pages excepted). */
export async function speciesPaths(request: APIRequestContext): Promise<ArticlePath[]> {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  return [...sitemap.matchAll(/<loc>[^<]*?(\/types\/[\w-]+)<\/loc>/g)]
    .map((match) => match[1] ?? "")
    .filter((path): path is ArticlePath => path !== "" && !path.startsWith("/types/page"));
}

/**
 * Whether the browser drew the page's first heading with the brand face, as Chromium reports the
 * fonts it drew with: by their files' own names ("Fraunces SemiBold").
 */
export async function drawnInBrandFace(page: Page): Promise<boolean> {
  const session = await page.context().newCDPSession(page);
  await session.send("DOM.enable");
  await session.send("CSS.enable");
  const { root } = await session.send("DOM.getDocument");
  const { nodeId } = await session.send("DOM.querySelector", {
    nodeId: root.nodeId,
    selector: "h1",
  });
  const { fonts } = await session.send("CSS.getPlatformFontsForNode", { nodeId });
  await session.detach();
  return fonts.some((font) => font.familyName.startsWith(displayFont.family));
}

/**
 * The words within `scope` that a line break cuts between two letters: words longer than their
 * line, which the page's `overflow-wrap` breaks wherever the line ends. A web address
 * ("ads.example.org", "mushroomobserver.org") may break so; a break at a hyphen or a soft hyphen
 * is not a cut.
 */
export const wordsCut = (page: Page, scope = "body") =>
  page.locator(scope).evaluateAll((elements) =>
    elements.flatMap((element) => {
      const cut: string[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        if (/^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(text.trim())) continue;
        for (const word of text.matchAll(/\p{L}{2,}/gu)) {
          // Each letter's line: its own box is the last of its range's; Chromium gives the hyphen
          // a soft hyphen draws at a line's end to the letter after it as well.
          const lines = new Set(
            Array.from({ length: word[0].length }, (_, offset) => {
              const range = document.createRange();
              range.setStart(node, word.index + offset);
              range.setEnd(node, word.index + offset + 1);
              return Math.round([...range.getClientRects()].at(-1)?.top ?? 0);
            }),
          );
          if (lines.size > 1) cut.push(word[0]);
        }
      }
      return cut;
    }),
  );

/** Resolves once the browser has drawn two more frames: what a change on screen set off has run. */
export async function nextFrames(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * Turns the mouse wheel and waits for the scroll to end and be drawn, so intersection observers
 * have seen the new position. Does nothing at the end of the page, where nothing would scroll;
 * says whether it scrolled.
 */
export async function wheel(page: Page, deltaY: number): Promise<boolean> {
  const willScroll = await page.evaluate((delta) => {
    const bottom = document.documentElement.scrollHeight - innerHeight;
    const target = Math.min(bottom, Math.max(0, scrollY + delta));
    if (Math.abs(target - scrollY) < 1) return false;
    const scrollEnd = new Promise((resolve) =>
      document.addEventListener("scrollend", resolve, { once: true }),
    );
    Object.assign(window, { scrollEnd });
    return true;
  }, deltaY);
  if (!willScroll) return false;
  await page.mouse.wheel(0, deltaY);
  // One round trip: the scroll's end, then two frames drawn after it (as nextFrames waits).
  await page.evaluate(async () => {
    await (window as unknown as { scrollEnd: Promise<unknown> }).scrollEnd;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  return true;
}

/** Scrolls to the bottom as a reader would, half a screen at a time, so lazy content loads. */
export async function scrollThrough(page: Page) {
  const step = (page.viewportSize()?.height ?? 800) / 2;
  while (await wheel(page, step));
}

/**
 * The layout shift of a document so far, and what moved, where and when, e.g.
 * ["div.mx-auto: 20,356 335x52 to 20,420 335x52 at 1840 ms"] (boxes in the viewport, time since
 * the page's start): a shift seen once in a hundred runs can then be told from its failure's message.
 */
interface LayoutShifts {
  score: number;
  shifted: string[];
}

/**
 * Records the page's layout shifts from its first paint on, in every document the page loads;
 * `cumulativeLayoutShift` reads them. Shifts right after input are left out, as CLS does.
 */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: LayoutShifts = { score: 0, shifted: [] };
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: {
          node: Node | null;
          previousRect: DOMRectReadOnly;
          currentRect: DOMRectReadOnly;
        }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.score += entry.value;
        for (const { node, previousRect, currentRect } of entry.sources) {
          // Named as a selector would name it, for the failure message.
          if (node instanceof Element) {
            const name =
              [node.localName, ...node.classList].slice(0, 4).join(".") +
              (node.id ? `#${node.id}` : "");
            const [from, to] = [previousRect, currentRect].map(
              ({ x, y, width, height }) =>
                `${Math.round(x)},${Math.round(y)} ${Math.round(width)}x${Math.round(height)}`,
            );
            shifts.shifted.push(`${name}: ${from} to ${to} at ${Math.round(entry.startTime)} ms`);
          }
        }
      }
    };
    const observer = new PerformanceObserver((list) => add(list.getEntries()));
    observer.observe({ type: "layout-shift", buffered: true });
    const layoutShifts = () => {
      // What the observer has not delivered yet counts too: nothing is left waiting in a queue.
      add(observer.takeRecords());
      return shifts;
    };
    Object.assign(window, { layoutShifts });
  });
}

/** The document's layout shift so far, once what is on screen has been drawn. */
export async function cumulativeLayoutShift(page: Page): Promise<LayoutShifts> {
  await nextFrames(page);
  return page.evaluate(() =>
    (window as unknown as { layoutShifts: () => LayoutShifts }).layoutShifts(),
  );
}

/**
 * Whether Chromium's accessibility tree, what screen readers read, reports the element as expanded.
 * Native popover buttons get this state from the browser, not from an aria-expanded attribute.
 */
export async function isExpandedForScreenReaders(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { nodes } = await cdp.send("Accessibility.getPartialAXTree", {
    nodeId,
    fetchRelatives: false,
  });
  const expanded = nodes[0]?.properties?.find((property) => property.name === "expanded");
  await cdp.detach();
  return expanded?.value.value === true;
}

/** One Content-Security-Policy violation, as the browser reports it. */
export interface PolicyViolation {
  directive: string;
  blocked: string;
  page: string;
}

/** Records every Content-Security-Policy violation, from now on, in the page and all of its frames. */
export async function recordPolicyViolations(page: Page): Promise<PolicyViolation[]> {
  const violations: PolicyViolation[] = [];
  await page.exposeBinding("reportPolicyViolation", (_source, violation: PolicyViolation) => {
    violations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (
        window as unknown as { reportPolicyViolation: (violation: PolicyViolation) => void }
      ).reportPolicyViolation;
      report({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        page: location.href,
      });
    });
  });
  return violations;
}

/** Follows a link of the page to `path`, as a visitor would: a document load (ADR 035). */
export async function followLinkTo(page: Page, path: string) {
  await page.locator("main").evaluate((main, href) => {
    main.prepend(Object.assign(document.createElement("a"), { href, textContent: "Follow" }));
  }, path);
  await page.getByRole("link", { name: "Follow", exact: true }).click();
}
