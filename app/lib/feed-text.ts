// Pure helpers for what feeds send: bytes in an unknown charset, relative links, titles that are text (not HTML),
// dates with and without a zone. Used by the news import; no fetch, no database.
import { TZDate } from "@date-fns/tz";
import type { Context } from "chardet/lib/encoding";
import * as sbcs from "chardet/lib/encoding/sbcs";
import { TOWN_TIME_ZONE } from "./dates";

const CHARSET_ALIASES: Record<string, string> = {
  latin1: "windows-1252",
  "iso-8859-1": "windows-1252",
  "iso8859-1": "windows-1252",
  "us-ascii": "windows-1252",
  ascii: "windows-1252",
  cp1252: "windows-1252",
  cp1251: "windows-1251",
  cp1250: "windows-1250",
  koi8r: "koi8-r",
};

function decoderFor(label: string | null | undefined): TextDecoder | null {
  if (!label) return null;
  const name = label
    .trim()
    .toLowerCase()
    .replace(/^["']|["']$/g, "");
  try {
    return new TextDecoder(CHARSET_ALIASES[name] ?? name);
  } catch {
    return null;
  }
}

/** The charset parameter of a Content-Type header, if any. */
export function charsetFromContentType(contentType: string | null | undefined): string | null {
  return (contentType ?? "").match(/charset\s*=\s*("?)([^";,\s]+)\1/i)?.[2] ?? null;
}

/** The encoding named by an XML declaration at the start of the bytes (ASCII-compatible encodings only). */
export function charsetFromXmlDeclaration(bytes: Uint8Array): string | null {
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 200));
  return head.match(/^\uFEFF?\s*<\?xml[^>]*\bencoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/)?.[1] ?? null;
}

// windows-1252's 0x80–0x9F (some TextDecoder builds, Node's among them, decode that range as C1 controls).
const CP1252_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";
const fixCp1252 = (text: string) => text.replace(/[\u0080-\u009f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80] ?? c);

function decodeWith(decoder: TextDecoder, bytes: Uint8Array): string {
  const text = decoder.decode(bytes);
  return decoder.encoding === "windows-1252" ? fixCp1252(text) : text;
}

// What chardet (ICU's byte-n-gram recognisers) may name for a feed of another script, and how we decode it.
// ISO-8859-8 (visual or logical) is read as windows-1255, its superset that Hebrew sites serve.
const NON_LATIN_DETECTED: Record<string, string> = {
  "windows-1255": "windows-1255",
  "iso-8859-8": "windows-1255",
  "iso-8859-8-i": "windows-1255",
  "windows-1251": "windows-1251",
  "iso-8859-5": "iso-8859-5",
  "koi8-r": "koi8-r",
  "windows-1253": "windows-1253",
  "iso-8859-7": "iso-8859-7",
  "windows-1256": "windows-1256",
  "iso-8859-6": "iso-8859-6",
};
// chardet's single-byte recognisers only: its entry module also brings file-system helpers that do not bundle
// for workerd, and multi-byte (CJK) encodings are out of scope for a town's feeds.
const RECOGNISERS = [
  new sbcs.ISO_8859_1(),
  new sbcs.ISO_8859_2(),
  new sbcs.ISO_8859_5(),
  new sbcs.ISO_8859_6(),
  new sbcs.ISO_8859_7(),
  new sbcs.ISO_8859_8(),
  new sbcs.ISO_8859_9(),
  new sbcs.windows_1251(),
  new sbcs.windows_1256(),
  new sbcs.KOI8_R(),
];

/** chardet's candidates for the bytes, most plausible first (as its analyse() ranks them). */
function rankSingleByte(bytes: Uint8Array) {
  const byteStats: number[] = new Array<number>(256).fill(0);
  for (const b of bytes) byteStats[b] = (byteStats[b] ?? 0) + 1;
  const c1Bytes = byteStats.slice(0x80, 0xa0).some((n) => n > 0);
  const context: Context = { byteStats, c1Bytes, rawInput: bytes, rawLen: bytes.length, inputBytes: bytes, inputLen: bytes.length };
  return RECOGNISERS.map((r) => r.match(context))
    .filter((m) => m !== null)
    .sort((a, b) => b.confidence - a.confidence);
}

/** Below this (0–100), chardet's guess of another script is not trusted over windows-1252. */
const MIN_CONFIDENCE = 20;
/** Detection looks at the head of the feed only: enough text to tell, and a bounded cost on a large feed. */
const DETECT_BYTES = 64 * 1024;

/**
 * The single-byte encoding of bytes that are not UTF-8 and name none. chardet ranks the candidates by how
 * plausible the decoded text is for a language; its first guess is taken when it is another script's encoding
 * (Hebrew, Cyrillic, Greek, Arabic) that it is reasonably sure of and that decodes every byte. Otherwise the
 * text is Latin script, where the Latin-1 family's members cannot be told apart reliably, and windows-1252
 * (what Latin-1 feeds mean) is used.
 */
export function detectSingleByteEncoding(bytes: Uint8Array): string {
  const head = bytes.subarray(0, DETECT_BYTES);
  const [best] = rankSingleByte(head);
  const label = best && best.confidence >= MIN_CONFIDENCE ? NON_LATIN_DETECTED[best.name.toLowerCase()] : undefined;
  if (label && !/[\uFFFD\u0080-\u009F]/.test(new TextDecoder(label).decode(head))) return label;
  return "windows-1252";
}

