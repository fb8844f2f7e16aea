// @vitest-environment jsdom
import { expect, test, vi } from "vitest";
import unknownPath from "./unknown-path.island.ts";

test("the 404 page logs the unknown path the visitor reached, for the site's owner", () => {
  window.history.replaceState(null, "", "/types/chantrelle");
  const logged = vi.spyOn(console, "error").mockImplementation(() => {});
  unknownPath.mount();
  expect(logged).toHaveBeenCalledWith(expect.stringContaining("404"), "/types/chantrelle");
});
