import { useEffect } from "react";
import { Toaster, toast } from "sonner";
import { useSettings } from "#app/config/settings.ts";
import { consentIsAsking, publishedPurposes, watchPurposes } from "#app/lib/consent-purposes.ts";
import { dismissWhenUnattended } from "./dismiss-when-unattended.ts";
import { fill } from "#app/i18n/format.ts";
import { textDirection } from "#app/i18n/text-direction.ts";
import messages from "virtual:messages/welcome";

// Once per page load: coming back to the home page within the same visit does not greet again.
let welcomed = false;

const toastTheme = {
  "--normal-bg": "var(--color-paper)",
  "--normal-border": "var(--color-line)",
  "--normal-text": "var(--color-ink)",
} as React.CSSProperties;

/** sonner's default time on screen, the product's: 4 s while nobody attends to the toast. */
const welcomeDuration = 4000;
const welcomeId = "welcome";

/**
 * Where sonner lays toasts across the screen (its phone layout, up to 600 px), the welcome waits
 * until consent has decided and its bar is answered: both at the foot of a 320 × 640 screen
 * covered 43 % of it and the hero's first button.
 */
const phoneLayout = "(max-width: 600px)";
const footIsFree = () => publishedPurposes() !== undefined && !consentIsAsking();

function greet(brand: string) {
  if (!welcomed) {
    welcomed = true;
    toast(fill(messages.title, { brand }), {
      id: welcomeId,
      description: messages.description,
      // sonner's own focus handling for dismissible toasts sends Tab back to the link before it
      // (a keyboard loop), and its timer runs on while the toast has focus. The time, Escape and
      // the return of focus are dismissWhenUnattended's instead.
      dismissible: false,
      duration: Infinity,
    });
  }
  return dismissWhenUnattended({
    duration: welcomeDuration,
    dismiss: () => toast.dismiss(welcomeId),
  });
}

export default function WelcomeToaster() {
  const { name, language } = useSettings();
  const direction = textDirection(language);
  useEffect(() => {
    if (!matchMedia(phoneLayout).matches || footIsFree()) return greet(name);
    let stopGreeting = () => {};
    const stopWatching = watchPurposes(() => {
      if (!footIsFree()) return;
      stopWatching();
      stopGreeting = greet(name);
    });
    return () => {
      stopWatching();
      stopGreeting();
    };
  }, [name]);
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
      style={toastTheme}
      toastOptions={{
        classNames: {
          // sonner's own stylesheet is unlayered and removes the outline: the site's ring wins back.
          toast:
            "focus-visible:outline-2! focus-visible:outline-offset-2! focus-visible:outline-moss!",
          title: "font-display text-base",
          description: "text-ink-muted!",
        },
      }}
    />
  );
}
