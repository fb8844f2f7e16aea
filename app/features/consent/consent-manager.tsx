import { Suspense, lazy, useEffect } from "react";
import { siteConfig } from "#app/config/site.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { requestConsentBanner } from "./consent-gate.ts";
import messages from "virtual:messages/site";

// The banner and its rules load after hydration, in their own chunk: none of it delays the page.
const ConsentBanner = lazy(() => import("./consent-banner.tsx"));

const { consent } = siteConfig;

/** Asks for consent before ads, as `siteConfig.consent.mode` says, once the page is interactive. */
export function ConsentManager() {
  const hydrated = useHydrated();
  useEffect(() => {
    // If the chunk fails to load, ads stay off: never without consent.
    if (consent.mode === "tcf")
      import("./tcf.ts").then(
        (tcf) => tcf.startConsentPlatform(consent),
        () => {},
      );
  }, []);
  if (!hydrated || consent.mode !== "banner") return null;
  return (
    <Suspense>
      <ConsentBanner />
    </Suspense>
  );
}

/** "Privacy choices": reopens the consent banner, on every page (mode "banner" only). */
export function PrivacyChoicesButton({ className }: { className: string }) {
  if (siteConfig.consent.mode !== "banner") return null;
  return (
    <button type="button" className={className} onClick={requestConsentBanner}>
      {messages.privacyChoices}
    </button>
  );
}
