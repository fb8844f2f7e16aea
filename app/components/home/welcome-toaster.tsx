import { startTransition, useEffect } from "react";
import { createRoot } from "react-dom/client";
import { Toaster, toast } from "sonner";
import { dismissWhenUnattended } from "./dismiss-when-unattended.ts";
import { welcomeToastClasses } from "./welcome-toast-classes.ts";

const toasterStyle = {
  "--normal-bg": "var(--color-paper)",
  "--normal-border": "var(--color-line)",
  "--normal-text": "var(--color-ink)",
  // Under consent's bar (z-40), not over everything as sonner sets it: the toast slides in from
  // under its place, which is over the bar's answers for its first frames, and would take a
  // click meant for them.
  zIndex: 30,
} as React.CSSProperties;

/** sonner's default time on screen, the product's: 4 s while nobody attends to the toast. */
const welcomeDuration = 4000;
const welcomeId = "welcome";

interface WelcomeProps {
  title: string;
  description: string;
  direction: "ltr" | "rtl";
}

/** sonner's toaster, showing the welcome once it is in the page. */
export function WelcomeToaster({ title, description, direction }: WelcomeProps) {
  useEffect(() => {
    // The same id: a second run of the effect (development's StrictMode) shows the one toast.
    toast(title, {
      id: welcomeId,
      description,
      // sonner's own focus handling for dismissible toasts sends Tab back to the link before it
      // (a keyboard loop), and its timer runs on while the toast has focus. The time, Escape and
      // the return of focus are dismissWhenUnattended's instead.
      dismissible: false,
      duration: Infinity,
    });
    return dismissWhenUnattended({
      duration: welcomeDuration,
      dismiss: () => toast.dismiss(welcomeId),
    });
  }, [title, description]);
  // sonner's own defaults (count, duration, size) are the product's; its theme variables take the
  // site's tokens, so the toast follows the light and dark palettes.
  return (
    <Toaster
      theme="system"
      dir={direction}
      position={direction === "rtl" ? "bottom-left" : "bottom-right"}
      // Above the consent banner while it shows (it sets the height it covers), at sonner's own
      // 24 px and 16 px (narrow) from it.
      offset={{ bottom: "calc(24px + var(--consent-banner-height, 0px))" }}
      mobileOffset={{ bottom: "calc(16px + var(--consent-banner-height, 0px))" }}
      style={toasterStyle}
      toastOptions={{ classNames: welcomeToastClasses }}
    />
  );
}

/**
 * Renders the welcome into its element (WelcomeToast), which React has not hydrated: a root of
 * its own, for the toast alone. A transition, so that React renders it in slices a tap can come
 * between.
 */
export function showWelcome(container: HTMLElement) {
  const { title = "", description = "" } = container.dataset;
  const direction = document.documentElement.dir === "rtl" ? "rtl" : "ltr";
  const root = createRoot(container);
  startTransition(() =>
    root.render(<WelcomeToaster title={title} description={description} direction={direction} />),
  );
}
