import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ART_THEMES } from "../app/lib/category-art";
import { buildSeed } from "./seed-builder";
import { GREENWOOD } from "./seed-greenwood";
import { withSamplePictures } from "./seed-pictures";

const file = (url: string) => new URL(`../public${url}`, import.meta.url);

function sizeOf(dir: string): number {
  return readdirSync(dir).reduce((n, f) => {
    const p = join(dir, f);
    return n + (statSync(p).isDirectory() ? sizeOf(p) : statSync(p).size);
  }, 0);
}

describe("sample pictures", () => {
  const s = withSamplePictures(buildSeed(new Date("2026-11-23T12:00:00Z"), GREENWOOD));

  it("gives every business a logo file of ours", () => {
    for (const b of s.businesses) {
      expect(b.logoUrl).toMatch(/^\/art\/logo\/[a-z0-9-]+\.svg$/);
      expect(existsSync(file(b.logoUrl!)), b.logoUrl!).toBe(true);
    }
  });

  it("gives most events, articles and ads a picture that exists", () => {
    const urls = [...s.events.map((e) => e.imageUrl), ...s.newsArticles.map((a) => a.imageUrl), ...s.classifiedAds.map((a) => a.imageUrls?.[0])];
    for (const [rows, pictured] of [
      [s.events, s.events.filter((e) => e.imageUrl)],
      [s.newsArticles, s.newsArticles.filter((a) => a.imageUrl)],
      [s.classifiedAds, s.classifiedAds.filter((a) => a.imageUrls?.length)],
    ] as const) {
      expect(pictured.length / rows.length).toBeGreaterThan(0.6);
      expect(pictured.length).toBeLessThan(rows.length); // some keep the category fallback
    }
    for (const url of urls.filter((u): u is string => Boolean(u))) {
      expect(url.startsWith("/art/")).toBe(true);
      expect(existsSync(file(url)), url).toBe(true);
    }
  });

  it("has a fallback illustration for every theme, and the art stays under 3 MB", () => {
    for (const theme of ART_THEMES) expect(existsSync(file(`/art/category/${theme}.svg`))).toBe(true);
    expect(sizeOf(new URL("../public/art", import.meta.url).pathname)).toBeLessThan(3 * 1024 * 1024);
  });
});
