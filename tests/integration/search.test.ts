// Site search (part 1 §2 Search; docs/decisions/search.md): the trigram full-text index kept in step by its triggers, substring
// semantics, title matches first, the short-query fallback, hostile input, one database round trip for the search,
// the query plans, and the contract that visitors may search.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEARCH_TYPES } from "../../app/lib/search-types";
import { RANKED_MATCHES } from "../../app/models/search-index.server";
import { searchStatementsSql } from "../../app/models/search.server";
import { createSession } from "../../app/models/session.server";
import { SITE_CONFIG_KV_KEY } from "../../app/models/site-config.server";
import { businesses, classifiedAds, events, jobs, newsArticles, siteConfig } from "../../db/schema";
import { pageText, startTestWorker, type TestWorker } from "../support/worker";

let w: TestWorker;
let member: string;
const DAY = 86_400_000;
beforeAll(async () => {
  w = await startTestWorker({ countDbCalls: true });
  member = `session=${(await createSession(w.db, "seed-member-pat", new Date())).token}`;
  await w.db.insert(newsArticles).values([
    {
      title: "Library reading challenge hits 100% participation",
      excerpt: "x",
      content: "<p>Every <b>single</b> school joined the challenge this year.</p>",
      category: "Education",
      status: "published",
      publishedAt: new Date(),
    },
    { title: "Secret pending library story", content: "library", status: "pending", publishedAt: new Date() },
  ]);
});
afterAll(async () => {
  await w?.close();
});

type Lists = Record<"news" | "businesses" | "events" | "classifieds" | "jobs", Array<Record<string, unknown>>>;
const searchAll = async (q: string, cookie?: string) => {
  const res = await w.fetch(`/api/search?q=${encodeURIComponent(q)}`, { cookie });
  expect(res.status, q).toBe(200);
  return (await res.json()) as Lists;
};
const searchOne = async (q: string, type: keyof Lists) => {
  const res = await w.fetch(`/api/search?q=${encodeURIComponent(q)}&type=${type}`);
  expect(res.status, q).toBe(200);
  return ((await res.json()) as { results: Array<Record<string, unknown>> }).results;
};
const titles = (rows: Array<Record<string, unknown>>) => rows.map((r) => r.title ?? r.name);

describe("GET /api/search", () => {
  it("is open to visitors as well as members (docs/decisions/search.md)", async () => {
    const visitor = await searchAll("library");
    expect(titles(visitor.news)).toContain("Library reading challenge hits 100% participation");
    expect(await searchAll("library", member)).toEqual(visitor);
  });

  it("answers 400 for an empty or whitespace query and for an unknown type", async () => {
    expect((await w.fetch("/api/search?q=%20%20")).status).toBe(400);
    const bad = await w.fetch("/api/search?q=park&type=people", { cookie: member });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toHaveProperty("errors.type");
  });

  it("returns the five lists without type, case-insensitively, published news only", async () => {
    const body = await searchAll("LIBRARY", member);
    expect(Object.keys(body).sort()).toEqual(["businesses", "classifieds", "events", "jobs", "news"]);
    expect(titles(body.news)).toContain("Library reading challenge hits 100% participation");
    expect(titles(body.news)).not.toContain("Secret pending library story");
    const article = body.news.find((n) => String(n.title).startsWith("Library reading"))!;
    expect(article.content).toBe("Every single school joined the challenge this year.");
    expect(body.events.length + body.businesses.length).toBeGreaterThan(0);
  });

  it("returns {results} for one type, and treats % and _ literally", async () => {
    expect(titles(await searchOne("100%", "news"))).toEqual(["Library reading challenge hits 100% participation"]);
    expect(await searchOne("%", "businesses")).toHaveLength(0);
    expect(await searchOne("1_0", "news")).toHaveLength(0);
  });
});

