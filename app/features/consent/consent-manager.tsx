import { Suspense, lazy, useEffect } from "react";
import { useSettings } from "#app/config/settings.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { publishUnasked, requestConsentBanner } from "./consent-gate.ts";
import messages from "virtual:messages/site";

// The banner and its rules load after hydration, in their own chunk: none of it delays the page.
const ConsentBanner = lazy(() => import("./consent-banner.tsx"));

/** Asks for consent before ads, as `siteConfig.consent.mode` says, once the page is interactive. */
export function ConsentManager() {
  const hydrated = useHydrated();
  const { consent } = useSettings();
  // The mode as the build fixed it (`__CONSENT_MODE__`): the other modes' code is left out.
  if (__CONSENT_MODE__ === "none") publishUnasked();
  useEffect(() => {
    // If the chunk fails to load, ads stay off: never without consent.
    if (__CONSENT_MODE__ === "tcf")
      import("./tcf.ts").then(
        (tcf) => tcf.startConsentPlatform(consent),
        () => {},
      );
  }, [consent]);
  if (!hydrated || __CONSENT_MODE__ !== "banner") return null;
  return (
    <Suspense>
      <ConsentBanner />
    </Suspense>
  );
}

/** "Privacy choices": reopens the consent banner, on every page (mode "banner" only). */
export function PrivacyChoicesButton({ className }: { className: string }) {
  if (__CONSENT_MODE__ !== "banner") return null;
  return (
    <button type="button" className={className} onClick={requestConsentBanner}>
      {messages.privacyChoices}
    </button>
  );
}
