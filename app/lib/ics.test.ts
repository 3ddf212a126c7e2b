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
