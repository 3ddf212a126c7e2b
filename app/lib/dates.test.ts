import { describe, expect, it } from "vitest";
import { dateToTownLocal, formatInTown, formatRangeInTown, inTownZone, sameTownDay, TOWN_STYLES, townLocalToDate } from "./dates";

// Values checked against date-fns with @date-fns/tz (what these functions replaced) over 3,000 random instants.
describe("town dates (America/Indiana/Indianapolis)", () => {
  const july = Date.UTC(2026, 6, 4, 23, 30); // 7:30 PM EDT
  const jan = Date.UTC(2026, 0, 5, 14, 5, 9); // 9:05 AM EST
  it("formats the site's patterns in the town's zone", () => {
    expect(formatInTown("en", july, "eventDate")).toBe("Jul 4, 2026 at 7:30 PM");
    expect(formatInTown("en", july, "eventDetail")).toBe("Saturday, July 4, 2026 at 7:30 PM");
    expect(formatInTown("en", jan, "dateTimeSeconds")).toBe("Jan 5, 2026 9:05:09 AM");
    // The token patterns "yyyyMMdd h:mm a" and "h a" had no caller left: midnight and noon through the `time` style.
    expect(formatInTown("en", Date.UTC(2026, 0, 1, 5, 0), "time")).toBe("12:00 AM");
    expect(formatInTown("en", Date.UTC(2026, 0, 1, 17, 0), "time")).toBe("12:00 PM");
    expect(formatInTown("en", null, "date")).toBe("Date not available");
    expect(formatInTown("en", "not a date", "date")).toBe("Invalid date");
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

  // 7:30 PM EST on Monday, Nov 23, 2026.
  const nov = Date.UTC(2026, 10, 24, 0, 30);
  const EXPECTED: Record<keyof typeof TOWN_STYLES, [string, string]> = {
    date: ["Nov 23, 2026", "23 nov 2026"],
    longDate: ["November 23, 2026", "23 de noviembre de 2026"],
    fullDate: ["Monday, November 23, 2026", "lunes, 23 de noviembre de 2026"],
    numericDate: ["11/23/2026", "23/11/2026"],
    weekdayDay: ["Monday, November 23", "lunes, 23 de noviembre"],
    weekdayShort: ["Mon", "lun"],
    weekday: ["Monday", "lunes"],
    month: ["November", "noviembre"],
    monthYear: ["November 2026", "noviembre de 2026"],
    dateTime: ["Nov 23, 2026 7:30 PM", "23 de noviembre de 2026, 19:30"],
    dateTimeSeconds: ["Nov 23, 2026 7:30:00 PM", "23 nov 2026, 19:30:00"],
    shortDateTime: ["Nov 23, 7:30 PM", "23 nov, 19:30"],
    dateClock: ["Nov 23, 2026, 19:30", "23 nov 2026, 19:30"],
    mediumDateTime: ["Nov 23, 2026, 7:30 PM", "23 nov 2026, 7:30 p.m."],
    eventDate: ["Nov 23, 2026 at 7:30 PM", "23 nov 2026, 7:30 p.m."],
    longDateTime: ["November 23, 2026 at 7:30 PM", "23 de noviembre de 2026 a las 7:30 p.m."],
    eventDetail: ["Monday, November 23, 2026 at 7:30 PM", "lunes, 23 de noviembre de 2026, 7:30 p.m."],
    weekdayEventDate: ["Monday, Nov 23, 2026 at 7:30 PM", "lunes, 23 de noviembre de 2026, 7:30 p.m."],
    dayTime: ["Monday, November 23 at 7:30 PM", "lunes, 23 de noviembre de 2026, 7:30 p.m."],
    letterDay: ["Mon, Nov 23, 7:30 PM", "lun, 23 de nov, 7:30 p.m."],
    until: ["Mon 7:30 PM", "lun 7:30 p.m."],
    hour: ["7 PM", "7 p.m."],
    time: ["7:30 PM", "7:30 p.m."],
    clock: ["19:30", "19:30"],
    zoneName: ["Eastern Time", "hora oriental"],
  };
  // ICU builds differ in the spaces of Spanish times ("p. m.", narrow or plain spaces): compared without them.
  const squeeze = (s: string) => s.replace(/[\s\u202f\u00a0]/g, "").replace("p.m.", "pm");
  it.each(Object.entries(EXPECTED))("style %s in English (exactly, plain spaces) and Spanish", (style, [en, es]) => {
    const s = style as keyof typeof TOWN_STYLES;
    expect(formatInTown("en", nov, s)).toBe(en);
    expect(squeeze(formatInTown("es", nov, s))).toBe(squeeze(es));
  });
  it("has no English output with ICU's narrow or thin spaces", () => {
    for (const style of Object.keys(TOWN_STYLES) as (keyof typeof TOWN_STYLES)[]) {
      expect(formatInTown("en", nov, style)).not.toMatch(/[\u2009\u202f\u00a0]/);
    }
  });
  it("says a missing or unparseable date in the reader's language", () => {
    expect(formatInTown("en", undefined, "eventDetail")).toBe("Date not available");
    expect(formatInTown("en", "", "time")).toBe("Date not available");
    expect(formatInTown("en", Number.NaN, "time")).toBe("Invalid date");
    expect(formatInTown("es", null, "date")).toBe("Fecha no disponible");
    expect(formatInTown("es", "mañana", "date")).toBe("Fecha no válida");
  });
  it("reads the town's wall clock on DST change days and at midnight", () => {
    // Mar 8, 2026: 1:59 AM EST is 06:59Z, the next minute is 3:00 AM EDT (07:00Z).
    expect(formatInTown("en", Date.UTC(2026, 2, 8, 6, 59), "dateTime")).toBe("Mar 8, 2026 1:59 AM");
    expect(formatInTown("en", Date.UTC(2026, 2, 8, 7, 0), "dateTime")).toBe("Mar 8, 2026 3:00 AM");
    expect(formatInTown("es", Date.UTC(2026, 2, 8, 7, 0), "clock")).toBe("03:00");
    // Nov 1, 2026: 1:30 AM happens twice (05:30Z EDT, 06:30Z EST); midnight after is 05:00Z.
    expect(formatInTown("en", Date.UTC(2026, 10, 1, 5, 30), "eventDate")).toBe("Nov 1, 2026 at 1:30 AM");
    expect(formatInTown("en", Date.UTC(2026, 10, 1, 6, 30), "eventDate")).toBe("Nov 1, 2026 at 1:30 AM");
    expect(formatInTown("en", Date.UTC(2026, 10, 2, 5, 0), "eventDetail")).toBe("Monday, November 2, 2026 at 12:00 AM");
    expect(formatInTown("en", Date.UTC(2026, 10, 2, 4, 59), "eventDetail")).toBe("Sunday, November 1, 2026 at 11:59 PM");
    expect(formatInTown("es", Date.UTC(2026, 10, 2, 5, 0), "clock")).toBe("00:00");
    expect(formatInTown("es", Date.UTC(2026, 10, 2, 5, 0), "longDate")).toBe("2 de noviembre de 2026");
  });
  it("formats ranges as one when the style is one Intl piece", () => {
    const a = new Date(Date.UTC(2026, 9, 14, 12));
    const b = new Date(Date.UTC(2026, 9, 18, 12));
    expect(formatRangeInTown("es", a, b, "date").replace(/[\s\u2009\u202f]/g, "")).toBe("14–18deoctde2026");
    expect(formatRangeInTown("en", a, b, "dateTime")).toBe("Oct 14, 2026 8:00 AM – Oct 18, 2026 8:00 AM");
  });
});
