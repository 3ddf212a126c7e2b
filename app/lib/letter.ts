// The weekly letter's one template (issue 32 §1): the same HTML (inline styles, pictures with alt and sizes) and plain
// text for the mail and the web archive at /letters/{date}, plus the schedule's arithmetic. Pure: no database, no fetch.
import { inTownZone, townLocalToDate } from "./dates";
import { enLetter } from "./i18n/en-letter";
import type { Lang } from "./i18n/lang";
import { editorNoteHtml, editorNoteText } from "./letter-note";
import { LETTER_TOPICS, type LetterTopic } from "./vocabulary";

export { LETTER_TOPICS, type LetterTopic };

export const LETTER_TOPIC_LABELS: Record<LetterTopic, string> = {
  news: "News",
  events: "Events",
  businesses: "New businesses",
  classifieds: "Classifieds",
  jobs: "Jobs",
};

/** The letter's own words in one language (the catalogue's `letter` namespace); English by default. */
export type LetterWords = { readonly [K in keyof typeof enLetter]: string };
/** The letter's words by language: the service passes the catalogue's; a language without them reads English. */
export type LetterLanguages = Partial<Record<Lang, LetterWords>>;

const fill = (message: string, values: Record<string, string | number>) =>
  message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
export type LetterSchedule = { weekday: number; hour: number };
/** Thursday, 7 am in the town (Indiana time). */
export const DEFAULT_LETTER_SCHEDULE: LetterSchedule = { weekday: 4, hour: 7 };

export type LetterItem = {
  title: string;
  /** A site path (/news/5) or an http(s) URL. */
  url: string;
  summary?: string | null;
  /** One short line under the title: a date, a place, a price, a company. */
  meta?: string | null;
  image?: { src: string; alt: string } | null;
  featured?: boolean;
};

/**
 * An issue's snapshot. `editorNote` is the editor's raw note (light Markdown, rendered escaped at the top); `pinned` the
 * link of the item the editor put first (its section leads the letter, the item leads its section).
 */
export type LetterContent = { date: string; title: string; editorNote?: string | null; pinned?: string | null } & Record<LetterTopic, LetterItem[]>;

/** What the editor changed on /admin/letter: the note, the item links dropped, the one pinned first. */
export type LetterDraftEdits = { editorNote: string; dropped: readonly string[]; pinned: string | null };

/** The content with the editor's changes: dropped items out, the pinned one first in its section, the note kept. */
export function applyLetterDraft(content: LetterContent, draft: LetterDraftEdits): LetterContent {
  const dropped = new Set(draft.dropped);
  const edited: LetterContent = { ...content, editorNote: draft.editorNote.trim() || null, pinned: null };
  for (const t of LETTER_TOPICS) {
    const items = content[t].filter((i) => !dropped.has(i.url));
    const at = draft.pinned ? items.findIndex((i) => i.url === draft.pinned) : -1;
    if (at >= 0) edited.pinned = draft.pinned;
    edited[t] = at > 0 ? [items[at], ...items.slice(0, at), ...items.slice(at + 1)] : items;
  }
  return edited;
}

/** The letter's sections in order: the pinned item's topic first, then the rest in the usual order. */
export function letterSectionOrder(content: Pick<LetterContent, "pinned">): LetterTopic[] {
  const first = LETTER_TOPICS.find((t) => content.pinned && content.pinned.startsWith(`/${t}/`));
  return first ? [first, ...LETTER_TOPICS.filter((t) => t !== first)] : [...LETTER_TOPICS];
}

/** An item's page: each topic's items live under the path of the same name (/news/5, /jobs/indeed-42). */
export const letterItemPath = (topic: LetterTopic, id: string | number) => `/${topic}/${encodeURIComponent(String(id))}`;

