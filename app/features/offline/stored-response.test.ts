import { describe, expect, it } from "vitest";
import {
  dateHeader,
  fromStored,
  hashHeader,
  isCompressible,
  storedBytes,
  toStored,
} from "./stored-response.ts";

const page =
  "<!DOCTYPE html><title>Chanterelle</title>" + "<p>Golden, with false gills.</p>".repeat(200);

describe("a kept response", () => {
  it("keeps text compressed, and gives it back as it came, with the host's headers only", async () => {
    const original = new Response(page, {
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Content-Length": String(page.length),
        "Content-Security-Policy": "default-src 'none'",
      },
    });
    const { response, bytes } = await toStored(original, "/types/chanterelle", {
      [hashHeader]: "1a2b",
      [dateHeader]: "1795000000000",
    });
    expect(bytes).toBeLessThan(page.length / 10);
    expect(storedBytes(response)).toBe(bytes);
    expect(response.headers.get(hashHeader)).toBe("1a2b");

    const served = fromStored(response);
    expect(await served.text()).toBe(page);
    expect([...served.headers.keys()].toSorted()).toEqual([
      "content-security-policy",
      "content-type",
    ]);
  });

  it("keeps what comes compressed already as it is", async () => {
    expect(isCompressible("/images/content/fly-agaric-1a-480.avif")).toBe(false);
    expect(isCompressible("/pagefind/index/en_1a.pf_index")).toBe(false);
    expect(isCompressible("/identify/species.json")).toBe(true);
    const image = new Uint8Array([1, 2, 3, 4]);
    const { response, bytes } = await toStored(new Response(image), "/a-480.avif");
    expect(bytes).toBe(4);
    expect(new Uint8Array(await fromStored(response).arrayBuffer())).toEqual(image);
  });
});
