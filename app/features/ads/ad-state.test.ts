import { describe, expect, it } from "vitest";
import { adStateOf, adStates } from "./ad-state.ts";

describe("the page's reading of an ad frame's message", () => {
  it("reads every state a frame posts", () => {
    for (const state of adStates) expect(adStateOf({ adFrameState: state })).toBe(state);
  });

  it.each([null, "filled", { adFrameState: "hacked" }, { state: "filled" }, [], 1])(
    "ignores a message of another shape: %j",
    (data) => {
      expect(adStateOf(data)).toBeUndefined();
    },
  );
});
