import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { publishPurposes } from "#app/lib/consent-purposes.ts";

const setAdsAllowed = (ads: boolean) => publishPurposes({ ads, statistics: false });
import { adFrameSrc } from "./ad-frame.ts";
import { AdSlot } from "./ad-slot.tsx";
import { adFrameAttributes } from "./ad-frame-loader.tsx";
import { withSettings } from "#tests/fixtures/settings.tsx";

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
  static scrollNear() {
    act(() => {
      for (const observer of FakeIntersectionObserver.all) {
        const entries = [...observer.observed].map(
          (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
        );
        if (entries.length > 0) {
          observer.callback(entries, observer as unknown as IntersectionObserver);
        }
      }
    });
  }
}

/** A screen width the test can change, as a visitor rotating a tablet would. */
function stubScreenWidth(initiallyWide: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    matches: initiallyWide,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal("matchMedia", (query: string) => {
    expect(query).toBe("(width >= 64rem)");
    return media;
  });
  return (wide: boolean) => {
    media.matches = wide;
    act(() => listeners.forEach((listener) => listener()));
  };
}

beforeEach(() => {
  FakeIntersectionObserver.all = [];
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  // Consent given, or not needed: the slot's own behaviour. The gate is tested below.
  setAdsAllowed(true);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const frame = () => document.querySelector("iframe");

/**
 * Renders a slot and lets its loader's chunk (ad-frame-loader.tsx, loaded once consent has
 * decided) arrive, as the browser does a moment after hydration.
 */
async function renderSlot(ui: React.ReactElement) {
  const rendered = render(ui, { wrapper: withSettings() });
  await act(async () => {});
  return rendered;
}

/** Where a slot's ad shows in these tests: jsdom's page, at the slot's height. */
const placement = (height: number) => ({ pageUrl: `${location.origin}/`, width: 300, height });

describe("AdSlot", () => {
  it("is pre-rendered as a labelled placeholder of its reserved height, with no frame", () => {
    const html = renderToString(
      <AdSlot ad={{ bannerId: "310101" }} minHeight={600} pagePath="/" wideOnly={false} />,
    );
    expect(html).toContain('data-banner-id="310101"');
    expect(html).toContain(">Advertisement</figcaption>");
    expect(html).toContain("h-[600px]");
    expect(html).not.toContain("<iframe");
  });

  it("loads its banner in a sandboxed frame only when it comes near the viewport", async () => {
    await renderSlot(<AdSlot ad={{ bannerId: "310101" }} minHeight={250} pagePath="/" />);
    // Browsers name a figure after its caption (checked in Chromium by tests/e2e/ads.spec.ts).
    expect(screen.getByRole("figure")).toHaveAttribute("data-banner-id", "310101");
    expect(screen.getByRole("figure")).toHaveTextContent(/^Advertisement$/);
    expect(frame()).toBeNull();
    expect(FakeIntersectionObserver.all[0]?.options.rootMargin).toBe("50% 0px");

    FakeIntersectionObserver.scrollNear();
    expect(frame()).toHaveAttribute("src", adFrameSrc({ bannerId: "310101" }, placement(250)));
    expect(frame()).toHaveAttribute("title", "Advertisement");
    expect(frame()?.getAttribute("sandbox")?.split(" ").toSorted()).toEqual([
      "allow-popups",
      "allow-popups-to-escape-sandbox",
      "allow-scripts",
    ]);
  });

  it("loads the ad of a slot the reader came near before consent, and the slot's code, had come", async () => {
    // A first visit's modules: no decision yet, and the loader's chunk not asked for.
    vi.resetModules();
    const fresh = await import("./ad-slot.tsx");
    const consent = await import("#app/lib/consent-purposes.ts");
    // The settings' context as the fresh modules know it.
    const settings = await import("#tests/fixtures/settings.tsx");
    render(<fresh.AdSlot ad={{ bannerId: "310101" }} minHeight={250} pagePath="/" />, {
      wrapper: settings.withSettings(),
    });
    FakeIntersectionObserver.scrollNear();
    expect(frame()).toBeNull();
    await act(async () => consent.publishPurposes({ ads: true, statistics: false }));
    expect(frame()).toHaveAttribute("src", adFrameSrc({ bannerId: "310101" }, placement(250)));
  });

  it("stays a placeholder until ads are allowed, and drops its frame when they no longer are", async () => {
    act(() => setAdsAllowed(false));
    await renderSlot(<AdSlot ad={{ bannerId: "310101" }} minHeight={250} pagePath="/" />);
    FakeIntersectionObserver.scrollNear();
    expect(frame()).toBeNull();

    await act(async () => setAdsAllowed(true));
    expect(frame()).toHaveAttribute("src", adFrameSrc({ bannerId: "310101" }, placement(250)));
    act(() => setAdsAllowed(false));
    expect(frame()).toBeNull();
  });

  it("loads the extra third-party script in a slot of its own", async () => {
    await renderSlot(<AdSlot ad="extra-script" minHeight={250} pagePath="/" />);
    const slot = screen.getByRole("figure");
    expect(slot).toHaveAttribute("data-ad-script-slot");
    expect(slot).not.toHaveAttribute("data-banner-id");
    FakeIntersectionObserver.scrollNear();
    expect(frame()).toHaveAttribute("src", adFrameSrc("extra-script", placement(250)));
  });

  it("a wide-only slot is hidden below 1024 px and loads nothing there, until the screen widens", async () => {
    const setWide = stubScreenWidth(false);
    await renderSlot(
      <AdSlot ad={{ bannerId: "310102" }} minHeight={600} pagePath="/" wideOnly className="mt-8" />,
    );
    expect(screen.getByRole("figure", { hidden: true })).toHaveClass("hidden", "lg:block", "mt-8");
    FakeIntersectionObserver.scrollNear();
    expect(frame()).toBeNull();

    setWide(true);
    FakeIntersectionObserver.scrollNear();
    expect(frame()).toHaveAttribute("src", adFrameSrc({ bannerId: "310102" }, placement(600)));
  });

  it("tells the ad the page it was given, not the browser's location, which Back changes first", async () => {
    await renderSlot(<AdSlot ad={{ bannerId: "310101" }} minHeight={250} pagePath="/about" />);
    FakeIntersectionObserver.scrollNear();
    expect(location.pathname).toBe("/");
    expect(frame()).toHaveAttribute(
      "src",
      adFrameSrc(
        { bannerId: "310101" },
        { pageUrl: `${location.origin}/about`, width: 300, height: 250 },
      ),
    );
  });

  it("never navigates its frame: another URL gets a frame of its own", async () => {
    const { rerender } = await renderSlot(
      <AdSlot ad={{ bannerId: "310101" }} minHeight={250} pagePath="/about" />,
    );
    FakeIntersectionObserver.scrollNear();
    const first = frame();
    rerender(<AdSlot ad={{ bannerId: "310101" }} minHeight={250} pagePath="/types" />);
    expect(frame()).not.toBe(first);
    expect(first?.isConnected).toBe(false);
    expect(first?.getAttribute("src")).toContain(encodeURIComponent("/about"));
    expect(frame()?.getAttribute("src")).toContain(encodeURIComponent("/types"));
  });

  it("with a frame origin, loads the frame from there and keeps it same-origin to itself only", () => {
    const attributes = adFrameAttributes(
      { bannerId: "310101" },
      { pageUrl: "https://fungi.example/about", minHeight: 250 },
      "https://ads.fungi.example",
    );
    expect(attributes.src).toBe(
      adFrameSrc(
        { bannerId: "310101" },
        { pageUrl: "https://fungi.example/about", width: 300, height: 250 },
        "https://ads.fungi.example",
      ),
    );
    expect(attributes.src.startsWith("https://ads.fungi.example/ad-frame?")).toBe(true);
    expect(attributes.sandbox.split(" ").toSorted()).toEqual([
      "allow-popups",
      "allow-popups-to-escape-sandbox",
      "allow-same-origin",
      "allow-scripts",
    ]);
  });

  it("stops watching the viewport when the page goes away", async () => {
    const { unmount } = await renderSlot(
      <AdSlot ad={{ bannerId: "310101" }} minHeight={250} pagePath="/" />,
    );
    const [observer] = FakeIntersectionObserver.all;
    expect(observer?.observed.size).toBe(1);
    unmount();
    expect(observer?.observed.size).toBe(0);
  });
});
