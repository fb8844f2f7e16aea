/**
 * The classes sonner's welcome toast carries (welcome-toaster.tsx), which the home page's own
 * styles keep for it (welcome-toast.tsx).
 */
export const welcomeToastClasses = {
  // sonner's own stylesheet is unlayered and removes the outline: the site's ring wins back.
  toast: "focus-visible:outline-2! focus-visible:outline-offset-2! focus-visible:outline-moss!",
  title: "font-display text-base",
  description: "text-ink-muted!",
};
