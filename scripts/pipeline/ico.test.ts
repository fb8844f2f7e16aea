import { describe, expect, it } from "vitest";
import { icoFromPng } from "./ico.ts";

describe("icoFromPng", () => {
  const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
  const ico = icoFromPng(png, 32);
  const view = new DataView(ico.buffer);

  it("writes an icon directory of one 32x32 image", () => {
    expect([view.getUint16(0, true), view.getUint16(2, true), view.getUint16(4, true)]).toEqual([
      0, 1, 1,
    ]);
    expect([ico[6], ico[7]]).toEqual([32, 32]);
    expect(view.getUint16(12, true)).toBe(32);
  });

  it("points the directory at the PNG, carried as it is", () => {
    expect(view.getUint32(14, true)).toBe(png.length);
    const offset = view.getUint32(18, true);
    expect(Array.from(ico.slice(offset))).toEqual(Array.from(png));
  });

  it("writes 256 px as 0, as the format wants", () => {
    expect(icoFromPng(png, 256)[6]).toBe(0);
  });
});
