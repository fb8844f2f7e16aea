import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SiteConfig } from "#app/config/site-config.ts";
import { siteConfig } from "#app/config/site.ts";
import { withSettings } from "#tests/fixtures/settings.tsx";
import { adFrameSrc } from "./ad-frame.ts";
import { adFrameAttributes } from "./ad-frame-loader.ts";
import { AdSlot } from "./ad-slot.tsx";
import { loadAhead } from "./load-ahead.ts";
import { shippedAds } from "#tests/fixtures/shipped-ads.ts";

/** Stands in for the browser's IntersectionObserver: the test decides when a slot nears the viewport. */
class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();
  readonly callback: IntersectionObserverCallback;
  readonly options: IntersectionObserverInit;
  constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    FakeIntersectionObserver.all.push(this);
  }
  observe(target: Element) {
    this.observed.add(target);
  }
  unobserve(target: Element) {
    this.observed.delete(target);
  }
  disconnect() {
    this.observed.clear();
  }
  /** Every element watched comes within the observers' margins, as a reader scrolling to it. */
  static scrollNear() {
    for (const observer of FakeIntersectionObserver.all) {
      const entries = [...observer.observed].map(
        (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
      );
      if (entries.length > 0) {
        observer.callback(entries, observer as unknown as IntersectionObserver);
      }
    }
  }
}

