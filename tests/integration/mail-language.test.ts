// Mail in the reader's language (issue 42), through the built worker: a member who answers an event on the Spanish
// page gets the RSVP (and waitlist) mail in Spanish and keeps that language; "Language of my mail" in /account (a plain
// POST) changes the next mail's language, their letter's and their alerts'; the letter's manage page sets the
// subscriber's language and the next letter comes in it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMailServer, type SentMail } from "../support/mail-server";
import { pageText, postForm, sessionCookie, sqlRows, startTestWorker, type TestWorker, until } from "../support/worker";

// Thursday 26 November 2026, 7:30 am in Indiana: half an hour after the letter's default slot (Thursday 7 am).
const NOW = new Date("2026-11-26T12:30:00Z");
const DAY = 24 * 3600 * 1000;
const SITE = "https://greenwood.example";
const ES = "lang=es";

let w: TestWorker;
let mail: Awaited<ReturnType<typeof startMailServer>>;
let seq = 0;

const rows = <T>(query: string, args: (string | number)[] = []) => sqlRows<T>(w, query, args);
const mailRows = (to: string, kind: string) =>
  rows<{ subject: string; text_body: string }>("select subject, text_body from mail_messages where to_address = ? and kind = ? order by id", [
    to,
    kind,
  ]);

async function member(firstName: string) {
  const id = `mail-lang-${++seq}`;
  const email = `${id}@example.test`;
  await rows("insert into users (id, email, first_name) values (?, ?, ?)", [id, email, firstName]);
  return { id, email, cookie: await sessionCookie(w, id) };
}

async function event(title: string, startsIn: number, maxAttendees?: number) {
  const [row] = await rows<{ id: number }>("insert into events (title, start_date, location) values (?, ?, 'Old Town') returning id", [
    title,
    NOW.getTime() + startsIn,
  ]);
  if (maxAttendees) await rows("update events set max_attendees = ? where id = ?", [maxAttendees, row!.id]);
  return row!.id;
}

beforeAll(async () => {
  mail = await startMailServer();
  w = await startTestWorker({
    now: NOW,
    letterQueue: true,
    vars: { SITE_URL: SITE, TEST_NOW: NOW.toISOString(), RESEND_API_KEY: mail.key, MAIL_API_BASE: mail.url, LETTER_RETRY_BASE_SECONDS: "1" },
  });
  await rows("insert into news_articles (title, excerpt, status, published_at) values (?, ?, 'published', ?)", [
    "Library wing opens downtown",
    "The new wing has a maker space.",
    NOW.getTime() - 2 * DAY,
  ]);
}, 60_000);

afterAll(async () => {
  await w?.close();
  await mail?.close();
});

describe("the RSVP mails", () => {
  it("are in Spanish for a member who answers on the Spanish page (signed in in English), and the language is kept", async () => {
    const eventId = await event("Posada navideña", 5 * DAY, 1);
    const [ana, ben] = [await member("Ana"), await member("Ben")];
    // Both signed in in English (users.lang 'en'); they answer with the page in Spanish.
    expect((await postForm(w, `/events/${eventId}`, `${ana.cookie}; ${ES}`, { intent: "going" })).status).toBe(302);
    expect((await postForm(w, `/events/${eventId}`, `${ben.cookie}; ${ES}`, { intent: "going" })).status).toBe(302);

    const [going] = await mailRows(ana.email, "rsvp-confirmation");
    expect(going!.subject).toBe("Usted va a asistir: Posada navideña");
    expect(going!.text_body).toContain("Hola, Ana:");
    expect(going!.text_body).not.toContain("You're going");
    const [waitlisted] = await mailRows(ben.email, "rsvp-waitlisted");
    expect(waitlisted!.subject).toBe("Está en la lista de espera: Posada navideña");
    expect((await rows<{ lang: string }>("select lang from users where id in (?, ?) order by id", [ana.id, ben.id])).map((r) => r.lang)).toEqual([
      "es",
      "es",
    ]);
  });

  it("stay in English for a member who answers on the English page", async () => {
    const eventId = await event("Winter market", 6 * DAY);
    const cy = await member("Cy");
    expect((await postForm(w, `/events/${eventId}`, cy.cookie, { intent: "going" })).status).toBe(302);
    expect((await mailRows(cy.email, "rsvp-confirmation"))[0]!.subject).toBe("You're going: Winter market");
  });
});

