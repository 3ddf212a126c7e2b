// Issue 19 (admin can act on everything; moderators; owners edit their events) and issue 17 (junk admin input is a
// 400). Each action: a member refused, a moderator refused where they should be, an admin allowed, and the audit
// row with who, what, before and after.
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dateToTownLocal } from "../../app/lib/dates";
import { formatToast, type ToastMessage } from "../../app/lib/toast.server";
import { auditLog, businesses, events, mailMessages, newsArticles } from "../../db/schema";
import { pageText, postForm, sessionCookie, startTestWorker, type TestWorker } from "../support/worker";

const DAY = 86_400_000;
let w: TestWorker;
let admin: string;
let moderator: string;
let jamie: string;
let pat: string;

/** The flash toast a response sets (its message descriptors), as the root would show it to an English reader. */
function toastOf(res: Response) {
  const raw = res.headers.getSetCookie().find((c) => c.startsWith("toast="));
  return raw ? formatToast("en", JSON.parse(decodeURIComponent(raw.slice(6).split(";")[0]!)) as ToastMessage) : null;
}

async function lastAudit(targetType: string, targetId: number) {
  const [row] = await w.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, String(targetId))))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

async function addEvent(values: Partial<typeof events.$inferInsert> = {}) {
  // Whole minutes, as the datetime-local field shows them.
  const now = Math.floor(Date.now() / 60_000) * 60_000;
  const [row] = await w.db
    .insert(events)
    .values({
      title: "Porch Concert on Madison",
      startDate: new Date(now + 10 * DAY),
      endDate: new Date(now + 10 * DAY + 2 * 3_600_000),
      location: "Madison Ave",
      organizerId: "seed-member-jamie",
      createdAt: new Date(now),
      updatedAt: new Date(now),
      ...values,
    })
    .returning();
  return row;
}

async function addArticle(values: Partial<typeof newsArticles.$inferInsert> = {}) {
  const now = new Date();
  const [row] = await w.db
    .insert(newsArticles)
    .values({
      title: "Library extends summer reading hours",
      excerpt: "The Greenwood library opens late on Thursdays through August.",
      content: "<p>The library will stay open until 9 pm every Thursday in June, July and August, the board decided on Monday.</p>",
      category: "Community",
      status: "published",
      publishedAt: now,
      createdAt: now,
      updatedAt: now,
      ...values,
    })
    .returning();
  return row;
}

async function addBusiness(values: Partial<typeof businesses.$inferInsert> = {}) {
  const now = new Date();
  const [row] = await w.db
    .insert(businesses)
    .values({
      name: "Quillfeather Bindery",
      description: "Hand bookbinding and repairs on Main Street.",
      address: "12 Main St, Greenwood, IN",
      createdAt: now,
      updatedAt: now,
      ...values,
    })
    .returning();
  return row;
}

beforeAll(async () => {
  w = await startTestWorker();
  [admin, moderator, jamie, pat] = (await Promise.all(
    ["seed-admin", "seed-moderator", "seed-member-jamie", "seed-member-pat"].map((u) => sessionCookie(w, u)),
  )) as [string, string, string, string];
});
afterAll(async () => {
  await w?.close();
});

