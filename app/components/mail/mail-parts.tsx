// The pieces every mail body is made of (issue 46: mail as components), inside the one MailFrame: paragraphs of plain
// text with their addresses as links, a button, a listed item with its picture, and the warning's red box. Inline
// styles only, as mail clients read them. Never hydrated.
import type { CSSProperties, ReactNode } from "react";
import { MAIL_FONT, type MailColours } from "./mail-frame";

const paragraph = (size = 15): CSSProperties => ({ fontFamily: MAIL_FONT, fontSize: size, lineHeight: 1.45, margin: "0 0 12px 0" });

/** A web address inside a written sentence, with the punctuation that ends the sentence left outside the link. */
const URL_IN_TEXT = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)]/g;

/** One paragraph of plain text; its http(s) addresses become links. */
export function MailText({ text, colours, size, lang }: { text: string; colours: MailColours; size?: number; lang?: string }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const m of text.matchAll(URL_IN_TEXT)) {
    const start = m.index ?? 0;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <a key={start} href={m[0]} style={{ color: colours.link }}>
        {m[0]}
      </a>,
    );
    at = start + m[0].length;
  }
  if (at < text.length) parts.push(text.slice(at));
  const lines = splitLines(parts);
  return (
    <p lang={lang} style={paragraph(size)}>
      {lines}
    </p>
  );
}

/** A text's line breaks as <br>, inside the strings of a paragraph's parts. */
function splitLines(parts: ReactNode[]): ReactNode[] {
  const out: ReactNode[] = [];
  parts.forEach((part, i) => {
    if (typeof part !== "string") return out.push(part);
    part.split("\n").forEach((line, j) => {
      if (j > 0) out.push(<br key={`${i}-${j}`} />);
      if (line) out.push(line);
    });
  });
  return out;
}

/** Paragraphs from plain text, one per blank-line-separated block. */
export function MailParagraphs({ text, colours }: { text: string; colours: MailColours }) {
  const blocks = text
    .split(/\n{2,}/)
    .map((b) => b.trim())
    .filter(Boolean);
  return (
    <>
      {blocks.map((block, i) => (
        <MailText key={i} text={block} colours={colours} />
      ))}
    </>
  );
}

/** A link as a button, in the site's colour. */
export function MailButton({ href, label, colours }: { href: string; label: string; colours: MailColours }) {
  return (
    <p style={{ margin: "4px 0 16px 0" }}>
      <a
        data-mail="button"
        href={href}
        style={{
          fontFamily: MAIL_FONT,
          display: "inline-block",
          backgroundColor: colours.primary,
          color: colours.onPrimary,
          fontSize: 16,
          fontWeight: "bold",
          textDecoration: "none",
          padding: "12px 20px",
          borderRadius: 6,
        }}
      >
        {label}
      </a>
    </p>
  );
}

/** A link on its own line. */
export function MailLink({ href, label, colours, size = 14 }: { href: string; label: string; colours: MailColours; size?: number }) {
  return (
    <p style={paragraph(size)}>
      <a href={href} style={{ color: colours.link }}>
        {label}
      </a>
    </p>
  );
}

/** A listed match (an alert's ad, job or event): its picture across the column, its title as a link, its price or place. */
export function MailListItem({
  href,
  title,
  meta,
  image,
  colours,
  peopleLang,
}: {
  href: string;
  title: string;
  meta?: string | null;
  image?: string | null;
  colours: MailColours;
  /** What people wrote (titles, places) is marked English in a mail in another language. */
  peopleLang?: string;
}) {
  return (
    <div data-mail="item" style={{ padding: "0 0 20px 0" }}>
      {image ? (
        <a href={href}>
          <img
            src={image}
            alt={title}
            width={552}
            style={{ display: "block", width: "100%", maxWidth: 552, height: "auto", border: 0, borderRadius: 6, margin: "0 0 8px 0" }}
          />
        </a>
      ) : null}
      <div lang={peopleLang} style={{ fontFamily: MAIL_FONT, fontSize: 17, lineHeight: "23px", fontWeight: "bold" }}>
        <a href={href} style={{ color: colours.link }}>
          {title}
        </a>
      </div>
      {meta ? (
        <div lang={peopleLang} style={{ fontFamily: MAIL_FONT, fontSize: 14, lineHeight: "20px", color: "#374151" }}>
          {meta}
        </div>
      ) : null}
    </div>
  );
}

/** The warning's red box: the event and its headline as the National Weather Service wrote them. */
export function MailWarningBox({ title, body, peopleLang }: { title: string; body: string; peopleLang?: string }) {
  return (
    <div data-mail="warning" style={{ backgroundColor: "#991b1b", color: "#ffffff", padding: "12px 16px", borderRadius: 6, margin: "0 0 12px 0" }}>
      <p lang={peopleLang} style={{ fontFamily: MAIL_FONT, fontSize: 18, fontWeight: "bold", margin: "0 0 4px 0" }}>
        {title}
      </p>
      <p lang={peopleLang} style={{ fontFamily: MAIL_FONT, fontSize: 15, lineHeight: 1.45, margin: 0 }}>
        {body}
      </p>
    </div>
  );
}
