// Series that repeat (issue 33 §3): the form's choices as an RFC 5545 RRULE, the dates it makes in the town's time
// zone (expanded by the `rrule` library), and the rule in words ("Every Tuesday"). Pure: no database.
import { RRule, type Options } from "rrule";
import { rule } from "~/lib/i18n/rule";
import { dateToTownLocal, inTownZone, townLocalToDate } from "./dates";
import { tr, type Descriptor } from "./i18n/descriptor";

export const WEEKDAY_CODES = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;
export type WeekdayCode = (typeof WEEKDAY_CODES)[number];
export const WEEKDAY_NAMES: Record<WeekdayCode, string> = {
  MO: "Monday",
  TU: "Tuesday",
  WE: "Wednesday",
  TH: "Thursday",
  FR: "Friday",
  SA: "Saturday",
  SU: "Sunday",
};
export const REPEAT_KINDS = ["none", "weekly", "monthly", "custom"] as const;
export const CUSTOM_UNITS = ["day", "week", "month"] as const;
export const MONTH_WEEKS = ["1", "2", "3", "4", "-1"] as const;
const ORDINALS: Record<string, string> = { "1": "first", "2": "second", "3": "third", "4": "fourth", "-1": "last" };
export const MONTH_WEEK_LABELS = MONTH_WEEKS.map((w) => ({ value: w, label: ORDINALS[w] }));

/** The most dates a series may have, and how far after its first date it may run. */
export const SERIES_MAX_COUNT = 365;
export const SERIES_MAX_DAYS = 366;

export const SERIES_MESSAGES = {
  weekdays: rule(/*i18n*/ { id: "validation.Choose at least one day of the week", message: "Choose at least one day of the week" }),
  count: rule(/*i18n*/ { id: "validation.Enter how many times, from 1 to 365", message: "Enter how many times, from 1 to 365" }),
  until: rule(
    /*i18n*/ { id: "validation.Enter an end date after the start, within a year", message: "Enter an end date after the start, within a year" },
  ),
  noDates: rule(
    /*i18n*/ {
      id: "validation.This rule makes no dates: check the days and the end",
      message: "This rule makes no dates: check the days and the end",
    },
  ),
  following: rule(
    /*i18n*/ {
      id: "validation.To stop repeating, cancel the following dates instead",
      message: "To stop repeating, cancel the following dates instead",
    },
  ),
} as const;

/** The form's repeat choices (strings and numbers as the form sends them, already validated). */
export type RepeatChoice = {
  repeats: (typeof REPEAT_KINDS)[number];
  weekdays?: WeekdayCode[];
  monthlyBy?: "day" | "weekday";
  monthDay?: number;
  monthWeek?: (typeof MONTH_WEEKS)[number];
  monthWeekday?: WeekdayCode;
  interval?: number;
  customUnit?: (typeof CUSTOM_UNITS)[number];
  ends?: "count" | "until";
  count?: number;
  /** yyyy-mm-dd, the last day (town time) a date may fall on. */
  until?: string;
};

const JS_WEEKDAY_TO_CODE: WeekdayCode[] = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"];

/** The weekday code and its nth in the month ("second Tuesday": n = 2; the last week: -1 when n would be 5). */
export function weekdayOf(start: Date) {
  const t = inTownZone(start);
  const n = Math.ceil(t.day / 7);
  return { code: JS_WEEKDAY_TO_CODE[t.weekday], n: n >= 5 ? -1 : n, day: t.day };
}

/** The end of a town calendar day (yyyy-mm-dd) as an instant, or null. */
function endOfTownDay(day: string): Date | null {
  return townLocalToDate(`${day}T23:59:59`);
}

const utcStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** The RRULE value (without "RRULE:") for the choices, or null for "does not repeat". Unset parts follow the start. */
export function ruleFromChoice(choice: RepeatChoice, start: Date): string | null {
  if (choice.repeats === "none") return null;
  const at = weekdayOf(start);
  const parts: string[] = [];
  const weekly = (days: WeekdayCode[] | undefined) => `BYDAY=${(days?.length ? WEEKDAY_CODES.filter((c) => days.includes(c)) : [at.code]).join(",")}`;
  const monthly = () =>
    choice.monthlyBy === "weekday" ? `BYDAY=${choice.monthWeek ?? at.n}${choice.monthWeekday ?? at.code}` : `BYMONTHDAY=${choice.monthDay ?? at.day}`;
  if (choice.repeats === "weekly") parts.push("FREQ=WEEKLY", weekly(choice.weekdays));
  else if (choice.repeats === "monthly") parts.push("FREQ=MONTHLY", monthly());
  else {
    const unit = choice.customUnit ?? "week";
    parts.push(`FREQ=${unit === "day" ? "DAILY" : unit === "week" ? "WEEKLY" : "MONTHLY"}`);
    if ((choice.interval ?? 1) > 1) parts.push(`INTERVAL=${choice.interval}`);
    if (unit === "week") parts.push(weekly(choice.weekdays));
    if (unit === "month") parts.push(monthly());
  }
  // Never a rule without an end: an end date that names no town day (30 February) falls back to the count.
  const until = choice.ends === "until" && choice.until ? endOfTownDay(choice.until) : null;
  parts.push(until ? `UNTIL=${utcStamp(until)}` : `COUNT=${choice.count ?? 10}`);
  return parts.join(";");
}

