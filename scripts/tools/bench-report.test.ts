import { describe, expect, it } from "vitest";
import type { Measurement } from "./bench-lighthouse.ts";
import type { Paint, Paints } from "./bench-paint.ts";
import { pageKind, renderKinds, renderTables } from "./bench-report.ts";

const measured = (values: Partial<Measurement>): Measurement => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 700,
  lcp: 700,
  tbt: 0,
  cls: 0,
  js: 3,
  framework: 0,
  css: 8,
  html: 12,
  ...values,
});

/** No page painted through the slow link. */
const notPainted: Paints = { runs: 0, loads: new Map() };

/** Pages painted through the slow link once each, keyed "<page> <build>". */
const painted = (once: Record<string, Paint>): Paints => ({
  runs: 1,
  loads: new Map(Object.entries(once).map(([key, paint]) => [key, [paint]])),
});

describe("pageKind", () => {
  it("names each kind of page the site builds", () => {
    const plain = measured({});
    expect(pageKind("/", plain)).toBe("home");
    expect(pageKind("/types/death-cap", plain)).toBe("species page");
    expect(pageKind("/culture/folklore-and-fairy-rings", plain)).toBe("article");
    expect(pageKind("/types", plain)).toBe("section page");
    expect(pageKind("/privacy", plain)).toBe("other page");
    expect(pageKind("/404.html", plain)).toBe("404");
    expect(pageKind("/identify", plain), "the key, with a target of its own").toBe("/identify");
  });

  it("sets apart a page that loads the framework chunk, by its path", () => {
    expect(pageKind("/identify", measured({ framework: 101 }))).toBe("/identify (React)");
  });

  it("keeps home a kind of its own with the React its welcome notice loads", () => {
    expect(pageKind("/", measured({ framework: 57 }))).toBe("home");
  });
});

