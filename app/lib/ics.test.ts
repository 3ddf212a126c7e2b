import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { buildCalendar, type IcsSeries } from "./ics";
import { ruleEndingBefore, seriesDates } from "./recurrence";

describe("buildCalendar", () => {
  it("writes VEVENTs that ical.js reads back with UTC times, UID, summary, description, location and URL", () => {
    const text = buildCalendar(
      [
        {
          id: 7,
          title: "Farmers Market; Saturday, early",
          description: "Fresh produce,\nlocal honey",
          startDate: "2026-07-04T12:00:00.000Z",
          endDate: "2026-07-04T16:00:00.000Z",
          location: "Old Town",
          address: "100 W Main St",
        },
        { id: 8, title: "Talk", description: null, startDate: "2026-12-01T00:00:00.000Z", endDate: null, location: null, address: null },
      ],
      { siteUrl: "https://greenwood.example", name: "Greenwood Events", now: new Date("2026-06-01T00:00:00Z") },
    );
    expect(text).toContain("DTSTART:20260704T120000Z");
    const cal = new ICAL.Component(ICAL.parse(text));
    expect(cal.name).toBe("vcalendar");
    expect(cal.getFirstPropertyValue("version")).toBe("2.0");
    const [first, second] = cal.getAllSubcomponents("vevent").map((c) => new ICAL.Event(c));
    expect(first!.uid).toBe("event-7@greenwood");
    expect(first!.summary).toBe("Farmers Market; Saturday, early");
    expect(first!.description).toBe("Fresh produce,\nlocal honey");
    expect(first!.location).toBe("Old Town, 100 W Main St");
    expect(first!.startDate.toJSDate().toISOString()).toBe("2026-07-04T12:00:00.000Z");
    expect(first!.endDate.toJSDate().toISOString()).toBe("2026-07-04T16:00:00.000Z");
    expect(first!.component.getFirstPropertyValue("url")).toBe("https://greenwood.example/events/7");
    expect(second!.uid).toBe("event-8@greenwood");
    expect(second!.component.hasProperty("dtend")).toBe(false);
  });
});

describe("RFC 5545 output (issue 16)", () => {
  const long = {
    id: 9,
    title: "Ünïcödé — a long title that has to be folded across several lines of the calendar file, with accents éèê",
    description: "€".repeat(60) + " and some ASCII after the euros to fold again",
    startDate: "2026-12-05T05:00:00.000Z",
    endDate: "2026-12-06T05:00:00.000Z",
    location: null,
    address: null,
  };
  const options = { siteUrl: "https://greenwood.example", name: "Greenwood Events", now: new Date("2026-06-01T00:00:00Z") };

  it("class 10: folds every line at 75 octets or fewer, continuation space included, and reads back whole", () => {
    const text = buildCalendar([long], options);
    const lines = text.split("\r\n");
    expect(lines.some((l) => l.startsWith(" "))).toBe(true);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const [ev] = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").map((c) => new ICAL.Event(c));
    expect(ev!.summary).toBe(long.title);
    expect(ev!.description).toBe(long.description);
  });

  it("class 6: exports all-day events as VALUE=DATE with an exclusive end date", () => {
    const text = buildCalendar([{ ...long, title: "Parade", description: null, allDay: true }], options);
    expect(text).toContain("DTSTART;VALUE=DATE:20261205");
    expect(text).toContain("DTEND;VALUE=DATE:20261206");
  });
});

describe("a series cancelled from a date on (issue 41 §7)", () => {
  const options = { siteUrl: "https://greenwood.example", name: "Greenwood Events", now: new Date("2026-06-01T00:00:00Z") };
  // Every Tuesday at 7 PM town time (EDT then EST), 40 times; its first date is 2026-06-02 23:00 UTC.
  const dtstart = new Date("2026-06-02T23:00:00.000Z");
  const rrule = "FREQ=WEEKLY;BYDAY=TU;COUNT=40";
  const template = { id: 50, title: "Tuesday Chess", description: null, startDate: dtstart, endDate: null, location: "Hall", address: null };
  const dates = seriesDates(rrule, dtstart, dtstart, new Date(dtstart.getTime() + 400 * 86_400_000));
  const series = (over: Partial<IcsSeries>): IcsSeries => ({
    id: 5,
    rrule,
    dtstart,
    durationMs: 7_200_000,
    updatedAt: options.now,
    template,
    cancelled: [],
    overrides: [],
    ...over,
  });

  /** The series' starts as ical.js expands them (at most 100), with the town's VTIMEZONE registered or not. */
  function expand(text: string, registerZone: boolean) {
    const cal = new ICAL.Component(ICAL.parse(text));
    if (registerZone) for (const tz of cal.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(tz);
    const master = cal.getAllSubcomponents("vevent").find((v) => v.hasProperty("rrule"))!;
    const event = new ICAL.Event(master);
    const exdates = new Set(master.getAllProperties("exdate").map((p) => (p.getFirstValue() as ICAL.Time).toString()));
    const it = event.iterator();
    const starts: ICAL.Time[] = [];
    for (let next = it.next(), n = 0; next && n < 100; next = it.next(), n++) if (!exdates.has(next.toString())) starts.push(next);
    if (registerZone) for (const tz of cal.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.remove(tz.getFirstPropertyValue("tzid") as string);
    return { master, starts };
  }

  it("cancelled from its first date: the series is STATUS:CANCELLED", () => {
    expect(dates).toHaveLength(40);
    const { master } = expand(buildCalendar([], { ...options, series: [series({ cancelledAt: options.now, cancelled: dates.slice(0, 26) })] }), true);
    expect(master.getFirstPropertyValue("status")).toBe("CANCELLED");
  });

  it("a series going on is not STATUS:CANCELLED", () => {
    const { master, starts } = expand(buildCalendar([], { ...options, series: [series({})] }), true);
    expect(master.hasProperty("status")).toBe(false);
    expect(starts).toHaveLength(40);
  });

  it("cancelled from its 5th date: the rule ends before it, and exactly 4 dates expand, whether or not the reader knows the zone", () => {
    const ended = ruleEndingBefore(rrule, dtstart, dates[4]!);
    expect(ended).toMatch(/^FREQ=WEEKLY;BYDAY=TU;UNTIL=\d{8}T\d{6}Z$/);
    const text = buildCalendar([], { ...options, series: [series({ rrule: ended!, cancelled: [dates[4]!] })] });
    for (const registerZone of [true, false]) {
      const { starts } = expand(text, registerZone);
      expect(starts).toHaveLength(4);
    }
    expect(expand(text, true).starts.map((t) => t.toJSDate().getTime())).toEqual(dates.slice(0, 4).map((d) => d.getTime()));
    // From its first date there is no earlier date to end at: the series is cancelled instead.
    expect(ruleEndingBefore(rrule, dtstart, dates[0]!)).toBeNull();
  });
});
