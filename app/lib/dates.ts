// Every date the site shows is in the town's time zone, whatever the server's or the reader's, and goes one way:
// `formatInTown(lang, value, style)`, through Intl (no date library, so pages that format dates ship no date code to the
// browser) with each language's formatters made once and kept. English keeps the spec's patterns byte for byte
// ("Nov 23, 2026 at 7:30 PM"): where Intl joins a date and a time its own way, the English style is composed of pieces.
import { isDateInWindow } from "./date-window";
import { LOCALES, type Lang } from "./i18n/lang";
import { TOWNS } from "./towns";

/** Both towns share one zone; the table of towns is its source. */
export const TOWN_TIME_ZONE = TOWNS.greenwood.timeZone;

/** The Intl locale of each language (lib/i18n/lang.ts; re-exported for the date code's callers). */
export { LOCALES };

export type DateInput = Date | string | number | null | undefined;

function toDate(value: DateInput): Date | null | "invalid" {
  if (value === null || value === undefined || value === "") return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? "invalid" : d;
}

// Making an Intl formatter costs far more than using one (tens of microseconds against one or two): each language and
// set of options is made once per isolate and kept (a few dozen at most: the styles below are fixed).
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The kept formatter of a language and options, in the town's zone. */
export function townFormatter(lang: Lang, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}:${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = new Intl.DateTimeFormat(LOCALES[lang], { ...options, timeZone: TOWN_TIME_ZONE })));
  return f;
}

/** A piece of a style: literal text, Intl's fields, or one part of what Intl writes for some fields. */
type Piece = string | Intl.DateTimeFormatOptions | { part: Intl.DateTimeFormatPartTypes; of: Intl.DateTimeFormatOptions };
type Style = { en: readonly Piece[]; other?: readonly Piece[] };

const MEDIUM = { month: "short", day: "numeric", year: "numeric" } as const;
const LONG = { month: "long", day: "numeric", year: "numeric" } as const;
const FULL = { weekday: "long", ...LONG } as const;
const TIME = { hour: "numeric", minute: "2-digit" } as const;
// A 24-hour clock ("19:05"), which workerd and Chromium write alike: their ICU differ on the spacing of es-US's
// "p. m.", so a time formatted in a hydrating page's component broke hydration (React #418).
const CLOCK = { hour: "2-digit", minute: "2-digit", hourCycle: "h23" } as const;
const DAY = { weekday: "long", month: "long", day: "numeric" } as const;

/**
 * The site's date styles by name, so every page says a date the same way: `en` is the spec's English pattern built of
 * pieces, `other` (Spanish, and the pseudo-locale) Intl's own form, as lib/i18n/intl.ts wrote it before (defaults to
 * `en`'s pieces in the language's words).
 */
