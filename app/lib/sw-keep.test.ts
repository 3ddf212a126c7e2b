// The service worker's keeping rules (public/sw-keep.js), loaded as the worker loads them (importScripts: a plain
// script that sets self.greenwoodKeep): which pages are kept as what, and what is evicted to keep the set under 2 MB.
import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";

type Entry = { key: string; kind: string; size: number; at: number };
type Keep = {
  LIMITS: { maxBytes: number; maxLists: number; maxItems: number };
  kindOf: (pathname: string, search: string) => string | null;
  keyOf: (pathname: string, search: string, kind: string) => string;
  evictions: (entries: Entry[], limits?: Keep["LIMITS"]) => string[];
  isMemberPage: (html: string) => boolean;
  titleOf: (html: string) => string;
};

function load(): Keep {
  const self: { greenwoodKeep?: Keep } = {};
  runInNewContext(readFileSync(new URL("../../public/sw-keep.js", import.meta.url), "utf8"), { self });
  return self.greenwoodKeep!;
}

const keep = load();
const KB = 1024;
const total = (entries: Entry[], dropped: string[]) => entries.filter((e) => !dropped.includes(e.key)).reduce((n, e) => n + e.size, 0);

describe("what is kept as what", () => {
  it("pins home, /emergency and /alerts; keeps lists with their filters and articles and events; never a member's page", () => {
    expect(["/", "/emergency", "/alerts"].map((p) => keep.kindOf(p, ""))).toEqual(["pinned", "pinned", "pinned"]);
    expect(keep.kindOf("/offline", "")).toBe("offline");
    expect(keep.kindOf("/events", "?when=weekend")).toBe("list");
    expect(keep.keyOf("/events", "?when=weekend", "list")).toBe("/events?when=weekend");
    expect(keep.kindOf("/news/12", "")).toBe("item");
    for (const path of ["/account", "/account/orders", "/admin", "/api/weather", "/checkout", "/letters/manage", "/saved-searches/manage"])
      expect(keep.kindOf(path, ""), path).toBeNull();
    expect(keep.isMemberPage('<form method="post" action="/api/logout">')).toBe(true);
    expect(keep.isMemberPage('<form action="/search">')).toBe(false);
    expect(keep.titleOf("<title>Emergency &amp; Safety | Greenwood</title>")).toBe("Emergency & Safety | Greenwood");
  });
});

describe("the 2 MB cap", () => {
  it("drops the oldest lists past the count, then the oldest lists and items until the set fits; pinned pages stay", () => {
    const entries: Entry[] = [
      { key: "/offline", kind: "offline", size: 20 * KB, at: 1 },
      { key: "/", kind: "pinned", size: 60 * KB, at: 2 },
      { key: "/emergency", kind: "pinned", size: 40 * KB, at: 3 },
      { key: "/alerts", kind: "pinned", size: 40 * KB, at: 4 },
      { key: "app.css", kind: "asset", size: 30 * KB, at: 5 },
      // Twelve lists of 250 KB each, one a minute: with the pinned pages, 2 MB would be passed.
      ...Array.from({ length: 12 }, (_, i) => ({ key: `/events?page=${i}`, kind: "list", size: 250 * KB, at: 100 + i })),
      { key: "/news/1", kind: "item", size: 200 * KB, at: 50 },
    ];
    const dropped = keep.evictions(entries);
    // Past the count (8): the four oldest lists.
    for (const i of [0, 1, 2, 3]) expect(dropped).toContain(`/events?page=${i}`);
    // Then, oldest first, until it fits: the article (older than every list), then lists.
    expect(dropped).toContain("/news/1");
    expect(total(entries, dropped)).toBeLessThanOrEqual(2 * 1024 * KB);
    for (const kept of ["/offline", "/", "/emergency", "/alerts", "app.css", "/events?page=11"]) expect(dropped).not.toContain(kept);
    // Nothing more is dropped than needed: putting back the newest dropped entry would pass the cap.
    const newestDropped = entries.filter((e) => dropped.includes(e.key)).sort((a, b) => b.at - a.at)[0];
    expect(total(entries, dropped) + newestDropped!.size).toBeGreaterThan(2 * 1024 * KB);
  });

  it("evicts assets only after every list and item, and nothing under the cap", () => {
    const small: Entry[] = [
      { key: "/", kind: "pinned", size: 50 * KB, at: 1 },
      { key: "/events", kind: "list", size: 50 * KB, at: 2 },
    ];
    expect(keep.evictions(small)).toEqual([]);
    const heavy: Entry[] = [
      { key: "/", kind: "pinned", size: 100 * KB, at: 1 },
      { key: "old.js", kind: "asset", size: 1500 * KB, at: 2 },
      { key: "new.js", kind: "asset", size: 500 * KB, at: 5 },
      { key: "/events", kind: "list", size: 100 * KB, at: 3 },
    ];
    expect(keep.evictions(heavy)).toEqual(["old.js", "/events"]);
  });
});
