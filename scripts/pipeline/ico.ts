/**
 * A .ico file holding one PNG image of `size` x `size` pixels: the ICO container every browser
 * reads since PNG payloads were allowed in it (Windows Vista), with nothing re-encoded.
 */
export function icoFromPng(png: Uint8Array, size: number): Uint8Array {
  const headerSize = 6;
  const entrySize = 16;
  const ico = new Uint8Array(headerSize + entrySize + png.length);
  const view = new DataView(ico.buffer);
  view.setUint16(2, 1, true); // type: icon
  view.setUint16(4, 1, true); // one image
  view.setUint8(6, size % 256); // width; 0 means 256
  view.setUint8(7, size % 256); // height
  view.setUint16(10, 1, true); // colour planes
  view.setUint16(12, 32, true); // bits per pixel
  view.setUint32(14, png.length, true);
  view.setUint32(18, headerSize + entrySize, true); // where the image starts
  ico.set(png, headerSize + entrySize);
  return ico;
}
