/** Cuts text to `max` characters, adding an ellipsis when it was longer. */
export function truncate(text: string | null | undefined, max: number, ellipsis = "..."): string {
  if (!text) return "";
  return text.length > max ? `${text.slice(0, max).trimEnd()}${ellipsis}` : text;
}

/** Plain text of an HTML fragment (for excerpts and previews). */
export function stripTags(html: string | null | undefined): string {
  return (html ?? "").replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim();
}
