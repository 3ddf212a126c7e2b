import { describe, expect, it } from "vitest";
import { pageCount, pageHref, pageWindow } from "./paging";

describe("paging", () => {
  it("counts pages, at least one", () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
    expect(pageCount(43, 12)).toBe(4);
  });
  it("links keep the filters and leave page 1 without a page parameter", () => {
    expect(pageHref("/directory", { q: "main st", category: "3", sort: null }, 2)).toBe("/directory?q=main+st&category=3&page=2");
    expect(pageHref("/events", { category: null }, 1)).toBe("/events");
    expect(pageHref("/events", { category: "5" }, 1)).toBe("/events?category=5");
  });
  it("shows first, last and the neighbours of the current page, with gaps", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(10, 10)).toEqual([1, null, 9, 10]);
  });
});