export const TOWN_STYLES = {
  /** "Nov 23, 2026" / "23 nov 2026" */
  date: { en: [MEDIUM], other: [{ dateStyle: "medium" }] },
  /** "November 23, 2026" / "23 de noviembre de 2026" */
  longDate: { en: [LONG], other: [{ dateStyle: "long" }] },
  /** "Monday, November 23, 2026" / "lunes, 23 de noviembre de 2026" */
  fullDate: { en: [FULL], other: [{ dateStyle: "full" }] },
  /** "11/23/2026" (the admin dashboard's new members) */
  numericDate: { en: [{ month: "numeric", day: "numeric", year: "numeric" }] },
  /** "Monday, November 23" / "lunes, 23 de noviembre" */
  weekdayDay: { en: [DAY] },
  /** "Mon" / "lun" */
  weekdayShort: { en: [{ weekday: "short" }] },
  /** "Monday" / "lunes" */
  weekday: { en: [{ weekday: "long" }] },
  /** "November" / "noviembre" */
  month: { en: [{ month: "long" }] },
  /** "November 2026" / "noviembre de 2026" */
  monthYear: { en: [{ month: "long", year: "numeric" }] },
  /** "Nov 23, 2026 7:30 PM" / "23 de noviembre de 2026, 19:30" */
  dateTime: { en: [MEDIUM, " ", TIME], other: [{ dateStyle: "long" }, ", ", CLOCK] },
  /** "Nov 23, 2026 7:30:05 PM" (the audit log) / "23 nov 2026, 19:30:05" */
  dateTimeSeconds: { en: [MEDIUM, " ", { ...TIME, second: "2-digit" }], other: [{ dateStyle: "medium" }, ", ", { ...CLOCK, second: "2-digit" }] },
  /** "Nov 23, 7:30 PM" (admin run and feed times) / "23 nov, 19:30" */
  shortDateTime: { en: [{ month: "short", day: "numeric" }, ", ", TIME], other: [{ month: "short", day: "numeric" }, ", ", CLOCK] },
  /** "Nov 23, 2026, 19:30" in every language: the admin area's times, written alike by server and browser */
  dateClock: { en: [MEDIUM, ", ", CLOCK], other: [{ dateStyle: "medium" }, ", ", CLOCK] },
  /** "Nov 23, 2026, 7:30 PM" / "23 nov 2026, 7:30 p.m." (saved-search mail) */
  mediumDateTime: { en: [{ dateStyle: "medium", timeStyle: "short" }] },
  /** "Nov 23, 2026 at 7:30 PM" (event cards) / "23 nov 2026, 7:30 p.m." */
  eventDate: { en: [MEDIUM, " at ", TIME], other: [{ dateStyle: "medium", timeStyle: "short" }] },
  /** "November 23, 2026 at 7:30 PM" / "23 de noviembre de 2026, 7:30 p.m." */
  longDateTime: { en: [LONG, " at ", TIME], other: [{ dateStyle: "long", timeStyle: "short" }] },
  /** "Monday, November 23, 2026 at 7:30 PM" (an event's page) / "lunes, 23 de noviembre de 2026, 7:30 p.m." */
  eventDetail: { en: [FULL, " at ", TIME], other: [{ dateStyle: "full", timeStyle: "short" }] },
  /** "Monday, Nov 23, 2026 at 7:30 PM" (an RSVP's mail) */
  weekdayEventDate: { en: [{ weekday: "long", ...MEDIUM }, " at ", TIME], other: [{ dateStyle: "full", timeStyle: "short" }] },
  /** "Monday, November 23 at 7:30 PM" (a member's RSVP list) */
  dayTime: { en: [DAY, " at ", TIME], other: [{ dateStyle: "full", timeStyle: "short" }] },
  /** "Mon, Nov 23, 7:30 PM" (the letter's event days) */
  letterDay: { en: [{ weekday: "short", month: "short", day: "numeric", ...TIME }] },
  /** "Mon 7:30 PM" / "lun 7:30 p.m." (until when an alert runs: the strip and /alerts, written by their loaders) */
  until: { en: [{ weekday: "short", ...TIME }] },
  /** "7 PM" / "7 p.m." (the weather card's hours) */
  hour: { en: [{ hour: "numeric" }] },
  /** "7:30 PM" / "7:30 p.m." */
  time: { en: [TIME] },
  /** "19:30" in every language */
  clock: { en: [CLOCK] },
  /** "Eastern Time" / "hora del este" */
  zoneName: { en: [{ part: "timeZoneName", of: { timeZoneName: "longGeneric" } }] },
} as const satisfies Record<string, Style>;

export type TownStyle = keyof typeof TOWN_STYLES;

const NOT_AVAILABLE: Record<Lang, string> = { en: "Date not available", es: "Fecha no disponible", pseudo: "Ḓȧȧŧḗḗ ƞǿǿŧ ȧȧṽȧȧīīŀȧȧƀŀḗḗ" };
const INVALID: Record<Lang, string> = { en: "Invalid date", es: "Fecha no válida", pseudo: "ĪĪƞṽȧȧŀīīḓ ḓȧȧŧḗḗ" };
// Newer ICU puts a narrow no-break space before AM/PM and thin spaces in ranges; the spec's English has plain ones.
const ODD_SPACES = /[\u2009\u202f\u00a0]/g;

function piecesOf(lang: Lang, style: TownStyle): readonly Piece[] {
  const s: Style = TOWN_STYLES[style];
  return lang === "en" ? s.en : (s.other ?? s.en);
}

function formatPiece(lang: Lang, date: Date, piece: Piece): string {
  if (typeof piece === "string") return piece;
  if ("part" in piece)
    return (
      townFormatter(lang, piece.of)
        .formatToParts(date)
        .find((p) => p.type === piece.part)?.value ?? ""
    );
  return townFormatter(lang, piece).format(date);
}

/**
 * The one way a date is shown: `value` in the town's zone, in `lang`, in a named style. "Date not available" when
 * missing, "Invalid date" when unparseable (part 1 §5), in the reader's language.
 */
export function formatInTown(lang: Lang, value: DateInput, style: TownStyle): string {
  const d = toDate(value);
  if (d === null) return NOT_AVAILABLE[lang];
  if (d === "invalid") return INVALID[lang];
  const text = piecesOf(lang, style)
    .map((piece) => formatPiece(lang, d, piece))
    .join("");
  return lang === "en" ? text.replace(ODD_SPACES, " ") : text;
}

