// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { openSearchDialog } from "./search-dialog.client.tsx";
import searchTrigger from "./search-trigger.island.ts";

vi.mock("./search-dialog.client.tsx", () => ({ openSearchDialog: vi.fn() }));

const opened = vi.mocked(openSearchDialog);
let triggers: HTMLAnchorElement[];

// Mounted once: its listeners stay on the document, as they do for a page's life.
beforeAll(() => {
  document.body.innerHTML = `<input id="field"><a href="/search">Search</a><a href="/search">Search</a>`;
  triggers = [...document.querySelectorAll("a")];
  searchTrigger.mount(triggers);
});

beforeEach(() => opened.mockClear());

const press = (init: KeyboardEventInit, target: Element = document.body) => {
  const event = new KeyboardEvent("keydown", { bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
};

/** Whether the island kept a click from following its link (which jsdom cannot follow). */
const click = (target: Element, init: MouseEventInit = {}) => {
  let kept = false;
  const record = (event: Event) => {
    kept = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener("click", record, { once: true });
  target.dispatchEvent(
    new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init }),
  );
  return kept;
};

describe("the header's search trigger", () => {
  test("a click opens the dialog from that trigger, not the search page", async () => {
    expect(click(triggers[1] as Element)).toBe(true);
    await vi.waitFor(() => expect(opened).toHaveBeenCalledWith(triggers[1], ""));
  });

  test("a click with a modifier key, or not the main button, opens the search page", async () => {
    const kept = [
      click(triggers[0] as Element, { ctrlKey: true }),
      click(triggers[0] as Element, { metaKey: true }),
      click(triggers[0] as Element, { shiftKey: true }),
      click(triggers[0] as Element, { button: 1 }),
    ];
    await Promise.resolve();
    expect(kept).toEqual([false, false, false, false]);
    expect(opened).not.toHaveBeenCalled();
  });

  test("'/' and Ctrl+K open it; '/' typed into a field does not", async () => {
    expect(press({ key: "/" }, document.getElementById("field") ?? document.body)).toMatchObject({
      defaultPrevented: false,
    });
    await Promise.resolve();
    expect(opened).not.toHaveBeenCalled();

    expect(press({ key: "k", ctrlKey: true }).defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    expect(press({ key: "/" }).defaultPrevented).toBe(true);
    // jsdom lays nothing out: with no trigger on screen, the first.
    await vi.waitFor(() => expect(opened).toHaveBeenLastCalledWith(triggers[0], ""));
  });

  test("what is typed while the dialog's code comes goes into its field, and no further", async () => {
    press({ key: "/" });
    const typed = [..."girolle"].map((key) => press({ key }));
    expect(typed.every((event) => event.defaultPrevented)).toBe(true);
    await vi.waitFor(() => expect(opened).toHaveBeenCalledWith(triggers[0], "girolle"));
    // Once it is open, keys are the field's.
    expect(press({ key: "s" }).defaultPrevented).toBe(false);
    expect(opened).toHaveBeenCalledTimes(1);
  });
});