describe("News tab", () => {
  it("edit: a member and a moderator are refused; an admin's edit is saved, sanitised and audited", async () => {
    const a = await addArticle();
    const edit = {
      title: "Library extends summer reading hours to 9 pm",
      excerpt: a!.excerpt!,
      content: "<p>Open late on Thursdays.</p><script>alert(1)</script>",
      category: "Education",
      imageUrl: "",
    };
    expect((await postForm(w, `/admin/news/${a!.id}`, jamie, edit)).status).toBe(403);
    expect((await postForm(w, `/admin/news/${a!.id}`, moderator, edit)).status).toBe(403);
    const page = await w.fetch(`/admin/news/${a!.id}`, { cookie: admin });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('value="Library extends summer reading hours"');
    const res = await postForm(w, `/admin/news/${a!.id}`, admin, edit);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin/news");
    expect(toastOf(res)).toMatchObject({ title: "Success" });
    const [row] = await w.db.select().from(newsArticles).where(eq(newsArticles.id, a!.id));
    expect(row).toMatchObject({ title: edit.title, category: "Education" });
    expect(row!.content).not.toContain("<script");
    const audit = await lastAudit("news_article", a!.id);
    expect(audit).toMatchObject({ action: "news.edit", actorId: "seed-admin" });
    expect(audit!.before).toMatchObject({ title: a!.title, category: "Community" });
    expect(audit!.after).toMatchObject({ title: edit.title, category: "Education" });
    expect(audit!.before).not.toHaveProperty("excerpt");
  });

  it("edit: the news form's rules, with the form kept (400)", async () => {
    const a = await addArticle();
    const res = await postForm(w, `/admin/news/${a!.id}`, admin, {
      title: "",
      excerpt: "",
      content: "x",
      category: "Education",
      imageUrl: "javascript:alert(1)",
    });
    expect(res.status).toBe(400);
    const text = pageText(await res.text());
    expect(text).toContain("Headline is required");
    expect(text).toContain("Please enter a valid image URL");
    expect((await w.fetch("/admin/news/99999999", { cookie: admin })).status).toBe(404);
  });

  it("unpublish and publish: off /news and back, audited with the status", async () => {
    const a = await addArticle({ title: "Farmers market moves to the square" });
    expect((await postForm(w, "/admin/news", moderator, { intent: "unpublish", articleId: String(a!.id) })).status).toBe(403);
    expect((await postForm(w, "/admin/news", jamie, { intent: "unpublish", articleId: String(a!.id) })).status).toBe(403);
    const res = await postForm(w, "/admin/news", admin, { intent: "unpublish", articleId: String(a!.id) });
    expect(res.status).toBe(302);
    expect((await w.db.select().from(newsArticles).where(eq(newsArticles.id, a!.id)))[0]).toMatchObject({
      status: "rejected",
      rejectionReason: "Unpublished by an admin",
    });
    expect((await w.fetch(`/api/news/${a!.id}`)).status).toBe(404);
    expect(await lastAudit("news_article", a!.id)).toMatchObject({
      action: "news.unpublish",
      before: { status: "published" },
      after: { status: "rejected" },
    });
    await postForm(w, "/admin/news", admin, { intent: "publish", articleId: String(a!.id) });
    expect((await w.fetch(`/api/news/${a!.id}`)).status).toBe(200);
    expect(await lastAudit("news_article", a!.id)).toMatchObject({
      action: "news.publish",
      before: { status: "rejected" },
      after: { status: "published" },
    });
  });

  it("feature: leads the news feed for 7 days; unfeature ends it", async () => {
    const a = await addArticle({ title: "Old news about a bridge", publishedAt: new Date(Date.now() - 300 * DAY) });
    const res = await postForm(w, "/admin/news", admin, { intent: "feature", articleId: String(a!.id) });
    expect(res.status).toBe(302);
    const first = (await (await w.fetch("/api/news")).json()) as Array<{ id: number }> | { articles: Array<{ id: number }> };
    const list = Array.isArray(first) ? first : first.articles;
    // Featured articles lead, whatever their date: this 300-day-old one is among them.
    const featuredIds = (await w.db.select().from(newsArticles).where(eq(newsArticles.status, "published")))
      .filter((r) => r.premiumUntil && r.premiumUntil.getTime() > Date.now())
      .map((r) => r.id);
    expect(list.slice(0, featuredIds.length).map((x) => x.id)).toContain(a!.id);
    const [row] = await w.db.select().from(newsArticles).where(eq(newsArticles.id, a!.id));
    expect(Math.round((row!.premiumUntil!.getTime() - Date.now()) / DAY)).toBe(7);
    expect(await lastAudit("news_article", a!.id)).toMatchObject({ action: "news.feature", before: { premiumUntil: null } });
    await postForm(w, "/admin/news", admin, { intent: "unfeature", articleId: String(a!.id) });
    expect((await w.db.select().from(newsArticles).where(eq(newsArticles.id, a!.id)))[0]!.premiumUntil).toBeNull();
    expect(await lastAudit("news_article", a!.id)).toMatchObject({ action: "news.unfeature", after: { premiumUntil: null } });
  });

  it("delete: the confirm step is a page (no JavaScript needed); without the confirmation it is a 400", async () => {
    const a = await addArticle({ title: "Typo-filled duplicate story" });
    const confirm = pageText(await (await w.fetch(`/admin/news?delete=${a!.id}`, { cookie: admin })).text());
    expect(confirm).toContain("Delete “Typo-filled duplicate story”?");
    expect(confirm).toContain("Delete permanently");
    const unconfirmed = await postForm(w, "/admin/news", admin, { intent: "delete", articleId: String(a!.id) });
    expect(unconfirmed.status).toBe(400);
    expect(await unconfirmed.text()).toContain("Please confirm the deletion");
    expect((await postForm(w, "/admin/news", moderator, { intent: "delete", articleId: String(a!.id), confirm: "yes" })).status).toBe(403);
    const res = await postForm(w, "/admin/news", admin, { intent: "delete", articleId: String(a!.id), confirm: "yes" });
    expect(res.status).toBe(302);
    expect(await w.db.select().from(newsArticles).where(eq(newsArticles.id, a!.id))).toEqual([]);
    expect(await lastAudit("news_article", a!.id)).toMatchObject({
      action: "news.delete",
      before: { title: "Typo-filled duplicate story", status: "published" },
      after: null,
    });
  });

  it("a moderator reviews in the News tab but sees none of the admin's sections", async () => {
    const pending = await addArticle({
      title: "Member story waiting for a moderator",
      status: "pending",
      submitterId: "seed-member-pat",
      isUserSubmitted: true,
      publishedAt: null,
    });
    const html = pageText(await (await w.fetch("/admin/news", { cookie: moderator })).text());
    expect(html).toContain("Member story waiting for a moderator");
    expect(html).not.toContain("Latest articles");
    expect(html).not.toContain("News feeds");
    const res = await postForm(w, "/admin/news", moderator, { intent: "approve", articleId: String(pending!.id) });
    expect(res.status).toBe(302);
    expect(toastOf(res)).toMatchObject({ title: "Article Published" });
    expect(await lastAudit("news_article", pending!.id)).toMatchObject({ action: "news.approve", actorId: "seed-moderator" });
  });
});

