import { describe, expect, it } from "vitest";
import { addTownDays, townDayStart } from "./town-days.server";

describe("town days (date-fns in Indiana time)", () => {
  it("adds calendar days at the same wall-clock time, across the end of daylight saving", () => {
    // 2026-10-20 09:00 EDT (13:00Z) + 30 days = 2026-11-19 09:00 EST (14:00Z): 30 town days, not 720 hours.
    expect(addTownDays(new Date("2026-10-20T13:00:00Z"), 30).toISOString()).toBe("2026-11-19T14:00:00.000Z");
    expect(addTownDays(new Date("2026-11-26T12:00:00Z"), -1).toISOString()).toBe("2026-11-25T12:00:00.000Z");
  });

  it("finds the start of the town's day, not UTC's", () => {
    // 03:30Z on Nov 27 is still Nov 26 in Indiana (22:30 EST): tomorrow starts Nov 27 05:00Z.
    expect(townDayStart(new Date("2026-11-27T03:30:00Z"), 1).toISOString()).toBe("2026-11-27T05:00:00.000Z");
    expect(townDayStart(new Date("2026-11-27T03:30:00Z")).toISOString()).toBe("2026-11-26T05:00:00.000Z");
    // The day after spring-forward night starts at EDT midnight (04:00Z).
    expect(townDayStart(new Date("2027-03-14T12:00:00Z"), 1).toISOString()).toBe("2027-03-15T04:00:00.000Z");
  });
});
