import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readCalendar, readOccurrences } from "./events-import.server";

const cal = (...lines: string[]) => ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//t//t//EN", ...lines, "END:VCALENDAR"].join("\r\n");
const NOW = new Date("2026-10-20T12:00:00Z");
const HORIZON = new Date("2027-04-20T12:00:00Z");
const EIGHT_WEEKS = new Date(NOW.getTime() + 56 * 86_400_000);

describe("readOccurrences", () => {
  it("keeps a weekly 7 PM town-time series at 7 PM across the fall-back change (bare TZID, no VTIMEZONE)", () => {
    const text = cal(
      "BEGIN:VEVENT",
      "UID:series@x",
      "DTSTAMP:20261001T000000Z",
      "DTSTART;TZID=America/Indiana/Indianapolis:20261027T190000",
      "DTEND;TZID=America/Indiana/Indianapolis:20261027T200000",
      "RRULE:FREQ=WEEKLY;COUNT=3",
      "SUMMARY:Trivia",
      "END:VEVENT",
    );
    const list = readOccurrences(text, NOW, HORIZON, EIGHT_WEEKS);
    expect(list.map((o) => o.startDate.toISOString())).toEqual([
      "2026-10-27T23:00:00.000Z", // EDT (UTC-4)
      "2026-11-04T00:00:00.000Z", // EST (UTC-5) after Nov 1
      "2026-11-11T00:00:00.000Z",
    ]);
    expect(list.map((o) => o.sourceUid)).toEqual(["series@x#20261027T230000Z", "series@x#20261104T000000Z", "series@x#20261111T000000Z"]);
  });

  it("reads floating times and unknown zones as town time, all-day dates from town midnight", () => {
    const text = cal(
      "BEGIN:VEVENT",
      "UID:floating@x",
      "DTSTART:20261105T090000",
      "SUMMARY:Floating",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:windows@x",
      "DTSTART;TZID=Eastern Standard Time:20261105T090000",
      "SUMMARY:Windows zone",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:allday@x",
      "DTSTART;VALUE=DATE:20261106",
      "DTEND;VALUE=DATE:20261107",
      "SUMMARY:All day",
      "END:VEVENT",
    );
    const byUid = Object.fromEntries(readOccurrences(text, NOW, HORIZON, EIGHT_WEEKS).map((o) => [o.sourceUid, o]));
    expect(byUid["floating@x"]!.startDate.toISOString()).toBe("2026-11-05T14:00:00.000Z");
    expect(byUid["windows@x"]!.startDate.toISOString()).toBe("2026-11-05T14:00:00.000Z");
    expect(byUid["allday@x"]!.startDate.toISOString()).toBe("2026-11-06T05:00:00.000Z");
  });

  it("skips private events and refuses text that is not a calendar", () => {
    const text = cal("BEGIN:VEVENT", "UID:p@x", "DTSTART:20261105T090000Z", "CLASS:PRIVATE", "SUMMARY:Secret", "END:VEVENT");
    expect(readOccurrences(text, NOW, HORIZON, EIGHT_WEEKS)).toEqual([]);
    expect(() => readOccurrences("<html>nope</html>", NOW, HORIZON, EIGHT_WEEKS)).toThrow(/Not a valid iCalendar feed/);
    expect(() => readOccurrences("BEGIN:VCARD\r\nEND:VCARD", NOW, HORIZON, EIGHT_WEEKS)).toThrow(/Not a valid iCalendar feed/);
  });
});