describe("Businesses tab", () => {
  it("hide: gone from the directory, search, the API and the home page's counts; unhide brings it back; audited", async () => {
    const b = await addBusiness({ name: "Zephyrine Hat Works" });
    const everywhere = async () => ({
      directory: pageText(await (await w.fetch("/directory?q=Zephyrine")).text()).includes("Zephyrine Hat Works"),
      api: (await w.fetch(`/api/businesses/${b!.id}`)).status,
      list: JSON.stringify(await (await w.fetch("/api/businesses?q=Zephyrine")).json()).includes("Zephyrine"),
      search: pageText(await (await w.fetch("/search?q=Zephyrine", { cookie: pat })).text()).includes("Zephyrine Hat Works"),
      page: (await w.fetch(`/businesses/${b!.id}`)).status,
    });
    expect(await everywhere()).toEqual({ directory: true, api: 200, list: true, search: true, page: 200 });
    expect((await postForm(w, "/admin/businesses", moderator, { intent: "hide", businessId: String(b!.id) })).status).toBe(403);
    expect((await postForm(w, "/admin/businesses", pat, { intent: "hide", businessId: String(b!.id) })).status).toBe(403);
    const res = await postForm(w, "/admin/businesses", admin, { intent: "hide", businessId: String(b!.id) });
    expect(res.status).toBe(302);
    expect(toastOf(res)).toMatchObject({ title: "Success", description: "Zephyrine Hat Works is hidden from the directory." });
    expect(await everywhere()).toEqual({ directory: false, api: 404, list: false, search: false, page: 404 });
    expect(await lastAudit("business", b!.id)).toMatchObject({ action: "business.hide", before: { isActive: true }, after: { isActive: false } });
    // Hidden listings stay in the admin's list, marked.
    expect(pageText(await (await w.fetch("/admin/businesses?q=Zephyrine", { cookie: admin })).text())).toContain(
      "Zephyrine Hat Works · General · Basic · unclaimed Hidden",
    );
    await postForm(w, "/admin/businesses", admin, { intent: "unhide", businessId: String(b!.id) });
    expect(await everywhere()).toEqual({ directory: true, api: 200, list: true, search: true, page: 200 });
  });

  it("premium on and off, audited", async () => {
    const b = await addBusiness({ name: "Ironwood Saddlery" });
    await postForm(w, "/admin/businesses", admin, { intent: "premium", businessId: String(b!.id) });
    expect((await w.db.select().from(businesses).where(eq(businesses.id, b!.id)))[0]!.isPremium).toBe(true);
    expect(await lastAudit("business", b!.id)).toMatchObject({
      action: "business.premium",
      before: { isPremium: false },
      after: { isPremium: true },
    });
    await postForm(w, "/admin/businesses", admin, { intent: "unpremium", businessId: String(b!.id) });
    expect((await w.db.select().from(businesses).where(eq(businesses.id, b!.id)))[0]!.isPremium).toBe(false);
  });

  it("remove the owner: the listing can be claimed again and the former owner can no longer edit it", async () => {
    const b = await addBusiness({ name: "Copperleaf Tea Room", ownerId: "seed-member-jamie", claimStatus: "approved", claimedAt: new Date() });
    expect((await w.fetch(`/businesses/${b!.id}/edit`, { cookie: jamie })).status).toBe(200);
    const res = await postForm(w, "/admin/businesses", admin, { intent: "remove-owner", businessId: String(b!.id) });
    expect(res.status).toBe(302);
    expect((await w.db.select().from(businesses).where(eq(businesses.id, b!.id)))[0]).toMatchObject({ ownerId: null, claimStatus: "unclaimed" });
    expect(await lastAudit("business", b!.id)).toMatchObject({
      action: "business.remove-owner",
      before: { ownerId: "seed-member-jamie", claimStatus: "approved" },
      after: { ownerId: null, claimStatus: "unclaimed" },
    });
    expect((await w.fetch(`/businesses/${b!.id}/edit`, { cookie: jamie })).status).toBe(404);
    // No owner left to remove: a 400, not a silent success.
    expect((await postForm(w, "/admin/businesses", admin, { intent: "remove-owner", businessId: String(b!.id) })).status).toBe(400);
  });

  it("edit with the owner's form: an admin edits any listing (audited), a member who does not own it gets 404", async () => {
    const b = await addBusiness({ name: "Bramble & Finch Florist", phone: "317-555-0100" });
    expect((await w.fetch(`/businesses/${b!.id}/edit`, { cookie: pat })).status).toBe(404);
    expect((await postForm(w, `/businesses/${b!.id}/edit`, pat, { description: "Taken over", phone: "" })).status).toBe(404);
    expect((await w.fetch(`/businesses/${b!.id}/edit`, { cookie: admin })).status).toBe(200);
    const res = await postForm(w, `/businesses/${b!.id}/edit`, admin, {
      description: "Wedding and funeral flowers, delivered in Greenwood.",
      phone: "317-555-0199",
      address: b!.address!,
      website: "https://bramble.example",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin/businesses");
    expect((await w.db.select().from(businesses).where(eq(businesses.id, b!.id)))[0]).toMatchObject({
      phone: "317-555-0199",
      website: "https://bramble.example",
    });
    const audit = await lastAudit("business", b!.id);
    expect(audit).toMatchObject({
      action: "business.edit",
      actorId: "seed-admin",
      before: { phone: "317-555-0100", website: null },
      after: { phone: "317-555-0199", website: "https://bramble.example" },
    });
    const bad = await postForm(w, `/businesses/${b!.id}/edit`, admin, { email: "not-an-email" });
    expect(bad.status).toBe(400);
    expect(pageText(await bad.text())).toContain("Please enter a valid email address");
  });
});

describe("Events tab", () => {
  it("lists every event, paged and searchable by title, hidden and cancelled ones marked", async () => {
    await addEvent({ title: "Quarry Lantern Walk", isActive: false });
    const text = pageText(await (await w.fetch("/admin/events?q=Quarry%20Lantern", { cookie: admin })).text());
    expect(text).toContain("All events (1)");
    expect(text).toContain("Quarry Lantern Walk");
    expect(text).toContain("Hidden");
    const all = pageText(await (await w.fetch("/admin/events", { cookie: admin })).text());
    expect(all).toMatch(/Page 1 of \d+/);
    expect((await w.fetch("/admin/events?page=99999999999999999999", { cookie: admin })).status).toBe(200);
  });

  it("hide and unhide: off the calendar and the API, audited", async () => {
    const e = await addEvent({ title: "Hidden Pancake Breakfast" });
    const listed = async () => JSON.stringify(await (await w.fetch("/api/events")).json()).includes("Hidden Pancake Breakfast");
    expect(await listed()).toBe(true);
    expect((await postForm(w, "/admin/events", moderator, { intent: "hide", eventId: String(e!.id) })).status).toBe(403);
    expect((await postForm(w, "/admin/events", jamie, { intent: "hide", eventId: String(e!.id) })).status).toBe(403);
    const res = await postForm(w, "/admin/events", admin, { intent: "hide", eventId: String(e!.id) });
    expect(res.status).toBe(302);
    expect(await listed()).toBe(false);
    expect((await w.fetch(`/events/${e!.id}`)).status).toBe(404);
    expect(await lastAudit("event", e!.id)).toMatchObject({ action: "event.hide", before: { isActive: true }, after: { isActive: false } });
    await postForm(w, "/admin/events", admin, { intent: "unhide", eventId: String(e!.id) });
    expect(await listed()).toBe(true);
  });

  it("issue 30: a refused feature date answers 400 with the error in the page (an alert), not a plain-text answer or a toast", async () => {
    const e = await addEvent({ title: "Refused Feature Night" });
    const bad = await postForm(w, "/admin/events", admin, { intent: "feature", eventId: String(e!.id), until: "junk" });
    expect(bad.status).toBe(400);
    expect(bad.headers.get("content-type")).toContain("text/html");
    expect(await bad.text()).toMatch(/role="alert"[^>]*><li>Please choose a date from tomorrow up to 6 months ahead<\/li>/);
    expect(bad.headers.get("set-cookie") ?? "").not.toContain("toast=");
  });

  it("feature until a date: bounded (tomorrow to 6 months), shown in the featured list until then", async () => {
    const e = await addEvent({ title: "Featured Fiddle Night" });
    const day = (offset: number) => dateToTownLocal(Date.now() + offset * DAY).slice(0, 10);
    for (const until of [day(-1), day(0), day(200), "2026-02-30", "junk", ""]) {
      const bad = await postForm(w, "/admin/events", admin, { intent: "feature", eventId: String(e!.id), until });
      expect(bad.status, until).toBe(400);
      expect(await bad.text()).toContain("Please choose a date from tomorrow up to 6 months ahead");
    }
    const res = await postForm(w, "/admin/events", admin, { intent: "feature", eventId: String(e!.id), until: day(5) });
    expect(res.status).toBe(302);
    const featured = JSON.stringify(await (await w.fetch("/api/events/featured")).json());
    expect(featured).toContain("Featured Fiddle Night");
    const [row] = await w.db.select().from(events).where(eq(events.id, e!.id));
    expect(row!.isFeatured).toBe(true);
    expect(dateToTownLocal(row!.featuredUntil!).slice(0, 10)).toBe(day(5));
    expect(await lastAudit("event", e!.id)).toMatchObject({
      action: "event.feature",
      before: { isFeatured: false, featuredUntil: null },
      after: { isFeatured: true, featuredUntil: row!.featuredUntil!.toISOString() },
    });
    await postForm(w, "/admin/events", admin, { intent: "unfeature", eventId: String(e!.id) });
    expect(JSON.stringify(await (await w.fetch("/api/events/featured")).json())).not.toContain("Featured Fiddle Night");
  });

  it("cancel: STATUS:CANCELLED in the feed, 'event cancelled by an admin' mail to the organiser, audited", async () => {
    const e = await addEvent({ title: "Rained-out Kite Festival" });
    expect((await postForm(w, "/admin/events", moderator, { intent: "cancel", eventId: String(e!.id) })).status).toBe(403);
    const res = await postForm(w, "/admin/events", admin, { intent: "cancel", eventId: String(e!.id) });
    expect(res.status).toBe(302);
    expect(toastOf(res)).toMatchObject({ title: "Event Cancelled" });
    const ics = await (await w.fetch(`/events/${e!.id}.ics`)).text();
    expect(ics).toContain("STATUS:CANCELLED");
    const mails = await w.db.select().from(mailMessages).where(eq(mailMessages.kind, "event-cancelled"));
    expect(mails.filter((m) => m.subject.includes("Rained-out Kite Festival"))).toHaveLength(1);
    expect(await lastAudit("event", e!.id)).toMatchObject({ action: "event.cancel", actorId: "seed-admin" });
    // A second cancel is refused with a toast, and no second mail goes out.
    const again = await postForm(w, "/admin/events", admin, { intent: "cancel", eventId: String(e!.id) });
    expect(toastOf(again)).toMatchObject({ variant: "destructive" });
    expect(
      (await w.db.select().from(mailMessages).where(eq(mailMessages.kind, "event-cancelled"))).filter((m) => m.subject.includes("Rained-out")),
    ).toHaveLength(1);
  });

  it("an admin edits any event through /events/{id}/edit, audited with only the changed fields", async () => {
    const e = await addEvent({ title: "Chili Cook-off", organizerId: "seed-member-pat" });
    const res = await postForm(w, `/events/${e!.id}/edit`, admin, {
      title: "Chili Cook-off (moved indoors)",
      startDate: dateToTownLocal(e!.startDate),
      location: "Community Center",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin/events");
    const audit = await lastAudit("event", e!.id);
    expect(audit).toMatchObject({
      action: "event.edit",
      before: { title: "Chili Cook-off", location: "Madison Ave" },
      after: { title: "Chili Cook-off (moved indoors)", location: "Community Center" },
    });
    expect(audit!.before).not.toHaveProperty("startDate");
  });
});

describe("owners edit and cancel their own events", () => {
  it("the organiser edits from /account with the create form's rules; another member gets 404; no audit row", async () => {
    const e = await addEvent({ title: "Block Party on Elm" });
    const account = await (await w.fetch("/account", { cookie: jamie })).text();
    expect(account).toContain(`href="/events/${e!.id}/edit"`);
    expect((await w.fetch(`/events/${e!.id}/edit`, { cookie: pat })).status).toBe(404);
    expect(
      (await postForm(w, `/events/${e!.id}/edit`, pat, { title: "Hijacked", startDate: dateToTownLocal(e!.startDate), location: "x" })).status,
    ).toBe(404);
    expect((await w.fetch(`/events/${e!.id}/edit`)).status).toBe(302);
    const form = await (await w.fetch(`/events/${e!.id}/edit`, { cookie: jamie })).text();
    expect(form).toContain('value="Block Party on Elm"');
    const bad = await postForm(w, `/events/${e!.id}/edit`, jamie, { title: "", startDate: dateToTownLocal(e!.startDate), location: "Elm St" });
    expect(bad.status).toBe(400);
    expect(pageText(await bad.text())).toContain("Title is required");
    const far = await postForm(w, `/events/${e!.id}/edit`, jamie, {
      title: "Block Party",
      startDate: dateToTownLocal(Date.now() + 400 * DAY),
      location: "Elm St",
    });
    expect(far.status).toBe(400);
    expect(pageText(await far.text())).toContain("Events can be posted up to 6 months ahead");
    const res = await postForm(w, `/events/${e!.id}/edit`, jamie, {
      title: "Block Party on Elm Street",
      startDate: dateToTownLocal(e!.startDate),
      location: "Elm St",
      maxAttendees: "120",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/account");
    expect(toastOf(res)).toMatchObject({ title: "Event Updated" });
    expect((await w.db.select().from(events).where(eq(events.id, e!.id)))[0]).toMatchObject({
      title: "Block Party on Elm Street",
      location: "Elm St",
      maxAttendees: 120,
      organizerId: "seed-member-jamie",
    });
    expect(await lastAudit("event", e!.id)).toBeUndefined();
  });

  it("the organiser cancels from /account; it shows as Cancelled and another member cannot cancel it", async () => {
    const e = await addEvent({ title: "Garage Sale Saturday" });
    expect((await postForm(w, "/account", pat, { intent: "cancel-event", eventId: String(e!.id) })).status).toBe(302);
    expect((await w.db.select().from(events).where(eq(events.id, e!.id)))[0]!.cancelledAt).toBeNull();
    const res = await postForm(w, "/account", jamie, { intent: "cancel-event", eventId: String(e!.id) });
    expect(toastOf(res)).toMatchObject({ title: "Event Cancelled" });
    expect((await w.db.select().from(events).where(eq(events.id, e!.id)))[0]!.cancelledAt).not.toBeNull();
    expect(pageText(await (await w.fetch("/account", { cookie: jamie })).text())).toMatch(/Garage Sale Saturday .* Cancelled/);
  });
});

describe("the stats row and the queues", () => {
  it("each stats card links to its tab, and the review tabs show their waiting counts", async () => {
    const html = await (await w.fetch("/admin", { cookie: admin })).text();
    const tags = [...html.matchAll(/<a [^>]*data-testid="stat-link-(\w+)"[^>]*>/g)];
    const links = Object.fromEntries(tags.map((m) => [m[1], /href="([^"]+)"/.exec(m[0])?.[1]]));
    expect(links).toEqual({
      users: "/admin",
      news: "/admin/news",
      businesses: "/admin/businesses",
      events: "/admin/events",
      classifieds: "/admin/classifieds",
      jobs: "/admin/jobs",
    });
    const pendingNews = (await w.db.select().from(newsArticles).where(eq(newsArticles.status, "pending"))).length;
    expect(pendingNews).toBeGreaterThan(0);
    expect(pageText(html)).toContain(`News (${pendingNews} waiting)`);
    await addArticle({ title: "One more story for the queue", status: "pending", publishedAt: null });
    expect(pageText(await (await w.fetch("/admin", { cookie: admin })).text())).toContain(`News (${pendingNews + 1} waiting)`);
  });
});

describe("issue 17: junk admin input is a 400 with a clear message", () => {
  const cases: Array<[string, Record<string, string>, string]> = [
    ["/admin/businesses", { intent: "hide", businessId: "1e309" }, "Invalid business id"],
    ["/admin/businesses", { intent: "explode", businessId: "1" }, "Unknown action"],
    ["/admin/claims", { intent: "approve", claimId: "99999999999999999999" }, "Invalid claim id"],
    ["/admin/claims", { intent: "approve" }, "Invalid claim id"],
    ["/admin/news", { intent: "feature", articleId: "-3" }, "Invalid article id"],
    ["/admin/news", { intent: "remove-feed", feedId: "abc" }, "Invalid feed id"],
    ["/admin/orders", { orderId: "" }, "Order id is required"],
    ["/admin/orders", { orderId: "<script>" }, "Invalid order id"],
    ["/news/review", { intent: "approve", articleId: "true" }, "Invalid id"],
    ["/admin/events", { intent: "hide", eventId: "9007199254740993" }, "Invalid event id"],
  ];
  it.each(cases)("%s %j → 400 %s", async (path, fields, message) => {
    const res = await postForm(w, path, admin, fields);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(message);
  });
  it("/api/businesses/upgrade: a form without a business id is a 400 with the spec's words", async () => {
    const res = await postForm(w, "/api/businesses/upgrade", pat, { businessId: "" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: "Failed to start upgrade process" });
  });
});
