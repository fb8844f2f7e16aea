/**
 * The most of a page's content the ads may take on a narrow screen, where they stack under it:
 * the Better Ads Standards' limit for mobile ad density, the height of the ads over the height of
 * the content they are in (the page's content and the ads).
 */
export const mostAdDensity = 0.3;

/** The screens where the slots stack under the content: below Tailwind's `lg:`, print left out. */
export const narrowLayout = "screen and (width < 64rem)";

/**
 * On a narrow screen, shows the ad slots that keep the ad density at or under `mostAdDensity`: the
 * extra ad script's slot first, then the banners from the top, each while it still fits, so the
 * lowest are dropped first. The slots are hidden there until this shows them, so nothing moves:
 * it runs as an inline script right after the slots, before the first paint, and again as the ad
 * slots' island starts. It measures the real heights at the visitor's width, the slots shown
 * one moment for it (no frame is painted in between).
 *
 * Written into the page as it is (`String(showAdsWithinDensity)`): it uses nothing but its
 * argument and its own constants, so it repeats two: `mostAdDensity` and `narrowLayout`.
 */
export function showAdsWithinDensity(doc: Document): void {
  const limit = 0.3;
  const styleId = "ad-density";
  const main = doc.getElementById("main");
  const slots = Array.from(doc.querySelectorAll<HTMLElement>("[data-narrow-order]")).toSorted(
    (a, b) => Number(a.dataset.narrowOrder) - Number(b.dataset.narrowOrder),
  );
  let style = doc.getElementById(styleId);
  if (!style) {
    style = doc.createElement("style");
    style.id = styleId;
    doc.head.append(style);
  }
  const narrow = "screen and (width < 64rem)";
  const reveal = (orders: readonly string[]) =>
    orders.length === 0
      ? ""
      : `@media ${narrow}{${orders.map((order) => `[data-narrow-order="${order}"]`).join(",")}{display:block!important}}`;
  // Wider, the slots are beside the content or wide-only: none is shown by this rule.
  style.textContent = "";
  if (!main || !doc.defaultView?.matchMedia(narrow).matches) return;
  style.textContent = reveal(slots.map((slot) => slot.dataset.narrowOrder ?? ""));
  const content = main.getBoundingClientRect().height;
  let ads = 0;
  const shown: string[] = [];
  for (const slot of slots) {
    const box = doc.defaultView.getComputedStyle(slot);
    const height =
      slot.getBoundingClientRect().height +
      Number.parseFloat(box.marginTop) +
      Number.parseFloat(box.marginBottom);
    if ((ads + height) / (content + ads + height) > limit) break;
    ads += height;
    shown.push(slot.dataset.narrowOrder ?? "");
  }
  style.textContent = reveal(shown);
}

/** The inline script that runs `showAdsWithinDensity` as the page is parsed. */
export const adDensityScript = `(${String(showAdsWithinDensity)})(document)`;