describe("readCalendar on real-world calendars (issue 16)", () => {
  const corpus = (name: string) => readFileSync(`tests/fixtures/real/calendars/${name}`, "utf8");
  const W = { now: new Date("2026-11-23T12:00:00Z"), horizon: new Date("2027-05-23T12:00:00Z"), until: new Date("2027-01-18T12:00:00Z") };
  const readW = (t: string) => readCalendar(t, W.now, W.horizon, W.until);
  const ev = (...lines: string[]) => ["BEGIN:VEVENT", ...lines, "END:VEVENT"];

  it("class 4: expands a daily series that began in 2012 from the window's start, within budget", () => {
    const read = readW(corpus("icaljs-daily_recur.ics"));
    expect(read.occurrences.length).toBeGreaterThanOrEqual(50);
    expect(read.truncated).toBe(0);
    // 05:00 Los Angeles time (PST, UTC-8) every day.
    expect(read.occurrences[0]!.startDate.toISOString()).toMatch(/T13:00:00.000Z$/);
    expect(read.occurrences[0]!.startDate.getTime()).toBeGreaterThanOrEqual(W.now.getTime() - 86_400_000);
  });

  it("class 5: a Windows TZID with its VTIMEZONE (Exchange) is read as the IANA zone, not town time", () => {
    const text = corpus("icalendar-alarm_outlook_in_future.ics")
      .replace("20241004T183000", "20261204T183000")
      .replace("20241004T190000", "20261204T190000");
    const o = readW(text).occurrences.find((x) => x.title === "outlook event with alarm");
    expect(o?.startDate.toISOString()).toBe("2026-12-04T18:30:00.000Z"); // GMT Standard Time = Europe/London, UTC in December
  });

  it("class 5: a TZID without a VTIMEZONE, floating times under X-WR-TIMEZONE", () => {
    const text = cal(
      "X-WR-TIMEZONE:America/Los_Angeles",
      ...ev("UID:a@x", "DTSTART;TZID=America/Chicago:20261201T100000", "SUMMARY:Chicago"),
      ...ev("UID:b@x", "DTSTART:20261201T100000", "SUMMARY:Floating"),
      ...ev("UID:c@x", "DTSTART;TZID=Central Standard Time:20261201T100000", "SUMMARY:Windows"),
    );
    const by = Object.fromEntries(readW(text).occurrences.map((o) => [o.sourceUid, o.startDate.toISOString()]));
    expect(by["a@x"]).toBe("2026-12-01T16:00:00.000Z");
    expect(by["b@x"]).toBe("2026-12-01T18:00:00.000Z");
    expect(by["c@x"]).toBe("2026-12-01T16:00:00.000Z");
  });

  it("class 5/6: a moved all-day occurrence stays all-day on its new date", () => {
    const text = cal(
      ...ev("UID:fair@x", "DTSTART;VALUE=DATE:20261201", "DTEND;VALUE=DATE:20261202", "RRULE:FREQ=WEEKLY;COUNT=3", "SUMMARY:Fair"),
      ...ev("UID:fair@x", "RECURRENCE-ID;VALUE=DATE:20261208", "DTSTART;VALUE=DATE:20261209", "DTEND;VALUE=DATE:20261210", "SUMMARY:Fair (moved)"),
    );
    const list = readW(text).occurrences;
    expect(list.map((o) => [o.allDay, o.startDate.toISOString(), o.endDate?.toISOString()])).toEqual([
      [true, "2026-12-01T05:00:00.000Z", "2026-12-02T05:00:00.000Z"],
      [true, "2026-12-09T05:00:00.000Z", "2026-12-10T05:00:00.000Z"],
      [true, "2026-12-15T05:00:00.000Z", "2026-12-16T05:00:00.000Z"],
    ]);
  });

  it("class 2: one bad component or line never rejects the calendar; two VCALENDARs in one file are both read", () => {
    const bad = corpus("icalendar-issue_1081_invalid_rrule_freq.ics").replace("20250101T100000Z", "20261201T100000Z");
    const good = cal(
      ...ev("UID:ok@x", "DTSTART:20261202T100000Z", "SUMMARY:Good"),
      ...ev("UID:exdate@x", "DTSTART:20261203T100000Z", "RRULE:FREQ=DAILY;COUNT=3", "EXDATE:not-a-date", "SUMMARY:Bad exdate"),
      ...ev("UID:period@x", "DTSTART:20261204T100000Z", "RDATE;VALUE=PERIOD:20261210T180000Z/20261210T200000Z", "SUMMARY:Period"),
      ...ev("UID:quote@x", 'DTSTART;TZID="America/Chicago:20261205T100000', "SUMMARY:Bad quote"),
    );
    const read = readW(`${bad}\r\n${good}`);
    const titles = read.occurrences.map((o) => o.title);
    expect(titles).toContain("Good");
    expect(titles.filter((t) => t === "Bad exdate")).toHaveLength(3);
    expect(titles.filter((t) => t === "Period").length).toBeGreaterThanOrEqual(1);
    expect(read.skipped.length).toBeGreaterThanOrEqual(2);
    expect(read.skipped.join(" ")).toMatch(/test-123/);
  });

  it("class 3: events without a UID get a stable derived key, counted", () => {
    const text = cal(...ev("DTSTART:20261202T180000Z", "SUMMARY:Festival night", "LOCATION:Main St"));
    const a = readW(text);
    const b = readW(text);
    expect(a.derivedKeys).toBe(1);
    expect(a.occurrences).toHaveLength(1);
    expect(a.occurrences[0]!.sourceUid).toMatch(/^derived:/);
    expect(b.occurrences[0]!.sourceUid).toBe(a.occurrences[0]!.sourceUid);
  });

  it("class 6/7: all-day Google events are all-day; HTML descriptions are sanitised, text kept", () => {
    const text = cal(
      ...ev(
        "UID:g@x",
        "DTSTART;VALUE=DATE:20261205",
        "SUMMARY:Parade",
        'DESCRIPTION:<p>Route <a href="https://town.example/route">map</a></p><script>x()</script>',
      ),
    );
    const [o] = readW(text).occurrences;
    expect(o!.allDay).toBe(true);
    expect(o!.endDate?.toISOString()).toBe("2026-12-06T05:00:00.000Z");
    expect(o!.descriptionHtml).toContain('href="https://town.example/route"');
    expect(o!.descriptionHtml).not.toContain("script");
    expect(o!.description).toBe("Route map");
  });

  it("reads every corpus calendar without throwing past the parser", () => {
    for (const f of readdirSync("tests/fixtures/real/calendars")) {
      const t = corpus(f);
      try {
        readW(t);
      } catch (e) {
        expect(String(e)).toMatch(/Not a valid iCalendar feed/);
      }
    }
  });
});

describe("Exchange CDO recurrence rules", () => {
  it("class 2: repairs 'BYDAY=MO, TU' (spaces) instead of dropping the series", () => {
    const text = readFileSync("tests/fixtures/real/calendars/icalendar-issue_165_missing_event.ics", "utf8")
      .replace(/20150703T10/g, "20261202T10")
      .replace("UNTIL=20150722T080000Z", "UNTIL=20261222T080000Z");
    const read = readCalendar(text, new Date("2026-11-23T12:00:00Z"), new Date("2027-05-23T12:00:00Z"), new Date("2027-01-18T12:00:00Z"));
    expect(read.occurrences.length).toBeGreaterThanOrEqual(10);
    expect(read.occurrences[0]!.title).toBe("Sprint 25 Daily Standup");
    // 10:00 in the file's own VTIMEZONE (+0100 in winter) = 09:00 UTC.
    expect(read.occurrences[0]!.startDate.toISOString()).toBe("2026-12-02T09:00:00.000Z");
  });
});
