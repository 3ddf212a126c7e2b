// Series that repeat (issue 33 §3): every branch of the form's rule, its dates in the town's zone across daylight
// saving time (America/Indiana/Indianapolis), the edit form's values read back, the rule in words, and the limits.
import { describe, expect, it } from "vitest";
import { dateToTownLocal, townLocalToDate } from "./dates";
import { messagesFor } from "./i18n/catalogue.server";
import {
  choiceFromRule,
  describeRule,
  ruleEndingAt,
  ruleEndingBefore,
  ruleFromChoice,
  ruleWithCount,
  SERIES_MAX_COUNT,
  seriesDates,
  weekdayOf,
  type RepeatChoice,
} from "./recurrence";

/** An instant from town wall-clock time ("2026-03-03T19:00"). */
const town = (local: string) => {
  const d = townLocalToDate(local);
  if (!d) throw new Error(`not a town time: ${local}`);
  return d;
};
const FAR = town("2028-01-01T00:00");
/** The series' dates as town wall-clock times, from its start on. */
const datesOf = (rule: string | null, start: Date, to = FAR) => {
  if (!rule) throw new Error("no rule");
  return seriesDates(rule, start, start, to).map(dateToTownLocal);
};

const TUESDAY = town("2026-03-03T19:00");

describe("weekdayOf", () => {
  it("names the weekday, its week of the month (the fifth is the last) and the day, in town time", () => {
    expect(weekdayOf(TUESDAY)).toEqual({ code: "TU", n: 1, day: 3 });
    expect(weekdayOf(town("2026-03-14T10:00"))).toEqual({ code: "SA", n: 2, day: 14 });
    expect(weekdayOf(town("2026-10-28T10:00"))).toEqual({ code: "WE", n: 4, day: 28 });
    expect(weekdayOf(town("2026-10-29T10:00"))).toEqual({ code: "TH", n: -1, day: 29 });
    // 11 PM on Tuesday in Greenwood is already Wednesday in UTC.
    expect(weekdayOf(town("2026-03-03T23:00"))).toEqual({ code: "TU", n: 1, day: 3 });
  });
});

