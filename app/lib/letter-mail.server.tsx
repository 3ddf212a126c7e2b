// The weekly letter as it is mailed (issue 42): React components (components/mail: one MailFrame, the letter's body
// and items) rendered with renderToStaticMarkup, the plain text from the same content, and each batch's mails with the
// reader's token and one-click headers. A .server module of lib: pure like the rest of lib, but kept out of the
// browser's bundles (react-dom/server), which import lib/letter.ts for the topics (docs/decisions/mail.md).
import { renderToStaticMarkup } from "react-dom/server";
import { LetterBody } from "~/components/mail/letter-items";
import { MailFrame, mailColours } from "~/components/mail/mail-frame";
import type { Lang } from "./i18n/lang";
import {
  absoluteLetterUrl,
  archiveUrlFor,
  fillLetterWords,
  letterWords,
  letterSectionOrder,
  letterSubject,
  manageUrlFor,
  unsubscribeUrlFor,
  type LetterContent,
  type LetterItem,
  type LetterLanguages,
  type LetterRecipient,
  type LetterTopic,
  type LetterWords,
  type PreparedLetterMail,
} from "./letter";
import { editorNoteHtml, editorNoteText } from "./letter-note";
import { postalAddressFor } from "./towns";
import type { Colors } from "./vocabulary";

function itemText(item: LetterItem, siteUrl: string, words: LetterWords): string {
  const lines = [`- ${item.featured ? `[${words.featured}] ` : ""}${item.title}`];
  if (item.meta) lines.push(`  ${item.meta}`);
  if (item.summary) lines.push(`  ${item.summary}`);
  const href = absoluteLetterUrl(item.url, siteUrl);
  if (href) lines.push(`  ${href}`);
  return lines.join("\n");
}

export type LetterRender = {
  content: LetterContent;
  siteName: string;
  siteUrl: string;
  /** The reader's topics; every topic for the archive. */
  topics: readonly LetterTopic[];
  /** The footer's link to change topics or leave; null on the web archive and the admin preview (no reader). */
  manageUrl: string | null;
  /** The footer's "Unsubscribe" (the one-click target, whose GET opens the manage page); the manage page by default. */
  unsubscribeUrl?: string | null;
  /** The site's theme colours and the postal address the footer shows (the town's sample one by default). */
  colors?: Colors;
  postalAddress?: string;
  /** The reader's language (English by default) and its words (the catalogue's `letter` namespace). */
  lang?: Lang;
  words?: LetterWords;
  /** The fediverse handles, named in the footer with a link to /follow while federation is on; null or absent: off. */
  fediverse?: { events: string; news: string } | null;
};

/**
 * The letter as a full HTML document for mail clients (MailFrame around the body), the body alone (the archive page and
 * the admin preview show it inside the site), and plain text with the same parts.
 */
export function renderLetter(input: LetterRender): { html: string; text: string; bodyHtml: string } {
  const { content, siteName, siteUrl, topics, manageUrl, lang = "en", words = letterWords() } = input;
  // The issue's title is its English subject; another language's is made from the issue's date.
  const title = lang === "en" ? content.title : letterSubject(siteName, content.date, lang, words);
  const sections = letterSectionOrder(content).filter((t) => topics.includes(t) && content[t].length > 0);
  const colours = mailColours(input.colors);
  const postalAddress = input.postalAddress?.trim() || postalAddressFor({ mode: null, postalAddress: null });
  const unsubscribeUrl = input.unsubscribeUrl ?? manageUrl;
  const body = (
    <LetterBody
      title={title}
      noteHtml={editorNoteHtml(content.editorNote, "margin:0 0 10px 0;", `color:${colours.link};`)}
      sections={sections.map((t) => ({ topic: t, items: content[t] }))}
      absolute={(url) => absoluteLetterUrl(url, siteUrl)}
      colours={colours}
      words={{ featured: words.featured, quietWeek: words.quietWeek, sections: words }}
      peopleLang={lang === "en" ? undefined : "en"}
    />
  );
  const bodyHtml = renderToStaticMarkup(body);
  const reason = fillLetterWords(words.subscribedAt, { site: siteName });
  const browserUrl = archiveUrlFor(siteUrl, content.date);
  const follow = input.fediverse
    ? { line: fillLetterWords(words.followLine, input.fediverse), href: `${siteUrl}/follow`, label: words.followLink }
    : null;
  const html = `<!DOCTYPE html>${renderToStaticMarkup(
    <MailFrame
      lang={lang}
      title={title}
      siteName={siteName}
      siteUrl={siteUrl}
      colours={colours}
      browser={manageUrl ? { href: browserUrl, label: words.viewInBrowser } : null}
      footer={{
        reason: manageUrl ? reason : "",
        links:
          manageUrl && unsubscribeUrl
            ? [
                { href: manageUrl, label: words.manageLink },
                { href: unsubscribeUrl, label: words.unsubscribe },
              ]
            : [],
        postalAddress,
        follow,
      }}
    >
      {body}
    </MailFrame>,
  )}`;
  const textSections = sections.map(
    (t) => `${words[t].toLocaleUpperCase(lang)}\n\n${content[t].map((i) => itemText(i, siteUrl, words)).join("\n\n")}`,
  );
  const text = [
    ...(manageUrl ? [`${words.viewInBrowser}: ${browserUrl}`, ""] : []),
    title,
    "",
    ...(content.editorNote?.trim() ? [editorNoteText(content.editorNote), ""] : []),
    sections.length ? textSections.join("\n\n") : words.quietWeek,
    "",
    "--",
    ...(manageUrl ? [reason, `${words.manageLink}: ${manageUrl}`, `${words.unsubscribe}: ${unsubscribeUrl}`] : []),
    ...(follow ? [`${follow.line} ${follow.label}: ${follow.href}`] : []),
    postalAddress,
  ].join("\n");
  return { html, text, bodyHtml };
}

