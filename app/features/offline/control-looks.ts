import { primaryButton, secondaryButton } from "#app/lib/button-styles.ts";

/** Where a "Save for offline use" control stands: the footer of every page, or the species' section. */
export type Placement = "footer" | "page";

const footerButton =
  "min-h-11 cursor-pointer text-start font-semibold text-moss underline underline-offset-4 hover:text-moss-deep";

/** How the control looks in each place: its box, its button to save, and its other buttons. */
export const controlLooks: Record<Placement, { box: string; button: string; secondary: string }> = {
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