describe("ruleFromChoice", () => {
  const rule = (choice: RepeatChoice, start = TUESDAY) => ruleFromChoice(choice, start);

  it("makes no rule for a date that does not repeat", () => {
    expect(rule({ repeats: "none", count: 5 })).toBeNull();
  });

  it("weekly: the chosen days in week order, or the start's day when none is chosen", () => {
    expect(rule({ repeats: "weekly", count: 4 })).toBe("FREQ=WEEKLY;BYDAY=TU;COUNT=4");
    expect(rule({ repeats: "weekly", weekdays: [], count: 4 })).toBe("FREQ=WEEKLY;BYDAY=TU;COUNT=4");
    expect(rule({ repeats: "weekly", weekdays: ["SU", "FR", "MO"], count: 4 })).toBe("FREQ=WEEKLY;BYDAY=MO,FR,SU;COUNT=4");
  });

  it("monthly by date and by weekday, following the start where the form leaves a part unset", () => {
    expect(rule({ repeats: "monthly", count: 3 })).toBe("FREQ=MONTHLY;BYMONTHDAY=3;COUNT=3");
    expect(rule({ repeats: "monthly", monthlyBy: "day", monthDay: 15, count: 3 })).toBe("FREQ=MONTHLY;BYMONTHDAY=15;COUNT=3");
    expect(rule({ repeats: "monthly", monthlyBy: "weekday", count: 3 })).toBe("FREQ=MONTHLY;BYDAY=1TU;COUNT=3");
    expect(rule({ repeats: "monthly", monthlyBy: "weekday", monthWeek: "-1", monthWeekday: "FR", count: 3 })).toBe("FREQ=MONTHLY;BYDAY=-1FR;COUNT=3");
    expect(rule({ repeats: "monthly", monthlyBy: "weekday", count: 3 }, town("2026-10-29T10:00"))).toBe("FREQ=MONTHLY;BYDAY=-1TH;COUNT=3");
  });

  it("custom: every n days, weeks (on days) or months (by date or weekday); an interval of 1 is left out", () => {
    expect(rule({ repeats: "custom", customUnit: "day", interval: 3, weekdays: ["MO"], count: 5 })).toBe("FREQ=DAILY;INTERVAL=3;COUNT=5");
    expect(rule({ repeats: "custom", customUnit: "day", interval: 1, count: 5 })).toBe("FREQ=DAILY;COUNT=5");
    expect(rule({ repeats: "custom", interval: 2, weekdays: ["FR", "MO"], count: 5 })).toBe("FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR;COUNT=5");
    expect(rule({ repeats: "custom", customUnit: "month", interval: 2, monthlyBy: "weekday", monthWeek: "2", monthWeekday: "WE", count: 5 })).toBe(
      "FREQ=MONTHLY;INTERVAL=2;BYDAY=2WE;COUNT=5",
    );
    expect(rule({ repeats: "custom", customUnit: "month", interval: 6, count: 2 })).toBe("FREQ=MONTHLY;INTERVAL=6;BYMONTHDAY=3;COUNT=2");
  });

  it("ends after a count (10 when unset) or at the end of the last town day", () => {
    expect(rule({ repeats: "weekly" })).toBe("FREQ=WEEKLY;BYDAY=TU;COUNT=10");
    // 11:59:59 PM EDT on 31 March is 03:59:59 UTC on 1 April.
    expect(rule({ repeats: "weekly", ends: "until", until: "2026-03-31" })).toBe("FREQ=WEEKLY;BYDAY=TU;UNTIL=20260401T035959Z");
    // Before the spring change the town is 5 hours behind UTC.
    expect(rule({ repeats: "weekly", ends: "until", until: "2026-03-07" })).toBe("FREQ=WEEKLY;BYDAY=TU;UNTIL=20260308T045959Z");
    expect(rule({ repeats: "weekly", ends: "count", until: "2026-03-31", count: 2 })).toBe("FREQ=WEEKLY;BYDAY=TU;COUNT=2");
  });

  it("never makes a rule without an end: an end date that names no day falls back to the count", () => {
    // "2026-02-30" passed the form's check (Date.parse rolls it into March) and made a rule with neither UNTIL nor
    // COUNT: a series the cron extended for ever.
    for (const until of ["2026-02-30", "2026-04-31", "1800-01-01"]) {
      const made = rule({ repeats: "weekly", ends: "until", until, count: 3 });
      expect(made).toBe("FREQ=WEEKLY;BYDAY=TU;COUNT=3");
    }
    expect(rule({ repeats: "weekly", ends: "until", until: "2026-02-30" })).toMatch(/;COUNT=10$/);
  });
});