describe("substring semantics", () => {
  it("finds 3+ character substrings inside words and across words, in titles and in bodies", async () => {
    await w.db.insert(newsArticles).values({
      title: "Harvest festival returns to Craig Park",
      content: "<p>Cider pressing, a corn maze and the Greenwood Kazoo Orchestra headline Saturday.</p>",
      status: "published",
      publishedAt: new Date(),
    });
    expect(titles(await searchOne("arves", "news"))).toContain("Harvest festival returns to Craig Park"); // inside a title word
    expect(titles(await searchOne("l returns t", "news"))).toContain("Harvest festival returns to Craig Park"); // across title words
    expect(titles(await searchOne("azoo orch", "news"))).toContain("Harvest festival returns to Craig Park"); // in the body
    expect(titles(await searchOne("KAZOO", "news"))).toContain("Harvest festival returns to Craig Park"); // any case
    expect(await searchOne("kazoo symphony", "news")).toHaveLength(0); // the words as one run, not each word anywhere
  });

  it("searches a business's name, description, address and category name", async () => {
    const [cafe] = await w.db
      .insert(businesses)
      .values({ name: "Quokka Quilting Supply", description: "Fabric, batting and longarm rental.", address: "77 Wexworth Lane", categoryId: 1 })
      .returning({ id: businesses.id });
    const category = (await w.db.query.businessCategories.findFirst({ where: (c, { eq: is }) => is(c.id, 1) }))!;
    for (const q of ["kka quil", "longarm", "wexworth", category.name.slice(1, 6)]) {
      expect(
        (await searchOne(q, "businesses")).map((b) => b.id),
        q,
      ).toContain(cafe!.id);
    }
  });

  it("ranks title matches first, then by relevance", async () => {
    await w.db.insert(newsArticles).values([
      {
        title: "Council meeting notes",
        content: "<p>Gazebo gazebo gazebo: the gazebo repairs, the gazebo paint, the gazebo lights.</p>",
        status: "published",
        publishedAt: new Date(Date.now() - DAY),
      },
      { title: "Bandstand schedule", content: "<p>A concert at the gazebo.</p>", status: "published", publishedAt: new Date() },
      {
        title: "New gazebo opens at the park",
        content: "<p>Ribbon cutting on Friday.</p>",
        status: "published",
        publishedAt: new Date(Date.now() - 30 * DAY),
      },
    ]);
    const found = titles(await searchOne("gazebo", "news"));
    expect(found[0]).toBe("New gazebo opens at the park"); // the only title match, though oldest and least repeated
    expect(found.slice(1)).toEqual(["Council meeting notes", "Bandstand schedule"]); // bm25: more mentions, shorter text
  });

  it(`ranks a broad word's newest ${RANKED_MATCHES} matches: title matches first, then newest first`, async () => {
    const base = Date.now() - 1_000 * DAY;
    const n = RANKED_MATCHES + 20;
    const late = RANKED_MATCHES + 10;
    const rows = Array.from({ length: n }, (_, i) => ({
      title: i === late ? `Wombat crossing signs go up (${i})` : `Trail update ${i}`,
      content: `<p>A wombat was seen near the trail, report ${i}.</p>`,
      status: "published" as const,
      publishedAt: new Date(base + i * DAY),
    }));
    rows[3]!.title = "Wombat rescue group forms (3)"; // a title match, but older than the newest RANKED_MATCHES matches
    for (let i = 0; i < rows.length; i += 100) await w.db.insert(newsArticles).values(rows.slice(i, i + 100));
    const found = titles(await searchOne("wombat", "news"));
    expect(found).toHaveLength(50);
    expect(found[0]).toBe(`Wombat crossing signs go up (${late})`);
    expect(found.slice(1, 4)).toEqual([`Trail update ${n - 1}`, `Trail update ${n - 2}`, `Trail update ${n - 3}`]);
    expect(found).not.toContain("Wombat rescue group forms (3)");
  });

  it("answers 1–2 character queries with a bounded LIKE over the same columns", async () => {
    await w.db
      .insert(newsArticles)
      .values({ title: "Route Qz detour", content: "<p>Crews close the road.</p>", status: "published", publishedAt: new Date() });
    expect(titles(await searchOne("qz", "news"))).toEqual(["Route Qz detour"]);
    expect(titles(await searchOne("Q", "news"))).toContain("Route Qz detour");
  });
});

