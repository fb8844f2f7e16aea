import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { useSettings } from "#app/config/settings.ts";
import {
  type Purposes,
  publishAsking,
  publishPurposes,
  sendsGlobalPrivacyControl,
} from "#app/lib/consent-purposes.ts";
import { answerConsentBannerRequests } from "./consent-gate.ts";
import {
  consentApplies,
  consentVersion,
  firstDecision,
  readChoice,
  readStatistics,
  saveChoice,
} from "./consent-rules.ts";
import { PurposeChoices } from "./purpose-choices.tsx";
import messages from "virtual:messages/consent";
import analyticsMessages from "virtual:messages/analytics";
import siteMessages from "virtual:messages/site";

const version = consentVersion(__ADS_PURPOSE__, __STATISTICS_PURPOSE__);

/** Both answers look the same: rejecting is as easy and as visible as accepting. */
const choiceButton =
  "min-h-11 min-w-24 rounded-full border-2 border-moss px-4 font-semibold sm:min-w-28 sm:px-5 text-moss transition-colors hover:bg-paper-deep";

const answer = (allowed: boolean) => (allowed ? "accepted" : "rejected");

/** The height the fixed bar covers, for the page's end, focus scrolling and the welcome toast. */
function reserveSpace(height: number) {
  const value = `${height}px`;
  document.documentElement.style.setProperty("--consent-banner-height", value);
  document.documentElement.style.scrollPaddingBottom = value;
  document.body.style.paddingBottom = value;
}

/**
 * The built-in consent banner (mode "banner"): decides on page load whether ads (and statistics,
 * where the site has analytics) may load, asks where it must, and reopens from "Privacy choices".
 * A bar fixed at the bottom, not a dialog: the page stays usable, and focus is moved to it only
 * when the visitor asked for it.
 */
export default function ConsentBanner() {
  const [globalPrivacyControl] = useState(sendsGlobalPrivacyControl);
  const { regions } = useSettings().consent;
  // This chunk loads in the browser only, after hydration: the visitor's settings are readable.
  // Each purpose is decided alike; a stored choice holds both answers, or neither.
  const [onLoad] = useState(() => {
    const applies = consentApplies(regions);
    const storage = localStorageOrNone();
    const now = Date.now();
    const decide = (stored: ReturnType<typeof readChoice>) =>
      firstDecision({ applies, globalPrivacyControl, stored });
    return {
      ads: decide(readChoice(storage, version, now)),
      statistics: __STATISTICS_PURPOSE__ ? decide(readStatistics(storage, version, now)) : "deny",
    };
  });
  const [open, setOpen] = useState(onLoad.ads === "ask");
  const [choosing, setChoosing] = useState(false);
  const [current, setCurrent] = useState<Purposes>({
    ads: onLoad.ads === "allow",
    statistics: onLoad.statistics === "allow",
  });
  const focusOnOpen = useRef(false);

  // Before the decision is published, so that whoever reads it knows whether the bar asks.
  useEffect(() => publishAsking(open), [open]);
  useEffect(() => {
    publishPurposes({ ads: onLoad.ads === "allow", statistics: onLoad.statistics === "allow" });
  }, [onLoad]);

  useEffect(
    () =>
      answerConsentBannerRequests(() => {
        focusOnOpen.current = true;
        setOpen(true);
      }),
    [],
  );

  // Set up when the bar is shown, undone when it is hidden.
  const watchBar = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    if (focusOnOpen.current) {
      focusOnOpen.current = false;
      element.focus();
    }
    // The room is made in the next frame, not in the observer's callback: a padding that brings a
    // scroll bar narrows the bar it observes, and a size changed during delivery is an error event
    // ("ResizeObserver loop completed with undelivered notifications") in Firefox.
    let frame = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => reserveSpace(element.offsetHeight));
    });
    observer.observe(element);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      reserveSpace(0);
    };
  }, []);

  if (!open) return null;

  const choose = (purposes: Purposes) => {
    const statistics = __STATISTICS_PURPOSE__ ? answer(purposes.statistics) : undefined;
    saveChoice(localStorageOrNone(), answer(purposes.ads), version, Date.now(), statistics);
    publishPurposes(purposes);
    setCurrent(purposes);
    setChoosing(false);
    setOpen(false);
  };
  const all = { ads: true, statistics: true };
  const none = { ads: false, statistics: false };

  return (
    <section
      ref={watchBar}
      aria-label={siteMessages.privacyChoices}
      tabIndex={-1}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-paper px-4 py-3 text-ink shadow-[0_-4px_16px_rgb(0_0_0/0.12)] outline-none sm:px-8 sm:py-4 print:hidden"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-2 sm:gap-3 md:flex-row md:items-center md:gap-6">
        {globalPrivacyControl ? (
          <p className="flex-1 text-sm leading-snug sm:text-base sm:leading-relaxed">
            {__STATISTICS_PURPOSE__
              ? analyticsMessages.globalPrivacyControlWithStatistics
              : messages.globalPrivacyControl}
          </p>
        ) : (
          // Two lines at most on a phone of 320 px, even in a wide system font: a longer text
          // would be the largest paint of a page with little text (/blog), and its LCP would
          // move to the moment the banner appears.
          <p className="flex-1 text-sm leading-snug sm:text-base sm:leading-relaxed">
            {__STATISTICS_PURPOSE__ ? analyticsMessages.questionWithStatistics : messages.question}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-x-2 gap-y-3 sm:gap-x-3">
          {globalPrivacyControl ? (
            <button type="button" className={choiceButton} onClick={() => setOpen(false)}>
              {messages.close}
            </button>
          ) : (
            <>
              <button type="button" className={choiceButton} onClick={() => choose(all)}>
                {__STATISTICS_PURPOSE__ ? analyticsMessages.acceptAll : messages.accept}
              </button>
              <button type="button" className={choiceButton} onClick={() => choose(none)}>
                {__STATISTICS_PURPOSE__ ? analyticsMessages.rejectAll : messages.reject}
              </button>
              {__STATISTICS_PURPOSE__ && (
                <button
                  type="button"
                  className={choiceButton}
                  aria-expanded={choosing}
                  aria-controls="consent-purposes"
                  onClick={() => setChoosing(!choosing)}
                >
                  {analyticsMessages.choose}
                </button>
              )}
            </>
          )}
          <Link
            to="/privacy"
            className="inline-flex min-h-11 items-center px-1 font-semibold text-moss underline underline-offset-4"
          >
            {messages.privacy}
          </Link>
        </div>
      </div>
      {__STATISTICS_PURPOSE__ && choosing && (
        <PurposeChoices id="consent-purposes" initial={current} onSave={choose} />
      )}
    </section>
  );
}

/** The site's local storage, or none where the browser turns it off (reading it then throws). */
function localStorageOrNone(): Storage | Pick<Storage, "getItem" | "setItem"> {
  try {
    return window.localStorage;
  } catch {
    return { getItem: () => null, setItem: () => {} };
  }
}
