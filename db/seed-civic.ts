// Seed for /schools and /emergency, from a town's civic data (db/seed-greenwood.ts, db/seed-nashville.ts): the
// districts that serve the town with this school year's key dates, their schools, and the town's emergency and
// government contacts, each marked verified two weeks before the seed's `now`.
import type { schoolDistricts, schools, serviceContacts } from "./schema";
import { SEED_USER_IDS } from "./seed-users";

type District = typeof schoolDistricts.$inferInsert;
type School = typeof schools.$inferInsert;
type Contact = typeof serviceContacts.$inferInsert;
type Verified = "verifiedAt" | "verifiedBy";

/** A town's civic data: its districts (key dates from the school year's fall and spring years), schools and contacts. */
export type CivicSpec = {
  districts: (year: { fall: number; spring: number }) => Omit<District, Verified | "schoolYear">[];
  schools: Omit<School, Verified>[];
  contacts: Omit<Contact, Verified>[];
};

/**
 * The school year the seed describes: the one under way, or the one about to start, by the clock. A year runs from
 * its first day in late July to its last in late May; from May 15 on, the next one is shown.
 */
export function seedSchoolYear(now: Date): { fall: number; spring: number; schoolYear: string } {
  const month = now.getUTCMonth();
  const fall = month > 4 || (month === 4 && now.getUTCDate() >= 15) ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  return { fall, spring: fall + 1, schoolYear: `${fall}-${fall + 1}` };
}

const DAY_MS = 86_400_000;
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);
const at = (year: number, monthDay: string) => Date.parse(`${year}-${monthDay}T00:00:00Z`);

/** A school day near the calendar's date: a weekend date moves to Monday (`step` 1) or back to Friday (-1). */
export function schoolDay(year: number, monthDay: string, step: 1 | -1): string {
  let t = at(year, monthDay);
  while ([0, 6].includes(new Date(t).getUTCDay())) t += step * DAY_MS;
  return isoDay(t);
}

/** A break from the Monday of the week holding the date (the next Monday for a weekend date), `days` long after it. */
export function breakFrom(year: number, monthDay: string, days: number): { start: string; end: string } {
  const t = at(year, monthDay);
  const weekday = new Date(t).getUTCDay();
  const monday = weekday === 0 ? t + DAY_MS : weekday === 6 ? t + 2 * DAY_MS : t - (weekday - 1) * DAY_MS;
  return { start: isoDay(monday), end: isoDay(monday + days * DAY_MS) };
}

/** Thanksgiving break: the Wednesday before the fourth Thursday of November through the Friday after it. */
export function thanksgiving(year: number): { start: string; end: string } {
  const first = at(year, "11-01");
  const thursday = first + ((4 - new Date(first).getUTCDay() + 7) % 7) * DAY_MS + 21 * DAY_MS;
  return { start: isoDay(thursday - DAY_MS), end: isoDay(thursday + DAY_MS) };
}

export function buildCivicSeed(now: Date, civic: CivicSpec): { districts: District[]; schools: School[]; contacts: Contact[] } {
  const year = seedSchoolYear(now);
  const verified = { verifiedAt: new Date(now.getTime() - 14 * 86_400_000), verifiedBy: SEED_USER_IDS.admin };
  return {
    districts: civic.districts(year).map((d) => ({ ...d, schoolYear: year.schoolYear, ...verified })),
    schools: civic.schools.map((s) => ({ ...s, ...verified })),
    contacts: civic.contacts.map((c) => ({ ...c, ...verified })),
  };
}
