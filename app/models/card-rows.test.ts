// The lists read card-sized rows (issue 45): only the columns a card shows, and the head of a long text. A card's
// values must stay those of the whole row's JSON (toEventJson, toBusinessJson, toArticleJson), which /api and the
// detail pages send: the same links checked again, the same dates, the same series wording. On the seeded town.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { migrateDb, openNodeDb } from "../../db/node";
import { eventCategories } from "../../db/schema";
import { seedIfEmpty } from "../../db/seed";
import { featuredBusinessCardsQuery, listBusinesses, listFeaturedBusinesses, loadDirectoryPage, toDirectoryCardJson } from "./businesses.server";
import { listUpcomingEvents, loadEventsPage } from "./events.server";
import { listPublishedNews, listPublishedNewsCards } from "./news.server";

const dir = mkdtempSync(join(tmpdir(), "card-rows-"));
const { client, db } = openNodeDb(`file:${join(dir, "t.db")}`);
const now = new Date("2026-11-29T12:00:00Z");

beforeAll(async () => {
  await migrateDb(db);
  await seedIfEmpty(db, now);
});
afterAll(() => {
  client.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Each card's fields against the same row's whole JSON; `cut` names the texts a card reads only the head of. */
function expectSameAsWhole<C extends { id: number }>(cards: C[], whole: Map<number, Record<string, unknown>>, cut: Record<string, number> = {}) {
  expect(cards.length).toBeGreaterThan(0);
  for (const card of cards) {
    const full = whole.get(card.id);
    expect(full, `row ${card.id}`).toBeDefined();
    const expected = Object.fromEntries(
      Object.keys(card).map((key) => {
        const value = full?.[key];
        const head = cut[key];
        return [key, head !== undefined && typeof value === "string" ? value.slice(0, head) : value];
      }),
    );
    expect(card, `row ${card.id}`).toEqual(expected);
  }
}

it("an event card has the values of the event's JSON, its description cut at 221 characters", async () => {
  // By category: the unfiltered page runs its prepared statements (runPrepared, only on the worker's client); a
  // category's page builds the same statements with the same card columns.
  const categories = await db.select({ id: eventCategories.id }).from(eventCategories);
  const pages = await Promise.all(categories.map(({ id }) => loadEventsPage(db, { now, categoryId: id, page: 1 })));
  const cards = pages.flatMap((p) => [...p.featured, ...p.events]);
  const whole = new Map((await listUpcomingEvents(db, { now, limit: 50 })).map((e) => [e.id, e]));
  expectSameAsWhole(cards, whole, { description: 221 });
});

it("home's featured businesses are directory cards with the values of the business's JSON, in the same order", async () => {
  const cards = (await featuredBusinessCardsQuery(db, 4)).map(toDirectoryCardJson);
  const whole = await listFeaturedBusinesses(db, 4);
  expect(cards.map((c) => c.id)).toEqual(whole.map((b) => b.id));
  expectSameAsWhole(cards, new Map(whole.map((b) => [b.id, b])));
});

it("a directory card has the values of the business's JSON", async () => {
  const page = await loadDirectoryPage(db, { q: "", categoryId: null, sort: "name", page: 1, from: { latitude: 39.61, longitude: -86.11 } });
  const whole = new Map((await listBusinesses(db, { limit: 100 })).map((b) => [b.id, b]));
  expectSameAsWhole(page.businesses, whole);
});

it("an article card has the values of the article's JSON, its HTML cut at 2,000 characters", async () => {
  const cards = await listPublishedNewsCards(db, { now, page: 1 });
  const whole = await listPublishedNews(db, { now, page: 1 });
  expect(cards.articles.map((a) => a.id)).toEqual(whole.articles.map((a) => a.id));
  expect(cards.total).toBe(whole.total);
  expectSameAsWhole(cards.articles, new Map(whole.articles.map((a) => [a.id, a])), { content: 2000 });
});
