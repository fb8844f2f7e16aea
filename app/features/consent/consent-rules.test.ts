import { afterEach, describe, expect, test, vi } from "vitest";
import {
  consentApplies,
  consentLifetimeMs,
  consentStorageKey,
  consentVersion,
  firstDecision,
  isEuropeanTimeZone,
  readChoice,
  saveChoice,
  visitorTimeZone,
} from "./consent-rules.ts";

/** A Storage stand-in holding what the site wrote. */
function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe("isEuropeanTimeZone", () => {
  test.each(["Europe/Berlin", "Europe/London", "Europe/Zurich", "Atlantic/Canary", "Asia/Nicosia"])(
    "%s is European",
    (zone) => expect(isEuropeanTimeZone(zone)).toBe(true),
  );
  test.each(["UTC", "America/New_York", "Asia/Tokyo", "Atlantic/Bermuda", "Etc/GMT"])(
    "%s is not",
    (zone) => expect(isEuropeanTimeZone(zone)).toBe(false),
  );
});

test("regions: everywhere applies in any time zone, europe only in European ones", () => {
  expect(consentApplies("everywhere", () => "America/New_York")).toBe(true);
  expect(consentApplies("europe", () => "America/New_York")).toBe(false);
  expect(consentApplies("europe", () => "Europe/Paris")).toBe(true);
});

describe("visitorTimeZone", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  test("comes from Temporal where the browser has it, without building an Intl date format", () => {
    vi.stubGlobal("Temporal", { Now: { timeZoneId: () => "Europe/Oslo" } });
    const dateFormat = vi.spyOn(Intl, "DateTimeFormat");
    expect(visitorTimeZone()).toBe("Europe/Oslo");
    expect(dateFormat).not.toHaveBeenCalled();
  });

  test("comes from Intl elsewhere", () => {
    vi.stubGlobal("Temporal", undefined);
    expect(visitorTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  test("is not read at all when consent applies everywhere", () => {
    const timeZone = vi.fn(() => "Europe/Paris");
    expect(consentApplies("everywhere", timeZone)).toBe(true);
    expect(timeZone).not.toHaveBeenCalled();
  });
});

describe("firstDecision", () => {
  test("asks where consent applies and nothing was chosen", () => {
    expect(firstDecision({ applies: true, globalPrivacyControl: false, stored: undefined })).toBe(
      "ask",
    );
  });
  test("lets ads load where consent does not apply", () => {
    expect(firstDecision({ applies: false, globalPrivacyControl: false, stored: undefined })).toBe(
      "allow",
    );
  });
  test("a stored choice holds", () => {
    expect(firstDecision({ applies: true, globalPrivacyControl: false, stored: "accepted" })).toBe(
      "allow",
    );
    expect(firstDecision({ applies: false, globalPrivacyControl: false, stored: "rejected" })).toBe(
      "deny",
    );
  });
  test("Global Privacy Control counts as Reject, whatever was stored", () => {
    expect(firstDecision({ applies: true, globalPrivacyControl: true, stored: "accepted" })).toBe(
      "deny",
    );
  });
});

describe("stored choice", () => {
  const version = consentVersion({ hosts: ["ads.example.org", "tags.example.net"] }, null);
  const now = Date.UTC(2026, 10, 1);

  test("the version names the ad hosts, so a change of networks asks again", () => {
    expect(version).toBe("ads.example.org tags.example.net");
    const storage = memoryStorage();
    saveChoice(storage, "accepted", version, now);
    expect(readChoice(storage, version, now)).toBe("accepted");
    expect(readChoice(storage, "ads.other.example", now)).toBeUndefined();
  });

  test("the version names the statistics provider too, and with no ads that alone", () => {
    const goatcounter = { id: "goatcounter", provider: "GoatCounter", measuresSpeed: false };
    expect(consentVersion({ hosts: ["ads.example.org"] }, goatcounter)).toBe(
      "ads.example.org statistics:goatcounter",
    );
    expect(consentVersion({ hosts: [] }, goatcounter)).toBe("statistics:goatcounter");
  });

  test("holds for 12 months, then asks again", () => {
    const storage = memoryStorage();
    saveChoice(storage, "rejected", version, now);
    expect(readChoice(storage, version, now + consentLifetimeMs)).toBe("rejected");
    expect(readChoice(storage, version, now + consentLifetimeMs + 1)).toBeUndefined();
  });

  test("a value the site did not write asks again", () => {
    expect(
      readChoice(memoryStorage({ [consentStorageKey]: "{oops" }), version, now),
    ).toBeUndefined();
    expect(
      readChoice(memoryStorage({ [consentStorageKey]: '{"choice":"maybe"}' }), version, now),
    ).toBeUndefined();
  });
});
