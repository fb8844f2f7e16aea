import { megabytesText } from "#app/i18n/count-text.ts";
import { fill } from "#app/i18n/format.ts";
import { type Island, pageStartedEvent } from "#app/lib/island.ts";
import { markupPart } from "#app/lib/markup-part.ts";
import { applySiteStylesheet } from "#app/lib/site-stylesheet.ts";
import * as messages from "virtual:messages/offline";
import {
  type AtlasState,
  type Notice,
  atlasSource,
  atlasState,
  cancelSave,
  removeAtlas,
  saveAtlas,
  startOffline,
  subscribe,
} from "./atlas-store.ts";
import { controlLooks, type Placement } from "./control-looks.ts";

/**
 * How the control writes sizes and days, in the site's `language`. Sizes from the locale data made
 * at build time (a page's first Intl format loads the locale's data, a long main-thread task on a
 * phone); days, which only a kept or saved copy shows, with Intl, made when first needed.
 */
function formats(language: string) {
  let days: Intl.DateTimeFormat | undefined;
  return {
    /** A size as the control states it: "4.2 MB", on one line; never "0 MB" for a small atlas. */
    size: (bytes: number) =>
      megabytesText(Math.max(bytes, 100_000) / 1_000_000, language).replaceAll(" ", "\u00a0"),
    day: (time: number) => {
      days ??= new Intl.DateTimeFormat(language, { dateStyle: "long" });
      return days.format(time);
    },
  };
}

type Formats = ReturnType<typeof formats>;

/**
 * What the control says after a save or a removal. Each word is read by its name, so that the
 * chunk keeps only the words the control says (scripts/pipeline/messages-plugin.ts).
 */
const notices: Record<Notice, string> = {
  removed: messages.removed,
  cancelled: messages.cancelled,
  failed: messages.failed,
  noRoom: messages.noRoom,
};

/** What the control says of the atlas; the day a page of a saved atlas was saved, for that page. */
function statusText(
  state: AtlasState,
  savedAt: number | undefined,
  { size, day }: Formats,
): string {
  switch (state.kind) {
    case "saving":
      return fill(messages.saving, { done: size(state.done), size: size(state.bytes) });
    case "saved":
      return fill(messages.saved, { date: day(savedAt ?? state.savedAt) });
    case "idle":
    case "loading":
      return state.notice ? notices[state.notice] : "";
    case "unsupported":
      return "";
  }
}

/** The control's one button: Save, then Cancel while it saves, then Remove. */
function action(state: AtlasState, { size }: Formats) {
  if (state.kind === "idle") {
    return { label: fill(messages.save, { size: size(state.bytes) }), run: saveAtlas };
  }
  if (state.kind === "saving") return { label: messages.cancel, run: cancelSave };
  if (state.kind === "saved") return { label: messages.remove, run: removeAtlas };
  return undefined;
}

const element = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string) =>
  Object.assign(document.createElement(tag), { className });

/** The part of a control that `selector` finds: offline-control.tsx renders each. */
const part = <Found extends Element>(box: HTMLElement, selector: string) =>
  markupPart<Found>(box, selector, "the offline control (offline-control.tsx)");

/**
 * Keeps the control at the tallest it has been. It grows as a click starts a save, which the
 * layout-shift metric forgives; were it to shrink when the save ends, what follows would move under
 * the reader's eyes. Room for that tallest state kept from the start would leave a gap in every
 * page's footer.
 */
function neverShrinks(box: HTMLElement) {
  // The height the observer measured, set in the next frame: set during delivery, a box that
  // grows then would be a loop Firefox reports as an error event ("ResizeObserver loop completed
  // with undelivered notifications"). Measured again in the frame, it would cost a layout of the
  // page of its own, on every page.
  let frame = 0;
  new ResizeObserver(([entry]) => {
    const height = entry?.borderBoxSize[0]?.blockSize;
    if (height === undefined) return;
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      box.style.minHeight = `${height}px`;
    });
  }).observe(box);
}

/**
 * Fills one control (offline-control.tsx's element) and shows the store's state in it from now on.
 * Its one button stays the same element through Save, Cancel and Remove, so that it keeps the focus.
 */
function mountControl(box: HTMLElement) {
  const look = controlLooks[box.dataset.placement as Placement];
  const format = formats(box.dataset.language ?? document.documentElement.lang);
  const status = part<HTMLElement>(box, "[aria-live]");
  const button = part<HTMLButtonElement>(box, "button");
  const row = button.parentElement ?? box;
  let keptCopy: HTMLParagraphElement | undefined;
  let progress: HTMLProgressElement | undefined;

  let run: (() => unknown) | undefined;
  button.addEventListener("click", () => {
    status.setAttribute("aria-live", "polite");
    // What fails (a cache the browser refuses) leaves the control as it was.
    void Promise.resolve(run?.()).catch(() => undefined);
  });

  const show = () => {
    const state = atlasState();
    const { keptAt, savedAt } = atlasSource();
    if (keptAt !== undefined && !keptCopy) {
      applySiteStylesheet();
      keptCopy = element("p", "text-ink");
      row.before(keptCopy);
    }
    if (keptCopy) {
      keptCopy.hidden = keptAt === undefined;
      keptCopy.textContent =
        keptAt === undefined ? "" : fill(messages.keptCopy, { date: format.day(keptAt) });
    }
    status.textContent = statusText(state, savedAt, format);
    const next = action(state, format);
    run = next?.run;
    button.hidden = next === undefined;
    button.textContent = next?.label ?? "";
    const buttonLook = state.kind === "idle" ? look.button : look.secondary;
    // A hidden button keeps the look it has. Save's is in the page's markup; the other's rules
    // may be only in the whole stylesheet.
    if (next && button.className !== buttonLook) {
      applySiteStylesheet();
      button.className = buttonLook;
    }
    if (state.kind === "saving" && !progress) {
      applySiteStylesheet();
      progress = element("progress", "h-2 w-full max-w-xs accent-moss");
      progress.setAttribute("aria-labelledby", status.id);
      row.after(progress);
    }
    if (progress) progress.hidden = state.kind !== "saving";
    if (progress && state.kind === "saving") {
      Object.assign(progress, { max: state.bytes, value: state.done });
    }
  };
  show();
  subscribe(show);
  neverShrinks(box);
}

/**
 * The "Save for offline use" controls of the page (the footer's, and the species' section's). The
 * worker registers and the saved atlas is read once the page has started, so that none of it
 * competes with the page's own files.
 */
export default {
  mount(boxes) {
    boxes.forEach(mountControl);
    addEventListener(pageStartedEvent, startOffline, { once: true });
  },
} satisfies Island;
