// The weekly letter's body (issue 42): its title, the editor's note, and each section's items in one rhythm: every item
// has the same picture column, a tinted square with the title's initial when it has no picture. The mail wraps it in
// MailFrame; the archive page (/letters/{date}) and the admin preview show it as it is.
import type { CSSProperties } from "react";
import type { LetterItem, LetterTopic } from "~/lib/letter";
import { MAIL_FONT, type MailColours } from "./mail-frame";

export const LETTER_IMAGE = { width: 112, height: 76 } as const;
const table = { role: "presentation", cellPadding: 0, cellSpacing: 0, border: 0, width: "100%" } as const;

type Words = { featured: string; quietWeek: string; sections: Record<LetterTopic, string> };

export type LetterBodyProps = {
  title: string;
  /** The editor's note as HTML (lib/letter-note.ts escapes everything in it), or "". */
  noteHtml: string;
  sections: readonly { topic: LetterTopic; items: readonly LetterItem[] }[];
  /** An item's link or picture as an absolute URL, or null when it is neither a site path nor http(s). */
  absolute: (url: string) => string | null;
  colours: MailColours;
  words: Words;
  /** The language of what people wrote ("en") when the letter is in another language; else undefined. */
  peopleLang?: string;
};

export function LetterBody({ title, noteHtml, sections, absolute, colours, words, peopleLang }: LetterBodyProps) {
  return (
    <div style={{ fontFamily: MAIL_FONT, color: colours.text }}>
      <h1 style={{ fontFamily: MAIL_FONT, fontSize: 24, lineHeight: "30px", color: colours.text, margin: "0 0 12px 0" }}>{title}</h1>
      {noteHtml ? (
        <div
          data-editor-note=""
          style={{
            fontFamily: MAIL_FONT,
            fontSize: 15,
            lineHeight: "23px",
            padding: "12px 16px",
            margin: "0 0 8px 0",
            borderLeft: `4px solid ${colours.accent}`,
            backgroundColor: "#f9fafb",
          }}
          // Escaped by lib/letter-note.ts: only its own <p>, <br>, <strong>, <em> and http(s) links.
          dangerouslySetInnerHTML={{ __html: noteHtml }}
        />
      ) : null}
      {sections.length === 0 ? <p style={{ fontFamily: MAIL_FONT, fontSize: 15, margin: "8px 0 16px 0" }}>{words.quietWeek}</p> : null}
      {sections.map((s) => (
        <LetterSection key={s.topic} heading={words.sections[s.topic]} topic={s.topic}>
          {s.items.map((item) => (
            <LetterItemRow key={item.url} item={item} absolute={absolute} colours={colours} featured={words.featured} peopleLang={peopleLang} />
          ))}
        </LetterSection>
      ))}
    </div>
  );
}

function LetterSection({ heading, topic, children }: { heading: string; topic: LetterTopic; children: React.ReactNode }) {
  return (
    <table {...table} data-section={topic} style={{ margin: "16px 0 0 0" }}>
      <tbody>
        <tr>
          <td style={{ padding: "0 0 10px 0", borderBottom: "1px solid #e5e7eb" }}>
            <h2 style={{ fontFamily: MAIL_FONT, fontSize: 19, lineHeight: "24px", margin: 0 }}>{heading}</h2>
          </td>
        </tr>
        {children}
      </tbody>
    </table>
  );
}

function LetterItemRow({
  item,
  absolute,
  colours,
  featured,
  peopleLang,
}: {
  item: LetterItem;
  absolute: (url: string) => string | null;
  colours: MailColours;
  featured: string;
  peopleLang?: string;
}) {
  const href = absolute(item.url);
  const src = item.image ? absolute(item.image.src) : null;
  const titleStyle: CSSProperties = { color: colours.link, textDecoration: "underline" };
  return (
    <tr>
      <td data-item="" style={{ padding: "12px 0", borderBottom: "1px solid #f1f5f9" }}>
        <table {...table}>
          <tbody>
            <tr>
              <td width={LETTER_IMAGE.width} style={{ width: LETTER_IMAGE.width, padding: "0 12px 0 0", verticalAlign: "top" }}>
                {src && item.image ? (
                  <img
                    lang={peopleLang}
                    src={src}
                    alt={item.image.alt}
                    width={LETTER_IMAGE.width}
                    height={LETTER_IMAGE.height}
                    style={{
                      display: "block",
                      width: LETTER_IMAGE.width,
                      height: LETTER_IMAGE.height,
                      objectFit: "cover",
                      border: 0,
                      borderRadius: 4,
                    }}
                  />
                ) : (
                  <Placeholder title={item.title} colours={colours} />
                )}
              </td>
              <td style={{ verticalAlign: "top", fontFamily: MAIL_FONT }}>
                <div lang={peopleLang} style={{ fontSize: 16, lineHeight: "21px", fontWeight: "bold" }}>
                  {href ? (
                    <a href={href} style={titleStyle}>
                      {item.title}
                    </a>
                  ) : (
                    item.title
                  )}
                </div>
                {item.meta || item.featured ? (
                  <div style={{ fontSize: 13, lineHeight: "18px", color: colours.muted, marginTop: 3 }}>
                    {item.featured ? (
                      <span style={{ fontWeight: "bold", color: "#92400e" }}>
                        {featured}
                        {item.meta ? " · " : ""}
                      </span>
                    ) : null}
                    {item.meta ? <span lang={peopleLang}>{item.meta}</span> : null}
                  </div>
                ) : null}
                {item.summary ? (
                  <div lang={peopleLang} style={{ fontSize: 14, lineHeight: "20px", marginTop: 4 }}>
                    {item.summary}
                  </div>
                ) : null}
              </td>
            </tr>
          </tbody>
        </table>
      </td>
    </tr>
  );
}

/** An item without a picture keeps the column: a square in the theme's secondary colour with the title's initial. */
function Placeholder({ title, colours }: { title: string; colours: MailColours }) {
  const initial = Array.from(title.trim())[0]?.toLocaleUpperCase() ?? "·";
  return (
    <div
      aria-hidden="true"
      data-placeholder=""
      style={{
        width: LETTER_IMAGE.width,
        height: LETTER_IMAGE.height,
        lineHeight: `${LETTER_IMAGE.height}px`,
        textAlign: "center",
        backgroundColor: colours.secondary,
        color: colours.onSecondary,
        fontFamily: MAIL_FONT,
        fontSize: 30,
        fontWeight: "bold",
        borderRadius: 4,
      }}
    >
      {initial}
    </div>
  );
}
