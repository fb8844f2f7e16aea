import { Suspense, lazy, useSyncExternalStore } from "react";

// The toast library is only needed once JavaScript runs, and only here: keep it out of first load.
const WelcomeToaster = lazy(() => import("./welcome-toaster.tsx"));

const subscribe = () => () => {};

/** Greets the visitor with a toast once the page is interactive. */
export function WelcomeToast() {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  if (!hydrated) return null;
  return (
    <Suspense>
      <WelcomeToaster />
    </Suspense>
  );
}
