import { and, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dateToTownLocal } from "../../app/lib/dates";
import { createSession } from "../../app/models/session.server";
import { SITE_CONFIG_KV_KEY } from "../../app/models/site-config.server";
import { eventCategories, events, siteConfig } from "../../db/schema";
import { pageText, startTestWorker, type TestWorker } from "../support/worker";

let w: TestWorker;
let jamie: string;
let pat: string;
const DAY = 86_400_000;

beforeAll(async () => {
  w = await startTestWorker();
  jamie = "session=" + (await createSession(w.db, "seed-member-jamie", new Date())).token;
  pat = "session=" + (await createSession(w.db, "seed-member-pat", new Date())).token;
});
afterAll(async () => {
  await w?.close();
});

const form = (fields: Record<string, string>) => ({
  method: "POST",
  body: new URLSearchParams(fields).toString(),
  // Remix compares Origin with (X-Forwarded-)Host on page actions; miniflare's Host is its own loopback port.
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
});
const json = (body: unknown) => ({ method: "POST", body: JSON.stringify(body), headers: { "Content-Type": "application/json" } });
const inDays = (days: number, hour = 18) => {
  const d = new Date(Date.now() + days * DAY);
  return dateToTownLocal(d).slice(0, 11) + String(hour).padStart(2, "0") + ":00";
};

async function insertEvent(values: Partial<typeof events.$inferInsert> & { title: string }) {
  const [row] = await w.db
    .insert(events)
    .values({ startDate: new Date(Date.now() + 3 * DAY), location: "Test Hall", ...values })
    .returning({ id: events.id });
  return row!.id;
}

type ApiEvent = Record<string, unknown> & { id: number; title: string; price: string; startDate: string; categoryName: string | null };

