// @vitest-environment jsdom
import type { Metric } from "web-vitals";
import { expect, test, vi } from "vitest";
import { publishPurposes as setPurposes } from "#app/lib/consent-purposes.ts";
import { watchConsent } from "./analytics-gate.ts";
import { setPagePath } from "./analytics-state.ts";

/** The owner's analytics settings, passed in as the page's PageViews passes them. */
const analytics = { provider: "ga4", measurementId: "G-TEST1234" } as const;

type Reporter = (metric: Pick<Metric, "name" | "value" | "rating">) => void;
const { reporters, observe } = vi.hoisted(() => {
  const observed: Reporter[] = [];
  return { reporters: observed, observe: (report: Reporter) => void observed.push(report) };
});
vi.mock("web-vitals", () => ({ onLCP: observe, onINP: observe, onCLS: observe }));

const calls = () =>
  ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((args) => [...args]);
const pageViews = () =>
  calls()
    .filter(([command, name]) => command === "event" && name === "page_view")
    .map(([, , params]) => new URL((params as { page_location: string }).page_location).pathname);

test("nothing before consent; then each page once, speed on the landing path, and nothing once revoked", async () => {
  history.replaceState(null, "", "/about");
  watchConsent(analytics);
  setPagePath("/about");
  setPurposes({ ads: false, statistics: false });
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(calls()).toEqual([]);
  expect(document.querySelector("script")).toBeNull();

  setPurposes({ ads: false, statistics: true });
  await vi.waitFor(() => expect(pageViews()).toEqual(["/about"]));
  setPagePath("/types");
  setPagePath("/types");
  setPagePath("/about");
  expect(pageViews()).toEqual(["/about", "/types", "/about"]);

  await vi.waitFor(() => expect(reporters).toHaveLength(3));
  history.replaceState(null, "", "/types");
  reporters[0]?.({ name: "LCP", value: 1234.4, rating: "good" });
  expect(calls().at(-1)).toEqual([
    "event",
    "LCP",
    { value: 1234, metric_rating: "good", page_path: "/about", non_interaction: true },
  ]);

  setPurposes({ ads: false, statistics: false });
  expect(calls().at(-1)).toEqual([
    "consent",
    "update",
    expect.objectContaining({ analytics_storage: "denied" }),
  ]);
  const before = calls().length;
  setPagePath("/blog");
  reporters[2]?.({ name: "CLS", value: 0.01234, rating: "good" });
  expect(calls()).toHaveLength(before);
});
