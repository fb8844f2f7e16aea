// @vitest-environment jsdom
import { expect, test, vi } from "vitest";
import { publishPurposes } from "#app/lib/consent-purposes.ts";
import island from "./page-views.island.ts";

vi.mock("web-vitals", () => ({ onLCP: () => {}, onINP: () => {}, onCLS: () => {} }));

const pageViews = () =>
  ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
    .map((args) => [...args])
    .filter(([command, name]) => command === "event" && name === "page_view")
    .map(([, , params]) => new URL((params as { page_location: string }).page_location).pathname);

/** What `PageViews` renders: the owner's analytics settings. */
function settingsElement() {
  const element = document.createElement("div");
  element.dataset.analytics = JSON.stringify({ provider: "ga4", measurementId: "G-TEST1234" });
  return element;
}

test("counts the page once statistics are allowed, and again when it comes back from memory", async () => {
  history.replaceState(null, "", "/about?view=all");
  await island.mount([settingsElement()]);
  publishPurposes({ ads: false, statistics: false });
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(document.querySelector("script")).toBeNull();

  publishPurposes({ ads: false, statistics: true });
  await vi.waitFor(() => expect(pageViews()).toEqual(["/about"]));
  // Back to it: the browser shows the page it kept, without running its scripts again.
  dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
  dispatchEvent(new PageTransitionEvent("pageshow", { persisted: false }));
  expect(pageViews()).toEqual(["/about", "/about"]);
});
