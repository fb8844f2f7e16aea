// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import tooltips from "./tooltips.island.ts";

/** The footer's social icons, as site-footer.tsx renders them, each naming its network. */
function setUp() {
  document.body.innerHTML = `
    <ul data-island="tooltips">
      <li><a href="https://x.example/" aria-label="Fungi Atlas on X" data-tooltip="X">X</a></li>
      <li><a href="https://i.example/" aria-label="Fungi Atlas on Instagram" data-tooltip="Instagram">I</a></li>
    </ul>
    <a href="/feed.xml">Feed</a>`;
  const [x, instagram, feed] = document.querySelectorAll("a");
  if (!x || !instagram || !feed) throw new Error("links missing");
  void tooltips.mount([document.querySelector("ul") as HTMLElement]);
  return { x, instagram, feed };
}

/** The tooltip shown, if any: the one role="tooltip" not hidden. */
const shown = () => document.querySelector<HTMLElement>('[role="tooltip"]:not([hidden])');
const point = (target: Element, type: string, relatedTarget: Element | null = null) =>
  target.dispatchEvent(new MouseEvent(type, { bubbles: type !== "pointerleave", relatedTarget }));

describe("the tooltips' island", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = "";
  });

  it("names the network after the pointer rests 700 ms, and the next one at once", () => {
    const { x, instagram } = setUp();
    expect(x).toHaveAttribute("data-state", "closed");
    point(x, "pointermove");
    vi.advanceTimersByTime(690);
    expect(shown()).toBeNull();
    vi.advanceTimersByTime(20);
    expect(shown()).toHaveTextContent(/^X$/);
    expect(x).toHaveAttribute("data-state", "delayed-open");
    expect(x).toHaveAttribute("aria-describedby", shown()?.id);

    point(x, "pointerleave", instagram);
    expect(shown()).toBeNull();
    expect(x).not.toHaveAttribute("aria-describedby");
    point(instagram, "pointermove");
    expect(shown()).toHaveTextContent(/^Instagram$/);
    expect(instagram).toHaveAttribute("data-state", "instant-open");

    // Past 300 ms closed, the delay is back.
    point(instagram, "pointerleave", document.body);
    vi.advanceTimersByTime(300);
    point(x, "pointermove");
    expect(shown()).toBeNull();
  });

  it("stays while the pointer moves onto it, and goes when it leaves it", () => {
    const { x } = setUp();
    point(x, "pointermove");
    vi.advanceTimersByTime(700);
    const tooltip = shown();
    if (!tooltip) throw new Error("no tooltip");
    point(x, "pointerleave", tooltip);
    expect(shown()).toBe(tooltip);
    point(tooltip, "pointerleave", document.body);
    expect(shown()).toBeNull();
  });

  it("shows at once on keyboard focus, keeps the focus, and goes on Escape and blur", () => {
    const { x, instagram, feed } = setUp();
    x.focus();
    expect(shown()).toHaveTextContent(/^X$/);
    expect(x).toHaveFocus();
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(shown()).toBeNull();
    instagram.focus();
    expect(shown()).toHaveTextContent(/^Instagram$/);
    feed.focus();
    expect(shown()).toBeNull();
    expect(instagram).toHaveAttribute("data-state", "closed");
  });

  it("waits for the delay when a press brings the focus, and never opens for a touch", () => {
    const { x } = setUp();
    point(x, "pointerdown");
    x.focus();
    expect(shown()).toBeNull();
    point(document.body, "pointerup");
    x.blur();
    x.dispatchEvent(Object.assign(new MouseEvent("pointermove"), { pointerType: "touch" }));
    vi.advanceTimersByTime(1000);
    expect(shown()).toBeNull();
  });
});
