import { describe, expect, it } from "vitest";
import { editorNoteHtml, editorNoteText } from "./letter-note";

describe("editor's note", () => {
  it("renders paragraphs, bold, italic and http(s) links", () => {
    expect(editorNoteHtml("Hello **town**,\nsee *this*.\n\nMore at [the fair](https://example.org/fair?a=1&b=2).")).toBe(
      '<p>Hello <strong>town</strong>,<br>see <em>this</em>.</p><p>More at <a href="https://example.org/fair?a=1&amp;b=2">the fair</a>.</p>',
    );
  });

  it("escapes HTML and keeps other links as text", () => {
    const html = editorNoteHtml('<script>alert(1)</script> [x](javascript:alert(1)) [y](https://a.example/"onmouseover=1)');
    expect(html).not.toContain("<script");
    expect(html).not.toContain('href="javascript');
    expect(html).toContain("&lt;script&gt;");
    expect(html).not.toMatch(/<a [^>]*onmouseover/);
  });

  it("keeps a star in a URL inside the link", () => {
    expect(editorNoteHtml("[a](https://x.example/a*b*c)")).toBe('<p><a href="https://x.example/a*b*c">a</a></p>');
  });

  it("is empty for no note, and reads as plain text", () => {
    expect(editorNoteHtml("  \n ")).toBe("");
    expect(editorNoteText("**Hi** *all*\n\n[Fair](https://f.example)")).toBe("Hi all\n\nFair (https://f.example)");
  });
});

describe("the letter with the editor's changes", () => {
  const item = (topic: string, id: number) => ({ title: `${topic} ${id}`, url: `/${topic}/${id}` });
  const content = {
    date: "2026-11-26",
    title: "Weekly",
    news: [item("news", 1), item("news", 2)],
    events: [item("events", 3), item("events", 4)],
    businesses: [],
    classifieds: [],
    jobs: [],
  };

  it("puts the note at the top, drops an item and leads with the pinned one", async () => {
    const { applyLetterDraft, LETTER_TOPICS } = await import("./letter");
    const { renderLetter } = await import("./letter-mail.server");
    const edited = applyLetterDraft(content, { editorNote: "Hello **all**", dropped: ["/news/2"], pinned: "/events/4" });
    const { bodyHtml, text } = renderLetter({ content: edited, siteName: "G", siteUrl: "https://g.example", topics: LETTER_TOPICS, manageUrl: null });
    expect(bodyHtml.indexOf("<strong>all</strong>")).toBeLessThan(bodyHtml.indexOf("events 4"));
    expect(bodyHtml).not.toContain("news 2");
    expect(bodyHtml.indexOf("events 4")).toBeLessThan(bodyHtml.indexOf("events 3"));
    expect(bodyHtml.indexOf("events 3")).toBeLessThan(bodyHtml.indexOf("news 1"));
    expect(text.split("\n")[2]).toBe("Hello all");
  });
});
