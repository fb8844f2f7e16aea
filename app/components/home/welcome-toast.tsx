import { Suspense, lazy } from "react";
import { useHydrated } from "#app/lib/use-hydrated.ts";

// The toast library is only needed once JavaScript runs, and only here: keep it out of first load.
const WelcomeToaster = lazy(() => import("./welcome-toaster.tsx"));

/** Greets the visitor with a toast once the page is interactive. */
export function WelcomeToast() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense>
      <WelcomeToaster />
    </Suspense>
  );
}
