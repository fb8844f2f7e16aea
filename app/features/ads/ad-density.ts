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
 * it runs in the animation frame before the page's first paint (`adDensityScript`), and again as
 * the ad slots' island starts. It measures the real heights at the visitor's width, the slots
 * shown one moment for it (no frame is painted in between).
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
  // The same rule written again would be parsed again, and the frame would lay the page out twice.
  const decided = reveal(shown);
  if (style.textContent !== decided) style.textContent = decided;
}

/**
 * The inline script, placed after the slots, that runs `showAdsWithinDensity` in the next animation
 * frame: still before the first paint, which runs the frame's callbacks first, but where the
 * browser lays the page out anyway. Run as the parser reached it, its measure was a layout of its
 * own of all that was parsed, which the first paint then did again: 10 to 16 ms at 1x on
 * `/identify`, a long task on a phone.
 */
export const adDensityScript = `requestAnimationFrame(()=>(${String(showAdsWithinDensity)})(document))`;
