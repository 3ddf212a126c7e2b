import { describe, expect, it } from "vitest";
import { dateToTownLocal, townLocalToDate } from "./dates";
import { formatEventDetailDate, formatEventDetailEnd, formatEventPrice, formatEventRange, googleCalendarUrl } from "./event-format";

describe("formatEventPrice", () => {
  it("shows 'See details' for 0 and dollars with two decimals otherwise", () => {
    expect(formatEventPrice("0.00")).toBe("See details");
    expect(formatEventPrice(0)).toBe("See details");
    expect(formatEventPrice(null)).toBe("See details");
    expect(formatEventPrice("15")).toBe("$15.00");
    expect(formatEventPrice("25.5")).toBe("$25.50");
    expect(formatEventPrice(7.25)).toBe("$7.25");
  });
});

describe("formatEventRange (cards, Indianapolis time)", () => {
  it("appends only the end time when the event ends the same town day", () => {
    // 7-9 PM EDT on July 4 is 23:00Z July 4 to 01:00Z July 5: different UTC days, same town day.
    expect(formatEventRange("2026-07-04T23:00:00Z", "2026-07-05T01:00:00Z")).toBe("Jul 4, 2026 at 7:00 PM - 9:00 PM");
  });

  it("appends the full end when it ends another town day", () => {
    expect(formatEventRange("2026-07-04T23:00:00Z", "2026-07-05T05:00:00Z")).toBe("Jul 4, 2026 at 7:00 PM - Jul 5, 2026 at 1:00 AM");
  });

  it("shows the start alone without an end, and the spec's texts for missing or bad dates", () => {
    expect(formatEventRange("2026-01-15T15:00:00Z", null)).toBe("Jan 15, 2026 at 10:00 AM");
    expect(formatEventRange(null)).toBe("Date not available");
    expect(formatEventRange("not a date")).toBe("Invalid date");
  });

  it("handles the spring-forward change (Mar 8, 2026: 2 AM EST becomes 3 AM EDT)", () => {
    // 1:30 AM EST = 06:30Z; 3:30 AM EDT = 07:30Z — one real hour apart.
    expect(formatEventRange("2026-03-08T06:30:00Z", "2026-03-08T07:30:00Z")).toBe("Mar 8, 2026 at 1:30 AM - 3:30 AM");
  });

  it("handles the fall-back change (Nov 1, 2026: 2 AM EDT becomes 1 AM EST)", () => {
    // 1:30 AM EDT = 05:30Z and 1:30 AM EST = 06:30Z: both read 1:30 AM.
    expect(formatEventRange("2026-11-01T05:30:00Z", "2026-11-01T06:30:00Z")).toBe("Nov 1, 2026 at 1:30 AM - 1:30 AM");
    // Midnight EST after the change is 05:00Z, not 04:00Z.
    expect(formatEventRange("2026-11-01T23:00:00Z", "2026-11-02T04:30:00Z")).toBe("Nov 1, 2026 at 6:00 PM - 11:30 PM");
  });
});

describe("formatEventDetailDate", () => {
  it("uses 'EEEE, MMMM d, yyyy at h:mm a' in town time on both sides of DST", () => {
    expect(formatEventDetailDate("2026-03-07T18:00:00Z")).toBe("Saturday, March 7, 2026 at 1:00 PM");
    expect(formatEventDetailDate("2026-03-09T18:00:00Z")).toBe("Monday, March 9, 2026 at 2:00 PM");
    expect(formatEventDetailDate(undefined)).toBe("Date not available");
  });
});

describe("townLocalToDate / dateToTownLocal", () => {
  it("reads datetime-local input as Indianapolis wall-clock time, DST-aware", () => {
    expect(townLocalToDate("2026-01-15T10:00")?.toISOString()).toBe("2026-01-15T15:00:00.000Z");
    expect(townLocalToDate("2026-07-15T10:00")?.toISOString()).toBe("2026-07-15T14:00:00.000Z");
    expect(townLocalToDate("2026-03-08T03:30")?.toISOString()).toBe("2026-03-08T07:30:00.000Z");
    expect(townLocalToDate("2026-02-31T10:00")).toBeNull();
    expect(townLocalToDate("tomorrow")).toBeNull();
  });

  it("round-trips", () => {
    expect(dateToTownLocal(new Date("2026-11-01T23:00:00Z"))).toBe("2026-11-01T18:00");
    expect(dateToTownLocal(townLocalToDate("2026-12-24T18:45")!)).toBe("2026-12-24T18:45");
  });
});

describe("googleCalendarUrl", () => {
  it("builds the TEMPLATE link with UTC dates, details and location", () => {
    const url = new URL(
      googleCalendarUrl({
        title: "Art Walk",
        startDate: "2026-07-04T23:00:00.000Z",
        endDate: null,
        description: "Music & art",
        location: "Old Town",
        address: "100 W Main St",
      }),
    );
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    expect(url.searchParams.get("text")).toBe("Art Walk");
    expect(url.searchParams.get("dates")).toBe("20260704T230000Z/20260705T000000Z");
    expect(url.searchParams.get("details")).toBe("Music & art");
    expect(url.searchParams.get("location")).toBe("Old Town, 100 W Main St");
  });
});

describe("all-day events (issue 16, class 6)", () => {
  it("read as dates, never '12:00 AM', and do not end a day late", () => {
    // Stored as town midnights, end exclusive: Dec 5 only, and Dec 5–7.
    expect(formatEventRange("2026-12-05T05:00:00Z", "2026-12-06T05:00:00Z", true)).toBe("Dec 5, 2026 (all day)");
    expect(formatEventRange("2026-12-05T05:00:00Z", "2026-12-08T05:00:00Z", true)).toBe("Dec 5, 2026 - Dec 7, 2026");
    expect(formatEventDetailDate("2026-12-05T05:00:00Z", true)).toBe("Saturday, December 5, 2026 (all day)");
    expect(formatEventDetailEnd("2026-12-05T05:00:00Z", "2026-12-06T05:00:00Z", true)).toBeNull();
    expect(formatEventDetailEnd("2026-12-05T05:00:00Z", "2026-12-08T05:00:00Z", true)).toBe("Monday, December 7, 2026 (all day)");
  });
});