describe("the index follows the tables (triggers)", () => {
  it("news: insert, title and body updates, unpublish and delete", async () => {
    const [row] = await w.db
      .insert(newsArticles)
      .values({ title: "Marmoset sanctuary opens", content: "<p>Volunteers wanted.</p>", status: "published", publishedAt: new Date() })
      .returning({ id: newsArticles.id });
    expect(titles(await searchOne("marmoset", "news"))).toEqual(["Marmoset sanctuary opens"]);

    await w.db.update(newsArticles).set({ title: "Tamarin sanctuary opens" }).where(eq(newsArticles.id, row!.id));
    expect(await searchOne("marmoset", "news")).toHaveLength(0);
    expect(titles(await searchOne("tamarin", "news"))).toEqual(["Tamarin sanctuary opens"]);

    await w.db.update(newsArticles).set({ content: "<p>Bring binoculars.</p>" }).where(eq(newsArticles.id, row!.id));
    expect(await searchOne("volunteers wanted", "news")).toHaveLength(0);
    expect(titles(await searchOne("binocular", "news"))).toEqual(["Tamarin sanctuary opens"]);

    await w.db.update(newsArticles).set({ status: "pending" }).where(eq(newsArticles.id, row!.id));
    expect(await searchOne("tamarin", "news")).toHaveLength(0);
    await w.db.update(newsArticles).set({ status: "published" }).where(eq(newsArticles.id, row!.id));
    expect(titles(await searchOne("tamarin", "news"))).toEqual(["Tamarin sanctuary opens"]);

    await w.db.delete(newsArticles).where(eq(newsArticles.id, row!.id));
    expect(await searchOne("tamarin", "news")).toHaveLength(0);
    // The index itself holds no row for it any more (not merely hidden by the join).
    const left = await w.db.all(sql`select rowid from news_articles_fts where news_articles_fts match '"tamarin"'`);
    expect(left).toHaveLength(0);
  });

  it("businesses, events, classifieds and jobs: insert, rename, hide and delete", async () => {
    const now = new Date();
    const [b] = await w.db.insert(businesses).values({ name: "Axolotl Aquatics" }).returning({ id: businesses.id });
    const [e] = await w.db
      .insert(events)
      .values({ title: "Axolotl talk", startDate: new Date(now.getTime() + DAY) })
      .returning({ id: events.id });
    const [c] = await w.db
      .insert(classifiedAds)
      .values({ title: "Axolotl tank", description: "40 gallons", category: "For Sale" })
      .returning({ id: classifiedAds.id });
    await w.db.insert(jobs).values({ id: "it-axolotl", title: "Axolotl keeper", company: "City Aquarium", postedDate: now });
    expect(titles(await searchOne("axolotl", "businesses"))).toEqual(["Axolotl Aquatics"]);
    expect(titles(await searchOne("axolotl", "events"))).toEqual(["Axolotl talk"]);
    expect(titles(await searchOne("axolotl", "classifieds"))).toEqual(["Axolotl tank"]);
    expect(titles(await searchOne("axolotl", "jobs"))).toEqual(["Axolotl keeper"]);

    // Renamed (an upsert's update counts too): found by the new name only.
    await w.db.update(businesses).set({ name: "Newt Aquatics" }).where(eq(businesses.id, b!.id));
    await w.db.update(events).set({ title: "Newt talk" }).where(eq(events.id, e!.id));
    await w.db.update(classifiedAds).set({ title: "Newt tank" }).where(eq(classifiedAds.id, c!.id));
    await w.db
      .insert(jobs)
      .values({ id: "it-axolotl", title: "Newt keeper", company: "City Aquarium", postedDate: now })
      .onConflictDoUpdate({ target: jobs.id, set: { title: "Newt keeper" } });
    for (const type of ["businesses", "events", "classifieds", "jobs"] as const) {
      expect(await searchOne("axolotl", type), type).toHaveLength(0);
      expect(await searchOne("newt", type), type).toHaveLength(1);
    }

    // Hidden: inactive, awaiting payment, removed, expired.
    await w.db.update(businesses).set({ isActive: false }).where(eq(businesses.id, b!.id));
    await w.db.update(events).set({ awaitingPayment: true }).where(eq(events.id, e!.id));
    await w.db.update(classifiedAds).set({ removedAt: now }).where(eq(classifiedAds.id, c!.id));
    await w.db
      .update(jobs)
      .set({ expiresDate: new Date(now.getTime() - DAY) })
      .where(eq(jobs.id, "it-axolotl"));
    for (const type of ["businesses", "events", "classifieds", "jobs"] as const) expect(await searchOne("newt", type), type).toHaveLength(0);

    // Deleted: gone from the index.
    await w.db.delete(businesses).where(eq(businesses.id, b!.id));
    await w.db.delete(events).where(eq(events.id, e!.id));
    await w.db.delete(classifiedAds).where(eq(classifiedAds.id, c!.id));
    await w.db.delete(jobs).where(eq(jobs.id, "it-axolotl"));
    for (const fts of ["businesses_fts", "events_fts", "classified_ads_fts", "jobs_fts"]) {
      expect(await w.db.all(sql.raw(`select rowid from ${fts} where ${fts} match '"newt"'`)), fts).toHaveLength(0);
    }
  });

  it("the migration created every trigger and filled the index from the seed", async () => {
    const triggers = (
      await w.db.all<{ name: string }>(sql`select name from sqlite_master where type = 'trigger' and name like '%_fts_%' order by name`)
    ).map((t) => t.name);
    for (const table of ["news_articles", "businesses", "events", "classified_ads", "jobs"]) {
      for (const op of ["insert", "update", "delete"]) expect(triggers).toContain(`${table}_fts_${op}`);
    }
    // The seed is inserted before the server starts: 'rebuild' and the insert triggers indexed it.
    expect(titles(await searchOne("forklift", "jobs"))).toEqual(["Forklift Operator"]);
    // Index and table agree row for row (FTS5's own check of an external-content table).
    for (const fts of ["news_articles_fts", "businesses_fts", "events_fts", "classified_ads_fts", "jobs_fts"]) {
      await w.db.run(sql.raw(`insert into ${fts}(${fts}, rank) values ('integrity-check', 1)`));
    }
  });
});