describe("seriesDates", () => {
  it("weekly on several days, COUNT counting every date from the start", () => {
    expect(datesOf(ruleFromChoice({ repeats: "weekly", weekdays: ["TU", "TH"], count: 5 }, TUESDAY), TUESDAY)).toEqual([
      "2026-03-03T19:00",
      "2026-03-05T19:00",
      "2026-03-10T19:00",
      "2026-03-12T19:00",
      "2026-03-17T19:00",
    ]);
  });

  it("keeps the wall-clock time across both daylight saving changes", () => {
    const start = town("2026-02-24T19:00");
    const dates = seriesDates("FREQ=WEEKLY;BYDAY=TU;COUNT=38", start, start, FAR);
    const local = dates.map(dateToTownLocal);
    expect(local.every((d) => d.endsWith("T19:00"))).toBe(true);
    // 7 PM EST is 00:00 UTC; after 8 March, 7 PM EDT is 23:00 UTC; after 1 November, EST again.
    expect(dates[1]!.toISOString()).toBe("2026-03-04T00:00:00.000Z");
    expect(dates[2]!.toISOString()).toBe("2026-03-10T23:00:00.000Z");
    expect(dateToTownLocal(dates[35]!)).toBe("2026-10-27T19:00");
    expect(dates[35]!.toISOString()).toBe("2026-10-27T23:00:00.000Z");
    expect(dates[36]!.toISOString()).toBe("2026-11-04T00:00:00.000Z");
  });

  it("a time the spring change skips moves an hour on; the autumn change's doubled hour is its first", () => {
    const spring = town("2026-03-01T02:30");
    expect(datesOf("FREQ=WEEKLY;COUNT=3", spring)).toEqual(["2026-03-01T02:30", "2026-03-08T03:30", "2026-03-15T02:30"]);
    const autumn = town("2026-10-25T01:30");
    const dates = seriesDates("FREQ=DAILY;INTERVAL=7;COUNT=2", autumn, autumn, FAR);
    expect(dates.map((d) => d.toISOString())).toEqual(["2026-10-25T05:30:00.000Z", "2026-11-01T05:30:00.000Z"]);
  });

  it("daily across the spring change: one date a day, none lost or doubled", () => {
    const start = town("2026-03-06T08:00");
    expect(datesOf("FREQ=DAILY;COUNT=4", start)).toEqual(["2026-03-06T08:00", "2026-03-07T08:00", "2026-03-08T08:00", "2026-03-09T08:00"]);
  });

  it("monthly by date skips months without that day; by weekday finds the nth and the last", () => {
    const jan31 = town("2026-01-31T10:00");
    expect(datesOf("FREQ=MONTHLY;BYMONTHDAY=31;COUNT=4", jan31)).toEqual([
      "2026-01-31T10:00",
      "2026-03-31T10:00",
      "2026-05-31T10:00",
      "2026-07-31T10:00",
    ]);
    const secondTuesday = town("2026-03-10T18:30");
    expect(datesOf("FREQ=MONTHLY;BYDAY=2TU;COUNT=3", secondTuesday)).toEqual(["2026-03-10T18:30", "2026-04-14T18:30", "2026-05-12T18:30"]);
    const lastThursday = town("2026-10-29T19:00");
    expect(datesOf("FREQ=MONTHLY;BYDAY=-1TH;COUNT=3", lastThursday)).toEqual(["2026-10-29T19:00", "2026-11-26T19:00", "2026-12-31T19:00"]);
    expect(datesOf("FREQ=MONTHLY;INTERVAL=2;BYDAY=1MO;COUNT=3", town("2026-01-05T09:00"))).toEqual([
      "2026-01-05T09:00",
      "2026-03-02T09:00",
      "2026-05-04T09:00",
    ]);
  });

  it("the first date is the rule's first on or after the start when the start's own day is not chosen", () => {
    expect(datesOf("FREQ=WEEKLY;BYDAY=MO;COUNT=2", TUESDAY)).toEqual(["2026-03-09T19:00", "2026-03-16T19:00"]);
  });

  it("ends on the UNTIL day inclusive, in town time", () => {
    const rule = ruleFromChoice({ repeats: "weekly", ends: "until", until: "2026-03-31" }, TUESDAY);
    expect(datesOf(rule, TUESDAY)).toEqual(["2026-03-03T19:00", "2026-03-10T19:00", "2026-03-17T19:00", "2026-03-24T19:00", "2026-03-31T19:00"]);
    // 11 PM on the last day is still that day in Greenwood (04:00 UTC the next).
    const late = town("2026-03-24T23:00");
    expect(datesOf(ruleFromChoice({ repeats: "weekly", ends: "until", until: "2026-03-31" }, late), late)).toEqual([
      "2026-03-24T23:00",
      "2026-03-31T23:00",
    ]);
  });

  it("gives only the dates in [from, to), still counted from the series' start", () => {
    const rule = "FREQ=WEEKLY;BYDAY=TU;COUNT=4";
    const dates = seriesDates(rule, TUESDAY, town("2026-03-10T19:00"), town("2026-03-24T19:00")).map(dateToTownLocal);
    expect(dates).toEqual(["2026-03-10T19:00", "2026-03-17T19:00"]);
    expect(seriesDates(rule, TUESDAY, town("2026-03-25T00:00"), FAR)).toEqual([]);
  });

  it("limits: at most SERIES_MAX_COUNT dates, none for an empty window, a broken rule or dates past the date window", () => {
    expect(seriesDates("FREQ=DAILY", TUESDAY, TUESDAY, FAR)).toHaveLength(SERIES_MAX_COUNT);
    expect(seriesDates("FREQ=DAILY;COUNT=1000", TUESDAY, TUESDAY, FAR)).toHaveLength(SERIES_MAX_COUNT);
    expect(seriesDates("FREQ=DAILY;COUNT=5", TUESDAY, TUESDAY, TUESDAY)).toEqual([]);
    expect(seriesDates("FREQ=DAILY;COUNT=5", TUESDAY, FAR, TUESDAY)).toEqual([]);
    expect(seriesDates("not a rule", TUESDAY, TUESDAY, FAR)).toEqual([]);
    const late = town("2099-12-30T12:00");
    expect(seriesDates("FREQ=DAILY;COUNT=5", late, late, new Date(Date.UTC(2101, 0, 1))).map(dateToTownLocal)).toEqual([
      "2099-12-30T12:00",
      "2099-12-31T12:00",
    ]);
  });
});

