import { describe, expect, it } from "vitest";
import { returnPath } from "./i18n/lang";
import { safeReturnTo } from "./return-to";

// Every way a "come back here" value has been seen to leave the site (issue 17 finding 3, issue 41 item 5).
const OFF_SITE_VECTORS = [
  "/.//evil.example",
  "/.//evil.example/phish",
  "/./\\evil.example",
  "/%2e//evil.example",
  "/%2E//evil.example",
  "/.%2e//evil.example",
  "/%2e%2e//evil.example",
  "/a/..//evil.example",
  "/a/../..//evil.example",
  "/..//evil.example",
  "//evil.example",
  "///evil.example",
  "/\\evil.example",
  "\\/evil.example",
  "\\\\evil.example",
  "%2F%2Fevil.example",
  "%2f%2fevil.example",
  "https://evil.example",
  "http:evil.example",
  "HTTPS://evil.example/x",
  "/%09/evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n//evil.example",
  "/%0d%0a//evil.example",
  "javascript:alert(1)",
  " //evil.example",
  "evil.example",
  "",
];

/** What a browser does with the Location header: the host it would go to. */
const hostOf = (location: string) => new URL(location, "https://greenwood.example/some/page").host;

describe("safeReturnTo", () => {
  it("keeps same-site paths with their query and hash", () => {
    expect(safeReturnTo("/directory#claim-12")).toBe("/directory#claim-12");
    expect(safeReturnTo("/events/create?tier=premium")).toBe("/events/create?tier=premium");
    expect(safeReturnTo("/news?page=2&q=fair")).toBe("/news?page=2&q=fair");
    expect(safeReturnTo("/a/./b/../c")).toBe("/a/c");
  });

  it.each(OFF_SITE_VECTORS)("answers a path on this site for %j", (value) => {
    const result = safeReturnTo(value);
    expect(result.startsWith("/")).toBe(true);
    expect(result.startsWith("//")).toBe(false);
    // eslint-disable-next-line no-control-regex -- control characters are what must not come back
    expect(result).not.toMatch(/[\\\u0000-\u001f]/);
    expect(hostOf(result)).toBe("greenwood.example");
  });

  it.each([
    "//evil.example",
    "/.//evil.example",
    "/./\\evil.example",
    "/%2e//evil.example",
    "/a/..//evil.example",
    "https://evil.example",
    "javascript:alert(1)",
    "\\/evil.example",
  ])("falls back to the home page for %j", (value) => {
    expect(safeReturnTo(value)).toBe("/");
  });

  it("keeps percent-encoded slashes and tabs as a harmless path on this site", () => {
    expect(safeReturnTo("/%2F%2Fevil.example")).toBe("/%2F%2Fevil.example");
    expect(safeReturnTo("/%09/evil.example")).toBe("/%09/evil.example");
  });

  it.each([null, undefined, 42, {}, ["/x"]])("falls back to / for a non-string %j", (value) => {
    expect(safeReturnTo(value)).toBe("/");
  });
});

describe("the language switch's returnPath uses the same check", () => {
  it.each(OFF_SITE_VECTORS)("stays on this site for %j", (value) => {
    const result = returnPath(value);
    expect(result.startsWith("//")).toBe(false);
    expect(hostOf(result)).toBe("greenwood.example");
  });
  it("drops the lang override and keeps the rest", () => {
    expect(returnPath("/news?lang=es&page=2#top")).toBe("/news?page=2#top");
  });
});
