import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { buildCalendar } from "./ics";

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
    expect(first.uid).toBe("event-7@greenwood");
    expect(first.summary).toBe("Farmers Market; Saturday, early");
    expect(first.description).toBe("Fresh produce,\nlocal honey");
    expect(first.location).toBe("Old Town, 100 W Main St");
    expect(first.startDate.toJSDate().toISOString()).toBe("2026-07-04T12:00:00.000Z");
    expect(first.endDate.toJSDate().toISOString()).toBe("2026-07-04T16:00:00.000Z");
    expect(first.component.getFirstPropertyValue("url")).toBe("https://greenwood.example/events/7");
    expect(second.uid).toBe("event-8@greenwood");
    expect(second.component.hasProperty("dtend")).toBe(false);
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
    expect(ev.summary).toBe(long.title);
    expect(ev.description).toBe(long.description);
  });

  it("class 6: exports all-day events as VALUE=DATE with an exclusive end date", () => {
    const text = buildCalendar([{ ...long, title: "Parade", description: null, allDay: true }], options);
    expect(text).toContain("DTSTART;VALUE=DATE:20261205");
    expect(text).toContain("DTEND;VALUE=DATE:20261206");
  });
});
