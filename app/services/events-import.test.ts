import { describe, expect, it } from "vitest";
import { milesBetween, readOccurrences, TOWN_CENTRES } from "./events-import.server";

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
    expect(list.map((o) => o.sourceUid)).toEqual([
      "series@x#20261027T230000Z",
      "series@x#20261104T000000Z",
      "series@x#20261111T000000Z",
    ]);
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
    expect(byUid["floating@x"].startDate.toISOString()).toBe("2026-11-05T14:00:00.000Z");
    expect(byUid["windows@x"].startDate.toISOString()).toBe("2026-11-05T14:00:00.000Z");
    expect(byUid["allday@x"].startDate.toISOString()).toBe("2026-11-06T05:00:00.000Z");
  });

  it("skips private events and refuses text that is not a calendar", () => {
    const text = cal("BEGIN:VEVENT", "UID:p@x", "DTSTART:20261105T090000Z", "CLASS:PRIVATE", "SUMMARY:Secret", "END:VEVENT");
    expect(readOccurrences(text, NOW, HORIZON, EIGHT_WEEKS)).toEqual([]);
    expect(() => readOccurrences("<html>nope</html>", NOW, HORIZON, EIGHT_WEEKS)).toThrow(/Not a valid iCalendar feed/);
    expect(() => readOccurrences("BEGIN:VCARD\r\nEND:VCARD", NOW, HORIZON, EIGHT_WEEKS)).toThrow(/Not a valid iCalendar feed/);
  });
});

describe("milesBetween", () => {
  it("measures the 5-mile radius", () => {
    expect(milesBetween(TOWN_CENTRES.greenwood, { lat: 39.612, lng: -86.109 })).toBeLessThan(1);
    expect(milesBetween(TOWN_CENTRES.greenwood, { lat: 39.7684, lng: -86.1581 })).toBeGreaterThan(10);
    expect(milesBetween(TOWN_CENTRES.greenwood, TOWN_CENTRES.nashville)).toBeGreaterThan(25);
  });
});