describe("ending and splitting a rule", () => {
  const rule = "FREQ=WEEKLY;BYDAY=TU;COUNT=10";

  it("ruleEndingAt and ruleWithCount replace the end, whichever it was", () => {
    expect(ruleEndingAt(rule, town("2026-03-17T19:00"))).toBe("FREQ=WEEKLY;BYDAY=TU;UNTIL=20260317T230000Z");
    expect(ruleEndingAt("FREQ=DAILY;UNTIL=20270101T000000Z", town("2026-03-17T19:00"))).toBe("FREQ=DAILY;UNTIL=20260317T230000Z");
    expect(ruleWithCount("FREQ=WEEKLY;BYDAY=TU;UNTIL=20260401T035959Z", 3)).toBe("FREQ=WEEKLY;BYDAY=TU;COUNT=3");
    expect(ruleWithCount(rule, 0)).toBe("FREQ=WEEKLY;BYDAY=TU;COUNT=1");
  });

  it("ruleEndingBefore ends at the last date before the given one, across a DST change; none from the first date", () => {
    const ended = ruleEndingBefore(rule, TUESDAY, town("2026-03-17T19:00"));
    expect(ended).toBe("FREQ=WEEKLY;BYDAY=TU;UNTIL=20260310T230000Z");
    expect(datesOf(ended, TUESDAY)).toEqual(["2026-03-03T19:00", "2026-03-10T19:00"]);
    expect(ruleEndingBefore(rule, TUESDAY, TUESDAY)).toBeNull();
    expect(ruleEndingBefore(rule, TUESDAY, town("2026-03-01T00:00"))).toBeNull();
  });
});

