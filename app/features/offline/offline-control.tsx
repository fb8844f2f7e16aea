import { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { useBlocker } from "react-router";
import { fill } from "#app/i18n/format.ts";
import { useSettings } from "#app/config/settings.ts";
import { primaryButton, secondaryButton } from "#app/lib/button-styles.ts";
import { withBase } from "#app/lib/site-url.ts";
import messages from "virtual:messages/offline";
import {
  type AtlasState,
  atlasSource,
  atlasState,
  cancelSave,
  isAtlasReplaced,
  removeAtlas,
  saveAtlas,
  startOffline,
  subscribe,
} from "./atlas-store.ts";

/** How the control writes sizes and days, in the site's `language`. */
function formats(language: string) {
  const megabytes = new Intl.NumberFormat(language, {
    style: "unit",
    unit: "megabyte",
    maximumFractionDigits: 1,
  });
  return {
    /** A size as the control states it: "4.2 MB", on one line; never "0 MB" for a small atlas. */
    size: (bytes: number) =>
      megabytes.format(Math.max(bytes, 100_000) / 1_000_000).replaceAll(" ", "\u00a0"),
    day: (time: number) => new Intl.DateTimeFormat(language, { dateStyle: "long" }).format(time),
  };
}

type Formats = ReturnType<typeof formats>;

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
      return state.notice ? messages[state.notice] : "";
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

const footerButton =
  "min-h-11 cursor-pointer text-start font-semibold text-moss underline underline-offset-4 hover:text-moss-deep";

const styles = {
  footer: {
    box: "space-y-2 text-sm leading-relaxed text-ink-muted",
    button: footerButton,
    secondary: footerButton,
  },
  page: {
    box: "space-y-3 text-base text-ink-muted",
    button: `${primaryButton} cursor-pointer text-start text-base`,
    // Cancel and Remove (which deletes the saved atlas) are not the page's call to action.
    secondary: `${secondaryButton} cursor-pointer text-start text-base`,
  },
};

/**
 * "Save for offline use", in the footer of every page and on the species' section: the atlas's
 * size first, its progress while it saves (with Cancel), then the day it was saved (with Remove).
 * Loaded after hydration; the footer's also registers the worker and, once a newer atlas is
 * complete, turns the next navigation into a page load, which comes from it.
 */
export default function OfflineControl({ placement }: { placement: "footer" | "page" }) {
  const state = useSyncExternalStore(subscribe, atlasState, atlasState);
  const source = useSyncExternalStore(subscribe, atlasSource, atlasSource);
  // Only the control the visitor used speaks its changes: /types has two.
  const [used, setUsed] = useState(false);
  const statusId = useId();
  const box = useNeverShrinks();
  useEffect(startOffline, []);
  const format = formats(useSettings().language);
  const button = action(state, format);
  const look = styles[placement];
  return (
    <div ref={box} className={look.box}>
      {placement === "footer" && <NextPageFromNewAtlas />}
      {source.keptAt !== undefined && (
        <p className="text-ink">{fill(messages.keptCopy, { date: format.day(source.keptAt) })}</p>
      )}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span id={statusId} aria-live={used ? "polite" : "off"}>
          {statusText(state, source.savedAt, format)}
        </span>
        {button && (
          <button
            type="button"
            className={state.kind === "idle" ? look.button : look.secondary}
            onClick={() => {
              setUsed(true);
              // What fails (a cache the browser refuses) leaves the control as it was.
              void Promise.resolve(button.run()).catch(() => undefined);
            }}
          >
            {button.label}
          </button>
        )}
      </div>
      {state.kind === "saving" && (
        <progress
          className="h-2 w-full max-w-xs accent-moss"
          value={state.done}
          max={state.bytes}
          aria-labelledby={statusId}
        />
      )}
    </div>
  );
}

/**
 * Keeps the control at the tallest it has been. It grows as a click starts a save, which the
 * layout-shift metric forgives; were it to shrink when the save ends, what follows would move under
 * the reader's eyes. Room for that tallest state kept from the start would leave a gap in every
 * page's footer.
 */
function useNeverShrinks() {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    // Set in the next frame, not in the observer's callback: offsetHeight is rounded, so a box of
    // 41.5 px would grow to 42 px during delivery, which Firefox reports as an error event
    // ("ResizeObserver loop completed with undelivered notifications").
    let frame = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        element.style.minHeight = `${element.getBoundingClientRect().height}px`;
      });
    });
    observer.observe(element);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, []);
  return box;
}

/**
 * Once an atlas newer than this page's is complete, the next link followed loads its page as a
 * document, which the worker serves from the new atlas: never mid-page, and with no prompt.
 */
function NextPageFromNewAtlas() {
  // Asked as the link is followed, not as of the last render: the store may have learned of the
  // new atlas since.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation, historyAction }) =>
      historyAction !== "POP" &&
      currentLocation.pathname !== nextLocation.pathname &&
      isAtlasReplaced(),
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    const { pathname, search, hash } = blocker.location;
    blocker.reset();
    location.assign(`${withBase(pathname)}${search}${hash}`);
  }, [blocker]);
  return null;
}
