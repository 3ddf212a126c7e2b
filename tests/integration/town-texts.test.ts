// Issue 31, item 1: in Nashville mode the pages' own words name Nashville, not Greenwood: meta descriptions, the
// news feed's channel, the schools intro, and the site's name in mail (an admin's cancellation, contact receipts).
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events, mailMessages } from "../../db/schema";
import { pageText, postForm, postJson, sessionCookie, startTestWorker, type TestWorker } from "../support/worker";

const DAY = 86_400_000;
const description = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];

describe("Nashville mode's texts (seeded with TOWN=nashville)", () => {
  let w: TestWorker;
  beforeAll(async () => {
    w = await startTestWorker({ town: "nashville" });
  });
  afterAll(async () => {
    await w?.close();
  });

  it("every list page's meta description names Nashville", async () => {
    for (const path of ["/news", "/directory", "/classifieds", "/emergency", "/schools", "/classified-pricing", "/events"]) {
      const res = await w.fetch(path);
      expect(res.status, path).toBe(200);
      const meta = description(await res.text());
      expect(meta, path).toContain("Nashville");
      expect(meta, path).not.toContain("Greenwood");
    }
    const business = await w.fetch("/directory");
    const id = /href="\/businesses\/(\d+)"/.exec(await business.text())?.[1];
    const page = await (await w.fetch(`/businesses/${id}`)).text();
    expect(pageText(page)).toContain("Written by Nashville residents on this site.");
  });

  it("the news feed's channel and its link from /news are Nashville news", async () => {
    const rss = await (await w.fetch("/news/rss.xml")).text();
    expect(rss).toContain("<title>Nashville news</title>");
    expect(rss).toContain("<description>Local news from Nashville, Indiana</description>");
    expect(rss).not.toContain("Greenwood");
    expect(await (await w.fetch("/news")).text()).toMatch(
      /<link rel="alternate" type="application\/rss\+xml" title="Nashville news" href="\/news\/rss.xml"\/>/,
    );
  });

  it("the schools intro names Nashville", async () => {
    const text = pageText(await (await w.fetch("/schools")).text());
    expect(text).toContain("The school districts that serve Nashville, their key dates and their schools.");
  });

  it("mail names the site Nashville Community Hub: an admin's cancellation, the contact receipt", async () => {
    const now = Math.floor(Date.now() / 60_000) * 60_000;
    const [e] = await w.db
      .insert(events)
      .values({
        title: "Brown County Porch Concert",
        startDate: new Date(now + 10 * DAY),
        endDate: new Date(now + 10 * DAY + 2 * 3_600_000),
        location: "Van Buren St",
        organizerId: "seed-member-jamie",
        createdAt: new Date(now),
        updatedAt: new Date(now),
      })
      .returning();
    const admin = await sessionCookie(w, "seed-admin");
    expect((await postForm(w, "/admin/events", admin, { intent: "cancel", eventId: String(e!.id) })).status).toBe(302);
    const [cancelled] = await w.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.kind, "event-cancelled"))
      .orderBy(desc(mailMessages.id))
      .limit(1);
    expect(cancelled!.textBody).toContain('cancelled your event "Brown County Porch Concert" on Nashville Community Hub.');

    const sent = await postJson(w, "/api/support/contact", undefined, {
      name: "Lee",
      email: "lee@nashville.example",
      subject: "Hello there",
      message: "A message that is long enough to send.",
      category: "Other",
    });
    expect(sent.status).toBe(201);
    const [receipt] = await w.db.select().from(mailMessages).where(eq(mailMessages.kind, "contact-receipt")).orderBy(desc(mailMessages.id)).limit(1);
    expect(receipt!.textBody).toContain("Someone sent a message to Nashville Community Hub through our contact form");
    expect(receipt!.textBody).toContain("— Nashville Community Hub");
    expect(receipt!.textBody).not.toContain("Greenwood");
  });
});
