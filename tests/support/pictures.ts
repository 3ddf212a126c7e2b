// Picture fixtures for upload tests: real files from tests/fixtures/pictures and made-up hostile ones.
import { readFileSync } from "node:fs";
import { deflateSync } from "node:zlib";

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../fixtures/pictures/${name}`, import.meta.url)));

/** A 1200×800 JPEG photo and a 300×300 PNG logo (made with sharp). */
export const photoJpeg = () => new File([fixture("photo.jpg")], "photo.jpg", { type: "image/jpeg" });
export const logoPng = () => new File([fixture("logo.png")], "logo.png", { type: "image/png" });

/** A text file named like a picture. */
export const renamedText = () => new File(["Not a picture at all, just some words.\n".repeat(20)], "holiday.jpg", { type: "image/jpeg" });

/** More than 10 MB, starting like a real PNG. */
export function oversized() {
  const bytes = new Uint8Array(10 * 1024 * 1024 + 4096);
  bytes.set(fixture("logo.png"));
  return new File([bytes], "huge-photo.png", { type: "image/png" });
}

function crc32(bytes: Uint8Array) {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Uint8Array) {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** A valid, fully decodable 1-bit greyscale PNG of width × height pixels (30000×30000 deflates to ~110 KB). */
export function hugePng(width = 30000, height = 30000) {
  const ihdr = new Uint8Array(13);
  const v = new DataView(ihdr.buffer);
  v.setUint32(0, width);
  v.setUint32(4, height);
  ihdr.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const raw = new Uint8Array(height * (1 + Math.ceil(width / 8))); // all zero: filter byte 0 and black pixels
  const idat = deflateSync(raw, { level: 9 });
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", idat),
    chunk("IEND", new Uint8Array()),
  ];
  return new File(parts, "bomb.png", { type: "image/png" });
}

/**
 * A GIF built block by block: a logical screen, frames (each a 2-colour image whose LZW data is a clear code, one
 * pixel and the end code, valid for a 1×1 frame), an optional comment extension, and anything after the trailer.
 */
export function gif(options: { screen?: [number, number]; frames?: [number, number][]; comment?: string; after?: string; name?: string } = {}) {
  const [sw, sh] = options.screen ?? [1, 1];
  const le = (n: number) => [n & 0xff, (n >> 8) & 0xff];
  const bytes = [...new TextEncoder().encode("GIF89a"), ...le(sw), ...le(sh), 0x80, 0, 0, 0xff, 0xff, 0xff, 0, 0, 0];
  if (options.comment) {
    const text = new TextEncoder().encode(options.comment);
    bytes.push(0x21, 0xfe);
    for (let i = 0; i < text.length; i += 255) {
      const part = text.subarray(i, i + 255);
      bytes.push(part.length, ...part);
    }
    bytes.push(0);
  }
  for (const [w, h] of options.frames ?? [[sw, sh]]) {
    bytes.push(0x21, 0xf9, 4, 0, 10, 0, 0, 0); // graphic control: 0.1 s
    bytes.push(0x2c, 0, 0, 0, 0, ...le(w), ...le(h), 0, 2, 2, 0x44, 0x01, 0);
  }
  bytes.push(0x3b);
  const tail = new TextEncoder().encode(options.after ?? "");
  return new File([new Uint8Array([...bytes, ...tail])], options.name ?? "picture.gif", { type: "image/gif" });
}
