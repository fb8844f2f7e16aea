// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dismissWhenUnattended } from "./dismiss-when-unattended.ts";

describe("dismissWhenUnattended", () => {
  let dismiss: ReturnType<typeof vi.fn<() => void>>;
  let stop: () => void;
  let toast: HTMLElement;
  let link: HTMLAnchorElement;

  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = `<main id="main" tabindex="-1"><a href="/">Home</a></main>
      <ol data-sonner-toaster><li data-sonner-toast tabindex="0">Welcome</li></ol>`;
    toast = document.querySelector("[data-sonner-toast]") as HTMLElement;
    link = document.querySelector("a") as HTMLAnchorElement;
    dismiss = vi.fn<() => void>();
    stop = dismissWhenUnattended({ duration: 4000, dismiss });
  });

  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it("leaves after the duration when nobody touches it", () => {
    vi.advanceTimersByTime(3999);
    expect(dismiss).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(dismiss).toHaveBeenCalledOnce();
  });

  it("counts the time from when the toast shows, not from when it was asked for", async () => {
    stop();
    document.querySelector("[data-sonner-toaster]")?.remove();
    stop = dismissWhenUnattended({ duration: 4000, dismiss });
    vi.advanceTimersByTime(4500);
    expect(dismiss).not.toHaveBeenCalled();
    document.body.insertAdjacentHTML(
      "beforeend",
      "<ol data-sonner-toaster><li data-sonner-toast>Welcome</li></ol>",
    );
    await Promise.resolve(); // the mutation's record
    vi.advanceTimersByTime(3999);
    expect(dismiss).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(dismiss).toHaveBeenCalledOnce();
  });

  it("stays while it has the focus, and the time runs on once focus leaves", () => {
    vi.advanceTimersByTime(1000);
    link.focus();
    toast.focus();
    vi.advanceTimersByTime(60_000);
    expect(dismiss).not.toHaveBeenCalled();
    link.focus();
    vi.advanceTimersByTime(2999);
    expect(dismiss).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(dismiss).toHaveBeenCalledOnce();
  });

  it("stays while the pointer is on it", () => {
    toast.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
    vi.advanceTimersByTime(60_000);
    expect(dismiss).not.toHaveBeenCalled();
    toast.dispatchEvent(new PointerEvent("pointerout", { bubbles: true, relatedTarget: link }));
    vi.advanceTimersByTime(4000);
    expect(dismiss).toHaveBeenCalledOnce();
  });

  it("leaves on Escape and gives focus back where it came from", () => {
    link.focus();
    toast.focus();
    toast.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(dismiss).toHaveBeenCalledOnce();
    expect(document.activeElement).toBe(link);
  });

  it("ignores Escape while the focus is elsewhere", () => {
    link.focus();
    link.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(dismiss).not.toHaveBeenCalled();
  });
});
