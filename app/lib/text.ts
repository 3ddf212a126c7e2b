/**
 * Cuts text to at most `max` characters, ellipsis included: at the last word boundary that fits, then '…'.
 * A single word longer than the space is cut inside the word rather than dropped.
 */
export function truncate(text: string | null | undefined, max: number): string {
  if (!text) return "";
  if (text.length <= max) return text;
  const room = text.slice(0, Math.max(0, max - 1));
  // When the next character is a space, the last word in `room` is whole; otherwise drop the cut word.
  const boundary = /\s/.test(text[room.length] ?? "") ? room.length : room.search(/\s+\S*$/);
  const cut = boundary > max / 3 ? room.slice(0, boundary) : room;
  return `${cut.replace(/[\s.,;:!?-]+$/, "")}…`;
}

/** Plain text of an HTML fragment (for excerpts and previews). */
export function stripTags(html: string | null | undefined): string {
  return (html ?? "")
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

// Characters XML 1.0 forbids (C0 controls other than tab/newline/return, lone surrogates, U+FFFE/U+FFFF).
// eslint-disable-next-line no-control-regex
const XML_INVALID = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text safe to put in an XML document: characters XML cannot carry are dropped (a stored value can hold them). */
export function xmlSafe(value: string): string {
  return value.replace(XML_INVALID, "");
}
