import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  absolutizeHtml,
  charsetFromXmlDeclaration,
  cutAtWord,
  decodeFeedBytes,
  detectSingleByteEncoding,
  parseFeedDate,
  titleText,
} from "./feed-text";

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

describe("decodeFeedBytes: detection when nothing is declared (class 11)", () => {
  const undeclared = (name: string) => {
    const bytes = fixture(name);
    const decl = new TextDecoder("latin1").decode(bytes.subarray(0, 200)).match(/^\uFEFF?\s*<\?xml[^>]*\?>/);
    return decl ? bytes.subarray(decl[0].length) : bytes;
  };
  it("detects an undeclared windows-1255 (Hebrew) feed: notes.co.il via chardet's suite", () => {
    const bytes = fixture("chardet-windows-1255-notes.co.il.7.xml");
    expect(() => new TextDecoder("utf-8", { fatal: true }).decode(bytes)).toThrow();
    expect(charsetFromXmlDeclaration(bytes)).toBeNull();
    for (const contentType of [undefined, "application/rss+xml", "text/xml"]) {
      const { text, encoding } = decodeFeedBytes(bytes, contentType);
      expect(encoding).toBe("windows-1255");
      expect(text).toContain("<title>אלוהים נמצא בפרטים הקטנים</title>");
      expect(text).toContain("<title>לאסוף כסף מהרצפה</title>");
      expect(text).not.toContain("\uFFFD");
    }
  });
  it("still reads undeclared Latin-1 feeds as windows-1252 (JN and Folha with their declarations removed)", () => {
    for (const [name, words] of [
      ["rssparser-encoding-jn.rss", "Jornal de Notícias - Últimas Notícias"],
      ["rssparser-rss091-folha.rss", "Folha"],
    ]) {
      const bytes = undeclared(name!);
      expect(charsetFromXmlDeclaration(bytes)).toBeNull();
      const { text, encoding } = decodeFeedBytes(bytes);
      expect(encoding).toBe("windows-1252");
      expect(text).toContain(words);
    }
    expect(detectSingleByteEncoding(undeclared("feedparser-http_text_xml_charset_2.xml"))).toBe("windows-1252");
  });
  it("detects an undeclared windows-1251 (Russian) text and refuses a guess that leaves bytes undecodable", () => {
    const russian =
      "<rss><channel><title>Новости города</title><item><title>Открытие нового парка в центре</title><description>В субботу в центре города откроется новый парк с детской площадкой и фонтаном. Приглашаются все жители.</description></item></channel></rss>";
    const bytes = encodeSingleByte(russian, "windows-1251");
    expect(decodeFeedBytes(bytes)).toEqual({ text: russian, encoding: "windows-1251" });
    expect(decodeFeedBytes(new Uint8Array([...new TextEncoder().encode("<rss>Zo"), 0xeb, ...new TextEncoder().encode("</rss>")])).text).toBe(
      "<rss>Zoë</rss>",
    );
  });
});

/** Encodes text in a single-byte encoding by inverting TextDecoder's table (test helper). */
function encodeSingleByte(text: string, label: string): Uint8Array {
  const table = new TextDecoder(label).decode(Uint8Array.from({ length: 256 }, (_, i) => i));
  return Uint8Array.from(
    [...text].map((c) => {
      const byte = table.indexOf(c);
      if (byte < 0) throw new Error(`${c} is not in ${label}`);
      return byte;
    }),
  );
}

describe("feed text helpers", () => {
  it("keeps < and > in titles as text (class 13)", () => {
    expect(titleText("RSS <<< Title >>>")).toBe("RSS <<< Title >>>");
    expect(titleText("Fish & Chips < $5")).toBe("Fish & Chips < $5");
    expect(titleText("<b>Big</b> news &amp; more")).toBe("Big news & more");
  });
  it("resolves relative links in bodies (class 12)", () => {
    expect(absolutizeHtml("<a href=\"/relative/uri\">x</a><img src='pic.jpg'>", "http://example.com/test/item")).toBe(
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
