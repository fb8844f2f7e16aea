// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import embedIsland from "./embed.island.ts";

const scriptUrl = "https://forms.example.com/widget/script.js";
const vendorScripts = () =>
  [...document.scripts].filter((script) => script.getAttribute("src") === scriptUrl);

/** An embed as the page holds it with JavaScript on: the frame's markup is the `<noscript>`'s text. */
function embed(script?: string) {
  const container = document.createElement("div");
  if (script) container.dataset.script = script;
  const fallback = document.createElement("noscript");
  fallback.textContent = '<iframe title="Contact form" src="https://forms.example.com/f"></iframe>';
  container.append(fallback);
  document.body.append(container);
  return container;
}

describe("the embed island", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = "";
  });
  afterEach(() => vi.useRealTimers());

  it("adds the frame in a task after mounting, then the vendor's script, once", async () => {
    const containers = [embed(scriptUrl), embed(scriptUrl)];
    await embedIsland.mount(containers);
    // Not in the task that mounts: creating a frame is costly.
    expect(document.querySelector("iframe")).toBeNull();
    expect(vendorScripts()).toHaveLength(0);
    vi.runAllTimers();
    const frames = containers.map((container) => container.querySelector("iframe"));
    expect(frames.map((frame) => frame?.title)).toEqual(["Contact form", "Contact form"]);
    expect(document.querySelector("noscript")).toBeNull();
    expect(vendorScripts()).toHaveLength(1);
    const [script] = vendorScripts();
    expect(script?.async).toBe(true);
    expect(frames[0]?.compareDocumentPosition(script as Node)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it("loads no script for an embed without one", async () => {
    await embedIsland.mount([embed()]);
    vi.runAllTimers();
    expect(document.querySelector("iframe")).not.toBeNull();
    expect(document.scripts).toHaveLength(0);
  });
});
