/** The toast element sonner renders; the welcome toast is the only one on the page. */
const toastSelector = "[data-sonner-toast]";

const inToast = (target: EventTarget | null) =>
  target instanceof Element && target.closest(toastSelector) !== null;

interface Options {
  /** How long the toast stays while nobody touches it, in ms. */
  duration: number;
  /** Removes the toast (sonner's `toast.dismiss(id)`). */
  dismiss: () => void;
}

/**
 * Dismisses the toast after `duration` ms of nobody attending to it: the time stops while it has
 * the keyboard focus or the pointer, so a visitor who tabbed to it or reads it is not cut off.
 * Escape dismisses it at once from the keyboard, and focus goes back where it came from rather
 * than falling to the page's body. Returns the clean-up.
 */
export function dismissWhenUnattended({ duration, dismiss }: Options): () => void {
  let remaining = duration;
  let startedAt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let focusCameFrom: HTMLElement | null = null;
  const held = { focus: false, pointer: false };

  const run = () => {
    if (timer !== undefined || held.focus || held.pointer) return;
    startedAt = performance.now();
    timer = setTimeout(leave, remaining);
  };
  const pause = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    remaining -= performance.now() - startedAt;
  };
  const leave = () => {
    const hadFocus = held.focus;
    stop();
    dismiss();
    if (hadFocus) (focusCameFrom ?? document.getElementById("main"))?.focus();
  };

  const onFocusIn = (event: FocusEvent) => {
    if (!inToast(event.target) || held.focus) return;
    held.focus = true;
    focusCameFrom = inToast(event.relatedTarget) ? null : (event.relatedTarget as HTMLElement);
    pause();
  };
  const onFocusOut = (event: FocusEvent) => {
    if (!inToast(event.target) || inToast(event.relatedTarget)) return;
    held.focus = false;
    run();
  };
  const onPointerOver = (event: PointerEvent) => {
    if (!inToast(event.target)) return;
    held.pointer = true;
    pause();
  };
  const onPointerOut = (event: PointerEvent) => {
    if (!inToast(event.target) || inToast(event.relatedTarget)) return;
    held.pointer = false;
    run();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && held.focus) leave();
  };

  const listeners = [
    ["focusin", onFocusIn],
    ["focusout", onFocusOut],
    ["pointerover", onPointerOver],
    ["pointerout", onPointerOut],
    ["keydown", onKeyDown],
  ] as const;
  // The time counts from when the toast shows: sonner renders it a moment after it is asked for,
  // and rendering in a transition can put a few hundred ms between the two.
  const shown = new MutationObserver(() => {
    if (!document.querySelector(toastSelector)) return;
    shown.disconnect();
    run();
  });
  function stop() {
    shown.disconnect();
    clearTimeout(timer);
    timer = undefined;
    for (const [type, listener] of listeners) {
      document.removeEventListener(type, listener as EventListener);
    }
  }
  for (const [type, listener] of listeners) {
    document.addEventListener(type, listener as EventListener);
  }
  if (document.querySelector(toastSelector)) run();
  else shown.observe(document.body, { childList: true, subtree: true });
  return stop;
}
