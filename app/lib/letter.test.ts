import { describe, expect, it } from "vitest";
import { LETTER_TOPICS, type LetterContent, type LetterRecipient } from "./letter";
import { letterBatchBody, prepareLetterBatch, renderLetter, type LetterRenders } from "./letter-mail.server";

const content: LetterContent = {
  date: "2026-11-26",
  title: "Greenwood Community Hub weekly letter: November 26, 2026",
  news: [
    {
      title: 'Library "wing" opens <downtown> & more',
      url: "/news/1",
      summary: "Line one\nline two \\ tab\there",
      image: { src: "/media/a.jpg", alt: "The wing" },
    },
  ],
  events: [{ title: "Winter market — café", url: "https://example.org/e?a=1&b=2", meta: "Thu · Old Town", featured: true }],
  businesses: [{ title: "Fresh Bakery", url: "/directory/3" }],
  classifieds: [],
  jobs: [{ title: "Baker\u2028night shift", url: "/jobs/x" }],
};
const input = { content, siteName: "Greenwood Community Hub", siteUrl: "https://greenwood.example", subject: content.title };
const from = "Greenwood Community Hub <hello@greenwood.example>";
const readers: LetterRecipient[] = Array.from({ length: 40 }, (_, i) => ({
  id: i + 1,
  email: `Reader${i}+"x"@example.com`,
  topics: LETTER_TOPICS.filter((_, bit) => ((i % 31) + 1) & (1 << bit)),
  manageToken: `tok${i}`.padEnd(32, "q"),
}));

describe("the letter's batch", () => {
  it("is each reader's letter as the template renders it, with their token, whether or not the isolate rendered it before", () => {
    const renders: LetterRenders = new Map();
    const first = prepareLetterBatch(input, readers.slice(0, 20), renders);
    const again = prepareLetterBatch(input, readers, renders);
    expect(again.slice(0, 20)).toEqual(first);
    for (const [i, mail] of again.entries()) {
      const r = readers[i];
      const direct = renderLetter({
        ...input,
        topics: r!.topics,
        manageUrl: `https://greenwood.example/letters/manage?token=${r!.manageToken}`,
        unsubscribeUrl: `https://greenwood.example/letters/unsubscribe?token=${r!.manageToken}`,
      });
      expect(mail).toEqual({
        to: r!.email,
        subject: content.title,
        html: direct.html,
        text: direct.text,
        headers: {
          "List-Unsubscribe": `<https://greenwood.example/letters/unsubscribe?token=${r!.manageToken}>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        },
      });
    }
  });

  it("sends the provider the same JSON as serialising those mails", () => {
    const renders: LetterRenders = new Map();
    const mails = prepareLetterBatch(input, readers);
    const expected = JSON.stringify(mails.map((m) => ({ from, to: [m.to], subject: m.subject, html: m.html, text: m.text, headers: m.headers })));
    expect(letterBatchBody(from, input, readers.slice(0, 7), renders)).toBe(JSON.stringify(JSON.parse(expected).slice(0, 7)));
    expect(letterBatchBody(from, input, readers, renders)).toBe(expected);
  });
});
