// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { localStorageOrMemory } from "./local-storage.ts";

afterEach(() => {
  vi.restoreAllMocks();
  localStorageOrMemory().removeItem("choice");
  localStorage.clear();
});

describe("localStorageOrMemory", () => {
  it("keeps a choice in local storage, for the next pages", () => {
    localStorageOrMemory().setItem("choice", "off");
    expect(localStorage.getItem("choice")).toBe("off");
    localStorageOrMemory().removeItem("choice");
    expect(localStorage.getItem("choice")).toBeNull();
  });

  it("keeps a choice for the page where storage is full, and writes the next one that fits", () => {
    const write = vi.spyOn(Storage.prototype, "setItem").mockImplementationOnce(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    localStorageOrMemory().setItem("choice", "off");
    expect(localStorageOrMemory().getItem("choice")).toBe("off");
    write.mockRestore();
    localStorageOrMemory().setItem("choice", "on");
    expect(localStorage.getItem("choice")).toBe("on");
    expect(localStorageOrMemory().getItem("choice")).toBe("on");
  });

  it("keeps a choice for the page where the browser turns local storage off", () => {
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    localStorageOrMemory().setItem("choice", "off");
    expect(localStorageOrMemory().getItem("choice")).toBe("off");
    localStorageOrMemory().removeItem("choice");
    expect(localStorageOrMemory().getItem("choice")).toBeNull();
  });
});
