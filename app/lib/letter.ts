// The weekly letter's one template (issue 32 §1): the same HTML (inline styles, pictures with alt and sizes) and plain
// text for the mail and the web archive at /letters/{date}, plus the schedule's arithmetic. Pure: no database, no fetch.
import { rule } from "~/lib/i18n/rule";
import { formatInTown, inTownZone, townLocalToDate } from "./dates";
import { tr } from "./i18n/descriptor";
import type { Lang } from "./i18n/lang";
import { LETTER_TOPICS, type LetterTopic } from "./vocabulary";

export { LETTER_TOPICS, type LetterTopic };

/** The letter's own words (the catalogue's `letter` namespace). */
const LETTER_WORDS = {
  subject: /*i18n*/ { id: "letter.subject", message: "{site} weekly letter: {month} {day}, {year}" },
  news: /*i18n*/ { id: "letter.news", message: "This week's top news" },
  events: /*i18n*/ { id: "letter.events", message: "Coming up this week" },
  businesses: /*i18n*/ { id: "letter.businesses", message: "New businesses" },
  classifieds: /*i18n*/ { id: "letter.classifieds", message: "New classifieds" },
  jobs: /*i18n*/ { id: "letter.jobs", message: "New jobs near town" },
  featured: /*i18n*/ { id: "letter.featured", message: "Featured" },
  quietWeek: /*i18n*/ { id: "letter.quietWeek", message: "A quiet week: nothing new in your topics." },
  subscribedAt: /*i18n*/ { id: "letter.subscribedAt", message: "You get this letter because you subscribed at {site}." },
  manageLink: /*i18n*/ { id: "letter.manageLink", message: "Change your topics or unsubscribe" },
  unsubscribe: /*i18n*/ { id: "letter.unsubscribe", message: "Unsubscribe" },
  viewInBrowser: /*i18n*/ { id: "letter.viewInBrowser", message: "View in your browser" },
  followLine: /*i18n*/ { id: "letter.followLine", message: "Follow us on Mastodon: {events} (events) and {news} (news)." },
  followLink: /*i18n*/ { id: "letter.followLink", message: "How to follow" },
} as const;

/** The letter's own words in one language; English by default. */
export type LetterWords = { readonly [K in keyof typeof LETTER_WORDS]: string };

/** The letter's words from one language's `letter` messages (English without them). */
export function letterWords(m?: Readonly<Record<string, string>> | null): LetterWords {
  const say = (key: keyof typeof LETTER_WORDS) => tr(m, LETTER_WORDS[key]);
  return {
    subject: say("subject"),
    news: say("news"),
    events: say("events"),
    businesses: say("businesses"),
    classifieds: say("classifieds"),
    jobs: say("jobs"),
    featured: say("featured"),
    quietWeek: say("quietWeek"),
    subscribedAt: say("subscribedAt"),
    manageLink: say("manageLink"),
    unsubscribe: say("unsubscribe"),
    viewInBrowser: say("viewInBrowser"),
    followLine: say("followLine"),
    followLink: say("followLink"),
  };
}

/** The letter's words by language: the service passes the catalogue's; a language without them reads English. */
export type LetterLanguages = Partial<Record<Lang, LetterWords>>;

export const fillLetterWords = (message: string, values: Record<string, string | number>) =>
  message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
export type LetterSchedule = { weekday: number; hour: number };

/** A schedule's weekday by its English name (0 = Sunday; the schedule's schema keeps it in 0–6). */
export const weekdayName = (weekday: number): string => WEEKDAY_NAMES[weekday] ?? "Sunday";
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
    const pinned = draft.pinned ? items.find((i) => i.url === draft.pinned) : undefined;
    if (pinned) edited.pinned = draft.pinned;
    edited[t] = pinned ? [pinned, ...items.filter((i) => i !== pinned)] : items;
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
  const [, section, id] = /^\/([a-z]+)\/([^/?#]+)$/.exec(url) ?? [];
  if (section !== topic || id === undefined) return null;
  try {
    return decodeURIComponent(id);
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

export function letterSubject(siteName: string, date: string, lang: Lang = "en", words: LetterWords = letterWords()): string {
  const [y = 2000, m = 1, d = 1] = date.split("-").map(Number);
  // Noon UTC of the issue's date is the same day in the town.
  const month = formatInTown(lang, new Date(Date.UTC(y, m - 1, d, 12)), "month");
  return fillLetterWords(words.subject, { site: siteName, month, day: d, year: y });
}

/** An item's link or picture as an absolute URL: a site path on the site's address, an http(s) URL as it is, else null. */
export function absoluteLetterUrl(url: string, siteUrl: string): string | null {
  if (url.startsWith("/") && !url.startsWith("//")) return `${siteUrl}${url}`;
  return /^https?:\/\//i.test(url) ? url : null;
}

/** The reader's links: the footer's page and the RFC 8058 one-click target, both carrying the reader's token. */
export const manageUrlFor = (siteUrl: string, token: string) => `${siteUrl}/letters/manage?token=${token}`;
export const unsubscribeUrlFor = (siteUrl: string, token: string) => `${siteUrl}/letters/unsubscribe?token=${token}`;
/** An issue's page in the archive: the letter's "View in your browser". */
export const archiveUrlFor = (siteUrl: string, date: string) => `${siteUrl}/letters/${date}`;

/** One queue message: the readers of an issue with ids in [fromId, toId]. */
export type LetterMessage = { kind: "letter"; issueId: number; fromId: number; toId: number };

export type LetterRecipient = { id: number; email: string; topics: readonly LetterTopic[]; manageToken: string; lang?: Lang };
export type PreparedLetterMail = { to: string; subject: string; html: string; text: string; headers: Record<string, string> };

/** The batch API's body for mails already made: each mail's address, subject, both parts and headers. */
export function mailsBatchBody(from: string, mails: readonly PreparedLetterMail[]): string {
  return JSON.stringify(mails.map((m) => ({ from, to: [m.to], subject: m.subject, html: m.html, text: m.text, headers: m.headers })));
}

/** Seconds before a failed batch is tried again: doubling from `base`, at most an hour. */
export function retryDelaySeconds(attempts: number, base: number): number {
  return Math.min(3600, Math.max(1, Math.round(base * 2 ** Math.max(0, attempts - 1))));
}

export const TOPICS_REQUIRED = rule(/*i18n*/ { id: "validation.Please choose at least one topic", message: "Please choose at least one topic" });
