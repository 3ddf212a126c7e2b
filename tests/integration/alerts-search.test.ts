// A saved search on /search (issue 32 §2): "Alert me" under the results saves the text and tab, a search without text is
// refused, and the daily mail lists what /search finds for it that came in the window, of every kind, through the
// search's own statements (searchAndCount with a created-at window), in the language the alert was asked in.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMailServer } from "../support/mail-server";
import { first } from "../support/must";
import { alertsQueueSettled, pageText, postForm, sessionCookie, sqlRows, startTestWorker, type TestWorker, until } from "../support/worker";

// Thursday 26 November 2026, 7:30 am in Indiana: the daily slot (6 am, 11:00Z) has passed.
const NOW = new Date("2026-11-26T12:30:00Z");
const DAY = 24 * 3600 * 1000;
const HOUR = 3600 * 1000;

let w: TestWorker;
let mail: Awaited<ReturnType<typeof startMailServer>>;
let member: { id: string; email: string };
let cookie = "";

const rows = <T>(query: string, args: (string | number)[] = []) => sqlRows<T>(w, query, args);

// What came when: the news item and the ad in the window (since yesterday's mail, up to 6 am) are new; the others not.
const ADS = [
  { title: "Kingfisher print, framed", at: NOW.getTime() - 12 * HOUR }, // new
  { title: "Kingfisher carving", at: NOW.getTime() - 3 * DAY }, // before the window
  { title: "Kingfisher mug", at: NOW.getTime() - 10 * 60 * 1000 }, // after the slot
];
const NEWS = [
  { title: "Kingfishers return to the White River", at: NOW.getTime() - 10 * HOUR }, // new
  { title: "Kingfisher count last spring", at: NOW.getTime() - 5 * DAY }, // before the window
];

beforeAll(async () => {
  mail = await startMailServer();
  w = await startTestWorker({
    now: NOW,
    alertsQueue: true,
    vars: { SITE_URL: "https://greenwood.example", TEST_NOW: NOW.toISOString(), RESEND_API_KEY: mail.key, MAIL_API_BASE: mail.url },
  });
  await w.db.$client.batch([
    ...ADS.map((a) => ({
      sql: "insert into classified_ads (title, description, category, price, price_cents, created_at) values (?, 'Local art.', 'Other', '40', 4000, ?)",
      args: [a.title, a.at],
    })),
    ...NEWS.map((n) => ({
      sql: "insert into news_articles (title, excerpt, content, category, status, published_at, created_at) values (?, 'Birds.', '<p>Birds.</p>', 'Community', 'published', ?, ?)",
      args: [n.title, n.at, n.at],
    })),
  ]);
  member = first(await rows<{ id: string; email: string }>("select id, email from users where is_active = 1 order by id limit 1"));
  cookie = await sessionCookie(w, member.id);
}, 60_000);

afterAll(async () => {
  await w?.close();
  await mail?.close();
});

describe("an alert on /search", () => {
  it("the results page offers it for this search; a search without text is refused and saves nothing", async () => {
    const html = await (await w.fetch("/search?q=kingfisher")).text();
    expect(html).toContain('name="kind" value="search"');
    expect(html).toContain('name="query" value="q=kingfisher"');
    const empty = await postForm(w, "/saved-searches", cookie, { email: member.email, kind: "search", query: "type=news" });
    expect(empty.status).toBe(400);
    expect(pageText(await empty.text())).toContain("Type something to search for");
    expect(await rows("select id from saved_searches where kind = 'search'")).toHaveLength(0);
  });

  it("saves the text (and tab), and the daily mail lists the new results of every kind, once", async () => {
    const res = await postForm(w, "/saved-searches", cookie, { email: member.email, kind: "search", query: "q=kingfisher&utm_source=x" });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/search?q=kingfisher");
    const [saved] = await rows<{ query: string; status: string }>("select query, status from saved_searches where kind = 'search'");
    expect(saved).toEqual({ query: "q=kingfisher", status: "confirmed" });
    // A Spanish reader asks for the same alert: the confirm mail, and later the daily mail, are in Spanish.
    const asked = await postForm(w, "/saved-searches", "lang=es", { email: "ana@example.com", kind: "search", query: "q=kingfisher" });
    expect(asked.status).toBe(303);
    const confirm = await until("the Spanish confirm mail", () => mail.sent.find((m) => m.to[0] === "ana@example.com"));
    expect(confirm.subject).toMatch(/^Confirme su alerta de /);
    // The kind of list, never the typed text (issue 41 §3): that is for the confirm page the link opens.
    expect(confirm.text).toContain("algo nuevo en resultados de búsqueda.");
    expect(confirm.text).not.toContain("kingfisher");
    const token = /\/saved-searches\/confirm\?token=([a-z2-7]{32})/.exec(confirm.text)?.[1] ?? "";
    expect((await postForm(w, "/saved-searches/confirm", undefined, { token })).status).toBe(200);
    await w.db.$client.execute({
      sql: "update saved_searches set confirmed_at = ?, matched_until = ? where kind = 'search'",
      args: [NOW.getTime() - DAY, NOW.getTime() - DAY],
    });

    // What /search itself finds for the text: all five, new and old.
    const page = pageText(await (await w.fetch("/search?q=kingfisher")).text());
    for (const item of [...ADS, ...NEWS]) expect(page).toContain(item.title);

    await w.scheduled("0 * * * *");
    await w.scheduled("0 * * * *");
    const isAlert = (subject: string) => / new match(es)? for your | resultados? nuevos? para su alerta /.test(subject);
    await until("both alert mails", () => mail.sent.filter((m) => isAlert(m.subject)).length >= 2);
    // Nothing more: everything the two crons queued has been handled.
    await alertsQueueSettled(w);
    const got = mail.sent.filter((m) => isAlert(m.subject));
    expect(got.map((m) => m.to[0]).sort()).toEqual(["ana@example.com", member.email].sort());
    const titles = (text: string) =>
      text
        .split("\n")
        .filter((l) => l.startsWith("- "))
        .map((l) => l.slice(2));
    const english = got.find((m) => m.to[0] === member.email);
    const spanish = got.find((m) => m.to[0] === "ana@example.com");
    expect(english?.subject).toMatch(/^2 new matches for your /);
    expect(titles(english?.text ?? "")).toEqual(["Kingfishers return to the White River", "Kingfisher print, framed"]);
    expect(english?.text).toContain("See the search: https://greenwood.example/search?q=kingfisher");
    // The Spanish reader's: the same items (what people wrote, marked English in the HTML), the words in Spanish.
    expect(spanish?.subject).toMatch(/^2 resultados nuevos para su alerta de /);
    expect(titles(spanish?.text ?? "")).toEqual(titles(english?.text ?? ""));
    expect(spanish?.text).toContain("Ver la búsqueda: https://greenwood.example/search?q=kingfisher");
    expect(spanish?.text).toContain("Detener esta alerta");
    expect(spanish?.html).toContain('<html lang="es">');
    expect(spanish?.html).toMatch(/lang="en"[^>]*><a href="https:\/\/greenwood\.example\/news\//);
  });
});
