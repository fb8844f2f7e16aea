// @vitest-environment jsdom
import { afterEach, expect, it, vi } from "vitest";
import currentYear from "./current-year.island.ts";

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

it("shows the visitor's year, even when the site was built years before", () => {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2031-06-01T12:00:00Z") });
  document.body.innerHTML = `<p>© <span>2026</span> Fungi Atlas</p>`;
  currentYear.mount([document.querySelector("span") as HTMLElement]);
  expect(document.body).toHaveTextContent("© 2031 Fungi Atlas");
});
