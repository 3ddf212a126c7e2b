import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { decodeFeedBytes } from "~/lib/feed-text";
import { readNewsItems } from "./news-import.server";

const NOW = new Date("2026-11-23T12:00:00Z");
const read = (name: string, url = "http://127.0.0.1:8097/feed.xml") =>
  readNewsItems(decodeFeedBytes(new Uint8Array(readFileSync(`tests/fixtures/real/feeds/${name}`))).text, url, 1, NOW);

describe("readNewsItems on the real corpus", () => {
  it("keeps title-less items, with a title from their text and a stable key (class 16)", () => {
    const { items } = read("feedparser-item_dc_description.xml");
    expect(items).toHaveLength(1);
    expect(items[0]!.title).toBe("Example description");
    expect(read("feedparser-item_dc_description.xml").items[0]!.sourceKey).toBe(items[0]!.sourceKey);
  });
  it("resolves a relative item link against the feed URL, and body links against the Content-Location (class 12)", () => {
    expect(read("feedparser-http_entry_link_base_docuri.xml").items[0]!.sourceUrl).toBe("http://127.0.0.1:8097/relative/link");
    const { items } = read("feedparser-http_entry_content_base_content_location.xml", "http://example.com/");
    expect(items[0]!.content).toContain('href="http://example.com/relative/uri"');
  });
  it("leaves undated items undated instead of stamping the import time (class 16)", () => {
    expect(read("feedparser-item_author.xml").items[0]!.publishedAt).toBeNull();
    expect(read("feedparser-item_dc_date.xml").items[0]!.publishedAt?.toISOString()).toBe("2003-12-31T10:14:55.000Z");
  });
  it("decodes Latin-1 titles and bodies (class 11)", () => {
    const { items } = read("rssparser-encoding-jn.rss");
    expect(items[0]!.title).toBe("Mãe de utente é a nova presidente da Raríssimas");
    expect(items.map((i) => i.content).join("")).not.toContain("\uFFFD");
  });
});

describe("readNewsItems on producer shapes", () => {
  const rss = (item: string) =>
    `<?xml version="1.0"?><rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><title>T</title><link>https://paper.example/</link>${item}</channel></rss>`;
  it("uses a permalink guid as the link (class 16)", () => {
    const { items } = readNewsItems(rss("<item><title>A</title><guid>https://paper.example/a</guid></item>"), "https://paper.example/rss", 1, NOW);
    expect(items[0]!.sourceUrl).toBe("https://paper.example/a");
  });
  it("takes a media:content without a type as the lead image (class 14)", () => {
    const { items } = readNewsItems(
      rss('<item><title>A</title><link>https://paper.example/a</link><media:content url="https://img.example/lead.jpg" width="1200"/></item>'),
      "https://paper.example/rss",
      1,
      NOW,
    );
    expect(items[0]!.imageUrl).toBe("https://img.example/lead.jpg");
  });
  it("reads YouTube's media:group description as the body (class 14)", () => {
    const yt = `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/" xmlns:yt="http://www.youtube.com/xml/schemas/2015"><title>Channel</title>
<entry><id>yt:video:AAA111</id><title>Full race</title><link rel="alternate" href="https://www.youtube.com/watch?v=AAA111"/><published>2026-09-10T00:00:00+00:00</published>
<media:group><media:title>Full race</media:title><media:thumbnail url="https://i1.ytimg.com/vi/AAA111/hqdefault.jpg" width="480" height="360"/><media:description>Full race from Lime Rock.
Second line</media:description></media:group></entry></feed>`;
    const { items } = readNewsItems(yt, "https://www.youtube.com/feeds/videos.xml", 1, NOW);
    expect(items[0]!.excerpt).toContain("Full race from Lime Rock.");
    expect(items[0]!.content).toContain("Second line");
    expect(items[0]!.imageUrl).toBe("https://i1.ytimg.com/vi/AAA111/hqdefault.jpg");
  });
  it("keeps titles with < and > whole (class 13)", () => {
    const { items } = readNewsItems(
      rss("<item><title>Fish &amp; Chips &lt; $5</title><link>https://paper.example/f</link></item>"),
      "https://paper.example/rss",
      1,
      NOW,
    );
    expect(items[0]!.title).toBe("Fish & Chips < $5");
  });
});
