/** Cuts text to `max` characters, adding an ellipsis when it was longer. */
export function truncate(text: string | null | undefined, max: number, ellipsis = "..."): string {
  if (!text) return "";
  return text.length > max ? `${text.slice(0, max).trimEnd()}${ellipsis}` : text;
}

/** Plain text of an HTML fragment (for excerpts and previews). */
export function stripTags(html: string | null | undefined): string {
  return (html ?? "").replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim();
}

// Characters XML 1.0 forbids (C0 controls other than tab/newline/return, lone surrogates, U+FFFE/U+FFFF).
// eslint-disable-next-line no-control-regex
const XML_INVALID = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text safe to put in an XML document: characters XML cannot carry are dropped (a stored value can hold them). */
export function xmlSafe(value: string): string {
  return value.replace(XML_INVALID, "");
}