describe("hostile input", () => {
  const HOSTILE = [
    '"',
    '""',
    '"park',
    "park*",
    "*",
    "-park",
    "NEAR(park library)",
    "park AND library",
    "park OR",
    "NOT",
    "(",
    ")",
    "(park",
    "title:park",
    "{title}:park",
    "^park",
    "park + library",
    "'; drop table news_articles; --",
    "\\",
    "café",
    "🎉🎉",
    "🎉🎉🎉",
    "ＡＢＣ",
    "日本語のテキスト",
    "a",
    "%_%",
  ];
  it.each(HOSTILE)("%s: 200 from the API and the page, never a 500", async (q) => {
    const api = await w.fetch(`/api/search?q=${encodeURIComponent(q)}`);
    expect(api.status).toBe(200);
    expect(Object.keys((await api.json()) as object).sort()).toEqual(["businesses", "classifieds", "events", "jobs", "news"]);
    const page = await w.fetch(`/search?q=${encodeURIComponent(q)}`);
    expect(page.status).toBe(200);
    expect(pageText(await page.text())).toContain(`Search Results for "${q.trim()}"`);
  });

  it("a control character: the API refuses it (400), the page searches around it", async () => {
    expect((await w.fetch("/api/search?q=par%00k")).status).toBe(400);
    const page = await w.fetch("/search?q=libr%00ary");
    expect(page.status).toBe(200);
  });
});

