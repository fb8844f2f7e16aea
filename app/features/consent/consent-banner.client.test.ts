// @vitest-environment jsdom
import { afterEach, expect, test, vi } from "vitest";
import { consentIsAsking, publishAsking, publishedPurposes } from "#app/lib/consent-purposes.ts";
import { consentVersion, readChoice } from "./consent-rules.ts";
import { openConsentBanner } from "./consent-banner.client.ts";

// The bar as the island builds it (mode "banner", the shipped configuration: no statistics).

const bar = () => document.querySelector<HTMLElement>('section[aria-label="Privacy choices"]');
const buttonOf = (name: string) =>
  [...(bar()?.querySelectorAll("button") ?? [])].find((button) => button.textContent === name);

function host() {
  document.body.innerHTML = `<a href="#main">Skip</a><div data-island="consent" data-label="Privacy choices"></div><div id="toast" data-above-consent-bar></div>`;
  return document.querySelector<HTMLElement>("[data-island=consent]") as HTMLElement;
}

afterEach(() => {
  buttonOf("Reject")?.click();
  buttonOf("Close")?.click();
  localStorage.clear();
});

test("asks in the element after the skip link, Accept and Reject then the link to /privacy", async () => {
  const element = host();
  publishAsking(true);
  await openConsentBanner(element, false);
  expect(element.firstElementChild).toBe(bar());
  const controls = [...(bar()?.querySelectorAll("button, a") ?? [])];
  expect(controls.map((control) => control.textContent)).toEqual(["Accept", "Reject", "Privacy"]);
  expect(bar()?.querySelector("a")?.getAttribute("href")).toBe("/privacy");
  // Not taken from the page: focus goes to the bar only when the visitor asked for it.
  expect(document.activeElement).not.toBe(bar());
});

test("Accept stores the choice for these ad networks, publishes it and takes the bar away", async () => {
  await openConsentBanner(host(), false);
  buttonOf("Accept")?.click();
  expect(bar()).toBeNull();
  expect(publishedPurposes()).toEqual({ ads: true, statistics: true });
  expect(consentIsAsking()).toBe(false);
  const version = consentVersion(__ADS_PURPOSE__, __STATISTICS_PURPOSE__);
  expect(readChoice(localStorage, version, Date.now())).toBe("accepted");
});

test("opened on request it takes focus and asks until answered; opened twice it is one bar", async () => {
  const element = host();
  void openConsentBanner(element, true);
  await openConsentBanner(element, true);
  expect(element.querySelectorAll("section")).toHaveLength(1);
  expect(document.activeElement).toBe(bar());
  expect(consentIsAsking()).toBe(true);
  buttonOf("Reject")?.click();
  expect(publishedPurposes()).toEqual({ ads: false, statistics: false });
  expect(document.getElementById("toast")?.style.getPropertyValue("--consent-banner-height")).toBe(
    "0px",
  );
  // Not on the root, where every element of the page would restyle with it.
  expect(document.documentElement.style.getPropertyValue("--consent-banner-height")).toBe("");
});

test("with Global Privacy Control it says why it does not ask, and only closes", async () => {
  vi.stubGlobal("navigator", { ...navigator, globalPrivacyControl: true });
  await openConsentBanner(host(), true);
  expect(bar()?.textContent).toContain("Global Privacy Control");
  expect(buttonOf("Accept")).toBeUndefined();
  buttonOf("Close")?.click();
  expect(bar()).toBeNull();
  expect(localStorage.length).toBe(0);
});
