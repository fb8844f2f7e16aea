import {
  cumulativeLayoutShift,
  expect,
  nextFrames,
  recordLayoutShifts,
  recordRequests,
  requestsSoFar,
  scrollThrough,
  test,
} from "./fixtures.ts";

// The site's two long lists of pictures, /types' species and the key's results, start below a
// phone's first screen. Each card is laid out, and its picture fetched, only as the reader comes
// near it (`lazy-cards`, app/app.css): the browser's own lazy loading fetched the pictures of
// cards up to four screens down as the page loaded, a quarter of /types' main-thread work
// (docs/benchmarks.md).

const phone = { width: 390, height: 844 };
const lists = [
  { path: "/types", card: "[data-species-index] ul > li" },
  { path: "/identify", card: "#key-results tbody tr" },
] as const;

test.use({ viewport: phone });

for (const { path, card } of lists) {
  test(`${path} on a phone fetches a card's picture only as the reader nears it, and nothing shifts as they scroll`, async ({
    page,
    navigate,
  }) => {
    const pictures = recordRequests(page, (request) => request.resourceType() === "image");
    await recordLayoutShifts(page);
    await navigate(path);
    await page.waitForLoadState("load");
    await nextFrames(page);
    await requestsSoFar(page);
    const cards = await page.locator(card).evaluateAll((elements) =>
      elements.map((element) => ({
        top: element.getBoundingClientRect().top + scrollY,
        // Every file the card's picture may be fetched as: a drawing, or a photo's formats.
        files: [...element.querySelectorAll("img, source")]
          .flatMap((picture) => [
            picture.getAttribute("src") ?? "",
            ...(picture.getAttribute("srcset") ?? "")
              .split(",")
              .map((each) => each.trim().split(" ")[0] ?? ""),
          ])
          .filter(Boolean),
      })),
    );
    const fetched = () => new Set(pictures.map((request) => new URL(request.url()).pathname));
    const isFetched = (files: readonly string[]) => files.some((file) => fetched().has(file));
    // Chromium lays out a card from about one and a half screens below the view; its lazy loading
    // alone fetched pictures three and four screens down.
    const farBelow = cards.filter((each) => each.top > 3 * phone.height);
    expect(farBelow.length, "cards more than three screens down").toBeGreaterThan(10);
    expect(
      farBelow.filter((each) => isFetched(each.files)).map((each) => Math.round(each.top)),
      "tops of the cards more than three screens down whose picture was fetched as the page loaded",
    ).toEqual([]);

    await scrollThrough(page);
    await requestsSoFar(page);
    expect(
      cards.filter((each) => !isFetched(each.files)).length,
      "cards whose picture was not fetched once the reader had scrolled past it",
    ).toBe(0);
    const { score, shifted } = await cumulativeLayoutShift(page);
    expect(score, `layout shift on ${path}, of ${shifted.join(", ")}`).toBe(0);
  });
}
