import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { absolutizeHtml, cutAtWord, decodeFeedBytes, parseFeedDate, titleText } from "./feed-text";

const fixture = (name: string) => new Uint8Array(readFileSync(`tests/fixtures/real/feeds/${name}`));
const NOW = new Date("2026-11-23T12:00:00Z");

describe("decodeFeedBytes (class 11)", () => {
  it("reads the XML declaration: ISO-8859-1 (JN via rss-parser), cp1251 and koi8-r (feedparser)", () => {
    expect(decodeFeedBytes(fixture("rssparser-encoding-jn.rss")).text).toContain("Jornal de Notícias - Últimas Notícias");
    expect(decodeFeedBytes(fixture("feedparser-x80_cp1251.xml")).text).toContain("<title>Ђ</title>");
    expect(decodeFeedBytes(fixture("feedparser-x80_koi8-r.xml")).text).toContain("<title>─</title>");
  });
  it("lets the HTTP charset win over the declaration, and detects undeclared Latin-1", () => {
    const bytes = fixture("feedparser-http_text_xml_charset_2.xml");
    expect(decodeFeedBytes(bytes, "text/xml; charset=windows-1252").text).toContain("This is a £“test.”");
    expect(decodeFeedBytes(bytes, "text/xml").text).toContain("This is a £“test.”");
    expect(decodeFeedBytes(new TextEncoder().encode("<rss>Zoë</rss>")).text).toBe("<rss>Zoë</rss>");
  });
});

describe("feed text helpers", () => {
  it("keeps < and > in titles as text (class 13)", () => {
    expect(titleText("RSS <<< Title >>>")).toBe("RSS <<< Title >>>");
    expect(titleText("Fish & Chips < $5")).toBe("Fish & Chips < $5");
    expect(titleText("<b>Big</b> news &amp; more")).toBe("Big news & more");
  });
  it("resolves relative links in bodies (class 12)", () => {
    expect(absolutizeHtml('<a href="/relative/uri">x</a><img src=\'pic.jpg\'>', "http://example.com/test/item")).toBe(
      '<a href="http://example.com/relative/uri">x</a><img src="http://example.com/test/pic.jpg">',
    );
    expect(absolutizeHtml('<a href="mailto:a@b.c">m</a>', "http://example.com/")).toBe('<a href="mailto:a@b.c">m</a>');
  });
  it("cuts titles at a word (class 16)", () => {
    const long = "word ".repeat(80).trim();
    const cut = cutAtWord(long, 255);
    expect(cut.length).toBeLessThanOrEqual(255);
    expect(cut.endsWith("word…")).toBe(true);
  });
  it("reads zone-less dates in the town's zone, zoned dates as given, junk as null (class 16)", () => {
    expect(parseFeedDate("Wed, 03 Jan 2018 13:47:00", NOW)?.toISOString()).toBe("2018-01-03T18:47:00.000Z");
    expect(parseFeedDate("2018-07-03T13:47:00", NOW)?.toISOString()).toBe("2018-07-03T17:47:00.000Z");
    expect(parseFeedDate("Wed, 03 Jan 2018 13:47:00 GMT", NOW)?.toISOString()).toBe("2018-01-03T13:47:00.000Z");
    expect(parseFeedDate("2003-12-31T10:14:55Z", NOW)?.toISOString()).toBe("2003-12-31T10:14:55.000Z");
    expect(parseFeedDate("not a date", NOW)).toBeNull();
    expect(parseFeedDate("", NOW)).toBeNull();
  });
});
