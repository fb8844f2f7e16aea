import {
  type Purposes,
  aboveConsentBarAttribute,
  consentIsAsking,
  publishAsking,
  publishPurposes,
  publishedPurposes,
  sendsGlobalPrivacyControl,
} from "#app/lib/consent-purposes.ts";
import { showWithOwnStyles } from "#app/lib/styled-shadow-root.ts";
import { withBase } from "#app/lib/site-url.ts";
import { localStorageOrMemory } from "#app/lib/local-storage.ts";
import { consentVersion, saveChoice } from "./consent-rules.ts";
import * as messages from "virtual:messages/consent";
import * as analyticsMessages from "virtual:messages/analytics";

// The built-in consent bar (mode "banner"), loaded by consent.island.ts when it must ask or the
// visitor asks for it. A bar fixed at the bottom, not a dialog: the page stays usable, and focus
// is moved to it only when the visitor asked for it.

/** Both answers look the same: rejecting is as easy and as visible as accepting. */
const choiceButton =
  "min-h-11 min-w-24 rounded-full border-2 border-moss px-4 font-semibold sm:min-w-28 sm:px-5 text-moss transition-colors hover:bg-paper-deep";

const purposesId = "consent-purposes";

const answer = (allowed: boolean) => (allowed ? "accepted" : "rejected");

/** An element with its class and attributes, holding `children`. */
function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string>,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const created = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) created.setAttribute(name, value);
  created.append(...children);
  return created;
}

function button(className: string, label: string, onClick: () => void) {
  const created = element("button", { type: "button", class: className }, label);
  created.addEventListener("click", onClick);
  return created;
}

/** The height the fixed bar covers, for the page's end, focus scrolling and the welcome toast. */
function reserveSpace(height: number) {
  const value = `${height}px`;
  for (const above of document.querySelectorAll<HTMLElement>(`[${aboveConsentBarAttribute}]`)) {
    above.style.setProperty("--consent-banner-height", value);
  }
  document.documentElement.style.scrollPaddingBottom = value;
  document.body.style.paddingBottom = value;
}

/** The bar on screen, settled once it shows, and how to take it away. */
let shown: { bar: HTMLElement; showing: Promise<void>; close: () => void } | undefined;

/**
 * Shows the bar in `host` (the element `ConsentManager` rendered, right after the skip link),
 * asking or, with Global Privacy Control, saying why it does not; focused when the visitor asked
 * for it. Already shown, it only takes focus. Settles once the bar shows.
 */
export async function openConsentBanner(host: HTMLElement, focus: boolean): Promise<void> {
  shown ??= showBar(host);
  const { bar, showing } = shown;
  await showing;
  if (focus) bar.focus();
}

/** Takes the bar away, if it is on screen. */
export function closeConsentBanner() {
  shown?.close();
}

function showBar(host: HTMLElement) {
  const close = () => {
    observer.disconnect();
    cancelAnimationFrame(frame);
    bar.remove();
    reserveSpace(0);
    shown = undefined;
    publishAsking(false);
  };
  const choose = (purposes: Purposes) => {
    const statistics = __STATISTICS_PURPOSE__ ? answer(purposes.statistics) : undefined;
    const version = consentVersion(__ADS_PURPOSE__, __STATISTICS_PURPOSE__);
    saveChoice(localStorageOrMemory(), answer(purposes.ads), version, Date.now(), statistics);
    publishPurposes(purposes);
    close();
  };
  const bar = element(
    "section",
    {
      // From the host, which the build wrote it on (`ConsentManager`): the site's namespace it
      // belongs to would be half a kilobyte more on a first visit in Europe.
      "aria-label": host.dataset.label ?? "",
      tabindex: "-1",
      class:
        "fixed inset-x-0 bottom-0 z-40 border-t border-line bg-paper px-4 py-3 text-ink shadow-[0_-4px_16px_rgb(0_0_0/0.12)] outline-none sm:px-8 sm:py-4 print:hidden",
    },
    element(
      "div",
      {
        class:
          "mx-auto flex max-w-6xl flex-col gap-2 sm:gap-3 md:flex-row md:items-center md:gap-6",
      },
      // Two lines at most on a phone of 320 px, even in a wide system font: a longer text would be
      // the largest paint of a page with little text (/blog), and its LCP would move to the
      // moment the bar appears.
      element(
        "p",
        { class: "flex-1 text-sm leading-snug sm:text-base sm:leading-relaxed" },
        questionText(),
      ),
      element(
        "div",
        { class: "flex flex-wrap items-center gap-x-2 gap-y-3 sm:gap-x-3" },
        ...answers(choose, close),
        element(
          "a",
          {
            href: withBase("/privacy"),
            class:
              "inline-flex min-h-11 items-center px-1 font-semibold text-moss underline underline-offset-4",
          },
          messages.privacy,
        ),
      ),
    ),
  );
  // In a shadow root with the whole stylesheet: a first visit in Europe does not restyle the page.
  const showing = showWithOwnStyles(host, bar);
  // Whoever opened it asks, until it is answered or closed.
  if (!consentIsAsking()) publishAsking(true);

  // The room is made in the next frame, not in the observer's callback: a padding that brings a
  // scroll bar narrows the bar it observes, and a size changed during delivery is an error event
  // ("ResizeObserver loop completed with undelivered notifications") in Firefox.
  let frame = 0;
  const observer = new ResizeObserver(() => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => reserveSpace(bar.offsetHeight));
  });
  observer.observe(bar);
  return { bar, showing, close };
}