describe("the search page (docs/decisions/search.md)", () => {
  const CAPS = { news: 3, businesses: 4, events: 3, classifieds: 6, jobs: 4 } as const;
  const LABELS = { news: "News", businesses: "Businesses", events: "Events", classifieds: "Classifieds", jobs: "Jobs" } as const;
  const ACTIONS = { news: "Read More", businesses: "View Details", events: "View Event", classifieds: "View Details", jobs: "View Job" } as const;
  const tabCount = (text: string, type: keyof typeof LABELS) => Number(new RegExp(`${LABELS[type]} \\((\\d+)\\)`).exec(text)?.[1]);

  it.each(["park", "pa", "library"])("%s: each tab's count is its list's length, on the All tab and on a kind's tab", async (q) => {
    const all = await w.fetch(`/search?q=${encodeURIComponent(q)}`);
    expect(all.status).toBe(200);
    const allText = pageText(await all.text());
    for (const type of SEARCH_TYPES) {
      const list = await searchOne(q, type);
      expect(tabCount(allText, type), `${q} ${type} on All`).toBe(list.length);
      const tab = await w.fetch(`/search?q=${encodeURIComponent(q)}&type=${type}`);
      const tabText = pageText(await tab.text());
      for (const other of SEARCH_TYPES) expect(tabCount(tabText, other), `${q} ${other} on ${type}`).toBe((await searchOne(q, other)).length);
      // The kind's tab shows its whole list, in the API's order.
      expect(tabText.split(ACTIONS[type]).length - 1, `${q} ${type} cards`).toBeGreaterThanOrEqual(list.length);
    }
    expect(allText.split("Read More").length - 1).toBe(Math.min(CAPS.news, tabCount(allText, "news")));
    expect(allText.split("View Event").length - 1).toBe(Math.min(CAPS.events, tabCount(allText, "events")));
  });

  it("an article's preview is its text from the head of its HTML, also when a tag is cut where the head ends", async () => {
    await w.db.insert(newsArticles).values([
      {
        title: "Wombat census counted",
        content: `<p>Volunteers counted ${"wombats along the trail, ".repeat(300)}</p>`,
        status: "published",
        publishedAt: new Date(),
      },
      {
        title: "Wombat photo essay",
        content: `<p>Short words first.</p><img alt="" src="https://example.com/${"x".repeat(2100)}.jpg"><p>after</p>`,
        status: "published",
        publishedAt: new Date(),
      },
    ]);
    const found = await searchOne("wombat", "news");
    const census = found.find((n) => n.title === "Wombat census counted")!;
    expect(String(census.content)).toMatch(/^Volunteers counted wombats along the trail, wombats/);
    expect(String(census.content).length).toBeLessThanOrEqual(151);
    expect(found.find((n) => n.title === "Wombat photo essay")?.content).toBe("Short words first.");
  });

  it("sends previews, not whole descriptions", async () => {
    const tail = "the tail end of a very long description that no card shows";
    await w.db.insert(events).values({
      title: "Capybara parade",
      description: `${"A long walk through town with plenty of stops. ".repeat(20)}${tail}`,
      startDate: new Date(Date.now() + 3 * DAY),
      location: "Main Street",
    });
    for (const url of ["/search?q=capybara", "/search?q=capybara&type=events"]) {
      const html = await (await w.fetch(url)).text();
      expect(pageText(html), url).toContain("Capybara parade");
      expect(html, url).not.toContain(tail); // neither in the markup nor in the loader data serialised beside it
    }
  });
});

describe("a feature that is off (the search runs while the settings load, docs/decisions/search.md)", () => {
  it("its kind is neither returned by the API nor shown as a tab; its tab's address shows the All tab", async () => {
    const [row] = await w.db.select().from(siteConfig).where(eq(siteConfig.id, 1));
    const q = "park";
    expect((await searchOne(q, "jobs")).length + (await searchOne(q, "events")).length).toBeGreaterThan(0);
    await w.db
      .update(siteConfig)
      .set({ features: { ...row!.features, jobs: { enabled: false }, events: { enabled: false } } })
      .where(eq(siteConfig.id, 1));
    await (await w.kv()).delete(SITE_CONFIG_KV_KEY);
    try {
      expect(await searchOne(q, "jobs")).toEqual([]);
      const all = await searchAll(q, member);
      expect(all.jobs).toEqual([]);
      expect(all.events).toEqual([]);
      expect(all.news.length).toBeGreaterThan(0);
      for (const url of [`/search?q=${q}`, `/search?q=${q}&type=jobs`]) {
        const text = pageText(await (await w.fetch(url, { cookie: member })).text());
        expect(text, url).toMatch(/All \(\d+\)/);
        expect(text, url).toMatch(/News \(\d+\)/);
        expect(text, url).not.toMatch(/Jobs \(\d+\)|Events \(\d+\)|View Job|View Event/);
      }
    } finally {
      await w.db.update(siteConfig).set({ features: row!.features }).where(eq(siteConfig.id, 1));
      await (await w.kv()).delete(SITE_CONFIG_KV_KEY);
    }
  });
});