describe("choiceFromRule", () => {
  it("reads each kind back into the form's values", () => {
    expect(choiceFromRule(null)).toEqual({ repeats: "none" });
    expect(choiceFromRule("nonsense")).toEqual({ repeats: "none" });
    expect(choiceFromRule("FREQ=WEEKLY;BYDAY=MO,FR;COUNT=4")).toEqual({ repeats: "weekly", weekdays: ["MO", "FR"], ends: "count", count: "4" });
    expect(choiceFromRule("FREQ=MONTHLY;BYMONTHDAY=15;COUNT=3")).toEqual({
      repeats: "monthly",
      monthlyBy: "day",
      monthDay: "15",
      ends: "count",
      count: "3",
    });
    expect(choiceFromRule("FREQ=MONTHLY;BYDAY=-1TH;COUNT=3")).toEqual({
      repeats: "monthly",
      monthlyBy: "weekday",
      monthWeek: "-1",
      monthWeekday: "TH",
      ends: "count",
      count: "3",
    });
    expect(choiceFromRule("FREQ=DAILY;INTERVAL=3")).toEqual({ repeats: "custom", interval: "3", customUnit: "day", ends: "count", count: "10" });
    expect(choiceFromRule("FREQ=WEEKLY;INTERVAL=2;BYDAY=TU")).toMatchObject({
      repeats: "custom",
      interval: "2",
      customUnit: "week",
      weekdays: ["TU"],
    });
    expect(choiceFromRule("FREQ=MONTHLY;INTERVAL=2;BYDAY=2WE;COUNT=5")).toMatchObject({
      repeats: "custom",
      customUnit: "month",
      monthlyBy: "weekday",
      monthWeek: "2",
      monthWeekday: "WE",
    });
  });

  it("shows an UNTIL as the town day it falls on", () => {
    expect(choiceFromRule("FREQ=WEEKLY;BYDAY=TU;UNTIL=20260401T035959Z")).toMatchObject({ ends: "until", until: "2026-03-31" });
  });

  it("gives back the choice each form rule came from", () => {
    const choices: RepeatChoice[] = [
      { repeats: "weekly", weekdays: ["TU", "TH"], ends: "count", count: 6 },
      { repeats: "monthly", monthlyBy: "weekday", monthWeek: "-1", monthWeekday: "FR", ends: "until", until: "2026-12-31" },
      { repeats: "custom", customUnit: "week", interval: 3, weekdays: ["SA"], ends: "count", count: 9 },
    ];
    for (const choice of choices) {
      const values = choiceFromRule(ruleFromChoice(choice, TUESDAY));
      const normalised = Object.fromEntries(Object.entries(choice).map(([k, v]) => [k, typeof v === "number" ? String(v) : v]));
      expect(values).toMatchObject(normalised);
    }
  });
});

const EN = messagesFor("en", "seriesRule");
const ES = messagesFor("es", "seriesRule");

describe("describeRule", () => {
  it("says each kind of rule in words", () => {
    expect(describeRule("FREQ=DAILY", EN)).toBe("Every day");
    expect(describeRule("FREQ=DAILY;INTERVAL=3", EN)).toBe("Every 3 days");
    expect(describeRule("FREQ=WEEKLY;BYDAY=TU", EN)).toBe("Every Tuesday");
    expect(describeRule("FREQ=WEEKLY", EN)).toBe("Every week");
    expect(describeRule("FREQ=WEEKLY;BYDAY=MO,WE,FR", EN)).toBe("Every Monday, Wednesday and Friday");
    expect(describeRule("FREQ=WEEKLY;INTERVAL=2;BYDAY=FR", EN)).toBe("Every 2 weeks on Friday");
    expect(describeRule("FREQ=WEEKLY;INTERVAL=2", EN)).toBe("Every 2 weeks");
    expect(describeRule("FREQ=MONTHLY;BYDAY=2TU", EN)).toBe("Monthly on the second Tuesday");
    expect(describeRule("FREQ=MONTHLY;INTERVAL=3;BYDAY=-1FR", EN)).toBe("Every 3 months on the last Friday");
    expect(describeRule("FREQ=MONTHLY;BYMONTHDAY=15", EN)).toBe("Monthly on day 15");
    expect(describeRule("FREQ=MONTHLY", EN)).toBe("Monthly");
    expect(describeRule("FREQ=YEARLY", EN)).toBe("Repeats");
    expect(describeRule(null, EN)).toBeNull();
    expect(describeRule("", EN)).toBeNull();
  });

  it("says them in the page's language: generated from the seriesRule messages", () => {
    expect(describeRule("FREQ=WEEKLY;BYDAY=TU", ES)).toBe("Cada martes");
    expect(describeRule("FREQ=DAILY;INTERVAL=3", ES)).toBe("Cada 3 días");
    expect(describeRule("FREQ=WEEKLY;BYDAY=MO,WE,FR", ES)).toBe("Cada lunes, miércoles y viernes");
    expect(describeRule("FREQ=WEEKLY;INTERVAL=2;BYDAY=FR", ES)).toBe("Cada 2 semanas el viernes");
    expect(describeRule("FREQ=MONTHLY;BYDAY=2TU", ES)).toBe("Cada mes, el segundo martes");
    expect(describeRule("FREQ=MONTHLY;BYMONTHDAY=15", ES)).toBe("Cada mes, el día 15");
    expect(describeRule("garbage", EN)).toBeNull();
  });
});