describe("Language of my mail, in /account", () => {
  it("is a select saved by a plain POST; the next reminder comes in it, and the member's letter and alerts follow", async () => {
    const dee = await member("Dee");
    await rows("insert into letter_subscribers (email, topics, status, manage_token, user_id) values (?, '[\"news\"]', 'confirmed', ?, ?)", [
      dee.email,
      "d".repeat(32),
      dee.id,
    ]);
    await rows("insert into saved_searches (email, kind, query, status, manage_token, user_id) values (?, 'events', 'free=1', 'confirmed', ?, ?)", [
      dee.email,
      "e".repeat(32),
      dee.id,
    ]);
    const before = await (await w.fetch("/account", { cookie: dee.cookie })).text();
    expect(pageText(before)).toContain("Language of my mail");
    expect(before).toMatch(/<select[^>]*name="lang"[^>]*>/);
    expect(before).toContain('<option value="es" lang="es">Español</option>');

    // On the English page, the member chooses Spanish for their mail.
    const saved = await postForm(w, "/account", dee.cookie, { intent: "mail-lang", lang: "es" });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Location")).toBe("/account#mail-lang-heading");
    expect(await rows("select lang from users where id = ?", [dee.id])).toEqual([{ lang: "es" }]);
    expect(await rows("select lang from letter_subscribers where email = ?", [dee.email])).toEqual([{ lang: "es" }]);
    expect(await rows("select lang from saved_searches where email = ?", [dee.email])).toEqual([{ lang: "es" }]);
    const after = await (await w.fetch("/account", { cookie: dee.cookie })).text();
    expect(after).toMatch(/<select[^>]*name="lang"[^>]*>[\s\S]*<option value="es" lang="es" selected="">Español<\/option>/);

    // Going to an event tomorrow (answered before, in English): the reminder the day before is in Spanish.
    const eventId = await event("Choir night", DAY + 3 * 3600 * 1000);
    await rows("insert into event_rsvps (event_id, user_id, status) values (?, ?, 'going')", [eventId, dee.id]);
    await w.scheduled("0 15 * * *");
    const [reminder] = await mailRows(dee.email, "event-reminder");
    expect(reminder!.subject).toBe("Mañana: Choir night");
    expect(reminder!.text_body).not.toContain("Tomorrow");

    // Refused: a language the site does not have.
    expect((await postForm(w, "/account", dee.cookie, { intent: "mail-lang", lang: "fr" })).status).toBe(400);
  });
});

describe("the letter's manage page", () => {
  it("sets the subscriber's language with a select, and the next letter comes in it", async () => {
    const token = "m".repeat(32);
    await rows("insert into letter_subscribers (email, topics, status, manage_token, lang) values (?, '[\"news\"]', 'confirmed', ?, 'en')", [
      "vecina@example.com",
      token,
    ]);
    const page = await (await w.fetch(`/letters/manage?token=${token}`)).text();
    expect(pageText(page)).toContain("Language of the letter");
    expect(page).toContain('<option value="en" lang="en" selected="">English</option>');

    const res = await postForm(w, `/letters/manage?token=${token}`, undefined, { intent: "lang", lang: "es" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/letters/manage?token=${token}&done=lang`);
    expect(await rows("select lang from letter_subscribers where manage_token = ?", [token])).toEqual([{ lang: "es" }]);
    expect(pageText(await (await w.fetch(`/letters/manage?token=${token}&done=lang`)).text())).toContain(
      "The letter and its mails will come in the language you chose.",
    );
    // Saving topics on the English page keeps the chosen language.
    expect((await postForm(w, `/letters/manage?token=${token}`, undefined, { intent: "topics", topics: "news" })).status).toBe(302);
    expect(await rows("select lang from letter_subscribers where manage_token = ?", [token])).toEqual([{ lang: "es" }]);

    await w.scheduled("0 * * * *");
    const letter = await until("the letter to vecina", () =>
      mail.sent.find((m: SentMail) => m.to[0] === "vecina@example.com" && Boolean(m.html?.includes("letters/manage?token="))),
    );
    expect(letter.subject).toBe("Carta semanal de Greenwood Community Hub: 26 de noviembre de 2026");
    expect(letter.html).toContain('<html lang="es">');
  }, 60_000);
});
