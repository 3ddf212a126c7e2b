// Reads an image's type and pixel size from its first bytes (magic numbers and headers), never from its name, so
// a renamed file or a decompression bomb is refused before anything decodes it.

export type ImageType = "image/jpeg" | "image/png" | "image/gif" | "image/webp";
export type ImageHeader = { type: ImageType; width: number; height: number };

export const IMAGE_EXTENSIONS: Record<ImageType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
};

/** The byte at `i`, or 0 past the end (what the shifts below would make of a missing byte anyway). */
const byte = (b: Uint8Array, i: number) => b[i] ?? 0;
const u16be = (b: Uint8Array, i: number) => (byte(b, i) << 8) | byte(b, i + 1);
const u16le = (b: Uint8Array, i: number) => byte(b, i) | (byte(b, i + 1) << 8);
const u24le = (b: Uint8Array, i: number) => byte(b, i) | (byte(b, i + 1) << 8) | (byte(b, i + 2) << 16);
const u32be = (b: Uint8Array, i: number) => ((byte(b, i) << 24) >>> 0) + ((byte(b, i + 1) << 16) | (byte(b, i + 2) << 8) | byte(b, i + 3));
const ascii = (b: Uint8Array, i: number, n: number) => String.fromCharCode(...b.subarray(i, i + n));

function png(b: Uint8Array): ImageHeader | null {
  // Signature, then the IHDR chunk first: width and height as big-endian 32-bit integers.
  if (b.length < 24 || u32be(b, 0) !== 0x89504e47 || u32be(b, 4) !== 0x0d0a1a0a || ascii(b, 12, 4) !== "IHDR") return null;
  return { type: "image/png", width: u32be(b, 16), height: u32be(b, 20) };
}

function gif(b: Uint8Array): ImageHeader | null {
  if (b.length < 10 || !/^GIF8[79]a$/.test(ascii(b, 0, 6))) return null;
  return { type: "image/gif", width: u16le(b, 6), height: u16le(b, 8) };
}

function webp(b: Uint8Array): ImageHeader | null {
  if (b.length < 30 || ascii(b, 0, 4) !== "RIFF" || ascii(b, 8, 4) !== "WEBP") return null;
  const chunk = ascii(b, 12, 4);
  if (chunk === "VP8 " && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a) {
    return { type: "image/webp", width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  }
  if (chunk === "VP8L" && b[20] === 0x2f) {
    const bits = byte(b, 21) | (byte(b, 22) << 8) | (byte(b, 23) << 16) | (byte(b, 24) << 24);
    return { type: "image/webp", width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X") return { type: "image/webp", width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  return null;
}

function jpeg(b: Uint8Array): ImageHeader | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8 || b[2] !== 0xff) return null;
  // Walk the marker segments to the first start-of-frame (SOF0–SOF15 except DHT, JPG and DAC).
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = byte(b, i + 1);
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    const length = u16be(b, i + 2);
    if (length < 2) return null;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { type: "image/jpeg", height: u16be(b, i + 5), width: u16be(b, i + 7) };
    }
    i += 2 + length;
  }
  return null;
}

/** The image's type and size from its header, or null when the bytes are not a JPEG, PNG, GIF or WebP image. */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  const header = png(bytes) ?? gif(bytes) ?? webp(bytes) ?? jpeg(bytes);
  if (!header || header.width < 1 || header.height < 1) return null;
  return header;
}

export type GifProblem = "malformed" | "frameTooLarge";

/**
 * Walks every block of a GIF (extensions and image descriptors, each sub-block chain to its end, then the trailer)
 * and refuses it when its structure is broken, when anything but padding follows the trailer, when a frame lies
 * outside the logical screen, or when a frame has more than maxPixels pixels. A 1×1 header cannot hide a
 * 65535×65535 frame, and no HTML can ride after the image.
 */
export function gifProblem(b: Uint8Array, maxPixels: number, maxFrames = 1000): GifProblem | null {
  if (b.length < 14 || !/^GIF8[79]a$/.test(ascii(b, 0, 6))) return "malformed";
  const screenWidth = u16le(b, 6);
  const screenHeight = u16le(b, 8);
  const flags = byte(b, 10);
  let i = 13 + (flags & 0x80 ? 3 * (1 << ((flags & 7) + 1)) : 0);
  // Skips a chain of data sub-blocks (length byte, then that many bytes) up to its zero terminator.
  const skipSubBlocks = (at: number) => {
    let j = at;
    while (j < b.length) {
      const size = byte(b, j);
      if (size === 0) return j + 1;
      j += 1 + size;
    }
    return -1;
  };
  let frames = 0;
  while (i < b.length) {
    const introducer = byte(b, i);
    if (introducer === 0x3b) {
      // The trailer: nothing but zero padding may follow.
      for (let j = i + 1; j < b.length; j++) if (b[j] !== 0) return "malformed";
      return frames ? null : "malformed";
    }
    if (introducer === 0x21) {
      if (i + 2 > b.length) return "malformed";
      i = skipSubBlocks(i + 2);
    } else if (introducer === 0x2c) {
      if (i + 10 > b.length) return "malformed";
      const left = u16le(b, i + 1);
      const top = u16le(b, i + 3);
      const width = u16le(b, i + 5);
      const height = u16le(b, i + 7);
      const local = byte(b, i + 9);
      if (width * height > maxPixels || left + width > screenWidth || top + height > screenHeight) return "frameTooLarge";
      if (++frames > maxFrames) return "frameTooLarge";
      i += 10 + (local & 0x80 ? 3 * (1 << ((local & 7) + 1)) : 0);
      const minCodeSize = byte(b, i);
      if (minCodeSize < 1 || minCodeSize > 11) return "malformed";
      i = skipSubBlocks(i + 1);
    } else return "malformed";
    if (i < 0 || i > b.length) return "malformed";
  }
  // No trailer.
  return "malformed";
}

const MARKUP = [
  "<script",
  "<html",
  "<!doctype",
  "<head",
  "<body",
  "<iframe",
  "<svg",
  "<object",
  "<embed",
  "<meta",
  "<style",
  "<form",
  "<img",
  "<a href",
];

/** Whether these bytes carry an HTML (or SVG) tag anywhere: the mark of a picture that is also a web page. */
export function containsMarkup(b: Uint8Array): boolean {
  const tags = MARKUP.map((t) => Array.from(t, (c) => c.charCodeAt(0)));
  for (let i = b.indexOf(0x3c); i !== -1; i = b.indexOf(0x3c, i + 1)) {
    for (const tag of tags) {
      let k = 1;
      // ASCII letters compare case-insensitively (| 0x20 lowers A-Z and leaves the other tag characters as they are).
      while (k < tag.length && ((byte(b, i + k) | 0x20) === tag[k] || byte(b, i + k) === tag[k])) k++;
      if (k === tag.length) return true;
    }
  }
  return false;
}
