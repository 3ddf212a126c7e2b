import { describe, expect, it } from "vitest";
import { jobAgeLabel, normaliseEmploymentType, schemaEmploymentType } from "./jobs";

const DAY = 86_400_000;
const now = new Date("2026-11-23T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);

describe("jobAgeLabel (part 1 §9)", () => {
  it.each([
    [0, "1 day ago"],
    [DAY, "1 day ago"],
    [DAY + 1, "2 days ago"],
    [6 * DAY, "6 days ago"],
    [6 * DAY + 1, "1 week ago"],
    [14 * DAY, "2 weeks ago"],
    [29 * DAY, "4 weeks ago"],
    [29 * DAY + 1, "1 month ago"],
    [60 * DAY, "2 months ago"],
    [400 * DAY, "13 months ago"],
  ])("%i ms old reads %s", (ms, label) => {
    expect(jobAgeLabel(ago(ms), now)).toBe(label);
  });

  it("reads a missing or broken date honestly and a future date as new", () => {
    expect(jobAgeLabel(null, now)).toBe("Date not available");
    expect(jobAgeLabel("not a date", now)).toBe("Date not available");
    expect(jobAgeLabel(new Date(now.getTime() + 5 * DAY), now)).toBe("1 day ago");
  });
});

describe("employment types", () => {
  it("normalises what job boards write", () => {
    expect(normaliseEmploymentType("FULL_TIME")).toBe("Full-time");
    expect(normaliseEmploymentType("Part time")).toBe("Part-time");
    expect(normaliseEmploymentType("Contractor")).toBe("Contract");
    expect(normaliseEmploymentType("Summer Intern")).toBe("Internship");
    expect(normaliseEmploymentType("Seasonal")).toBe("Temporary");
    expect(normaliseEmploymentType("whatever")).toBeNull();
    expect(schemaEmploymentType("Full-time")).toBe("FULL_TIME");
    expect(schemaEmploymentType(null)).toBeUndefined();
  });
});

describe("readJobFilters", () => {
  it("keeps good values and drops bad ones", async () => {
    const { readJobFilters, jobFiltersSchema } = await import("./jobs");
    const f = readJobFilters(new URLSearchParams("q=nurse&category=2&type=Part-time&remote=only&distance=25&posted=7&page=3"));
    expect(f).toEqual({ q: "nurse", category: 2, type: "Part-time", remote: "only", distance: 25, posted: 7, page: 3 });
    const bad = readJobFilters(new URLSearchParams("category=x&type=Gig&remote=maybe&distance=12&posted=2&page=-1"));
    expect(bad).toEqual({ q: null, category: undefined, type: undefined, remote: undefined, distance: undefined, posted: undefined, page: 1 });
    expect(jobFiltersSchema.safeParse({ distance: "12" }).success).toBe(false);
  });
});
