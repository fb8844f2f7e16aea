// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { publishAsking, publishPurposes } from "#app/lib/consent-purposes.ts";
import welcomeIsland from "./welcome.island.ts";

const showWelcome = vi.hoisted(() => vi.fn<(container: HTMLElement) => void>());
vi.mock("./welcome-toaster.tsx", () => ({ showWelcome }));
vi.mock("react-dom/client", () => ({}));

const onPhone = (matches: boolean) =>
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: matches && query === "(max-width: 600px)",
  }));

/** Lets each idle moment pass and each module come, React's then the toaster's. */
async function settle() {
  for (let step = 0; step < 3; step++) {
    await vi.runAllTimersAsync();
    await vi.dynamicImportSettled();
  }
  await vi.runAllTimersAsync();
}

describe("the welcome island", () => {
  let container: HTMLElement;
  beforeEach(() => {
    vi.useFakeTimers();
    showWelcome.mockReset();
    container = document.createElement("div");
    document.body.replaceChildren(container);
    publishAsking(false);
  });

  it("greets on a wide screen at once, whatever consent is doing", async () => {
    onPhone(false);
    publishAsking(true);
    await welcomeIsland.mount([container]);
    await settle();
    expect(showWelcome).toHaveBeenCalledExactlyOnceWith(container);
  });

  it("on a phone, loads the toast only once consent's bar is answered", async () => {
    onPhone(true);
    publishAsking(true);
    await welcomeIsland.mount([container]);
    await settle();
    expect(showWelcome).not.toHaveBeenCalled();
    publishPurposes({ ads: false, statistics: false });
    publishAsking(false);
    await settle();
    expect(showWelcome).toHaveBeenCalledExactlyOnceWith(container);
    // Later changes of consent greet no more.
    publishPurposes({ ads: true, statistics: true });
    await settle();
    expect(showWelcome).toHaveBeenCalledOnce();
  });
});
