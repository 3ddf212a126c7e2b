import { TZDate } from "@date-fns/tz";
import { describe, expect, it } from "vitest";
import { isOpenNow, parseRange } from "./opening-hours";
import { formatPhone, websiteHref } from "./phone";

const at = (y: number, m: number, d: number, h: number, min = 0) =>
  new Date(new TZDate(y, m - 1, d, h, min, 0, "America/Indiana/Indianapolis").getTime());
const bar = { Thursday: "4:00 PM - 12:00 AM", Friday: "4:00 PM - 2:00 AM", Saturday: "4:00 PM - 2:00 AM", Sunday: "Closed", Monday: "" };
const diner = { Monday: "7:00 AM - 9:00 PM", Tuesday: "7:00 AM - 9:00 PM", Saturday: "8:00 AM - 2:00 PM", Sunday: "Closed" };

describe("parseRange", () => {
  it("reads 12-hour ranges, 24 hours and closed days", () => {
    expect(parseRange("7:00 AM - 9:00 PM")).toEqual({ open: 420, close: 1260 });
    expect(parseRange("12:00 PM – 12:00 AM")).toEqual({ open: 720, close: 0 });
    expect(parseRange("Open 24 hours")).toBe("all-day");
    expect(parseRange("Closed")).toBeNull();
    expect(parseRange("")).toBeNull();
  });
});

describe("isOpenNow in Indiana time", () => {
  it("follows the day's hours", () => {
    // Monday 2026-11-23
    expect(isOpenNow(diner, at(2026, 11, 23, 6, 59))).toBe(false);
    expect(isOpenNow(diner, at(2026, 11, 23, 7, 0))).toBe(true);
    expect(isOpenNow(diner, at(2026, 11, 23, 20, 59))).toBe(true);
    expect(isOpenNow(diner, at(2026, 11, 23, 21, 0))).toBe(false);
    expect(isOpenNow(diner, at(2026, 11, 22, 12, 0))).toBe(false); // Sunday: Closed
  });

  it("counts hours past midnight for the next morning", () => {
    // Friday 2026-11-27 → Saturday 1:30 AM is still Friday night
    expect(isOpenNow(bar, at(2026, 11, 28, 1, 30))).toBe(true);
    expect(isOpenNow(bar, at(2026, 11, 28, 2, 0))).toBe(false);
    expect(isOpenNow(bar, at(2026, 11, 27, 23, 59))).toBe(true);
    // Sunday is closed, but Saturday night runs into Sunday morning
    expect(isOpenNow(bar, at(2026, 11, 29, 1, 0))).toBe(true);
    expect(isOpenNow(bar, at(2026, 11, 29, 16, 30))).toBe(false);
    // Thursday closes at midnight
    expect(isOpenNow(bar, at(2026, 11, 26, 23, 30))).toBe(true);
    expect(isOpenNow(bar, at(2026, 11, 27, 0, 30))).toBe(false);
  });

  it("uses wall time across the DST changes", () => {
    // Fall back: Sunday 2026-11-01, 1:30 AM happens twice; both are Saturday night's hours.
    const firstOneThirty = at(2026, 11, 1, 1, 30);
    const secondOneThirty = new Date(firstOneThirty.getTime() + 3600_000);
    expect(isOpenNow(bar, firstOneThirty)).toBe(true);
    expect(isOpenNow(bar, secondOneThirty)).toBe(true);
    expect(isOpenNow(bar, new Date(firstOneThirty.getTime() + 2 * 3600_000))).toBe(false); // 2:30 AM EST
    // Spring forward: Sunday 2026-03-08, 1:59 AM EST is followed by 3:00 AM EDT.
    const beforeJump = at(2026, 3, 8, 1, 59);
    expect(isOpenNow(bar, beforeJump)).toBe(true);
    expect(isOpenNow(bar, new Date(beforeJump.getTime() + 60_000))).toBe(false); // 3:00 AM
    // A weekday in summer (EDT): 8:30 PM is open, 9:00 PM closed.
    expect(isOpenNow(diner, at(2026, 7, 14, 20, 30))).toBe(true);
    expect(isOpenNow(diner, at(2026, 7, 14, 21, 0))).toBe(false);
  });

  it("says nothing when there are no usable hours", () => {
    expect(isOpenNow(null, new Date())).toBeNull();
    expect(isOpenNow({ Monday: "By appointment" }, new Date())).toBeNull();
  });
});

describe("contact formatting", () => {
  it("formats 10-digit phones and adds https:// to bare websites", () => {
    expect(formatPhone("3175550123")).toBe("(317) 555-0123");
    expect(formatPhone("1-317-555-0123")).toBe("(317) 555-0123");
    expect(formatPhone("555-0123")).toBe("555-0123");
    expect(websiteHref("greenwood-bakery.example")).toBe("https://greenwood-bakery.example");
    expect(websiteHref("http://x.example")).toBe("http://x.example");
  });
});

describe("split and shared-meridiem hours (issue 16, class 17)", () => {
  // Google Places weekdayDescriptions, as the import stores them (dash normalised, narrow spaces kept or not).
  const lunchDinner = { Monday: "11:00 AM – 2:00 PM, 5:00 – 9:00 PM", Tuesday: "5:00 – 9:00 PM", Wednesday: "11:00 – 2:00 PM" };
  it("reads both spans of a split day and lets a start share the end's meridiem", () => {
    expect(isOpenNow(lunchDinner, at(2026, 11, 23, 12, 30))).toBe(true); // Monday lunch
    expect(isOpenNow(lunchDinner, at(2026, 11, 23, 15, 0))).toBe(false); // between services
    expect(isOpenNow(lunchDinner, at(2026, 11, 23, 18, 0))).toBe(true); // Monday dinner, "5:00 – 9:00 PM"
    expect(isOpenNow(lunchDinner, at(2026, 11, 24, 17, 30))).toBe(true); // Tuesday 5:30 PM
    expect(isOpenNow(lunchDinner, at(2026, 11, 24, 5, 30))).toBe(false); // not 5 AM
    expect(isOpenNow(lunchDinner, at(2026, 11, 25, 11, 30))).toBe(true); // "11:00 – 2:00 PM" is 11 AM to 2 PM
  });
});