describe("/events, the calendar", () => {
  it("shows the town's title, featured and all events, cards and subscribe links; no Create Event for visitors", async () => {
    const res = await w.fetch("/events");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Greenwood Events Calendar</h1>");
    expect(html).toContain(">Featured Events</h2>");
    expect(html).toContain(">All Events</h2>");
    expect(html).toContain("View Details");
    expect(html).toContain("line-clamp-3");
    expect(html).toMatch(/href="webcal:\/\/127\.0\.0\.1:8787\/events\.ics"/);
    expect(html).toContain('href="http://127.0.0.1:8787/events.ics"');
    expect(html).not.toContain(">Create Event<");
    // Dates in the card format.
    expect(html).toMatch(/[A-Z][a-z]{2} \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M/);
  });

  it("shows Create Event to signed-in members", async () => {
    const html = await (await w.fetch("/events", { cookie: jamie })).text();
    expect(html).toContain('href="/events/create"');
    expect(html).toContain(">Create Event<");
  });

  it("renders a card with badges, category colour, price, same-day range, capacity, 3 tags and Register", async () => {
    const [cat] = await w.db.select().from(eventCategories).where(eq(eventCategories.name, "Music & Arts"));
    // A fixed clock and a 7 PM start, so the one-hour event never crosses midnight in the town (it did when the
    // test ran between 23:00 and 24:00 in Indianapolis).
    const now = "2026-11-20T17:00:00Z";
    const start = new Date("2026-11-25T00:00:00Z"); // Nov 24, 7:00 PM EST
    await insertEvent({
      title: "Card Check Concert",
      categoryId: cat!.id,
      startDate: start,
      endDate: new Date(start.getTime() + 60 * 60 * 1000),
      price: "12.5",
      isFeatured: true,
      isPremium: true,
      maxAttendees: 80,
      currentAttendees: 12,
      tags: ["one", "two", "three", "four"],
      registrationRequired: true,
      registrationUrl: "https://tickets.example/concert",
      address: "1 Card St",
    });
    const html = await (await w.fetch(`/events?category=${cat!.id}`, { headers: { "X-Test-Now": now } })).text();
    const card = html.slice(html.indexOf("Card Check Concert") - 1500, html.indexOf("Card Check Concert") + 2000);
    expect(card).toContain(">Featured<");
    expect(card).toContain(">Premium<");
    expect(card).toContain(`background-color:${cat!.color}`);
    expect(card).toContain("$12.50");
    expect(pageText(card)).toContain("12/80 attending");
    expect(card).toContain(">three<");
    expect(card).not.toContain(">four<");
    expect(card).toContain('href="https://tickets.example/concert"');
    expect(card).toContain("1 Card St");
    // Only the end time after the dash when it ends the same day.
    expect(card).toContain("Nov 24, 2026 at 7:00 PM - 8:00 PM<");
  });

  it("lists only upcoming, public, active, paid-for events", async () => {
    await insertEvent({ title: "Hidden Unpaid Gala", awaitingPayment: true });
    await insertEvent({ title: "Private Board Retreat", isPublic: false });
    await insertEvent({ title: "Cancelled Picnic", isActive: false });
    await insertEvent({ title: "Last Week Fair", startDate: new Date(Date.now() - 7 * DAY) });
    await insertEvent({ title: "Still Running Expo", startDate: new Date(Date.now() - DAY), endDate: new Date(Date.now() + DAY) });
    const html = await (await w.fetch("/events")).text();
    expect(html).not.toContain("Hidden Unpaid Gala");
    expect(html).not.toContain("Private Board Retreat");
    expect(html).not.toContain("Cancelled Picnic");
    expect(html).not.toContain("Last Week Fair");
    expect(html).toContain("Still Running Expo");
  });

  it("filters by category with a GET form and has a filter-specific empty state", async () => {
    const [empty] = await w.db.insert(eventCategories).values({ name: "Quiet Things", color: "#111111" }).returning();
    const html = await (await w.fetch(`/events?category=${empty!.id}`, { cookie: jamie })).text();
    expect(html).toMatch(/<form method="get"[^>]*>/);
    expect(html).toContain('name="category"');
    expect(html).toContain("No events found");
    expect(pageText(html)).toContain("No upcoming events in Quiet Things.");
    expect(html).toContain(`webcal://127.0.0.1:8787/events.ics?category=${empty!.id}`);
    expect(html).not.toContain(">Featured Events<");
  });

  it("without events: the general empty state, and 'Create the First Event' for members only", async () => {
    const active = await w.db.select({ id: events.id }).from(events).where(eq(events.isActive, true));
    await w.db.update(events).set({ isActive: false });
    try {
      const visitor = await (await w.fetch("/events")).text();
      expect(visitor).toContain("No events found");
      expect(visitor).toContain("No upcoming events. Check back soon or create your own event!");
      expect(visitor).not.toContain("Create the First Event");
      expect(visitor).not.toContain(">Featured Events<");
      const member = await (await w.fetch("/events", { cookie: jamie })).text();
      expect(member).toContain("Create the First Event");
    } finally {
      for (const { id } of active) await w.db.update(events).set({ isActive: true }).where(eq(events.id, id));
    }
  });

  it("uses the town of the site-config mode", async () => {
    await w.db.update(siteConfig).set({ mode: "nashville" });
    await (await w.kv()).delete(SITE_CONFIG_KV_KEY);
    try {
      const html = await (await w.fetch("/events")).text();
      expect(html).toContain("Nashville Events Calendar</h1>");
    } finally {
      await w.db.update(siteConfig).set({ mode: "greenwood" });
      await (await w.kv()).delete(SITE_CONFIG_KV_KEY);
    }
  });
});