describe("renderKinds", () => {
  const plain = measured({ js: 0, tbt: 5, lcp: 600 });

  it("gives each kind its worst page, each against its own text, and the kind's target", () => {
    const results = new Map([
      ["/types/death-cap site", measured({ tbt: 12, lcp: 700 })],
      ["/types/death-cap text", measured({ js: 0, tbt: 0, lcp: 560 })],
      ["/types/chanterelle site", measured({ tbt: 30, lcp: 720 })],
      ["/types/chanterelle text", measured({ js: 0, tbt: 0, lcp: 700 })],
      ["/identify site", measured({ js: 140, framework: 101, tbt: 200, lcp: 700 })],
    ]);
    const paints = painted({
      "/types/death-cap site": { fcp: 500, lcp: 520 },
      "/types/death-cap text": { fcp: 480, lcp: 480 },
      "/types/chanterelle site": { fcp: 500, lcp: 600 },
      "/types/chanterelle text": { fcp: 500, lcp: 500 },
      "/identify site": { fcp: 500, lcp: 500 },
      "/identify text": { fcp: 500, lcp: 500 },
    });
    const rows = renderKinds(
      ["/types/death-cap", "/types/chanterelle", "/identify"],
      plain,
      results,
      paints,
    ).split("\n");
    // In the simulation the death cap paints 1.25x its text, though the chanterelle paints last;
    // painted, the chanterelle is the worst (1.2x), and the target is judged on that.
    expect(rows[2]).toBe(
      "| species page | 2 | 3.0 | 0.0 | 30 ms | 30 ms | 1.25x | 1.20x (1.20 to 1.20) | TBT within 10 ms missed; LCP within 1.15x missed (simulated: missed) |",
    );
    // A page whose text Lighthouse did not measure is set against the fixed plain page.
    expect(rows[3]).toBe(
      "| /identify (React) | 1 | 140.0 | 101.0 | 200 ms | 195 ms | 1.17x | 1.00x (1.00 to 1.00) | LCP within 1.2x met (simulated: met) |",
    );
  });

  it("holds the key without React to a content page's TBT target and its own LCP target", () => {
    const results = new Map([
      ["/identify site", measured({ js: 18, tbt: 83, lcp: 942 })],
      ["/identify text", measured({ js: 0, tbt: 3, lcp: 600 })],
    ]);
    const paints = painted({
      "/identify site": { fcp: 500, lcp: 550 },
      "/identify text": { fcp: 500, lcp: 500 },
    });
    const [, , row] = renderKinds(["/identify"], plain, results, paints).split("\n");
    expect(row).toBe(
      "| /identify | 1 | 18.0 | 0.0 | 83 ms | 80 ms | 1.57x | 1.10x (1.10 to 1.10) | TBT within 10 ms missed; LCP within 1.2x met (simulated: missed) |",
    );
  });

  it("holds home to its own TBT and LCP targets", () => {
    const results = new Map([
      ["/ site", measured({ js: 83, framework: 57, tbt: 60, lcp: 700 })],
      ["/ text", measured({ js: 0, tbt: 5, lcp: 600 })],
    ]);
    const paints = painted({
      "/ site": { fcp: 500, lcp: 590 },
      "/ text": { fcp: 500, lcp: 500 },
    });
    const [, , row] = renderKinds(["/"], plain, results, paints).split("\n");
    expect(row).toBe(
      "| home | 1 | 83.0 | 57.0 | 60 ms | 55 ms | 1.17x | 1.18x (1.18 to 1.18) | TBT within 50 ms missed; LCP within 1.2x met (simulated: met) |",
    );
  });

  it("says a target met when the kind is within it", () => {
    const results = new Map([
      ["/privacy site", measured({ tbt: 15, lcp: 610 })],
      ["/privacy text", measured({ js: 0, tbt: 5, lcp: 600 })],
    ]);
    expect(renderKinds(["/privacy"], plain, results, notPainted).split("\n")[2]).toBe(
      "| other page | 1 | 3.0 | 0.0 | 15 ms | 10 ms | 1.02x | n/a | TBT within 10 ms met |",
    );
  });

  it("judges the painted LCP on the medians of the loads, with the range of the loads side by side", () => {
    const results = new Map([
      ["/types/death-cap site", measured({ lcp: 700 })],
      ["/types/death-cap text", measured({ js: 0, lcp: 600 })],
    ]);
    const paints: Paints = {
      runs: 3,
      loads: new Map([
        [
          "/types/death-cap site",
          [
            { fcp: 500, lcp: 880 },
            { fcp: 500, lcp: 700 },
            { fcp: 500, lcp: 690 },
          ],
        ],
        [
          "/types/death-cap text",
          [
            { fcp: 500, lcp: 800 },
            { fcp: 500, lcp: 600 },
            { fcp: 500, lcp: 500 },
          ],
        ],
      ]),
    };
    const [, , row] = renderKinds(["/types/death-cap"], plain, results, paints).split("\n");
    // Medians 700 and 600; side by side 1.10, 1.17 and 1.38.
    expect(row).toBe(
      "| species page | 1 | 3.0 | 0.0 | 0 ms | 0 ms | 1.17x | 1.17x (1.10 to 1.38) | TBT within 10 ms met; LCP within 1.15x missed (simulated: missed) |",
    );
  });

  it("says an LCP target not judged when the kind's pages were not all painted", () => {
    const results = new Map([
      ["/types/death-cap site", measured({ lcp: 610 })],
      ["/types/death-cap text", measured({ js: 0, lcp: 600 })],
    ]);
    expect(renderKinds(["/types/death-cap"], plain, results, notPainted).split("\n")[2]).toBe(
      "| species page | 1 | 3.0 | 0.0 | 0 ms | 0 ms | 1.02x | n/a | TBT within 10 ms met; LCP within 1.15x not painted (simulated: met) |",
    );
  });
});

describe("renderTables", () => {
  it("prints nothing of a pass that measured no page: the consent banner's, on a site that shows none", () => {
    const page = measured({});
    const tables = renderTables(
      ["/"],
      page,
      new Map([["/ site", page]]),
      notPainted,
      [
        { heading: "With third parties:", results: new Map([["/", page]]) },
        { heading: "With the consent banner showing:", results: new Map() },
      ],
      new Map(),
    );
    expect(tables).toContain("With third parties:");
    expect(tables).not.toContain("With the consent banner showing:");
  });
});