// Each test of the purposes starts with `__STATISTICS_PURPOSE__`: on a site without statistics it
// is the constant null, and the bundler leaves the statistics' words and code out.

function questionText() {
  const gpc = sendsGlobalPrivacyControl();
  if (__STATISTICS_PURPOSE__ && __ADS_PURPOSE__.hosts.length === 0) {
    return gpc
      ? analyticsMessages.globalPrivacyControlStatisticsOnly
      : analyticsMessages.questionStatisticsOnly;
  }
  if (gpc) {
    return __STATISTICS_PURPOSE__
      ? analyticsMessages.globalPrivacyControlWithStatistics
      : messages.globalPrivacyControl;
  }
  return __STATISTICS_PURPOSE__ ? analyticsMessages.questionWithStatistics : messages.question;
}

/**
 * Accept and Reject ("all", and Choose, where it asks about ads and statistics both); Close with
 * Global Privacy Control.
 */
function answers(choose: (purposes: Purposes) => void, close: () => void): HTMLElement[] {
  if (sendsGlobalPrivacyControl()) return [button(choiceButton, messages.close, close)];
  const both = __STATISTICS_PURPOSE__ && __ADS_PURPOSE__.hosts.length > 0;
  const accept = both ? analyticsMessages.acceptAll : messages.accept;
  const reject = both ? analyticsMessages.rejectAll : messages.reject;
  const buttons = [
    button(choiceButton, accept, () => choose({ ads: true, statistics: true })),
    button(choiceButton, reject, () => choose({ ads: false, statistics: false })),
  ];
  if (both) buttons.push(chooseButton(choose));
  return buttons;
}

/** "Choose": opens or closes one box per purpose below the answers. */
function chooseButton(choose: (purposes: Purposes) => void) {
  const toggle = button(choiceButton, analyticsMessages.choose, () => {
    // Searched in the bar, whose shadow root the page's getElementById does not search.
    const bar = toggle.closest("section");
    const open = bar?.querySelector(`#${purposesId}`);
    toggle.setAttribute("aria-expanded", String(!open));
    if (open) open.remove();
    else bar?.append(purposeChoices(choose));
  });
  toggle.setAttribute("aria-expanded", "false");
  toggle.setAttribute("aria-controls", purposesId);
  return toggle;
}

/**
 * One box per purpose, ticked as the visitor last answered (unticked before any answer), and a
 * button that saves both answers.
 */
function purposeChoices(choose: (purposes: Purposes) => void) {
  const statistics = __STATISTICS_PURPOSE__;
  const current = publishedPurposes() ?? { ads: false, statistics: false };
  const boxes = {} as Record<keyof Purposes, HTMLInputElement>;
  const box = (purpose: keyof Purposes, label: string, text: string) => {
    const id = `${purposesId}-${purpose}`;
    boxes[purpose] = element("input", {
      id,
      type: "checkbox",
      class: "mt-1 size-5 shrink-0 accent-moss",
      "aria-describedby": `${id}-text`,
    });
    boxes[purpose].checked = current[purpose];
    return element(
      "div",
      { class: "flex items-start gap-3" },
      boxes[purpose],
      element(
        "div",
        {},
        element("label", { for: id, class: "font-semibold" }, label),
        element("p", { id: `${id}-text`, class: "text-sm text-ink-muted" }, text),
      ),
    );
  };
  return element(
    "fieldset",
    { id: purposesId, class: "mx-auto mt-4 flex max-w-6xl flex-col gap-3" },
    element("legend", { class: "mb-2 font-semibold" }, analyticsMessages.choosePurposes),
    box("ads", analyticsMessages.adsPurpose, analyticsMessages.adsPurposeText),
    box(
      "statistics",
      analyticsMessages.statisticsPurpose,
      // Not `fill` (app/i18n/format.ts): its module imports React, which would load the
      // framework chunk with the bar.
      (statistics && !statistics.measuresSpeed
        ? analyticsMessages.statisticsPagesOnlyText
        : analyticsMessages.statisticsPurposeText
      ).replace("{provider}", statistics?.provider ?? ""),
    ),
    button(
      "min-h-11 self-start rounded-full border-2 border-moss px-5 font-semibold text-moss transition-colors hover:bg-paper-deep",
      analyticsMessages.saveChoices,
      () => choose({ ads: boxes.ads.checked, statistics: boxes.statistics.checked }),
    ),
  );
}