/** Two instants as one range in a style of a single Intl piece ("14–18 oct 2026"), else the two joined by " – ". */
export function formatRangeInTown(lang: Lang, start: Date, end: Date, style: TownStyle): string {
  const pieces = piecesOf(lang, style);
  const [only] = pieces;
  if (pieces.length !== 1 || only === undefined || typeof only === "string" || "part" in only)
    return `${formatInTown(lang, start, style)} – ${formatInTown(lang, end, style)}`;
  const text = townFormatter(lang, only).formatRange(start, end);
  return lang === "en" ? text.replace(ODD_SPACES, " ") : text;
}

/** "Nov 23, 2026" */
export const formatDate = (value: DateInput) => formatInTown("en", value, "date");
/** "November 23, 2026" */
export const formatLongDate = (value: DateInput) => formatInTown("en", value, "longDate");
/** "Nov 23, 2026 7:30 PM" */
export const formatDateTime = (value: DateInput) => formatInTown("en", value, "dateTime");
/** "Nov 23, 7:30 PM" (admin run and feed times) */
export const formatShortDateTime = (value: DateInput) => formatInTown("en", value, "shortDateTime");
/** "Nov 23, 2026 at 7:30 PM" (event cards) */
export const formatEventDate = (value: DateInput) => formatInTown("en", value, "eventDate");

/** An instant's wall-clock fields in the town (month 1–12, weekday 0 = Sunday, hour 0–23). */
export type TownTime = { year: number; month: number; day: number; weekday: number; hour: number; minute: number; second: number };

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const FIELDS = {
  hourCycle: "h23",
  weekday: "long",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
} as const;

// A page formats the same few instants many times (an event's start on its card, in its range, in its JSON-LD), and
// formatToParts is the costliest step of a date: the last instants read are kept, frozen, by their time.
const recentTimes = new Map<number, Readonly<TownTime>>();
const RECENT_TIMES = 500;

export function inTownZone(value: Date | number): Readonly<TownTime> {
  const ms = typeof value === "number" ? value : value.getTime();
  const kept = recentTimes.get(ms);
  if (kept) return kept;
  if (recentTimes.size >= RECENT_TIMES) recentTimes.clear();
  const time = Object.freeze(readTownTime(ms));
  recentTimes.set(ms, time);
  return time;
}

function readTownTime(ms: number): TownTime {
  const p: Record<string, string> = {};
  for (const part of townFormatter("en", FIELDS).formatToParts(ms)) p[part.type] = part.value;
  return {
    year: Number(p.year),
    month: Number(p.month),
    day: Number(p.day),
    weekday: WEEKDAYS.indexOf(p.weekday ?? ""),
    hour: Number(p.hour) % 24,
    minute: Number(p.minute),
    second: Number(p.second),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");
/** True when both instants fall on the same calendar day in the town. */
export function sameTownDay(a: Date | number, b: Date | number) {
  const x = inTownZone(a);
  const y = inTownZone(b);
  return x.year === y.year && x.month === y.month && x.day === y.day;
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The town's offset from UTC in ms at an instant (negative west of Greenwich). */
function townOffset(ms: number): number {
  const t = inTownZone(ms);
  return Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second) - (ms - (((ms % 1000) + 1000) % 1000));
}

/** A datetime-local value ('2026-07-04T19:30') read as wall-clock time in the town; null when malformed. */
export function townLocalToDate(value: string): Date | null {
  const m = LOCAL_INPUT.exec(value.trim());
  if (!m) return null;
  const [y = 0, mo = 0, d = 0, h = 0, mi = 0, s = 0] = m.slice(1).map((p) => Number(p ?? 0));
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59) return null;
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  // A year no form may store (10000, 1900) is not a date here either.
  if (!isDateInWindow(new Date(wall))) return null;
  // Reject rolled-over dates such as Feb 31.
  const check = new Date(wall);
  if (check.getUTCDate() !== d || check.getUTCMonth() !== mo - 1) return null;
  // The offset at the wall time read as UTC, then at the instant that gives; near a DST change the second is the
  // right one when it holds, and a time the spring change skips moves forward an hour.
  const first = wall - townOffset(wall);
  const offset = townOffset(first);
  const second = wall - offset;
  return new Date(townOffset(second) === offset ? second : first);
}

/** The datetime-local value of an instant, in the town's wall-clock time. */
export function dateToTownLocal(value: Date | number): string {
  const t = inTownZone(value);
  return `${pad(t.year, 4)}-${pad(t.month)}-${pad(t.day)}T${pad(t.hour)}:${pad(t.minute)}`;
}
