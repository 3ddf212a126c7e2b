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
  return (html ?? "").replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim();
}