/**
 * Feed bytes as text: a byte-order mark wins, then the HTTP charset, then the XML declaration, then detection
 * (valid UTF-8 stays UTF-8; anything else is a single-byte encoding, see detectSingleByteEncoding).
 */
export function decodeFeedBytes(bytes: Uint8Array, contentType?: string | null): { text: string; encoding: string } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { text: new TextDecoder("utf-8").decode(bytes), encoding: "utf-8" };
  for (const label of [charsetFromContentType(contentType), charsetFromXmlDeclaration(bytes)]) {
    const decoder = decoderFor(label);
    if (decoder) return { text: decodeWith(decoder, bytes), encoding: decoder.encoding };
  }
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes), encoding: "utf-8" };
  } catch {
    const decoder = new TextDecoder(detectSingleByteEncoding(bytes));
    return { text: decodeWith(decoder, bytes), encoding: decoder.encoding };
  }
}

/** An absolute http(s) URL for `value` resolved against `base`, or null. */
export function absoluteUrl(value: string | null | undefined, base: string | null | undefined): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  try {
    const url = base ? new URL(raw, base) : new URL(raw);
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Rewrites relative href/src attributes of an HTML fragment against `base` (before sanitising). */
export function absolutizeHtml(html: string, base: string | null | undefined): string {
  if (!base || !html) return html;
  return html.replace(/\b(href|src)\s*=\s*("([^"]*)"|'([^']*)')/gi, (whole, name: string, _q, dq?: string, sq?: string) => {
    const value = (dq ?? sq ?? "").trim();
    if (!value || /^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith("#")) return whole;
    const resolved = absoluteUrl(value.replace(/&amp;/g, "&"), base);
    return resolved ? `${name}="${resolved.replace(/"/g, "%22")}"` : whole;
  });
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, e: string) => {
    if (e[0] === "#") {
      const code = e[1]?.toLowerCase() === "x" ? parseInt(e.slice(2), 16) : Number(e.slice(1));
      return Number.isSafeInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[e.toLowerCase()] ?? whole;
  });
}

/**
 * A feed title as plain text. Titles are text: "Fish & Chips < $5" and "RSS <<< Title >>>" stay as they are;
 * only real markup ("<b>Big</b> news") is taken out.
 */
export function titleText(raw: string | null | undefined): string {
  if (!raw) return "";
  const withoutTags = raw.replace(/<\/?[a-z][a-z0-9]*(\s[^<>]*)?\/?>/gi, "");
  return (
    decodeEntities(withoutTags)
      // eslint-disable-next-line no-control-regex -- control characters (tabs, newlines, NUL) are what this blanks out
      .replace(/[\u0000-\u001f\u007f]/g, " ")
      .replace(/\s+/g, " ")
      .trim()
  );
}

/** Cuts text to at most `max` characters at a word boundary, with an ellipsis when cut. */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = text.slice(0, max - 1);
  const lastSpace = room.search(/\s\S*$/);
  const cut = lastSpace > max * 0.5 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,;:.-]+$/, "")}…`;
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const HAS_ZONE = /(Z|[+-]\d{2}:?\d{2}|\b(GMT|UTC|UT|[ECMP][SD]T)\b)\s*$/i;

/**
 * A feed date. With a zone it is that instant; without one (RFC 822 or ISO forms) it is wall time in the town's
 * zone, not UTC. Anything that does not parse, or lies outside 1990…now+1 day, is null.
 */
export function parseFeedDate(raw: string | null | undefined, now: Date, timeZone = TOWN_TIME_ZONE): Date | null {
  const text = raw?.trim();
  if (!text) return null;
  let date: Date | null = null;
  if (HAS_ZONE.test(text)) {
    const t = Date.parse(text.replace(/\bUT\b/, "UTC"));
    date = Number.isNaN(t) ? null : new Date(t);
  } else {
    const iso = text.match(/^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?$/);
    const rfc = text.match(/^(?:[a-z]{3,9},?\s*)?(\d{1,2})\s+([a-z]{3})[a-z]*\.?\s+(\d{2,4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/i);
    let parts: [number, number, number, number, number, number] | null = null;
    if (iso) parts = [Number(iso[1]), Number(iso[2]) - 1, Number(iso[3]), Number(iso[4] ?? 0), Number(iso[5] ?? 0), Number(iso[6] ?? 0)];
    else if (rfc) {
      const month = MONTHS.indexOf((rfc[2] ?? "").toLowerCase());
      let year = Number(rfc[3]);
      if (year < 100) year += year < 50 ? 2000 : 1900;
      if (month >= 0) parts = [year, month, Number(rfc[1]), Number(rfc[4] ?? 0), Number(rfc[5] ?? 0), Number(rfc[6] ?? 0)];
    }
    if (parts) date = new Date(new TZDate(parts[0], parts[1], parts[2], parts[3], parts[4], parts[5], timeZone).getTime());
  }
  if (!date || Number.isNaN(date.getTime())) return null;
  if (date.getTime() < Date.UTC(1990, 0, 1) || date.getTime() > now.getTime() + 86_400_000) return null;
  return date;
}

/** A short stable hash (FNV-1a, 64-bit as two 32-bit halves) for derived keys. */
export function stableHash(text: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193) >>> 0;
    h2 = Math.imul(h2 ^ c, 0x5bd1e995) >>> 0;
  }
  return h1.toString(16).padStart(8, "0") + h2.toString(16).padStart(8, "0");
}
