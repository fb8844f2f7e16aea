import type { Island } from "#app/lib/island.ts";
import { applySiteStylesheet } from "#app/lib/site-stylesheet.ts";

/** Milliseconds a pointer rests on a trigger before its tooltip opens (Radix's default, promised). */
const openDelay = 700;
/** Milliseconds after one tooltip closes during which the next opens without the delay. */
const skipDelay = 300;
/** The room between a trigger and its tooltip, the arrow's 5 px in it, in CSS px. */
const offset = 11;
/** The least room kept between a tooltip and the window's sides, in CSS px. */
const margin = 8;

/**
 * The page's one tooltip, above its trigger, or below it where the window has no room above. The
 * room between them is the tooltip's too (its `before:`), so that the pointer can move onto it
 * and it stays.
 */
function createTooltip(onLeave: (event: PointerEvent) => void) {
  applySiteStylesheet();
  const box = document.createElement("div");
  box.id = "site-tooltip";
  box.setAttribute("role", "tooltip");
  box.hidden = true;
  box.className =
    "group fixed z-50 rounded-md bg-ink px-2.5 py-1 text-sm text-paper shadow before:absolute before:inset-x-0 before:h-[11px] data-[side=bottom]:before:bottom-full data-[side=top]:before:top-full";
  const label = document.createElement("span");
  const arrow = document.createElement("span");
  // Drawn with borders, which forced colours would fill as a block: there it goes.
  arrow.className =
    "absolute size-0 forced-colors:hidden border-x-[5px] border-x-transparent group-data-[side=bottom]:bottom-full group-data-[side=bottom]:border-b-[5px] group-data-[side=bottom]:border-b-ink group-data-[side=top]:top-full group-data-[side=top]:border-t-[5px] group-data-[side=top]:border-t-ink";
  box.append(label, arrow);
  box.addEventListener("pointerleave", onLeave);
  document.body.append(box);
  return { box, label, arrow };
}

type Tooltip = ReturnType<typeof createTooltip>;

/** Puts the tooltip over the middle of its trigger, within the window. */
function place({ box, arrow }: Tooltip, trigger: HTMLElement) {
  const around = trigger.getBoundingClientRect();
  const middle = around.left + around.width / 2;
  const widest = document.documentElement.clientWidth - box.offsetWidth - margin;
  const left = Math.max(margin, Math.min(middle - box.offsetWidth / 2, widest));
  const above = around.top - offset - box.offsetHeight >= 0;
  box.dataset.side = above ? "top" : "bottom";
  box.style.left = `${left}px`;
  box.style.top = `${above ? around.top - offset - box.offsetHeight : around.bottom + offset}px`;
  arrow.style.left = `${middle - left - 5}px`;
}

/**
 * Tooltips naming their triggers, the links and buttons marked `data-tooltip="<label>"` in the
 * island's elements (the footer's social icons), as Radix Tooltip showed them: after the pointer
 * rests on one for 700 ms, at once on the next within 300 ms, and at once on keyboard focus; gone on
 * leaving, a press, a blur or Escape. A trigger's `data-state` says whether it is
 * open, and how (`closed`, `delayed-open`, `instant-open`).
 */
function tooltips(areas: readonly HTMLElement[]) {
  let tooltip: Tooltip | undefined;
  let shownFor: HTMLElement | undefined;
  let delayed = true;
  let opening: ReturnType<typeof setTimeout> | undefined;
  let undelaying: ReturnType<typeof setTimeout> | undefined;
  let pressing = false;

  const open = (trigger: HTMLElement, state: "delayed-open" | "instant-open") => {
    clearTimeout(opening);
    opening = undefined;
    if (shownFor && shownFor !== trigger) close();
    clearTimeout(undelaying);
    delayed = false;
    tooltip ??= createTooltip(leave);
    tooltip.label.textContent = trigger.dataset.tooltip ?? "";
    tooltip.box.hidden = false;
    place(tooltip, trigger);
    trigger.dataset.state = state;
    trigger.setAttribute("aria-describedby", tooltip.box.id);
    shownFor = trigger;
  };
  const close = () => {
    clearTimeout(opening);
    opening = undefined;
    if (!shownFor || !tooltip) return;
    shownFor.dataset.state = "closed";
    shownFor.removeAttribute("aria-describedby");
    tooltip.box.hidden = true;
    shownFor = undefined;
    undelaying = setTimeout(() => (delayed = true), skipDelay);
  };
  /** Closes unless the pointer went from the trigger to its tooltip, or back. */
  const leave = ({ relatedTarget }: PointerEvent) => {
    const to = relatedTarget instanceof Node ? relatedTarget : null;
    if (tooltip?.box.contains(to) || shownFor?.contains(to)) return;
    close();
  };

  for (const trigger of areas.flatMap((area) => [
    ...area.querySelectorAll<HTMLElement>("[data-tooltip]"),
  ])) {
    trigger.dataset.state = "closed";
    trigger.addEventListener("pointermove", (event) => {
      // As Radix: a touch shows nothing, and a pointer already on its way waits no longer.
      if (event.pointerType === "touch" || shownFor === trigger || opening) return;
      if (delayed) opening = setTimeout(() => open(trigger, "delayed-open"), openDelay);
      else open(trigger, "instant-open");
    });
    trigger.addEventListener("pointerleave", leave);
    trigger.addEventListener("pointerdown", () => {
      pressing = true;
      close();
    });
    trigger.addEventListener("click", close);
    trigger.addEventListener("focus", () => {
      // A focus that a press brings is the pointer's, which has its delay.
      if (!pressing) open(trigger, "instant-open");
    });
    trigger.addEventListener("blur", close);
  }
  addEventListener("pointerup", () => (pressing = false));
  // Fixed to the window, it follows its trigger as the page scrolls (a focus scrolls it, too).
  addEventListener(
    "scroll",
    () => {
      if (tooltip && shownFor) place(tooltip, shownFor);
    },
    { capture: true, passive: true },
  );
  addEventListener("keydown", (event) => {
    if (event.key === "Escape") close();
  });
}

export default {
  mount(areas) {
    tooltips(areas);
  },
} satisfies Island;
