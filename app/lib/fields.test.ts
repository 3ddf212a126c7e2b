import { describe, expect, it } from "vitest";
import { z } from "~/lib/zod";
import {
  bool,
  boundedDate,
  boundedInt,
  httpUrl,
  isRealCalendarDate,
  money,
  ONE_LINE_MESSAGE,
  optionalEmail,
  optionalHttpUrl,
  optionalText,
  pageParam,
  parseId,
  safeHref,
  text,
} from "./fields";

describe("field helpers", () => {
  it("text refuses control characters, blanks and over-long values", () => {
    const s = text(10, { required: "Title is required" });
    expect(s.parse("  Park  ")).toBe("Park");
    expect(s.safeParse("").error?.issues[0]!.message).toBe("Title is required");
    expect(s.safeParse("ab\u0000cd").success).toBe(false);
    // One line unless multiline: a line break or a tab in a title is refused with its own message.
    expect(s.safeParse("a\tb\nc").error?.issues[0]!.message).toBe(ONE_LINE_MESSAGE);
    expect(s.safeParse("a\r\nb").success).toBe(false);
    expect(text(10, { multiline: true }).safeParse("a\tb\nc").success).toBe(true);
    expect(text(10, { multiline: true }).safeParse("a\u0007b").success).toBe(false);
    expect(s.safeParse("x".repeat(11)).success).toBe(false);
    expect(s.safeParse(["a"]).success).toBe(false);
  });

  it("optional text maps blank to null", () => {
    const s = z.object({ a: optionalText(5) });
    expect(s.parse({ a: "" }).a).toBeNull();
    expect(s.parse({}).a).toBeNull();
    expect(s.parse({ a: null }).a).toBeNull();
    expect(s.parse({ a: " hi " }).a).toBe("hi");
    expect(s.safeParse({ a: 5 }).success).toBe(false);
  });

  it("URLs are http(s) only, on input and output", () => {
    expect(httpUrl().safeParse("javascript:alert(1)").success).toBe(false);
    expect(httpUrl().safeParse("data:text/html,x").success).toBe(false);
    expect(httpUrl().parse("https://example.org/a")).toBe("https://example.org/a");
    expect(z.object({ u: optionalHttpUrl() }).parse({ u: "" }).u).toBeNull();
    expect(safeHref("JavaScript:alert(1)")).toBeNull();
    expect(safeHref("http://x.test/")).toBe("http://x.test/");
  });

  it("integers are safe and bounded, never coerced from booleans or exponents", () => {
    const s = boundedInt(1, 100_000);
    expect(s.parse("42")).toBe(42);
    expect(s.parse(42)).toBe(42);
    // eslint-disable-next-line no-loss-of-precision -- the point: a number past 2^53 must be refused
    expect(s.safeParse(9007199254740993).success).toBe(false);
    expect(s.safeParse("9007199254740993").success).toBe(false);
    expect(s.safeParse(true).success).toBe(false);
    expect(s.safeParse("1e3").success).toBe(false);
    expect(s.safeParse(1.5).success).toBe(false);
    expect(s.safeParse(0).success).toBe(false);
  });

  it("ids and pages", () => {
    expect(parseId("12")).toBe(12);
    expect(parseId("0")).toBeNull();
    expect(parseId("-1")).toBeNull();
    expect(parseId("99999999999999999999")).toBeNull();
    expect(parseId("1e3")).toBeNull();
    expect(pageParam("1e309")).toBe(1);
    expect(pageParam("99999999999999999999")).toBe(1);
    expect(pageParam("3")).toBe(3);
  });

  it("money is a bounded decimal in cents", () => {
    expect(money().parse("12.50")).toBe(1250);
    expect(money().parse(12)).toBe(1200);
    expect(money().safeParse("12.505").success).toBe(false);
    expect(money().safeParse("-1").success).toBe(false);
    expect(money({ max: 100 }).safeParse("100.01").success).toBe(false);
  });

  it("booleans are strict", () => {
    expect(bool().parse("on")).toBe(true);
    expect(bool().parse(undefined)).toBe(false);
    expect(bool().parse(false)).toBe(false);
    expect(bool().safeParse("junk").success).toBe(false);
    expect(bool().safeParse(1).success).toBe(false);
  });

  it("dates are real and inside the window", () => {
    expect(isRealCalendarDate("2026-02-30")).toBe(false);
    expect(isRealCalendarDate("2028-02-29T10:00")).toBe(true);
    expect(boundedDate().safeParse("2026-02-30T10:00").success).toBe(false);
    expect(boundedDate().safeParse(0).success).toBe(false);
    expect(boundedDate().safeParse("10000-01-01").success).toBe(false);
    expect(boundedDate().parse("2026-12-01T10:00:00Z").toISOString()).toBe("2026-12-01T10:00:00.000Z");
  });

  it("e-mail is optional and lower-cased", () => {
    const s = z.object({ e: optionalEmail() });
    expect(s.parse({ e: "" }).e).toBeNull();
    expect(s.parse({ e: "A@B.org" }).e).toBe("a@b.org");
    expect(s.safeParse({ e: "nope" }).success).toBe(false);
  });
});

describe("safeHref", () => {
  it("keeps http(s) URLs and our own paths, drops everything else", () => {
    expect(safeHref("/media/abc-10x10/card")).toBe("/media/abc-10x10/card");
    expect(safeHref("/art/category/food.svg")).toBe("/art/category/food.svg");
    expect(safeHref("//evil.example/x")).toBeNull();
    expect(safeHref("/\\evil.example")).toBeNull();
    expect(safeHref("javascript:alert(1)")).toBeNull();
    expect(safeHref("data:image/png;base64,xx")).toBeNull();
  });
});
