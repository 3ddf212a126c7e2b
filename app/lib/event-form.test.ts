// The event form's "Ends on" date (issue 46): only a real calendar day within a year of the start.
import { describe, expect, it } from "vitest";
import { eventFormSchema } from "./event-form";
import { SERIES_MESSAGES } from "./recurrence";

const NOW = new Date(Date.UTC(2026, 1, 1, 12));
const repeating = (until: string) => ({
  title: "Farmers market",
  location: "Old Town Green",
  startDate: "2026-02-10T09:00",
  repeats: "weekly",
  ends: "until",
  until,
});

describe("eventFormSchema: a series' end date", () => {
  it("accepts a real day after the start, within a year", () => {
    expect(eventFormSchema(NOW).safeParse(repeating("2026-02-28")).success).toBe(true);
  });

  it.each(["2026-02-30", "2026-04-31", "2026-02-09", "2027-03-01"])("refuses %s", (until) => {
    const result = eventFormSchema(NOW).safeParse(repeating(until));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toContainEqual(["until", SERIES_MESSAGES.until]);
  });
});
