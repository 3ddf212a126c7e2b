// lib/seo.ts: the link-preview helpers (which picture a preview gets and the tags every page carries).
import { describe, expect, it } from "vitest";
import { itemPicture, ogImageSize, openGraphTags, previewText, SITE_OG_IMAGE } from "./seo";

const UPLOAD = "/media/0123456789abcdef0123456789abcdef-1200x800";

describe("itemPicture", () => {
  it("keeps uploads and photo URLs, turns our art SVGs into their PNG copies, and never gives an SVG", () => {
    expect(itemPicture(UPLOAD, "Sports")).toBe(UPLOAD);
    expect(itemPicture("https://news.example/photo.jpg", "Sports")).toBe("https://news.example/photo.jpg");
    expect(itemPicture("/art/scene/books-1.svg", "Sports")).toBe("/og/scene/books-1.png");
    expect(itemPicture("/art/logo/blue-heron-diner.svg", null)).toBe("/og/logo/blue-heron-diner.png");
    expect(itemPicture("https://cdn.example/logo.svg?v=2", "Sports")).toBe("/og/category/sports.png");
    expect(itemPicture(null, "Vehicles")).toBe("/og/category/car.png");
    expect(itemPicture("javascript:alert(1)", "nothing known")).toBe("/og/category/general.png");
    expect(SITE_OG_IMAGE).toBe("/og/category/community.png");
  });
});

describe("ogImageSize", () => {
  it("knows our art's 1200×630 and an upload's size up to the full width, nothing else", () => {
    expect(ogImageSize("/og/scene/books-1.png")).toEqual({ width: 1200, height: 630 });
    expect(ogImageSize(UPLOAD)).toEqual({ width: 1200, height: 800 });
    expect(ogImageSize("/media/0123456789abcdef0123456789abcdef-4000x3000")).toBeNull();
    expect(ogImageSize("https://news.example/photo.jpg")).toBeNull();
  });
});

describe("previewText", () => {
  it("makes one line of at most 200 characters, cut at a word", () => {
    expect(previewText("  a\n b  ")).toBe("a b");
    const long = previewText("word ".repeat(100));
    expect(long.length).toBeLessThanOrEqual(200);
    expect(long).toMatch(/word…$/);
  });
});

describe("openGraphTags", () => {
  const site = { origin: "https://greenwood.example", url: "https://greenwood.example/news/1", name: "Greenwood", description: "Local news." };
  const get = (tags: ReturnType<typeof openGraphTags>, key: string) =>
    tags.filter((t) => ("property" in t ? t.property : t.name) === key).map((t) => t.content);

  it("previews a page without its own as the site, with the site's picture and a large card", () => {
    const tags = openGraphTags({ ...site, url: "https://greenwood.example/" }, null);
    expect(get(tags, "og:type")).toEqual(["website"]);
    expect(get(tags, "og:title")).toEqual(["Greenwood"]);
    expect(get(tags, "og:description")).toEqual(["Local news."]);
    expect(get(tags, "og:url")).toEqual(["https://greenwood.example/"]);
    expect(get(tags, "og:image")).toEqual(["https://greenwood.example/og/category/community.png"]);
    expect(get(tags, "og:image:width")).toEqual(["1200"]);
    expect(get(tags, "og:image:height")).toEqual(["630"]);
    expect(get(tags, "og:image:alt")).toEqual(["Greenwood"]);
    expect(get(tags, "twitter:card")).toEqual(["summary_large_image"]);
  });

  it("takes a page's own title, description, type, picture and alt text; an outside picture goes without a size", () => {
    const tags = openGraphTags(site, {
      title: "Park opens",
      description: "The new park opens Saturday.",
      type: "article",
      image: "https://news.example/photo.jpg",
      imageAlt: "Children on the new swings",
    });
    expect(get(tags, "og:type")).toEqual(["article"]);
    expect(get(tags, "og:title")).toEqual(["Park opens"]);
    expect(get(tags, "og:description")).toEqual(["The new park opens Saturday."]);
    expect(get(tags, "og:image")).toEqual(["https://news.example/photo.jpg"]);
    expect(get(tags, "og:image:width")).toEqual([]);
    expect(get(tags, "og:image:alt")).toEqual(["Children on the new swings"]);
    expect(get(openGraphTags(site, { title: "Park opens", description: "" }), "og:description")).toEqual(["Local news."]);
  });
});