/** The rule with its end replaced by UNTIL (the last instant a date may start): "this and following" ends a series. */
export function ruleEndingAt(rrule: string, until: Date): string {
  const kept = rrule.split(";").filter((p) => !/^(COUNT|UNTIL)=/i.test(p));
  return [...kept, `UNTIL=${utcStamp(until)}`].join(";");
}

/**
 * The rule ended at its last date before `date` ("this and following" from that date on, issue 41 §7): UNTIL is that
 * last date's own start, so the rule makes no date from `date` on even past the rows made so far, and a calendar
 * that reads UNTIL against the wall-clock time (not knowing the town's zone) still stops at the same date. Null when
 * no date comes before `date` (from the first date on, the whole series goes).
 */
export function ruleEndingBefore(rrule: string, dtstart: Date, date: Date): string | null {
  const earlier = seriesDates(rrule, dtstart, dtstart, date);
  const last = earlier[earlier.length - 1];
  return last ? ruleEndingAt(rrule, last) : null;
}

/** The rule with COUNT replaced (the dates left when a series is split). */
export function ruleWithCount(rrule: string, count: number): string {
  const kept = rrule.split(";").filter((p) => !/^(COUNT|UNTIL)=/i.test(p));
  return [...kept, `COUNT=${Math.max(1, count)}`].join(";");
}

/** An instant as a "floating" date: its town wall-clock time read as UTC (how `rrule` works without time zones). */
function floating(d: Date): Date {
  const t = inTownZone(d);
  return new Date(Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second));
}

/** A floating date back to the instant it names in the town (daylight saving time handled by dates.ts). */
function fromFloating(d: Date): Date | null {
  return townLocalToDate(d.toISOString().slice(0, 19));
}

function parse(rrule: string): Partial<Options> | null {
  try {
    return RRule.parseString(rrule);
  } catch {
    return null;
  }
}

/**
 * The start of every date of the series in [from, to), in town time: the rule is expanded on wall-clock times from
 * dtstart, so 7 PM stays 7 PM across a change of daylight saving time. At most SERIES_MAX_COUNT dates.
 */
export function seriesDates(rrule: string, dtstart: Date, from: Date, to: Date): Date[] {
  const options = parse(rrule);
  if (!options || to.getTime() <= from.getTime()) return [];
  const rule = new RRule({ ...options, dtstart: floating(dtstart), until: options.until ? floating(options.until) : null });
  const out: Date[] = [];
  const after = new Date(floating(from).getTime() - 2 * 86_400_000);
  const before = new Date(floating(to).getTime() + 2 * 86_400_000);
  rule.between(after, before, true, (d) => {
    const real = fromFloating(d);
    if (real && real.getTime() >= from.getTime() && real.getTime() < to.getTime()) out.push(real);
    return out.length < SERIES_MAX_COUNT;
  });
  return out;
}

/** The form's values for a stored rule (the edit page shows the series as it is). */
export function choiceFromRule(rrule: string | null): Record<string, string | string[]> {
  const o = rrule ? parse(rrule) : null;
  if (!o) return { repeats: "none" };
  const days = ([] as Array<{ weekday: number; n?: number }>).concat((o.byweekday as never) ?? []);
  const codes = days.flatMap((d) => WEEKDAY_CODES[d.weekday] ?? []);
  const nth = days.find((d) => d.n);
  const interval = o.interval ?? 1;
  const out: Record<string, string | string[]> = {};
  const freq = o.freq;
  if (freq === RRule.WEEKLY && interval === 1) Object.assign(out, { repeats: "weekly", weekdays: codes });
  else if (freq === RRule.MONTHLY && interval === 1) out.repeats = "monthly";
  else {
    Object.assign(out, {
      repeats: "custom",
      interval: String(interval),
      customUnit: freq === RRule.DAILY ? "day" : freq === RRule.MONTHLY ? "month" : "week",
    });
    if (freq === RRule.WEEKLY) out.weekdays = codes;
  }
  if (freq === RRule.MONTHLY) {
    if (nth) Object.assign(out, { monthlyBy: "weekday", monthWeek: String(nth.n), monthWeekday: codes[days.indexOf(nth)] });
    else {
      const md = ([] as number[]).concat((o.bymonthday as never) ?? []);
      Object.assign(out, { monthlyBy: "day", monthDay: md.length ? String(md[0]) : "" });
    }
  }
  if (o.until) Object.assign(out, { ends: "until", until: dateToTownLocal(o.until).slice(0, 10) });
  else Object.assign(out, { ends: "count", count: String(o.count ?? 10) });
  return out;
}

