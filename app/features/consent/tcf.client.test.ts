// @vitest-environment jsdom
import { expect, test } from "vitest";
import { adsAllowedBy, installTcfStub, statisticsAllowedBy } from "./tcf.client.ts";

test("ads load when the GDPR does not apply, or once purpose 1 is consented", () => {
  expect(adsAllowedBy({ gdprApplies: false })).toBe(true);
  const consented = { purpose: { consents: { "1": true } } };
  expect(adsAllowedBy({ gdprApplies: true, eventStatus: "tcloaded", ...consented })).toBe(true);
  expect(adsAllowedBy({ gdprApplies: true, eventStatus: "useractioncomplete", ...consented })).toBe(
    true,
  );
});

test("not while the CMP's message shows, and not without purpose 1", () => {
  expect(
    adsAllowedBy({ gdprApplies: true, eventStatus: "cmpuishown", purpose: { consents: {} } }),
  ).toBeUndefined();
  expect(
    adsAllowedBy({
      gdprApplies: true,
      eventStatus: "useractioncomplete",
      purpose: { consents: { "1": false, "2": true } },
    }),
  ).toBe(false);
});

const callback = () => {};

test("the stub queues calls for the CMP and puts up the locator frame", () => {
  installTcfStub();
  const api = (window as unknown as { __tcfapi: (...args: unknown[]) => unknown }).__tcfapi;
  api("addEventListener", 2, callback);
  expect(api()).toEqual([["addEventListener", 2, callback]]);
  const locator = document.querySelector('iframe[name="__tcfapiLocator"]');
  expect(locator).toHaveAttribute("hidden");
});

const withConsents = (consents: Record<string, boolean>) =>
  statisticsAllowedBy({ gdprApplies: true, eventStatus: "tcloaded", purpose: { consents } });

test("statistics need purpose 8 (measuring content) besides purpose 1", () => {
  expect(withConsents({ "1": true })).toBe(false);
  expect(withConsents({ "8": true })).toBe(false);
  expect(withConsents({ "1": true, "8": true })).toBe(true);
  expect(statisticsAllowedBy({ gdprApplies: false })).toBe(true);
  expect(statisticsAllowedBy({ gdprApplies: true, eventStatus: "cmpuishown" })).toBeUndefined();
});
