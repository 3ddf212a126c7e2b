// The editor's note at the top of a weekly letter (issue 42): plain text or light Markdown, kept raw and rendered here.
// Paragraphs (a blank line), line breaks, **bold**, *italic* and [links](https://…) to http(s) only; everything else
// is text, escaped. Pure: the mail, the archive and the admin preview render the same note.

/** The note's longest length (characters of raw text): a few paragraphs, not an article. */
export const EDITOR_NOTE_MAX = 2000;

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

const LINK = /\[([^\]\n]{1,200})\]\((https?:\/\/[^\s()<>"]{1,500})\)/gi;

const paragraphs = (raw: string) =>
  raw
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/** Bold and italic in already escaped text. */
const emphasis = (escaped: string) =>
  escaped.replace(/\*\*([^*\n](?:[^\n]*?[^*\n])?)\*\*/g, "<strong>$1</strong>").replace(/\*([^*\s](?:[^*\n]*?[^*\s])?)\*/g, "<em>$1</em>");

function inlineHtml(text: string, linkStyle: string): string {
  const links: string[] = [];
  // Links first, out of the way of emphasis (a * in a URL stays in the URL); their text gets emphasis on its own.
  const marked = text.replace(LINK, (_, label: string, href: string) => {
    links.push(`<a href="${escapeHtml(href)}"${linkStyle ? ` style="${linkStyle}"` : ""}>${emphasis(escapeHtml(label))}</a>`);
    return `\uE000${links.length - 1}\uE000`;
  });
  return emphasis(escapeHtml(marked))
    .replace(/\uE000(\d+)\uE000/g, (_, i: string) => links[Number(i)] ?? "")
    .replace(/\n/g, "<br>");
}

/** The note as HTML paragraphs, each with `paragraphStyle` (inline, for mail clients); "" for an empty note. */
export function editorNoteHtml(raw: string | null | undefined, paragraphStyle = "", linkStyle = ""): string {
  return paragraphs(raw ?? "")
    .map((p) => `<p${paragraphStyle ? ` style="${paragraphStyle}"` : ""}>${inlineHtml(p, linkStyle)}</p>`)
    .join("");
}

/** The note as plain text: emphasis marks dropped, a link as "text (url)". */
export function editorNoteText(raw: string | null | undefined): string {
  return paragraphs(raw ?? "")
    .map((p) =>
      p
        .replace(LINK, "$1 ($2)")
        .replace(/\*\*([^*\n]+?)\*\*/g, "$1")
        .replace(/\*([^*\s](?:[^*\n]*?[^*\s])?)\*/g, "$1"),
    )
    .join("\n\n");
}