describe("/events pages its list", () => {
  const allEventsOf = (html: string) => html.slice(html.indexOf(">All Events</h2>"), html.indexOf('id="subscribe-heading"'));
  const cardIds = (html: string) => [...allEventsOf(html).matchAll(/href="\/events\/(\d+)"/g)].map((m) => Number(m[1]));
  const relHref = (html: string, rel: "next" | "prev") =>
    html
      .match(new RegExp(`<a[^>]*rel="${rel}"[^>]*>`))?.[0]
      .match(/href="([^"]+)"/)?.[1]!
      .replace(/&amp;/g, "&") ?? null;
  const nextHref = (html: string) => relHref(html, "next");
  const countLine = (html: string) => html.match(/data-testid="events-count">([^<]+)</)?.[1] ?? null;

  it("shows 12 cards a page with an honest count; Next walks every upcoming event exactly once, in date order", async () => {
    const first = await (await w.fetch("/events")).text();
    const total = Number(countLine(first)?.match(/^Showing 1–12 of (\d+) events$/)?.[1]);
    expect(total).toBeGreaterThan(24);
    expect(cardIds(first)).toHaveLength(12);
    expect(first).toContain(">Featured Events</h2>");
    expect(first).not.toContain('rel="prev"');
    expect(first).toContain(`Page 1 of ${Math.ceil(total / 12)}`);
    expect(nextHref(first)).toBe("/events?page=2");

    const seen: number[] = [...cardIds(first)];
    let href = nextHref(first);
    let page = 1;
    while (href) {
      page++;
      const res = await w.fetch(href);
      expect(res.status).toBe(200);
      const html = await res.text();
      const ids = cardIds(html);
      const from = (page - 1) * 12 + 1;
      expect(countLine(html)).toBe(`Showing ${from}–${from + ids.length - 1} of ${total} events`);
      // The featured band is the first page's; later pages are the list alone, with a way back.
      expect(html).not.toContain(">Featured Events</h2>");
      expect(relHref(html, "prev")).toBe(page === 2 ? "/events" : `/events?page=${page - 1}`);
      seen.push(...ids);
      href = nextHref(html);
    }
    expect(page).toBe(Math.ceil(total / 12));
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    const api = (await (await w.fetch("/api/events")).json()) as ApiEvent[];
    // The API's first 50 are the calendar's order too.
    expect(seen.slice(0, Math.min(50, total))).toEqual(api.slice(0, Math.min(50, total)).map((e) => e.id));
  });

  it("keeps the category filter across pages, in the links and the list", async () => {
    const [cat] = await w.db.insert(eventCategories).values({ name: "Paging Club", color: "#123456" }).returning();
    for (let i = 0; i < 14; i++)
      await insertEvent({ title: `Paging Night ${i + 1}`, categoryId: cat!.id, startDate: new Date(Date.now() + (90 + i) * DAY) }); // far out: the nearer events the other tests look for stay on page 1
    const first = await (await w.fetch(`/events?category=${cat!.id}`)).text();
    expect(countLine(first)).toBe("Showing 1–12 of 14 events");
    expect(nextHref(first)).toBe(`/events?category=${cat!.id}&page=2`);
    const second = await (await w.fetch(`/events?category=${cat!.id}&page=2`)).text();
    expect(countLine(second)).toBe("Showing 13–14 of 14 events");
    expect(pageText(allEventsOf(second))).toContain("Paging Night 13");
    expect(pageText(allEventsOf(second))).toContain("Paging Night 14");
    expect(pageText(allEventsOf(second))).not.toContain("Paging Night 12 ");
    expect(relHref(second, "prev")).toBe(`/events?category=${cat!.id}`);
    expect(second).not.toContain('rel="next"');
    // The filter form starts again at page 1 (it sends no page), with the category chosen.
    expect(second).toContain('<form method="get" action="/events"');
    expect(second).toMatch(new RegExp(`<option value="${cat!.id}" selected=""`));
  });

  it("sends a page past the end to the last page (filter kept); junk and huge page numbers are page 1", async () => {
    const first = await (await w.fetch("/events")).text();
    const total = Number(countLine(first)?.match(/of (\d+) events/)?.[1]);
    const last = Math.ceil(total / 12);
    const past = await w.fetch("/events?page=999");
    expect(past.status).toBe(302);
    expect(past.headers.get("Location")).toBe(`/events?page=${last}`);
    const [cat] = await w.db.select().from(eventCategories).where(eq(eventCategories.name, "Paging Club"));
    const pastFiltered = await w.fetch(`/events?category=${cat!.id}&page=7`);
    expect(pastFiltered.status).toBe(302);
    expect(pastFiltered.headers.get("Location")).toBe(`/events?category=${cat!.id}&page=2`);
    for (const junk of ["0", "-3", "abc", "1e309", "99999999999999999999", "2.5"]) {
      const res = await w.fetch(`/events?page=${junk}`);
      expect(res.status, junk).toBe(200);
      expect(countLine(await res.text()), junk).toMatch(/^Showing 1–12 of/);
    }
  });
});