const TOKEN_MARK = "@@letter-token@@";

/** The letter for one set of topics in one language, cut where the reader's token goes: as text and as JSON string literals. */
type RenderedLetter = { subject: string; subjectJson: string; html: string[]; text: string[]; htmlJson: string[]; textJson: string[] };
/**
 * An issue's rendered letters by set of topics. The consumer keeps one per isolate (services/letter.server.ts), so a
 * batch renders only the topic sets no earlier batch of the issue needed, and otherwise fills in its readers.
 */
export type LetterRenders = Map<string, RenderedLetter>;
export type LetterInput = {
  content: LetterContent;
  siteName: string;
  siteUrl: string;
  subject: string;
  languages?: LetterLanguages;
  /** The site's theme colours (the masthead) and postal address (the footer). */
  colors?: Colors;
  postalAddress?: string;
  /** The fediverse handles for the footer while federation is on (issue 47). */
  fediverse?: { events: string; news: string } | null;
  /** The provider's tags on every mail of the batch (the issue's id: its webhook events come back with them). */
  tags?: readonly { name: string; value: string }[];
};

function renderedFor(input: LetterInput, topics: readonly LetterTopic[], renders: LetterRenders, lang: Lang = "en"): RenderedLetter {
  const words = input.languages?.[lang];
  // A language without its words reads English (and is rendered, and kept, as English).
  const as: Lang = words ? lang : "en";
  const key = `${as}:${topics.join(",")}`;
  let letter = renders.get(key);
  if (!letter) {
    const { html, text } = renderLetter({
      content: input.content,
      siteName: input.siteName,
      siteUrl: input.siteUrl,
      topics,
      manageUrl: manageUrlFor(input.siteUrl, TOKEN_MARK),
      unsubscribeUrl: unsubscribeUrlFor(input.siteUrl, TOKEN_MARK),
      colors: input.colors,
      postalAddress: input.postalAddress,
      fediverse: input.fediverse,
      lang: as,
      words: words ?? input.languages?.en ?? letterWords(),
    });
    // The mark has no character JSON escapes, so it cuts the JSON literal where it cuts the text.
    const subject = as === "en" || !words ? input.subject : letterSubject(input.siteName, input.content.date, as, words);
    letter = {
      subject,
      subjectJson: JSON.stringify(subject),
      html: html.split(TOKEN_MARK),
      text: text.split(TOKEN_MARK),
      htmlJson: JSON.stringify(html).split(TOKEN_MARK),
      textJson: JSON.stringify(text).split(TOKEN_MARK),
    };
    renders.set(key, letter);
  }
  return letter;
}

const letterHeaders = (siteUrl: string, token: string) => ({
  "List-Unsubscribe": `<${unsubscribeUrlFor(siteUrl, token)}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});

/** One queue batch's mails (the outbox keeps them as they would go; the bench measures them for 20,000 readers). */
export function prepareLetterBatch(
  input: LetterInput,
  recipients: readonly LetterRecipient[],
  renders: LetterRenders = new Map(),
): PreparedLetterMail[] {
  return recipients.map((r) => {
    const letter = renderedFor(input, r.topics, renders, r.lang);
    return {
      to: r.email,
      subject: letter.subject,
      html: letter.html.join(r.manageToken),
      text: letter.text.join(r.manageToken),
      headers: letterHeaders(input.siteUrl, r.manageToken),
    };
  });
}

/**
 * The body of one call to the provider's batch API (Resend's POST /emails/batch) for these readers: the same JSON as
 * serialising prepareLetterBatch's mails, made from the rendered letters' JSON pieces so that only the readers' parts
 * (address, token, headers) are serialised per batch.
 */
export function letterBatchBody(from: string, input: LetterInput, recipients: readonly LetterRecipient[], renders: LetterRenders): string {
  const head = `{"from":${JSON.stringify(from)},"to":[`;
  const tags = input.tags?.length ? `,"tags":${JSON.stringify(input.tags)}` : "";
  const mails = recipients.map((r) => {
    const letter = renderedFor(input, r.topics, renders, r.lang);
    const token = JSON.stringify(r.manageToken).slice(1, -1);
    return `${head}${JSON.stringify(r.email)}],"subject":${letter.subjectJson},"html":${letter.htmlJson.join(token)},"text":${letter.textJson.join(token)},"headers":${JSON.stringify(letterHeaders(input.siteUrl, r.manageToken))}${tags}}`;
  });
  return `[${mails.join(",")}]`;
}
