// Series that repeat (issue 33 §3): the iCalendar export of lists that hold series dates, and the daily cron that
// makes each series' new dates as they come within six months.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { dailyLimitsApply, dailyWindow, overDailyLimit } from "~/lib/daily-limit";
import { EVENT_MESSAGES } from "~/lib/event-rules";
import type { IcsEvent, IcsSeries } from "~/lib/ics";
import { eventPostsBy, extendSeriesHorizons, loadSeriesForExport } from "~/models/event-series.server";
import type { Event } from "~/models/events.server";

/**
 * The daily limit on a member's new events, as on their ads (lib/daily-limit.ts): a single event and a whole series
 * count once each. The page and /api/events/create both ask before writing; the refusal's message, or null.
 */
export async function eventPostingRefused(context: Pick<AppLoadContext, "db" | "env">, organizerId: string, now: Date) {
  if (!dailyLimitsApply(context.env)) return null;
  const { since, until } = dailyWindow(now);
  return overDailyLimit(await eventPostsBy(context.db, organizerId, since, until)) ? EVENT_MESSAGES.tooManyToday : null;
}

/** Splits calendar rows into single events and whole series (one VEVENT with RRULE each, plus its exceptions). */
export async function calendarEntries(
  db: AppLoadContext["db"],
  rows: Array<IcsEvent & Pick<Event, "seriesId"> & Partial<Pick<Event, "icsSequence">>>,
) {
  // A single event's SEQUENCE is the one its change mails carried (issue 43), so a download after a change is not older than the mail.
  const singles = rows.filter((r) => r.seriesId === null).map((r) => ({ ...r, sequence: r.icsSequence ?? r.sequence }));
  const ids = [...new Set(rows.map((r) => r.seriesId).filter((id): id is number => id !== null))];
  const loaded = await loadSeriesForExport(db, ids);
  const series: IcsSeries[] = loaded.map(({ series: s, template, cancelled, cancelledAt, overrides }) => ({
    id: s.id,
    rrule: s.rrule,
    dtstart: s.dtstart,
    durationMs: s.durationMs,
    updatedAt: s.updatedAt,
    template,
    cancelled,
    cancelledAt,
    overrides: overrides.map((o) => ({ ...o, recurrenceId: o.recurrenceId as Date })),
  }));
  return { singles, series };
}

/** The daily cron's part: new dates for every series whose horizon is behind. */
export function extendSeries(context: AppLoadContext) {
  return extendSeriesHorizons(context.db, context.now());
}
