import { describe, expect, it, vi } from "vitest";
import { inRounds } from "./rounds.ts";

describe("inRounds", () => {
  it("measures each job once a round, so that a busy minute falls on one run of each", async () => {
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    const order: string[] = [];
    const job = (key: string) => ({
      key,
      label: key,
      measure: async () => {
        order.push(key);
        return `${key}${order.filter((done) => done === key).length}`;
      },
    });
    const results = await inRounds(3, [job("page"), job("text"), job("other")]);
    expect(order).toEqual([
      "page",
      "text",
      "other",
      "page",
      "text",
      "other",
      "page",
      "text",
      "other",
    ]);
    expect(results).toEqual(
      new Map([
        ["page", ["page1", "page2", "page3"]],
        ["text", ["text1", "text2", "text3"]],
        ["other", ["other1", "other2", "other3"]],
      ]),
    );
  });
});
