import { applySiteStylesheet } from "#app/lib/site-stylesheet.ts";
import { type AdState, knownAdState, reportedStateAttribute } from "../ad-state.ts";

/** What the inspector shows for a slot: the frame's last reported state, or the page's view of it. */
type SlotState = AdState | "waiting" | "hidden";

const stateText: Record<SlotState, string> = {
  hidden: "hidden on this screen",
  waiting: "waiting (not near the viewport yet)",
  loading: "loading",
  filled: "filled",
  "no-fill": "no fill",
  failed: "script failed",
};

/** Every ad slot AdSlot rendered: a banner's or the extra script's. */
const slotSelector = "[data-banner-id], [data-ad-script-slot]";

/** A slot's state: hidden on this screen, without its frame yet, or as its frame last reported. */
function stateOf(slot: HTMLElement): SlotState {
  if (!slot.checkVisibility()) return "hidden";
  const frame = slot.querySelector("iframe");
  if (!frame) return "waiting";
  return knownAdState(frame.getAttribute(reportedStateAttribute)) ?? "loading";
}

/**
 * A label drawn above the slot, outside it, so that it shows for a slot hidden at this width
 * (unless the column beside the content, where wide-only slots go, is hidden as a whole).
 */
function createLabel(document: Document): HTMLElement {
  const label = document.createElement("p");
  label.dataset.adInspector = "";
  Object.assign(label.style, {
    margin: "0.5rem auto 0",
    maxWidth: "48rem",
    padding: "0.25rem 0.5rem",
    font: "600 0.8125rem/1.4 ui-monospace, monospace",
    color: "var(--color-paper)",
    background: "var(--color-moss-deep)",
    borderRadius: "0.25rem",
  });
  return label;
}

/**
 * The ad inspector for owners (`?ads=inspect`): labels every ad slot of the page with its banner
 * id, its size and its live state, as its frame last reported it (`reportedStateAttribute`, which
 * counts only the slot's own frame's messages in the shape ad frames send). Follows slots as they
 * come, go, get frames and hear from them.
 */
export function inspectAds(document: Document): void {
  const view = document.defaultView;
  if (!view) return;
  // Its labels read theme colours the page's own styles may have left out.
  applySiteStylesheet();
  const labels = new Map<Element, HTMLElement>();

  const render = () => {
    for (const [slot, label] of labels) {
      if (!slot.isConnected) {
        label.remove();
        labels.delete(slot);
      }
    }
    for (const slot of document.querySelectorAll<HTMLElement>(slotSelector)) {
      let label = labels.get(slot);
      if (!label) {
        label = createLabel(document);
        labels.set(slot, label);
      }
      if (label.nextElementSibling !== slot) slot.before(label);
      const name = slot.dataset.bannerId ? `Banner ${slot.dataset.bannerId}` : "Extra ad script";
      const text = `${name} · ${slot.dataset.adSize ?? "?"} · ${stateText[stateOf(slot)]}`;
      if (label.textContent !== text) label.textContent = text;
    }
  };

  // Slots come and go with navigation, get their frames near the viewport, whose states are
  // recorded as they report, and are shown or hidden by the ad density, with a style in the head
  // (ad-density.ts). `render` changes the DOM only where a label is new or out of date, so its own
  // changes settle at once.
  const observer = new view.MutationObserver(render);
  observer.observe(document.documentElement, {
    childList: true,
    subtree: true,
    characterData: true,
    attributeFilter: [reportedStateAttribute],
  });
  view.addEventListener("resize", render);
  render();
}
