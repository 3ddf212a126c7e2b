// The English a Spanish reader still met (issue 44), each page fetched with lang=es: the home page's "More" tile and a
// member's "Waiting on You" panel, /embed/events, the sign-out and sign-in-failed pages, the contact form's name rule,
// the progress bar's label, a series' rule in words ("Cada martes", not marked lang="en"), the map's count and the
// embed's dates and prices. Each check fails on the English the page showed before.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTownZone } from "../../app/lib/dates";
import { classifiedAds, events, users } from "../../db/schema";
import { pageText, postForm, postMultipart, sessionCookie, startTestWorker, type TestWorker } from "../support/worker";

const ES = "lang=es";
const DAY = 86_400_000;
let w: TestWorker;
let member: string;

beforeAll(async () => {
  // A provider is configured so that its callback page exists; the test never reaches the provider.
  w = await startTestWorker({ vars: { GITHUB_CLIENT_ID: "gh-id", GITHUB_CLIENT_SECRET: "gh-secret" } });
  await w.db.insert(users).values({ id: "es-left-member", email: "es-left@example.test", firstName: "Inés", lastName: "Ruiz", lang: "es" });
  member = await sessionCookie(w, "es-left-member");
});
afterAll(async () => {
  await w?.close();
});

async function spanish(path: string, cookie = ES, status = 200) {
  const res = await w.fetch(path, { cookie });
  expect(res.status, path).toBe(status);
  const html = await res.text();
  expect(html, path).toMatch(/<html lang="es"/);
  return { html, text: pageText(html) };
}

/** None of `english` in the text, each named when it fails. */
function noEnglish(text: string, english: string[]) {
  for (const phrase of english) expect(text, phrase).not.toContain(phrase);
}

describe("the English left on Spanish pages (issue 44)", () => {
  it("the home page's More tile (Nashville's home has the quick-dial tiles)", async () => {
    const nashville = await startTestWorker({ town: "nashville" });
    const res = await nashville.fetch("/", { cookie: ES });
    const html = await res.text();
    await nashville.close();
    const tiles = /<section aria-labelledby="emergency-title"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
    expect(pageText(tiles)).toContain("Más");
    expect(pageText(tiles)).not.toMatch(/\bMore\b/);
  });

  it("a member's Waiting on You panel, its items and their dates", async () => {
    const start = new Date(Date.now() + 5 * DAY);
    await w.db
      .insert(events)
      .values({ title: "Baile de Otoño", startDate: start, location: "Hall", organizerId: "es-left-member", awaitingPayment: true });
    await w.db.insert(classifiedAds).values({
      title: "Bicicleta azul",
      description: "Una bicicleta.",
      category: "Other",
      sellerId: "es-left-member",
      contactEmail: "es-left@example.test",
      expiresAt: new Date(Date.now() + 2 * DAY),
    });
    const { html, text } = await spanish("/", `${member}; ${ES}`);
    const panel = pageText(/<section aria-labelledby="waiting-title"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "");
    expect(panel).toContain("Pendiente de usted");
    expect(panel).toMatch(/Su evento «\s*Baile de Otoño\s*» está pendiente de pago\./);
    expect(panel).toContain("Pagar ahora");
    expect(panel).toMatch(/Su anuncio «\s*Bicicleta azul\s*» vence el \d+ [a-z]+\.? \d{4}\./);
    noEnglish(text, ["Waiting on You", "is awaiting payment", "Pay now", "expires on", "Nothing is waiting"]);
    // The titles people wrote are marked as theirs.
    expect(html).toContain('<span lang="en">Baile de Otoño</span>');
  });

  it("/embed/events: heading, empty state, footer, dates and prices", async () => {
    await w.db.insert(events).values({ title: "Concierto gratis", startDate: new Date(Date.now() + 3 * DAY), location: "Park", price: "0" });
    const { html, text } = await spanish("/embed/events?lang=es", "");
    expect(text).toContain("próximos eventos");
    expect(text).toContain("Más eventos en");
    noEnglish(text, ["upcoming events", "More events at", "See details", "Free"]);
    // The date through Intl in Spanish (a Spanish month or weekday name), not the English pattern.
    expect(text).not.toMatch(/\b(January|February|March|April|May|June|July|August|September|October|November|December)\b/);
    expect(html).toContain("Concierto gratis");
    const empty = await spanish("/embed/events?lang=es&category=999999", "");
    expect(empty.text).toContain("Ningún evento próximo");
    noEnglish(empty.text, ["No upcoming events", "Check back soon"]);
  });

  it("the sign-out page and the sign-in callback's failure", async () => {
    const out = await spanish("/api/logout", `${member}; ${ES}`);
    expect(out.text).toContain("¿Cerrar sesión?");
    noEnglish(out.text, ["Sign out?", "Sign Out"]);
    const failed = await spanish("/api/auth/callback/github?code=x&state=y", ES, 400);
    expect(failed.text).toContain("El inicio de sesión falló");
    noEnglish(failed.text, ["Sign-in failed", "Try again", "did not match"]);
  });

  it("the contact form's name rule, without JavaScript", async () => {
    const res = await postForm(w, "/support", ES, {
      name: "A",
      email: "a@example.test",
      subject: "Hola",
      category: "General Inquiry",
      message: "Una pregunta larga.",
    });
    expect(res.status).toBe(400);
    const text = pageText(await res.text());
    expect(text).not.toContain("Name must be at least 2 characters");
    expect(text).toMatch(/al menos 2/);
  });

  it("the progress bar's label comes with the shell's words", async () => {
    const { html } = await spanish("/support");
    expect(html).toContain('"loading":"Cargando"');
    expect(html).not.toContain('"loading":"Loading"');
  });

  it("a series' rule in Spanish, generated, not marked as written in English; the map's count", async () => {
    let start = "";
    for (let d = 2; d < 10 && !start; d++) {
      const t = inTownZone(new Date(Date.now() + d * DAY));
      if (t.weekday === 2) start = `${t.year}-${String(t.month).padStart(2, "0")}-${String(t.day).padStart(2, "0")}T19:00`;
    }
    const form = new FormData();
    for (const [k, v] of Object.entries({
      tier: "standard",
      title: "Club de Ajedrez",
      location: "Sala Ajedrez",
      startDate: start,
      repeats: "weekly",
      weekdays: "TU",
      ends: "count",
      count: "4",
    }))
      form.append(k, v);
    const made = await postMultipart(w, "/events/create", member, form);
    expect(made.status).toBe(302);
    const eventPath = made.headers.get("Location") ?? "";

    const list = await spanish("/events?place=Ajedrez");
    expect(list.text).toContain("Cada martes");
    expect(list.text).not.toContain("Every Tuesday");
    expect(list.html).not.toMatch(/data-testid="event-repeats"[^>]*lang="en"/);
    const page = await spanish(eventPath);
    expect(page.text).toContain("Cada martes");
    expect(page.text).not.toContain("Every Tuesday");
    // The API keeps the spec's English.
    const api = (await (await w.fetch("/api/events")).json()) as Array<{ title: string; repeats: string | null }>;
    expect(api.find((e) => e.title === "Club de Ajedrez")?.repeats).toBe("Every Tuesday");

    const map = await spanish("/events?view=map");
    expect(map.html).toContain("lugares aquí");
    expect(map.html).not.toContain("places here");
  });
});