describe("database round trips", () => {
  it("a search is one round trip; with the session read, at most two", async () => {
    const warm = async () => {
      await w.fetch("/search?q=park", { cookie: member }); // the site settings land in KV
      w.dbCalls.reset();
    };
    await warm();
    expect((await w.fetch("/api/search?q=park", { cookie: member })).status).toBe(200);
    expect(w.dbCalls.count()).toBeLessThanOrEqual(2);
    await warm();
    expect((await w.fetch("/search?q=park", { cookie: member })).status).toBe(200);
    expect(w.dbCalls.count()).toBeLessThanOrEqual(2);
    await warm();
    expect((await w.fetch("/search?q=park&type=events")).status).toBe(200);
    expect(w.dbCalls.count()).toBe(1); // a visitor: no session to read
    await warm();
    expect((await w.fetch("/api/search?q=pa")).status).toBe(200); // the short-query path too
    expect(w.dbCalls.count()).toBe(1);
  });
});

describe("statements built once per shape (docs/decisions/search.md)", () => {
  it("fills each search's own text and clock into them: the same shape answers differently for each", async () => {
    const ends = Date.now() + 10 * DAY;
    await w.db.insert(events).values([
      { title: "Quokka glowwalk", startDate: new Date(ends - 2 * 3_600_000), endDate: new Date(ends) },
      { title: "Wombat glowwalk", startDate: new Date(ends + DAY) },
    ]);
    const found = async (q: string, now: number) => {
      const res = await w.fetch(`/api/search?q=${q}&type=events`, { headers: { "X-Test-Now": new Date(now).toISOString() } });
      expect(res.status).toBe(200);
      return titles(((await res.json()) as { results: Array<Record<string, unknown>> }).results);
    };
    // One shape (events, a long word) for all four: the text and the time change, the statement does not.
    expect(await found("quokka", ends - DAY)).toEqual(["Quokka glowwalk"]);
    expect(await found("wombat", ends - DAY)).toEqual(["Wombat glowwalk"]);
    expect(await found("quokka", ends + 60_000)).toEqual([]); // over by then
    expect(await found("glowwalk", ends + 60_000)).toEqual(["Wombat glowwalk"]);
  });
});

describe("query plans", () => {
  // The search's own statements on this database: the index first, no walk through a whole table of content.
  it.each(["park", "pa"])("%s: no full scan of news, businesses, events, classifieds or jobs", async (q) => {
    // Every kind's list, and every kind's count as the search page sends it.
    const statements = searchStatementsSql(q, new Date(), SEARCH_TYPES, { counted: SEARCH_TYPES });
    // Businesses are found by text and by category name; the counts are one statement.
    expect(statements.length).toBe(SEARCH_TYPES.length + 2);
    for (const [i, { sql: text, args }] of statements.entries()) {
      const plan = await w.db.$client.execute({ sql: `explain query plan ${text}`, args });
      const steps = plan.rows.map((r) => String(r.detail));
      const where = `${steps.join(" | ")}\n${text}`;
      // A short query reads the newest rows in id order, LIMIT SHORT_QUERY_ROWS: a SCAN inside "recent", bounded.
      const recent = new Set(plan.rows.filter((r) => r.detail === "CO-ROUTINE recent").map((r) => r.id));
      const outside = plan.rows.filter((r) => !recent.has(r.parent)).map((r) => String(r.detail));
      if (recent.size > 0) expect(text).toMatch(/ from \(select .* order by .* desc limit \?\) "recent" cross join/);
      for (const step of outside) expect(step, where).not.toMatch(/^SCAN (news_articles|businesses|events|classified_ads|jobs)\b/);
      if (i === statements.length - 1) {
        // The counts: one row, each kind's count a scalar subquery.
        expect(text).toMatch(/^select \(\(select count\(\*\)/);
        if (q.length >= 3) expect(steps.filter((s) => /^SCAN \w+_fts VIRTUAL TABLE/.test(s)).length, where).toBe(SEARCH_TYPES.length);
      } else if (q.length >= 3 && !text.includes("cross join")) expect(steps[0], where).toMatch(/^SCAN \w+_fts VIRTUAL TABLE/);
    }
  });
});