describe("/events' total as time passes", () => {
  // The unfiltered total is counted once and reused while nothing it counts has changed (app/models/list-totals.server.ts).
  // Between these readings nothing is written: only the clock tells the page that an event has ended.
  it("counts an event out once it has ended, with no write between the readings", async () => {
    const noon = Date.parse("2030-06-03T16:00:00Z");
    await insertEvent({ title: "Ends Soon Club", startDate: new Date(noon - 60 * 60_000), endDate: new Date(noon + 30 * 60_000) });
    await insertEvent({ title: "Next Week Club", startDate: new Date(noon + 7 * DAY) });
    const totalAt = async (ms: number) => {
      const html = await (await w.fetch("/events", { headers: { "X-Test-Now": new Date(ms).toISOString() } })).text();
      const line = html.match(/data-testid="events-count">([^<]*)</)?.[1] ?? "";
      return Number(line.match(/ of (\d+) events?$/)?.[1]);
    };
    const before = await totalAt(noon);
    expect(before).toBeGreaterThan(1);
    expect(await totalAt(noon + 10 * 60_000)).toBe(before);
    expect(await totalAt(noon + 60 * 60_000)).toBe(before - 1);
    // And back: the clock a test moves back is counted again, not answered from the later reading.
    expect(await totalAt(noon)).toBe(before);
  });
});