/** Screen widths the test can change, as a visitor rotating a tablet would: wide is 1024 px and up. */
function stubScreenWidth(initiallyWide: boolean) {
  let wide = initiallyWide;
  const listeners = new Set<() => void>();
  vi.stubGlobal("matchMedia", (query: string) => ({
    get matches() {
      if (query === "(width >= 64rem)") return wide;
      if (query === "screen and (width < 64rem)") return !wide;
      throw new Error(`A query the slots do not ask: ${query}`);
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return (next: boolean) => {
    wide = next;
    for (const listener of listeners) listener();
  };
}

let setWide: (wide: boolean) => void;

beforeEach(() => {
  FakeIntersectionObserver.all = [];
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  setWide = stubScreenWidth(true);
  // The ad network answers the page's probe (ad-frame-loader.ts), unless a test says otherwise.
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.resolve(new Response())),
  );
});
afterEach(() => {
  document.body.replaceChildren();
  document.getElementById("ad-density")?.remove();
  history.replaceState(null, "", "/");
});

const frames = () => [...document.querySelectorAll("iframe")];
const frame = () => document.querySelector("iframe");

/** Where a slot's ad shows in these tests: jsdom's page, at the slot's height. */
const placement = (height: number) => ({ pageUrl: `${location.origin}/`, width: 300, height });

/** The slots as the build writes them, before any script ran. */
const preRendered = (ui: ReactElement, settings: SiteConfig = siteConfig) =>
  renderToStaticMarkup(withSettings(settings)({ children: ui }));

/**
 * A page holding the slots as the build wrote them, and their island mounted on it, as
 * app/start-islands.ts mounts it, with modules of its own: no consent decided, no probe made, no
 * ad blocked. Resolves with the page's consent store.
 */
async function mountSlots(ui: ReactElement, settings?: SiteConfig) {
  document.body.innerHTML = `<main id="main"></main>${preRendered(ui, settings)}`;
  // jsdom lays nothing out: every slot's box is shown here, the first of them probed.
  for (const box of document.querySelectorAll("figure > div")) {
    vi.spyOn(box, "getClientRects").mockReturnValue([{}] as unknown as DOMRectList);
  }
  vi.resetModules();
  const consent = await import("#app/lib/consent-purposes.ts");
  const { default: island } = await import("./ad-slot.island.ts");
  await island.mount([...document.querySelectorAll<HTMLElement>("[data-island='ad-slot']")]);
  /** Publishes consent's decision, and lets the loader, asked for then, come and run. */
  const decide = async (ads: boolean) => {
    consent.publishPurposes({ ads, statistics: false });
    await import("./ad-frame-loader.ts");
    await new Promise((resolve) => setTimeout(resolve));
  };
  return { decide };
}

/** Runs what the slots asked to do just before the next frame is drawn. */
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Two slots, the first in view with its frame (its box came near before the loader did), the
 * second three screens below. Resolves with both and the first's frame.
 */
async function slotInViewAndOneBelow() {
  const { decide } = await mountSlots(
    <>
      <AdSlot ad={{ bannerId: "310101" }} minHeight={250} />
      <AdSlot ad={{ bannerId: "310102" }} minHeight={250} />
    </>,
  );
  const [inView, below] = [...document.querySelectorAll("figure")];
  vi.spyOn(below as HTMLElement, "getBoundingClientRect").mockReturnValue({
    top: innerHeight * 3,
  } as DOMRect);
  const [firstBoxWatch] = FakeIntersectionObserver.all;
  firstBoxWatch?.callback(
    [{ target: inView?.lastElementChild, isIntersecting: true } as IntersectionObserverEntry],
    firstBoxWatch as unknown as IntersectionObserver,
  );
  await decide(true);
  const inViewFrame = frame();
  expect(inViewFrame?.closest("figure")).toBe(inView);
  return { inView, below, inViewFrame };
}

const post = (state: string, source: Window | null | undefined) =>
  window.dispatchEvent(
    new MessageEvent("message", { data: { adFrameState: state }, source: source ?? null }),
  );

describe("AdSlot, as the build writes it", () => {
  it("is a labelled placeholder of its reserved height, with no frame, taken by its island", () => {
    const html = preRendered(<AdSlot ad={{ bannerId: "310101" }} minHeight={600} />);
    expect(html).toContain('data-island="ad-slot"');
    expect(html).toContain('data-banner-id="310101"');
    expect(html).toContain('data-ad-size="300x600"');
    expect(html).toContain(">Advertisement</figcaption>");
    expect(html).toContain("h-[600px]");
    expect(html).not.toContain("<iframe");
    expect(html).not.toContain("data-frame-origin");
    expect(html).not.toContain("data-wide-only");
  });

  it("carries the frame origin, the one setting its island needs", () => {
    const html = preRendered(<AdSlot ad="extra-script" minHeight={250} />, {
      ...siteConfig,
      ads: { ...shippedAds, frameOrigin: "https://ads.fungi.example" },
    });
    expect(html).toContain('data-frame-origin="https://ads.fungi.example"');
    expect(html).toContain("data-ad-script-slot");
  });
});

describe("the ad slots' island", () => {
  it("loads a banner in a sandboxed frame only once consent allows it and the slot comes near the viewport", async () => {
    const { decide } = await mountSlots(<AdSlot ad={{ bannerId: "310101" }} minHeight={250} />);
    expect(FakeIntersectionObserver.all[0]?.options.rootMargin).toBe("50% 0px");
    await decide(true);
    expect(frame()).toBeNull();

    FakeIntersectionObserver.scrollNear();
    expect(frame()).toHaveAttribute("src", adFrameSrc({ bannerId: "310101" }, placement(250)));
    expect(frame()).toHaveAttribute("title", "Advertisement");
    expect(frame()).toHaveAttribute("loading", "lazy");
    expect(frame()?.getAttribute("sandbox")?.split(" ").toSorted()).toEqual([
      "allow-popups",
      "allow-popups-to-escape-sandbox",
      "allow-scripts",
    ]);
    expect(frame()?.parentElement).toHaveClass("h-[250px]");
  });

  it("loads the ad of a slot the reader came near before consent had decided", async () => {
    const { decide } = await mountSlots(<AdSlot ad={{ bannerId: "310101" }} minHeight={250} />);
    FakeIntersectionObserver.scrollNear();
    await new Promise((resolve) => setTimeout(resolve));
    expect(frame()).toBeNull();
    await decide(true);
    expect(frame()).toHaveAttribute("src", adFrameSrc({ bannerId: "310101" }, placement(250)));
  });

  it("stays a placeholder while ads are refused, and drops its frame when they no longer are allowed", async () => {
    const { decide } = await mountSlots(<AdSlot ad={{ bannerId: "310101" }} minHeight={250} />);
    await decide(false);
    FakeIntersectionObserver.scrollNear();
    expect(frame()).toBeNull();

    await decide(true);
    const first = frame();
    expect(first).toHaveAttribute("src", adFrameSrc({ bannerId: "310101" }, placement(250)));
    await decide(false);
    expect(frame()).toBeNull();
    // Allowed again: a frame of its own, created with its URL, never the old one navigated.
    await decide(true);
    expect(frames()).toHaveLength(1);
    expect(frame()).not.toBe(first);
  });

  it("loads the extra third-party script in a slot of its own", async () => {
    const { decide } = await mountSlots(<AdSlot ad="extra-script" minHeight={250} />);
    await decide(true);
    FakeIntersectionObserver.scrollNear();
    expect(frame()).toHaveAttribute("src", adFrameSrc("extra-script", placement(250)));
  });

  it("a wide-only slot is hidden below 1024 px and loads nothing there, until the screen widens", async () => {
    setWide(false);
    const { decide } = await mountSlots(
      <AdSlot ad={{ bannerId: "310102" }} minHeight={600} wideOnly className="mt-8" />,
    );
    expect(document.querySelector("figure")).toHaveClass("hidden", "lg:block", "mt-8");
    await decide(true);
    FakeIntersectionObserver.scrollNear();
    expect(frame()).toBeNull();

    setWide(true);
    FakeIntersectionObserver.scrollNear();
    // Shown now, the slot probes the network, and frames its ad once the probe has gone through.
    await vi.waitFor(() =>
      expect(frame()).toHaveAttribute("src", adFrameSrc({ bannerId: "310102" }, placement(600))),
    );
  });

  it("tells the ad the page's URL, without the query the visitor's words may be in", async () => {
    history.replaceState(null, "", "/search?q=morel");
    const { decide } = await mountSlots(<AdSlot ad={{ bannerId: "310101" }} minHeight={250} />);
    await decide(true);
    FakeIntersectionObserver.scrollNear();
    expect(frame()).toHaveAttribute(
      "src",
      adFrameSrc(
        { bannerId: "310101" },
        { pageUrl: `${location.origin}/search`, width: 300, height: 250 },
      ),
    );
  });

  it("with a frame origin, loads the frame from there and keeps it same-origin to itself only", async () => {
    const frameOrigin = "https://ads.fungi.example";
    const { decide } = await mountSlots(<AdSlot ad={{ bannerId: "310101" }} minHeight={250} />, {
      ...siteConfig,
      ads: { ...shippedAds, frameOrigin },
    });
    await decide(true);
    FakeIntersectionObserver.scrollNear();
    expect(frame()).toHaveAttribute(
      "src",
      adFrameSrc({ bannerId: "310101" }, placement(250), frameOrigin),
    );
    expect(frame()?.getAttribute("src")?.startsWith(`${frameOrigin}/ad-frame?`)).toBe(true);
    expect(frame()?.getAttribute("sandbox")?.split(" ").toSorted()).toEqual([
      "allow-popups",
      "allow-popups-to-escape-sandbox",
      "allow-same-origin",
      "allow-scripts",
    ]);
    expect(
      adFrameAttributes(
        { bannerId: "310101" },
        { pageUrl: "https://fungi.example/about", minHeight: 250 },
        undefined,
      ).sandbox,
    ).not.toContain("allow-same-origin");
  });

  it("probes the first slot shown with a request for its ad's script, and frames no slot until it comes near", async () => {
    const probes = vi.fn(() => Promise.resolve(new Response()));
    vi.stubGlobal("fetch", probes);
    const { decide } = await mountSlots(
      <>
        <AdSlot ad={{ bannerId: "310101" }} minHeight={250} />
        <AdSlot ad={{ bannerId: "310102" }} minHeight={250} />
      </>,
    );
    await decide(true);
    expect(probes).toHaveBeenCalledTimes(1);
    expect(probes).toHaveBeenCalledWith(
      "https://ads.example.org/banner.js?id=310101",
      expect.objectContaining({ method: "HEAD", mode: "no-cors", credentials: "omit" }),
    );
    expect(frames()).toHaveLength(0);
    FakeIntersectionObserver.scrollNear();
    expect(frames()).toHaveLength(2);
    expect(probes).toHaveBeenCalledTimes(1);
  });

  it("frames the ad of a slot near the view as the page starts only once the probe has gone through", async () => {
    const { promise: answer, resolve: answerProbe } = Promise.withResolvers<Response>();
    vi.stubGlobal(
      "fetch",
      vi.fn(() => answer),
    );
    const { decide } = await mountSlots(<AdSlot ad={{ bannerId: "310101" }} minHeight={250} />);
    FakeIntersectionObserver.scrollNear();
    await decide(true);
    expect(frames()).toHaveLength(0);
    answerProbe(new Response());
    await vi.waitFor(() => expect(frames()).toHaveLength(1));
  });

  it("frames no ad, the slots near the view included, once the probe is refused", async () => {
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    const { decide } = await mountSlots(
      <>
        <AdSlot ad={{ bannerId: "310101" }} minHeight={250} />
        <AdSlot ad="extra-script" minHeight={250} />
      </>,
    );
    FakeIntersectionObserver.scrollNear();
    await decide(true);
    await nextFrame();
    FakeIntersectionObserver.scrollNear();
    expect(frames()).toHaveLength(0);
  });

  it("makes no probe before consent allows ads", async () => {
    const probes = vi.fn(() => Promise.resolve(new Response()));
    vi.stubGlobal("fetch", probes);
    const { decide } = await mountSlots(<AdSlot ad="extra-script" minHeight={250} />);
    vi.spyOn(
      document.querySelector("figure > div") as HTMLElement,
      "getClientRects",
    ).mockReturnValue([{}] as unknown as DOMRectList);
    await decide(false);
    expect(probes).not.toHaveBeenCalled();
  });

  it("once the probe's request fails, as a blocker makes it, folds every slot below the view before any frame", async () => {
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    const { decide } = await mountSlots(
      <>
        <AdSlot ad="extra-script" minHeight={250} />
        <AdSlot ad={{ bannerId: "310102" }} minHeight={250} />
      </>,
    );
    const [first, below] = [...document.querySelectorAll("figure")];
    vi.spyOn(first?.lastElementChild as HTMLElement, "getClientRects").mockReturnValue([
      {},
    ] as unknown as DOMRectList);
    vi.spyOn(first as HTMLElement, "getBoundingClientRect").mockReturnValue({ top: 0 } as DOMRect);
    vi.spyOn(below as HTMLElement, "getBoundingClientRect").mockReturnValue({
      top: innerHeight * 3,
    } as DOMRect);
    await decide(true);
    expect(frames()).toHaveLength(0);
    for (const observer of FakeIntersectionObserver.all.filter(
      (watch) => watch.options.rootMargin !== loadAhead,
    )) {
      observer.callback([], observer as unknown as IntersectionObserver);
    }
    await nextFrame();
    expect(below).not.toBeVisible();
    expect(first).toBeVisible();
    expect(frames()).toHaveLength(0);
  });

  it("once an ad is blocked, folds every slot below the view, and keeps one in view", async () => {
    const { inView, below, inViewFrame } = await slotInViewAndOneBelow();
    post("failed", inViewFrame?.contentWindow);
    FakeIntersectionObserver.scrollNear();
    await nextFrame();
    expect(below).not.toBeVisible();
    expect(inView).toBeVisible();
  });

  it("takes its ad's state from its own frame only", async () => {
    const { below } = await slotInViewAndOneBelow();
    post("failed", null);
    FakeIntersectionObserver.scrollNear();
    await nextFrame();
    expect(below).toBeVisible();
  });

  it("decides again which slots a narrow screen shows when the window crosses 1024 px", async () => {
    await mountSlots(<AdSlot ad="extra-script" minHeight={250} narrowOrder={0} />);
    // Content tall enough for the slot (jsdom lays nothing out).
    vi.spyOn(
      document.getElementById("main") as HTMLElement,
      "getBoundingClientRect",
    ).mockReturnValue({ height: 2000 } as DOMRect);
    expect(document.getElementById("ad-density")?.textContent).toBe("");
    setWide(false);
    expect(document.getElementById("ad-density")?.textContent).toContain('[data-narrow-order="0"]');
    setWide(true);
    expect(document.getElementById("ad-density")?.textContent).toBe("");
  });
});
