// @vitest-environment jsdom
import { afterEach, expect, test, vi } from "vitest";
import { consentIsAsking, publishedPurposes } from "#app/lib/consent-purposes.ts";
import { consentStorageKey, consentVersion, saveChoice } from "./consent-rules.ts";
import island from "./consent.island.ts";

// The island decides on every page; the bar's code is its own module, loaded only to ask.
const { openConsentBanner, closeConsentBanner } = vi.hoisted(() => ({
  openConsentBanner: vi.fn(),
  closeConsentBanner: vi.fn(),
}));
vi.mock("./consent-banner.client.ts", () => ({ openConsentBanner, closeConsentBanner }));

/** What `ConsentManager` and the footer's "Privacy choices" render, as the island gets them. */
function page(regions: "europe" | "everywhere") {
  document.body.innerHTML = `<div data-island="consent" data-regions="${regions}"></div>
    <footer><button type="button" data-island="consent">Privacy choices</button></footer>`;
  return [...document.querySelectorAll<HTMLElement>("[data-island=consent]")];
}

const version = consentVersion(__ADS_PURPOSE__, __STATISTICS_PURPOSE__);

afterEach(() => localStorage.clear());

test("with no choice stored, where consent applies, the bar's code loads and asks", async () => {
  const elements = page("everywhere");
  await island.mount(elements);
  expect(consentIsAsking()).toBe(true);
  expect(publishedPurposes()).toEqual({ ads: false, statistics: false });
  expect(openConsentBanner).toHaveBeenCalledExactlyOnceWith(elements[0], false);
});

test("a stored choice holds, and nothing of the bar loads until Privacy choices", async () => {
  saveChoice(localStorage, "accepted", version, Date.now());
  const elements = page("everywhere");
  await island.mount(elements);
  expect(consentIsAsking()).toBe(false);
  expect(publishedPurposes()).toMatchObject({ ads: true });
  expect(openConsentBanner).not.toHaveBeenCalled();

  elements[1]?.click();
  await vi.waitFor(() => expect(openConsentBanner).toHaveBeenCalledWith(elements[0], true));
});

test("a choice for other ad networks asks again", async () => {
  saveChoice(localStorage, "rejected", "ads.other.example", Date.now());
  expect(localStorage.getItem(consentStorageKey)).not.toBeNull();
  await island.mount(page("everywhere"));
  expect(consentIsAsking()).toBe(true);
  expect(openConsentBanner).toHaveBeenCalledOnce();
});

test("Global Privacy Control is a Reject, without asking", async () => {
  vi.stubGlobal("navigator", { ...navigator, globalPrivacyControl: true });
  await island.mount(page("everywhere"));
  expect(consentIsAsking()).toBe(false);
  expect(publishedPurposes()).toEqual({ ads: false, statistics: false });
  expect(openConsentBanner).not.toHaveBeenCalled();
});

test("a page shown again from memory follows a choice made since on another page", async () => {
  await island.mount(page("everywhere"));
  expect(consentIsAsking()).toBe(true);
  saveChoice(localStorage, "accepted", version, Date.now());
  dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
  expect(publishedPurposes()).toMatchObject({ ads: true });
  expect(closeConsentBanner).toHaveBeenCalled();
});