describe("/events/{id}", () => {
  it("shows the detail sections, JSON-LD and add-to-calendar links", async () => {
    const id = await insertEvent({
      title: "Detail Day <Fest>",
      description: "All about it",
      startDate: new Date("2026-12-12T15:00:00Z"),
      endDate: new Date("2026-12-12T20:00:00Z"),
      address: "9 Detail Rd",
      organizerName: "Detail Club",
      organizerContact: "club@detail.example",
      maxAttendees: 50,
      currentAttendees: 7,
      registrationRequired: true,
      registrationUrl: "https://register.example/x",
      websiteUrl: "https://detail.example",
      tags: ["a", "b", "c", "d"],
    });
    // Far-ahead start is allowed for stored rows; the page only reads.
    const res = await w.fetch(`/events/${id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Date &amp; Time");
    expect(html).toContain("Saturday, December 12, 2026 at 10:00 AM");
    expect(pageText(html)).toContain("Ends: Saturday, December 12, 2026 at 3:00 PM");
    expect(html).toContain("Detail Club");
    expect(pageText(html)).toContain("7/50 attendees");
    expect(html).toContain("Registration Required");
    expect(html).toContain("Register Now");
    expect(html).toContain("More Information");
    expect(html).toContain("Visit Website");
    expect(html).toContain("About This Event");
    expect(html).toContain(">d<");
    expect(html).toContain(`href="/events/${id}.ics"`);
    expect(html).toContain(
      "https://calendar.google.com/calendar/render?action=TEMPLATE&amp;text=Detail+Day+%3CFest%3E&amp;dates=20261212T150000Z%2F20261212T200000Z",
    );
    const ld = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1];
    expect(ld).toBeTruthy();
    expect(ld).not.toContain("<Fest>");
    const data = JSON.parse(ld!) as Record<string, unknown>;
    expect(data["@type"]).toBe("Event");
    expect(data.name).toBe("Detail Day <Fest>");
    expect(data.startDate).toBe("2026-12-12T15:00:00.000Z");
  });

  it("is 'Event Not Found' with 404 when missing, and for unpaid events except for the organizer and admins", async () => {
    const missing = await w.fetch("/events/999999");
    expect(missing.status).toBe(404);
    const html = await missing.text();
    expect(html).toContain("Event Not Found");
    expect(html).toContain("The event you&#x27;re looking for doesn&#x27;t exist or has been removed.");
    expect((await w.fetch("/events/not-a-number")).status).toBe(404);

    const id = await insertEvent({ title: "Unpaid Owner View", awaitingPayment: true, organizerId: "seed-member-jamie" });
    expect((await w.fetch(`/events/${id}`)).status).toBe(404);
    expect((await w.fetch(`/events/${id}`, { cookie: pat })).status).toBe(404);
    expect((await w.fetch(`/api/events/${id}`)).status).toBe(404);
    const own = await w.fetch(`/events/${id}`, { cookie: jamie });
    expect(own.status).toBe(200);
    expect(await own.text()).toContain("waiting for payment");
    const admin = "session=" + (await createSession(w.db, "seed-admin", new Date())).token;
    expect((await w.fetch(`/events/${id}`, { cookie: admin })).status).toBe(200);
  });
});

describe("iCalendar output", () => {
  it("/events.ics is a calendar ical.js reads back, with every listed upcoming event", async () => {
    const res = await w.fetch("/events.ics");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("text/calendar");
    const cal = new ICAL.Component(ICAL.parse(await res.text()));
    const vevents = cal.getAllSubcomponents("vevent").map((c) => new ICAL.Event(c));
    const listed = (await (await w.fetch("/api/events?limit=50")).json()) as ApiEvent[];
    expect(vevents.length).toBeGreaterThanOrEqual(listed.length);
    const first = listed[0];
    const match = vevents.find((v) => v.uid === `event-${first!.id}@greenwood`);
    expect(match?.summary).toBe(first!.title);
    // iCalendar times have whole seconds.
    expect(match?.startDate.toJSDate().getTime()).toBe(Math.floor(Date.parse(first!.startDate) / 1000) * 1000);
    expect(match?.startDate.zone.tzid).toBe("UTC");
    expect(match?.component.getFirstPropertyValue("url")).toBe(`http://127.0.0.1:8787/events/${first!.id}`);
    expect(vevents.some((v) => v.summary === "Hidden Unpaid Gala")).toBe(false);
  });

  it("filters /events.ics by ?category=", async () => {
    const [cat] = await w.db.select().from(eventCategories).where(eq(eventCategories.name, "Government & Civic"));
    const text = await (await w.fetch(`/events.ics?category=${cat!.id}`)).text();
    const vevents = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent");
    const rows = await w.db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.categoryId, cat!.id), eq(events.isActive, true)));
    expect(vevents.length).toBeGreaterThan(0);
    const ids = new Set(rows.map((r) => `event-${r.id}@greenwood`));
    for (const v of vevents) expect(ids.has(String(v.getFirstPropertyValue("uid")))).toBe(true);
  });

  it("/events/{id}.ics downloads one event; 404 when not visible", async () => {
    const id = await insertEvent({ title: "Download Me", endDate: null, description: "Line one\nline two", address: "5 A St" });
    const res = await w.fetch(`/events/${id}.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Disposition")).toBe(`attachment; filename="event-${id}.ics"`);
    const [v] = new ICAL.Component(ICAL.parse(await res.text())).getAllSubcomponents("vevent").map((c) => new ICAL.Event(c));
    expect(v!.uid).toBe(`event-${id}@greenwood`);
    expect(v!.summary).toBe("Download Me");
    expect(v!.description).toBe("Line one\nline two");
    expect(v!.location).toBe("Test Hall, 5 A St");
    const hidden = await insertEvent({ title: "Hidden Download", isPublic: false });
    expect((await w.fetch(`/events/${hidden}.ics`)).status).toBe(404);
  });
});

describe("JSON API", () => {
  it("GET /api/events: upcoming events with categoryName, categoryColor, price string, ISO dates, in date order, max 50", async () => {
    const res = await w.fetch("/api/events");
    expect(res.status).toBe(200);
    const list = (await res.json()) as ApiEvent[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(50);
    const e = list[0];
    expect(typeof e!.price).toBe("string");
    expect(e!.price).toMatch(/^\d+\.\d{2}$/);
    expect(e!.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(e).toHaveProperty("categoryName");
    expect(e).toHaveProperty("categoryColor");
    expect(e).not.toHaveProperty("awaitingPayment");
    expect(e).not.toHaveProperty("sourceUid");
    const starts = list.map((x) => Date.parse(x.startDate));
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    expect(((await (await w.fetch("/api/events?limit=2")).json()) as unknown[]).length).toBe(2);
    expect(((await (await w.fetch("/api/events?limit=500")).json()) as unknown[]).length).toBeLessThanOrEqual(50);
  });

  it("GET /api/events?category= filters; bad parameters are 400 JSON", async () => {
    const [cat] = await w.db.select().from(eventCategories).where(eq(eventCategories.name, "Government & Civic"));
    const list = (await (await w.fetch(`/api/events?category=${cat!.id}`)).json()) as ApiEvent[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((e) => e.categoryName === "Government & Civic" && e.categoryColor === cat!.color)).toBe(true);
    const bad = await w.fetch("/api/events?category=abc");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: "Invalid category", errors: { category: ["Invalid category"] } });
    expect((await w.fetch("/api/events?limit=-1")).status).toBe(400);
  });

  it("GET /api/events/featured answers with and without the trailing slash", async () => {
    const a = await w.fetch("/api/events/featured");
    const b = await w.fetch("/api/events/featured/");
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    const la = (await a.json()) as ApiEvent[];
    expect(la.length).toBeGreaterThan(0);
    expect(la.every((e) => e.isFeatured === true)).toBe(true);
    expect(await b.json()).toEqual(la);
  });

  it("GET /api/events/{id} returns one event; 404 JSON when missing", async () => {
    const [first] = (await (await w.fetch("/api/events?limit=1")).json()) as ApiEvent[];
    const one = await w.fetch(`/api/events/${first!.id}`);
    expect(one.status).toBe(200);
    expect(await one.json()).toEqual(first);
    const missing = await w.fetch("/api/events/987654");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: "Event not found" });
    expect((await w.fetch("/api/events/xyz")).status).toBe(404);
  });

  it("GET /api/event-categories lists {id, name, color}", async () => {
    const list = (await (await w.fetch("/api/event-categories")).json()) as Record<string, unknown>[];
    expect(list.length).toBeGreaterThanOrEqual(10);
    for (const c of list) expect(Object.keys(c).sort()).toEqual(["color", "id", "name"]);
    expect(list.map((c) => c.name)).toContain("Community");
  });
});

describe("creating events: the page", () => {
  it("sends visitors to sign in and back", async () => {
    const res = await w.fetch("/events/create");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/api/login?returnTo=%2Fevents%2Fcreate");
    const post = await w.fetch("/events/create", form({ title: "X", startDate: inDays(3), location: "Y" }));
    expect(post.status).toBe(302);
    expect(post.headers.get("Location")).toContain("/api/login");
  });

  it("shows the three tiers, the required fields, input types and the categories", async () => {
    const res = await w.fetch("/events/create", { cookie: jamie });
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const t of ["Standard Event", "Enhanced Event", "Premium Event", "FREE", "$25", "$50"]) expect(html).toContain(t);
    expect(html.match(/type="radio" name="tier"/g)?.length).toBe(3);
    const input = (name: string) => html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0] ?? "";
    expect(input("title")).toContain('type="text"');
    expect(input("title")).toContain("required");
    expect(input("startDate")).toContain('type="datetime-local"');
    expect(input("startDate")).toContain("required");
    expect(input("location")).toContain("required");
    expect(input("contactEmail")).toContain('type="email"');
    expect(input("websiteUrl")).toContain('type="url"');
    expect(input("description")).toBe("");
    expect(html).toMatch(/<textarea[^>]*name="description"/);
    expect(html).toMatch(/<select[^>]*name="categoryId"/);
    expect(html).toContain(">Music &amp; Arts</option>");
  });

  it("a standard event is created for the member (town time, EST in December), with the toast, then /events", async () => {
    const res = await w.fetch("/events/create", {
      cookie: jamie,
      ...form({
        tier: "standard",
        title: "Form Standard Picnic",
        startDate: "2026-12-05T10:30",
        location: "Craig Park",
        tags: "family, outdoors , ,family",
        price: "5",
        maxAttendees: "40",
        registrationRequired: "on",
        registrationUrl: "https://signup.example/picnic",
        contactEmail: "host@picnic.example",
      }),
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/events");
    expect(res.headers.getSetCookie().join(";")).toContain("toast=");
    const [row] = await w.db.select().from(events).where(eq(events.title, "Form Standard Picnic"));
    expect(row!.organizerId).toBe("seed-member-jamie");
    expect(row!.startDate.toISOString()).toBe("2026-12-05T15:30:00.000Z");
  });

  it("a standard event a week out: created, listed, toast text on the next page", async () => {
    const created = await w.fetch("/events/create", {
      ...form({
        tier: "standard",
        title: "Week Out Run",
        startDate: inDays(7, 9),
        endDate: inDays(7, 11),
        location: "Trail",
        tags: "run, nature",
        price: "7.5",
      }),
      cookie: jamie,
    });
    expect(created.status).toBe(302);
    expect(created.headers.get("Location")).toBe("/events");
    const toastCookie = created.headers
      .getSetCookie()
      .find((c) => c.startsWith("toast="))!
      .split(";")[0];
    const page = await (await w.fetch("/events", { cookie: `${jamie}; ${toastCookie}` })).text();
    expect(page).toContain("Event Created!");
    expect(page).toContain("Your event has been successfully created and will appear in the community calendar.");
    expect(page).toContain("Week Out Run");
    const [row] = await w.db.select().from(events).where(eq(events.title, "Week Out Run"));
    expect(row).toMatchObject({ organizerId: "seed-member-jamie", price: "7.50", tags: ["run", "nature"], awaitingPayment: false, isActive: true });
    expect(row!.endDate!.getTime() - row!.startDate.getTime()).toBe(2 * 60 * 60 * 1000);
  });

  it.each([
    ["enhanced", "event-enhanced"],
    ["premium", "event-premium"],
  ])("a %s event is created hidden, awaiting payment, and the member goes to checkout", async (tier, type) => {
    const title = `Paid ${tier} Gala`;
    const res = await w.fetch("/events/create", { ...form({ tier, title, startDate: inDays(10), location: "Hall" }), cookie: jamie });
    expect(res.status).toBe(302);
    const [row] = await w.db.select().from(events).where(eq(events.title, title));
    expect(res.headers.get("Location")).toBe(`/checkout?type=${type}&eventId=${row!.id}`);
    expect(row).toMatchObject({ awaitingPayment: true, isActive: true, isFeatured: false, isPremium: false, organizerId: "seed-member-jamie" });
    expect(await (await w.fetch("/events")).text()).not.toContain(title);
  });

  it.each([
    [{ title: "", startDate: inDays(3), location: "Hall" }, "title", "Title is required"],
    [{ title: "x".repeat(256), startDate: inDays(3), location: "Hall" }, "title", "Title must be 255 characters or fewer"],
    [{ title: "No start", startDate: "", location: "Hall" }, "startDate", "Start date is required"],
    [{ title: "Bad start", startDate: "2026-02-31T10:00", location: "Hall" }, "startDate", "Please enter a valid start date"],
    [{ title: "Backwards", startDate: inDays(3, 18), endDate: inDays(3, 17), location: "Hall" }, "endDate", "End date must be after the start date"],
    [{ title: "Too far", startDate: inDays(200), location: "Hall" }, "startDate", "Events can be posted up to 6 months ahead"],
    [{ title: "Nowhere", startDate: inDays(3), location: " " }, "location", "Location is required"],
    [{ title: "Bad mail", startDate: inDays(3), location: "Hall", contactEmail: "nope" }, "contactEmail", "Please enter a valid email address"],
    [{ title: "Bad site", startDate: inDays(3), location: "Hall", websiteUrl: "not a url" }, "websiteUrl", "Please enter a valid URL"],
    [{ title: "Bad tier", startDate: inDays(3), location: "Hall", tier: "gold" }, "tier", ""],
  ])("refuses %o with 400 and the message, keeping the input", async (fields, _field, message) => {
    const before = (await w.db.select({ id: events.id }).from(events)).length;
    const res = await w.fetch("/events/create", { ...form({ tier: "standard", ...fields } as Record<string, string>), cookie: jamie });
    expect(res.status).toBe(400);
    const html = await res.text();
    if (message) expect(html).toContain(message.replace(/'/g, "&#x27;"));
    if (fields.title && fields.title.length < 50) expect(html).toContain(`value="${fields.title}"`);
    expect((await w.db.select({ id: events.id }).from(events)).length).toBe(before);
  });
});

describe("POST /api/events/create", () => {
  const body = (over: Record<string, unknown> = {}) => ({
    title: "API Meetup",
    description: "From the API",
    categoryId: 1,
    startDate: new Date(Date.now() + 4 * DAY).toISOString(),
    endDate: null,
    location: "Library",
    organizerId: "someone-else",
    isFeatured: false,
    isPremium: false,
    price: "0.00",
    tags: ["api", "test"],
    ...over,
  });

  it("is 401 {message:'Unauthorized'} for visitors", async () => {
    const res = await w.fetch("/api/events/create", json(body()));
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: "Unauthorized" });
  });

  it("creates a standard event for the caller (organizerId from the session) → 201 with the event", async () => {
    const res = await w.fetch("/api/events/create", { ...json(body()), cookie: pat });
    expect(res.status).toBe(201);
    const e = (await res.json()) as ApiEvent;
    expect(e).toMatchObject({ title: "API Meetup", organizerId: "seed-member-pat", price: "0.00", categoryName: "Community", tags: ["api", "test"] });
  });

  it.each([
    [{ isFeatured: true, price: "25.00" }, "enhanced", "Enhanced Event"],
    [{ isFeatured: true, isPremium: true, price: "50.00" }, "premium", "Premium Event"],
  ])("a paid tier %o is created awaiting payment and answered 402 with the checkout URL", async (over, tier, name) => {
    const res = await w.fetch("/api/events/create", { ...json(body({ ...over, title: `API ${tier}` })), cookie: pat });
    expect(res.status).toBe(402);
    const data = (await res.json()) as { message: string; description: string; checkoutUrl: string; eventId: number };
    expect(data.message).toBe("Payment Required");
    expect(data.description).toBe(`Please complete payment for your ${name}.`);
    expect(data.checkoutUrl).toBe(`/checkout?type=event-${tier}&eventId=${data.eventId}`);
    const [row] = await w.db.select().from(events).where(eq(events.id, data.eventId));
    expect(row).toMatchObject({ awaitingPayment: true, isFeatured: false, isPremium: false, organizerId: "seed-member-pat" });
  });

  it.each([
    [{ isFeatured: true, price: "0.00" }, "price"],
    [{ price: "25.00" }, "price"],
    [{ isPremium: true, isFeatured: true, price: "25.00" }, "price"],
    [{ startDate: undefined }, "startDate"],
    [{ startDate: "garbage" }, "startDate"],
    [{ title: "" }, "title"],
    [{ endDate: new Date(Date.now() + 3 * DAY).toISOString() }, "endDate"],
    [{ startDate: new Date(Date.now() + 220 * DAY).toISOString() }, "startDate"],
    [{ categoryId: 99999 }, "categoryId"],
  ])("refuses %o with 400 {message, errors} and writes nothing", async (over, field) => {
    const before = (await w.db.select({ id: events.id }).from(events)).length;
    const res = await w.fetch("/api/events/create", { ...json(body(over)), cookie: pat });
    expect(res.status).toBe(400);
    const data = (await res.json()) as { message: string; errors: Record<string, string[]> };
    expect(data.message).toBe("Invalid event");
    expect(data.errors[field]?.length).toBeGreaterThan(0);
    expect((await w.db.select({ id: events.id }).from(events)).length).toBe(before);
  });

  it("uses the spec's messages in errors", async () => {
    const res = await w.fetch("/api/events/create", { ...json(body({ startDate: undefined })), cookie: pat });
    expect(((await res.json()) as { errors: Record<string, string[]> }).errors.startDate).toEqual(["Start date is required"]);
    const far = await w.fetch("/api/events/create", { ...json(body({ startDate: new Date(Date.now() + 220 * DAY).toISOString() })), cookie: pat });
    expect(((await far.json()) as { errors: Record<string, string[]> }).errors.startDate).toEqual(["Events can be posted up to 6 months ahead"]);
  });

  it("answers bad JSON with 400, a body that is not JSON with 415 and GET with 405", async () => {
    const res = await w.fetch("/api/events/create", { method: "POST", body: "{nope", cookie: pat, headers: { "Content-Type": "application/json" } });
    expect(res.status).toBe(400);
    const plain = await w.fetch("/api/events/create", { method: "POST", body: "{nope", cookie: pat });
    expect(plain.status).toBe(415);
    expect(await plain.json()).toEqual({ message: "Content-Type must be application/json" });
    expect((await w.fetch("/api/events/create")).status).toBe(405);
  });
});

// Issue 31, item 11: a free event reads 'See details' (part 1 §9) on its card and on its own page alike.
describe("a free event's price", () => {
  it("reads 'See details' on every free event's page, as on the cards", async () => {
    const free = await w.db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.price, "0.00"), eq(events.isActive, true), eq(events.isPublic, true), eq(events.awaitingPayment, false)));
    expect(free.length).toBeGreaterThan(1);
    for (const { id } of free) {
      const html = await (await w.fetch(`/events/${id}`)).text();
      const price = /data-testid="event-price"[^>]*>([\s\S]*?)<\/span>/.exec(html)?.[1];
      expect(pageText(price ?? "").trim(), `event ${id}`).toBe("See details");
    }
  });
});
