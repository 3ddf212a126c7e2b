// What the shell and home answer, as the server sends them: moved from the Playwright specs shell.spec.ts and
// pages.spec.ts on 2026-11-28 (they ran in both the js and no-js projects and read only the server's answer). The
// menus, the help widget, typing in the search box and the theme's computed colours stay in Playwright.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attr, elements, folded, headings, parseHtml, textContent, type HtmlElement } from "../support/interface-text";
import { pageText, startTestWorker, type TestWorker } from "../support/worker";

let w: TestWorker;
beforeAll(async () => {
  // Static files from public/ in front of the worker, as wrangler.toml's [assets] serves them.
  w = await startTestWorker({ assets: true });
});
afterAll(async () => {
  await w?.close();
});

async function page(path: string, status = 200) {
  const res = await w.fetch(path);
  expect(res.status, path).toBe(status);
  return res.text();
}

const byTestId = (root: HtmlElement, id: string) => elements(root, (el) => attr(el, "data-testid") === id);
const h3s = (root: HtmlElement) => elements(root, (el) => el.tagName === "h3").map((el) => folded(textContent(el)));

describe("the shell (shell.spec.ts)", () => {
  it("unknown paths get the 404 page with status 404", async () => {
    expect(headings(await page("/this/does/not/exist", 404))).toContain("404 Page Not Found");
  });

  it("the footer's legal pages and Join Us show today's date and the member benefits", async () => {
    const privacy = await page("/privacy");
    expect(headings(privacy)).toContain("Privacy Policy");
    expect(pageText(privacy)).toMatch(/Last updated: \w+ \d{1,2}, \d{4}/);
    const terms = await page("/terms");
    expect(headings(terms)).toContain("Terms of Service");
    expect(pageText(terms)).toMatch(/30 days notice/);
    const benefits = parseHtml(await page("/benefits")).body;
    const join = elements(benefits, (el) => el.tagName === "a" && folded(textContent(el)) === "Create Free Account");
    expect(join.length).toBeGreaterThan(0);
    for (const link of join) expect(attr(link, "href")).toBe("/api/login");
  });

  it("fingerprinted /build/ files are cached for a year, immutable", async () => {
    const { document } = parseHtml(await page("/"));
    const css = elements(document, (el) => el.tagName === "link" && attr(el, "rel") === "stylesheet").map((el) => attr(el, "href"))[0];
    expect(css).toMatch(/^\/build\//);
    const res = await w.fetch(css ?? "");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    await res.arrayBuffer();
    // The sample pictures too (issue 31, item 20): a repeat view costs no round trip per picture.
    const art = await w.fetch("/art/category/books.svg");
    expect(art.status).toBe(200);
    expect(art.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    await art.arrayBuffer();
  });
});

describe("home (pages.spec.ts)", () => {
  it("home lists the next events with featured first, and its jobs by age within the town's 10 miles", async () => {
    // The calendar's first events, in date order, are the ones home shows.
    const calendar = parseHtml(await page("/events")).body;
    const all = elements(calendar, (el) => el.tagName === "section" && attr(el, "aria-labelledby") === "all-heading")[0];
    if (!all) throw new Error("no section of all events");
    const next = byTestId(all, "event-card").flatMap(h3s);
    expect(next.length).toBeGreaterThan(6);

    const home = parseHtml(await page("/")).body;
    const cards = byTestId(home, "home-event");
    expect(cards).toHaveLength(6);
    expect(cards.flatMap(h3s).sort()).toEqual(next.slice(0, 6).sort());
    const featured = cards.map((card) => byTestId(card, "home-event-featured").length > 0);
    expect(featured).toEqual([...featured].sort((a, b) => Number(b) - Number(a)));

    const jobs = byTestId(home, "section-jobs")[0];
    if (!jobs) throw new Error("no jobs section");
    expect(folded(textContent(jobs))).toContain("Jobs within 10 miles of Greenwood");
    const jobTexts = byTestId(home, "home-job").map((el) => folded(textContent(el)));
    expect(jobTexts).toHaveLength(6);
    for (const t of jobTexts) {
      expect(t).toMatch(/\b(1 day|[2-6] days|[1-4] weeks?|\d+ months?) ago\b/);
      expect(t).not.toContain("Posted");
    }
  });
});