/** The `seriesRule` messages in the page's language (English without them): the rule's words, generated. */
export type RuleWords = Readonly<Record<string, string>> | null;

const DAY_WORDS = {
  MO: /*i18n*/ { id: "seriesRule.day_MO", message: "Monday" },
  TU: /*i18n*/ { id: "seriesRule.day_TU", message: "Tuesday" },
  WE: /*i18n*/ { id: "seriesRule.day_WE", message: "Wednesday" },
  TH: /*i18n*/ { id: "seriesRule.day_TH", message: "Thursday" },
  FR: /*i18n*/ { id: "seriesRule.day_FR", message: "Friday" },
  SA: /*i18n*/ { id: "seriesRule.day_SA", message: "Saturday" },
  SU: /*i18n*/ { id: "seriesRule.day_SU", message: "Sunday" },
} as const;
const NTH_WORDS: Readonly<Record<string, Descriptor<"seriesRule">>> = {
  "1": /*i18n*/ { id: "seriesRule.nth_1", message: "first" },
  "2": /*i18n*/ { id: "seriesRule.nth_2", message: "second" },
  "3": /*i18n*/ { id: "seriesRule.nth_3", message: "third" },
  "4": /*i18n*/ { id: "seriesRule.nth_4", message: "fourth" },
  "-1": /*i18n*/ { id: "seriesRule.nth_-1", message: "last" },
};

const fill = (message: string, values: Record<string, string | number>) =>
  message.replace(/\{(\w+)\}/g, (all, name: string) => String(values[name] ?? all));

/** The rule in words for cards and the event page: "Every Tuesday", "Monthly on the second Tuesday", "Every 2 weeks on Friday" (or "Cada martes"…). */
export function describeRule(rrule: string | null | undefined, w: RuleWords): string | null {
  const o = rrule ? parse(rrule) : null;
  if (!o || o.freq === undefined) return null;
  const days = ([] as Array<{ weekday: number; n?: number }>).concat((o.byweekday as never) ?? []);
  const dayName = (weekday: number) => tr(w, DAY_WORDS[WEEKDAY_CODES[weekday] ?? "MO"]);
  const names = days.map((d) => dayName(d.weekday));
  const list = (words: string[]) =>
    words.length < 2
      ? words.join("")
      : `${words.slice(0, -1).join(", ")} ${tr(w, /*i18n*/ { id: "seriesRule.and", message: "and" })} ${words[words.length - 1]}`;
  const interval = o.interval ?? 1;
  if (o.freq === RRule.DAILY)
    return interval === 1
      ? tr(w, /*i18n*/ { id: "seriesRule.everyDay", message: "Every day" })
      : fill(tr(w, /*i18n*/ { id: "seriesRule.everyNDays", message: "Every {n} days" }), { n: interval });
  if (o.freq === RRule.WEEKLY) {
    const on = names.length ? list(names) : null;
    if (interval === 1)
      return on
        ? fill(tr(w, /*i18n*/ { id: "seriesRule.everyOn", message: "Every {days}" }), { days: on })
        : tr(w, /*i18n*/ { id: "seriesRule.everyWeek", message: "Every week" });
    return on
      ? fill(tr(w, /*i18n*/ { id: "seriesRule.everyNWeeksOn", message: "Every {n} weeks on {days}" }), { n: interval, days: on })
      : fill(tr(w, /*i18n*/ { id: "seriesRule.everyNWeeks", message: "Every {n} weeks" }), { n: interval });
  }
  if (o.freq === RRule.MONTHLY) {
    const head =
      interval === 1
        ? tr(w, /*i18n*/ { id: "seriesRule.monthly", message: "Monthly" })
        : fill(tr(w, /*i18n*/ { id: "seriesRule.everyNMonths", message: "Every {n} months" }), { n: interval });
    const nth = days.find((d) => d.n);
    if (nth) {
      const known = NTH_WORDS[String(nth.n)];
      const ordinal = known ? tr(w, known) : fill(tr(w, /*i18n*/ { id: "seriesRule.nthOther", message: "{n}th" }), { n: String(nth.n) });
      return fill(tr(w, /*i18n*/ { id: "seriesRule.onNth", message: "{head} on the {nth} {day}" }), {
        head,
        nth: ordinal,
        day: dayName(nth.weekday),
      });
    }
    const md = ([] as number[]).concat((o.bymonthday as never) ?? []);
    return md.length ? fill(tr(w, /*i18n*/ { id: "seriesRule.onDays", message: "{head} on day {days}" }), { head, days: md.join(", ") }) : head;
  }
  return tr(w, /*i18n*/ { id: "seriesRule.repeats", message: "Repeats" });
}