/** The id of the item a stored issue links to (the inverse of letterItemPath), or null for any other link. */
export function letterItemId(topic: LetterTopic, url: string): string | null {
  const match = /^\/([a-z]+)\/([^/?#]+)$/.exec(url);
  if (!match || match[1] !== topic) return null;
  try {
    return decodeURIComponent(match[2]);
  } catch {
    return null;
  }
}

/** Each topic's item ids in an issue (the ones the moderation check looks up). */
export function letterItemIds(content: LetterContent): Record<LetterTopic, string[]> {
  const ids = {} as Record<LetterTopic, string[]>;
  for (const t of LETTER_TOPICS) ids[t] = content[t].map((i) => letterItemId(t, i.url)).filter((id): id is string => id !== null);
  return ids;
}

/** The issue with only the items in `shown` (each topic's ids moderation still lets be seen); the rest drop out. */
export function keepLetterItems(content: LetterContent, shown: Record<LetterTopic, ReadonlySet<string>>): LetterContent {
  const kept = { ...content };
  for (const t of LETTER_TOPICS)
    kept[t] = content[t].filter((i) => {
      const id = letterItemId(t, i.url);
      return id !== null && shown[t].has(id);
    });
  return kept;
}

/** The topics a form sent, known ones only, in the letter's order. */
export function parseTopics(values: readonly unknown[]): LetterTopic[] {
  const chosen = new Set(values.map(String));
  return LETTER_TOPICS.filter((t) => chosen.has(t));
}

/** The town date (YYYY-MM-DD) of an instant. */
export function townDate(value: Date): string {
  const t = inTownZone(value);
  return `${t.year}-${String(t.month).padStart(2, "0")}-${String(t.day).padStart(2, "0")}`;
}

/**
 * The most recent scheduled slot at or before `now`: its town date (the issue's key) and its instant. The cron sends
 * the issue of that slot once, when it is less than a day old.
 */
export function latestSlot(now: Date, schedule: LetterSchedule): { date: string; at: Date } {
  const t = inTownZone(now);
  let back = (t.weekday - schedule.weekday + 7) % 7;
  if (back === 0 && t.hour < schedule.hour) back = 7;
  const day = new Date(Date.UTC(t.year, t.month - 1, t.day - back));
  const date = day.toISOString().slice(0, 10);
  const at = townLocalToDate(`${date}T${String(schedule.hour).padStart(2, "0")}:00`) ?? now;
  return { date, at };
}

export function letterSubject(siteName: string, date: string, lang: Lang = "en", words: LetterWords = enLetter): string {
  const [y, m, d] = date.split("-").map(Number);
  const month = new Date(Date.UTC(y, m - 1, d)).toLocaleString(lang === "es" ? "es-US" : "en-US", { month: "long", timeZone: "UTC" });
  return fill(words.subject, { site: siteName, month, day: d, year: y });
}

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

function absolute(url: string, siteUrl: string): string | null {
  if (url.startsWith("/") && !url.startsWith("//")) return `${siteUrl}${url}`;
  return /^https?:\/\//i.test(url) ? url : null;
}

const FONT = "font-family:Arial,Helvetica,sans-serif;";
const IMAGE_WIDTH = 120;
const IMAGE_HEIGHT = 80;

/** `people` is the attribute that marks what people wrote (` lang="en"` in a letter in another language). */
function itemHtml(item: LetterItem, siteUrl: string, words: LetterWords, people: string): string {
  const href = absolute(item.url, siteUrl);
  const title = escapeHtml(item.title);
  const link = href ? `<a href="${escapeHtml(href)}" style="color:#166534;text-decoration:underline;">${title}</a>` : title;
  const src = item.image ? absolute(item.image.src, siteUrl) : null;
  const picture =
    src && item.image
      ? `<td width="${IMAGE_WIDTH}" style="padding:0 12px 0 0;vertical-align:top;"><img${people} src="${escapeHtml(src)}" alt="${escapeHtml(item.image.alt)}" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" style="display:block;width:${IMAGE_WIDTH}px;height:${IMAGE_HEIGHT}px;object-fit:cover;border:0;border-radius:4px;"></td>`
      : "";
  const featured = item.featured ? `<span style="${FONT}font-size:12px;font-weight:bold;color:#92400e;">${escapeHtml(words.featured)} · </span>` : "";
  const meta = item.meta
    ? `<div style="${FONT}font-size:13px;color:#4b5563;margin-top:2px;">${featured}${people ? `<span${people}>${escapeHtml(item.meta)}</span>` : escapeHtml(item.meta)}</div>`
    : featured
      ? `<div>${featured}</div>`
      : "";
  const summary = item.summary
    ? `<div${people} style="${FONT}font-size:14px;color:#1f2937;margin-top:4px;line-height:1.4;">${escapeHtml(item.summary)}</div>`
    : "";
  return `<tr><td style="padding:0 0 16px 0;"><table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%"><tr>${picture}<td style="vertical-align:top;"><div${people} style="${FONT}font-size:16px;font-weight:bold;">${link}</div>${meta}${summary}</td></tr></table></td></tr>`;
}

function itemText(item: LetterItem, siteUrl: string, words: LetterWords): string {
  const lines = [`- ${item.featured ? `[${words.featured}] ` : ""}${item.title}`];
  if (item.meta) lines.push(`  ${item.meta}`);
  if (item.summary) lines.push(`  ${item.summary}`);
  const href = absolute(item.url, siteUrl);
  if (href) lines.push(`  ${href}`);
  return lines.join("\n");
}

export type LetterRender = {
  content: LetterContent;
  siteName: string;
  siteUrl: string;
  /** The reader's topics; every topic for the archive. */
  topics: readonly LetterTopic[];
  /** The footer's link to change topics or leave; none on the web archive. */
  manageUrl: string | null;
  /** The reader's language (English by default) and its words (the catalogue's `letter` namespace). */
  lang?: Lang;
  words?: LetterWords;
};

/** The letter as HTML (a full document for mail clients) and plain text. */
export function renderLetter({ content, siteName, siteUrl, topics, manageUrl, lang = "en", words = enLetter }: LetterRender): {
  html: string;
  text: string;
  bodyHtml: string;
} {
  // The issue's title is its English subject; another language's is made from the issue's date.
  const title = lang === "en" ? content.title : letterSubject(siteName, content.date, lang, words);
  const people = lang === "en" ? "" : ' lang="en"';
  const sections = letterSectionOrder(content).filter((t) => topics.includes(t) && content[t].length > 0);
  const htmlSections = sections
    .map(
      (t) =>
        `<tr><td style="padding:16px 0 8px 0;"><h2 style="${FONT}font-size:20px;color:#111827;margin:0;">${escapeHtml(words[t])}</h2></td></tr>${content[t].map((i) => itemHtml(i, siteUrl, words, people)).join("")}`,
    )
    .join("");
  const note = editorNoteHtml(content.editorNote, `${FONT}font-size:15px;color:#1f2937;line-height:1.5;margin:0 0 12px 0;`, "color:#166534;");
  const noteRow = note ? `<tr><td data-editor-note style="padding:8px 0 8px 0;">${note}</td></tr>` : "";
  const empty = sections.length === 0 ? `<tr><td style="${FONT}font-size:15px;padding:8px 0;">${escapeHtml(words.quietWeek)}</td></tr>` : "";
  const footer = manageUrl
    ? `<tr><td style="${FONT}font-size:12px;color:#4b5563;padding:24px 0 0 0;border-top:1px solid #e5e7eb;">${escapeHtml(fill(words.subscribedAt, { site: siteName }))} <a href="${escapeHtml(manageUrl)}" style="color:#166534;">${escapeHtml(words.manageLink)}</a>.</td></tr>`
    : "";
  const bodyHtml = `<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="max-width:600px;margin:0 auto;background:#ffffff;"><tr><td style="padding:0 0 8px 0;"><h1 style="${FONT}font-size:24px;color:#166534;margin:0;">${escapeHtml(title)}</h1></td></tr>${noteRow}${htmlSections}${empty}${footer}</table>`;
  const html = `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body style="margin:0;padding:16px;background:#f3f4f6;">${bodyHtml}</body></html>`;
  const textSections = sections.map(
    (t) => `${words[t].toLocaleUpperCase(lang)}\n\n${content[t].map((i) => itemText(i, siteUrl, words)).join("\n\n")}`,
  );
  const text = [
    title,
    "",
    ...(content.editorNote?.trim() ? [editorNoteText(content.editorNote), ""] : []),
    sections.length ? textSections.join("\n\n") : words.quietWeek,
    ...(manageUrl ? ["", "--", fill(words.subscribedAt, { site: siteName }), `${words.manageLink}: ${manageUrl}`] : []),
  ].join("\n");
  return { html, text, bodyHtml };
}

/** The reader's links: the footer's page and the RFC 8058 one-click target, both carrying the reader's token. */
export const manageUrlFor = (siteUrl: string, token: string) => `${siteUrl}/letters/manage?token=${token}`;
export const unsubscribeUrlFor = (siteUrl: string, token: string) => `${siteUrl}/letters/unsubscribe?token=${token}`;

/** One queue message: the readers of an issue with ids in [fromId, toId]. */
export type LetterMessage = { kind: "letter"; issueId: number; fromId: number; toId: number };

export type LetterRecipient = { id: number; email: string; topics: readonly LetterTopic[]; manageToken: string; lang?: Lang };
export type PreparedLetterMail = { to: string; subject: string; html: string; text: string; headers: Record<string, string> };

const TOKEN_MARK = "@@letter-token@@";

/** The letter for one set of topics in one language, cut where the reader's token goes: as text and as JSON string literals. */
type RenderedLetter = { subject: string; subjectJson: string; html: string[]; text: string[]; htmlJson: string[]; textJson: string[] };
/**
 * An issue's rendered letters by set of topics. The consumer keeps one per isolate (services/letter.server.ts), so a
 * batch renders only the topic sets no earlier batch of the issue needed, and otherwise fills in its readers.
 */
export type LetterRenders = Map<string, RenderedLetter>;
type LetterInput = {
  content: LetterContent;
  siteName: string;
  siteUrl: string;
  subject: string;
  languages?: LetterLanguages;
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
      lang: as,
      words: words ?? input.languages?.en ?? enLetter,
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

/** The batch API's body for mails already made: each mail's address, subject, both parts and headers. */
export function mailsBatchBody(from: string, mails: readonly PreparedLetterMail[]): string {
  return JSON.stringify(mails.map((m) => ({ from, to: [m.to], subject: m.subject, html: m.html, text: m.text, headers: m.headers })));
}

/** Seconds before a failed batch is tried again: doubling from `base`, at most an hour. */
export function retryDelaySeconds(attempts: number, base: number): number {
  return Math.min(3600, Math.max(1, Math.round(base * 2 ** Math.max(0, attempts - 1))));
}

export const TOPICS_REQUIRED = "Please choose at least one topic";
