import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fromHtml } from "hast-util-from-html";
import { describe, expect, it } from "vitest";
import { siteConfig } from "#app/config/site.ts";
import { temporaryFolder } from "#tests/fixtures/temporary-folders.ts";
import { estimatedContentHeight, slotsWithinDensity } from "./density-estimate.ts";
import { adDensityWarnings } from "./density-warnings.ts";
import { shippedAds } from "#tests/fixtures/shipped-ads.ts";

const page = (main: string) => fromHtml(`<!doctype html><body><main>${main}</main></body>`);

describe("the estimate of a page's content height", () => {
  it("grows with the text, narrower screens wrapping it on more lines", () => {
    const short = page("<p>A line.</p>");
    const long = page(`<p>${"Spores and gills. ".repeat(60)}</p>`);
    expect(estimatedContentHeight(long, 390)).toBeGreaterThan(estimatedContentHeight(short, 390));
    expect(estimatedContentHeight(long, 390)).toBeGreaterThan(estimatedContentHeight(long, 768));
  });

  it("counts the fixed heights of frames and images, and the spacing classes", () => {
    expect(estimatedContentHeight(page('<div class="h-[1600px]"></div>'), 390)).toBe(1600);
    // An image's height follows its width, scaled to the screen's.
    expect(estimatedContentHeight(page('<img width="700" height="350" alt="">'), 390)).toBeCloseTo(
      195,
      0,
    );
    expect(estimatedContentHeight(page('<div class="py-10 mt-4"></div>'), 390)).toBe(96);
    // Responsive classes apply from their breakpoint on.
    expect(estimatedContentHeight(page('<div class="md:py-10"></div>'), 390)).toBe(0);
    expect(estimatedContentHeight(page('<div class="md:py-10"></div>'), 768)).toBe(80);
  });
});

describe("the slots a narrow screen keeps", () => {
  it("keeps slots in order while the ads stay within 30 %", () => {
    // 250 px slots take 318 px with their label and margin: 318 / (742 + 318) = 0.3.
    expect(slotsWithinDensity(742, [250, 250])).toBe(1);
    expect(slotsWithinDensity(741, [250, 250])).toBe(0);
    expect(slotsWithinDensity(5000, [250, 250, 600])).toBe(3);
  });

  it("warns, naming the page, the width and the banners left out", async () => {
    const site = await temporaryFolder("ad-density");
    await mkdir(site, { recursive: true });
    await writeFile(join(site, "404.html"), "<!doctype html><main><h1>404</h1></main>");
    await writeFile(
      join(site, "blog.html"),
      '<!doctype html><main><div class="h-[1600px]"></div></main>',
    );
    const warnings = await adDensityWarnings(site, {
      ...siteConfig,
      ads: {
        ...shippedAds,
        slots: {
          "/404": [{ bannerId: "1", minHeight: 250, showOnNarrow: true }],
          "/blog": [
            { bannerId: "2", minHeight: 250, showOnNarrow: true },
            { bannerId: "3", minHeight: 600, showOnNarrow: true },
            { bannerId: "4", minHeight: 600, showOnNarrow: false },
          ],
        },
      },
    });
    expect(warnings).toEqual([
      expect.stringMatching(
        /^siteConfig\.ads\.slots\["\/404"\]: at 390 px the page's content is about \d+ px tall, so banner 1 is not shown there, nor the extra ad script's slot/,
      ),
      expect.stringMatching(
        /^siteConfig\.ads\.slots\["\/404"\]: at 768 px .* banner 1 is not shown/,
      ),
      expect.stringMatching(
        /^siteConfig\.ads\.slots\["\/blog"\]: at 390 px .* banner 3 is not shown there:/,
      ),
      expect.stringMatching(
        /^siteConfig\.ads\.slots\["\/blog"\]: at 768 px .* banner 3 is not shown there:/,
      ),
    ]);
  });
});
