// Day arithmetic in the town's calendar (date-fns with @date-fns/tz, America/Indiana/Indianapolis): "30 days" ends
// at the same wall-clock time 30 town days later, across a daylight-saving change too. Server-only, so date-fns stays
// out of the browser bundles (docs/decisions/paged-lists-and-budgets.md); display formatting stays in lib/dates.ts.
import { TZDate } from "@date-fns/tz";
import { addDays, startOfDay } from "date-fns";
import { TOWN_TIME_ZONE } from "~/lib/dates";

const inTown = (date: Date) => new TZDate(date.getTime(), TOWN_TIME_ZONE);

/** `days` town days after `date` (before it when negative), at the same wall-clock time. */
export function addTownDays(date: Date, days: number): Date {
  return new Date(addDays(inTown(date), days).getTime());
}

/** The start (midnight, town time) of the town day `offset` days after the one `now` falls in. */
export function townDayStart(now: Date, offset = 0): Date {
  return new Date(startOfDay(addDays(inTown(now), offset)).getTime());
}
