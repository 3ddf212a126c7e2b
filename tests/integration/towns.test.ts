// Issue 31, items 1, 21, 22 and 23: Nashville mode is Nashville's site (name, sample data, distances); the admin
// Classifieds tab pages through every ad and an ad's own page has a moderator's Remove; the price table sells
// only what buys something; paying twice for an upgrade says it is already paid and links to the order.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, classifiedAds, jobs, orders } from "../../db/schema";
import { seedSchoolYear } from "../../db/seed-civic";
import { settingsForm } from "../support/settings-form";
import { pageText, postForm, postJson, sessionCookie, startTestWorker, type TestWorker } from "../support/worker";

const DAY = 86_400_000;
/** Page text without e-mail addresses. */
const visible = (html: string) => pageText(html).replace(/\S+@\S+/g, "");

describe("Nashville, seeded with TOWN=nashville", () => {
  let w: TestWorker;
  beforeAll(async () => {
    w = await startTestWorker({ town: "nashville" });
  });
  afterAll(async () => {
    await w?.close();
  });

  it("home is Nashville's: its name in the header and title, its featured businesses, events and news, nothing of Greenwood", async () => {
    const res = await w.fetch("/");
    expect(res.status).toBe(200);
    const html = await res.text();
    // The header's name link.
    expect(html).toMatch(/href="\/">Nashville Community Hub<\/a>/);
    const text = visible(html);
    expect(text).toContain("Nashville Community Hub");
    // Featured businesses (premium), featured events and premium news of the Nashville seed.
    expect(text).toContain("Salt Creek Skillet");
    expect(text).toContain("First Friday Gallery Walk");
    expect(text).toContain("Town Council approves Van Buren Street sidewalk repairs");
    expect(text).not.toMatch(/Greenwood|Maplecrest|Old Town|Madison Ave|Johnson County/);
    // The stat counts the seed's Art Galleries category.
    const galleries = html.match(/data-testid="stat-art-galleries"[^>]*>([\s\S]*?)<\/dd>/)?.[1];
    expect(pageText(galleries ?? "").replace(/\D/g, "")).toBe("3");
  });

  it("the directory, events, news and classifieds list Nashville's own, at Nashville addresses", async () => {
    for (const [path, expected] of [
      ["/directory", "Nashville, IN 47448"],
      ["/events", "Brown County State Park"],
      ["/news", "Art Guild marks its anniversary with a T.C. Steele retrospective"],
      ["/classifieds", "Cord of seasoned oak and hickory"],
    ] as const) {
      const text = visible(await (await w.fetch(path)).text());
      expect(text, path).toContain(expected);
      expect(text, path).not.toMatch(/Greenwood|Old Town|Smith Valley|Madison Ave/);
    }
  });

  it("jobs are measured from Nashville: within 10 miles of Nashville, not Greenwood's", async () => {
    const text = visible(await (await w.fetch("/jobs")).text());
    expect(text).toContain("Jobs near Nashville");
    expect(text).toContain("Gallery Sales Associate");
    // Bloomington is about 15 miles from Nashville: outside the default 10.
    expect(text).not.toContain("Lab Technician");
    const wide = visible(await (await w.fetch("/jobs?distance=25")).text());
    expect(wide).toContain("Lab Technician");
  });

  it("the schools and emergency pages are Brown County's, with this school year's dates", async () => {
    const schools = visible(await (await w.fetch("/schools")).text());
    expect(schools).toContain("Brown County Schools");
    expect(schools).toContain(String(seedSchoolYear(new Date()).fall));
    const emergency = visible(await (await w.fetch("/emergency")).text());
    expect(emergency).toContain("Brown County Sheriff's Office");
    expect(emergency).not.toContain("Greenwood Police Department");
  });

  it("shows Nashville's own support address everywhere, never Greenwood's (issue 41, item 18)", async () => {
    for (const path of ["/", "/support", "/privacy", "/terms", "/schools"]) {
      const res = await w.fetch(path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      const at = html.indexOf("greenwood.example");
      expect(at === -1 ? "" : html.slice(Math.max(0, at - 80), at + 40), path).toBe("");
      // The footer's address and the help widget's "Email Us".
      expect(html, path).toContain('href="mailto:help@nashville.example">help@nashville.example</a>');
      const widget = html.slice(html.indexOf('data-testid="help-widget"'));
      expect(widget, path).toContain('href="mailto:help@nashville.example"');
    }
  });

  it("/schools counts one district in the singular, in English and Spanish (issue 41, item 18)", async () => {
    const stat = (html: string) => /data-testid="schools-stat-districts"[^>]*>([^<]*)<\/dd>\s*<dt[^>]*>([^<]*)<\/dt>/.exec(html)?.slice(1);
    expect(stat(await (await w.fetch("/schools")).text())).toEqual(["1", "District"]);
    expect(stat(await (await w.fetch("/schools", { cookie: "lang=es" })).text())).toEqual(["1", "Distrito"]);
  });
});

describe("switching a Greenwood site to Nashville in the settings", () => {
  let w: TestWorker;
  let admin: string;
  beforeAll(async () => {
    w = await startTestWorker();
    admin = await sessionCookie(w, "seed-admin");
  });
  afterAll(async () => {
    await w?.close();
  });

  it("renames the site unless the admin named it, and measures every job's distance from Nashville", async () => {
    const greenwoodJob = (await w.db.select().from(jobs).where(eq(jobs.title, "Registered Nurse – Medical/Surgical")))[0];
    expect(greenwoodJob!.distanceFromGreenwood).toBeLessThan(10);
    // The form still carries the Greenwood default name, as a browser would post it after only changing the mode.
    const saved = await postForm(w, "/admin/settings", admin, settingsForm({ mode: "nashville" }));
    expect(saved.status).toBe(302);
    const home = await (await w.fetch("/support")).text();
    expect(home).toMatch(/href="\/">Nashville Community Hub<\/a>/);
    expect(visible(home)).not.toContain("Greenwood Community Hub");
    // Greenwood is about 30 miles from Nashville: its jobs are no longer "near".
    const moved = (await w.db.select().from(jobs).where(eq(jobs.id, greenwoodJob!.id)))[0];
    expect(moved!.distanceFromGreenwood).toBeGreaterThan(25);
    const list = visible(await (await w.fetch("/jobs")).text());
    expect(list).toContain("Jobs near Nashville");
    expect(list).not.toContain("Registered Nurse – Medical/Surgical");
    const api = (await (await w.fetch(`/api/jobs/${greenwoodJob!.id}`)).json()) as { distanceFromGreenwood: number };
    expect(api.distanceFromGreenwood).toBe(moved!.distanceFromGreenwood);

    // Greenwood's support address goes with Greenwood's name, even saved back from the form (issue 41, item 18).
    await postForm(w, "/admin/settings", admin, settingsForm({ mode: "nashville", supportEmail: "help@greenwood.example" }));
    const support = await (await w.fetch("/support")).text();
    expect(support).not.toContain("greenwood.example");
    expect(support).toContain('href="mailto:help@nashville.example"');

    // A name of the admin's own stays, in either mode; back in Greenwood the distances are Greenwood's again.
    await postForm(w, "/admin/settings", admin, settingsForm({ mode: "greenwood", siteName: "Southside Hub" }));
    expect(await (await w.fetch("/support")).text()).toMatch(/href="\/">Southside Hub<\/a>/);
    const back = (await w.db.select().from(jobs).where(eq(jobs.id, greenwoodJob!.id)))[0];
    expect(back!.distanceFromGreenwood).toBeLessThan(10);
  });
});

describe("admin classifieds (item 21)", () => {
  let w: TestWorker;
  let admin: string;
  let moderator: string;
  let jamie: string;
  beforeAll(async () => {
    w = await startTestWorker();
    [admin, moderator, jamie] = (await Promise.all(["seed-admin", "seed-moderator", "seed-member-jamie"].map((id) => sessionCookie(w, id)))) as [
      string,
      string,
      string,
    ];
  });
  afterAll(async () => {
    await w?.close();
  });

  const adIdsOn = (html: string) => [...html.matchAll(/data-testid="admin-ad"[\s\S]*?href="\/classifieds\/(\d+)"/g)].map((m) => Number(m[1]));

  it("pages through every ad, 10 a page, so the last ad can be moderated there", async () => {
    const all = await w.db.select({ id: classifiedAds.id }).from(classifiedAds);
    expect(all.length).toBeGreaterThan(20);
    const pages = Math.ceil(all.length / 10);
    const seen: number[] = [];
    for (let page = 1; page <= pages; page++) {
      const res = await w.fetch(`/admin/classifieds${page > 1 ? `?page=${page}` : ""}`, { cookie: admin });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(pageText(html)).toContain(`Page ${page} of ${pages}`);
      seen.push(...adIdsOn(html));
    }
    expect(new Set(seen).size).toBe(all.length);
    expect(seen.slice(0, 10)).toHaveLength(10);

    // Removing from the last page comes back to the last page, and is audited.
    const last = seen[seen.length - 1]!;
    const removed = await postForm(w, `/admin/classifieds?page=${pages}`, admin, { id: String(last), intent: "remove" });
    expect(removed.status).toBe(302);
    expect(removed.headers.get("Location")).toBe(`/admin/classifieds?page=${pages}`);
    expect((await w.db.select().from(classifiedAds).where(eq(classifiedAds.id, last)))[0]!.removedAt).not.toBeNull();
    const audit = await w.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "classified.remove"), eq(auditLog.targetId, String(last))));
    expect(audit).toHaveLength(1);
  });

  it("an ad's own page has Remove and Restore for moderators and admins, audited; members and visitors cannot", async () => {
    const [ad] = await w.db.select().from(classifiedAds).where(eq(classifiedAds.title, "PlayStation 5 with two controllers"));
    expect(visible(await (await w.fetch(`/classifieds/${ad!.id}`, { cookie: jamie })).text())).not.toContain("Moderation");
    const page = visible(await (await w.fetch(`/classifieds/${ad!.id}`, { cookie: moderator })).text());
    expect(page).toContain("Moderation");
    expect(page).toMatch(/Moderation Remove/);

    expect((await postForm(w, `/classifieds/${ad!.id}`, jamie, { intent: "remove" })).status).toBe(403);
    expect((await postForm(w, `/classifieds/${ad!.id}`, undefined, { intent: "remove" })).status).toBe(302);
    expect((await w.db.select().from(classifiedAds).where(eq(classifiedAds.id, ad!.id)))[0]!.removedAt).toBeNull();

    const res = await postForm(w, `/classifieds/${ad!.id}`, moderator, { intent: "remove" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/classifieds/${ad!.id}`);
    expect((await w.db.select().from(classifiedAds).where(eq(classifiedAds.id, ad!.id)))[0]!.removedAt).not.toBeNull();
    expect(visible(await (await w.fetch(`/classifieds/${ad!.id}`, { cookie: moderator })).text())).toMatch(/Moderation Restore/);
    // Gone from the public list and page.
    expect((await w.fetch(`/classifieds/${ad!.id}`)).status).toBe(404);

    await postForm(w, `/classifieds/${ad!.id}`, admin, { intent: "restore" });
    expect((await w.db.select().from(classifiedAds).where(eq(classifiedAds.id, ad!.id)))[0]!.removedAt).toBeNull();
    const audit = await w.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(ad!.id)));
    expect(audit.map((a) => a.action).sort()).toEqual(["classified.remove", "classified.restore"]);
  });
});

describe("checkout (items 22 and 23)", () => {
  let w: TestWorker;
  let jamie: string;
  beforeAll(async () => {
    w = await startTestWorker();
    jamie = await sessionCookie(w, "seed-member-jamie");
  });
  afterAll(async () => {
    await w?.close();
  });

  it("business_listing and other are not sold: the page says so (not that the link names no business), and no order is made", async () => {
    for (const query of ["type=business_listing&tier=basic&businessId=1", "type=business_listing&tier=premium&businessId=1", "type=other"]) {
      const res = await w.fetch(`/checkout?${query}`, { cookie: jamie });
      expect(res.status, query).toBe(400);
      const text = visible(await res.text());
      expect(text, query).toContain("This checkout link is not for anything we sell");
      expect(text, query).not.toContain("doesn't say which");
    }
    const before = (await w.db.select().from(orders)).length;
    const post = await postForm(w, "/checkout", jamie, { provider: "test", type: "business_listing", tier: "premium", itemId: "1" });
    expect(post.headers.get("Location") ?? "").not.toContain("test-provider");
    expect((await w.db.select().from(orders)).length).toBe(before);
  });

  it("paying twice for an upgrade says it is already paid and links to the order (409), by link and by form", async () => {
    const created = await postJson(w, "/api/events/create", jamie, {
      title: "Paid twice gala",
      startDate: new Date(Date.now() + 4 * DAY).toISOString(),
      location: "Craig Park",
      isFeatured: true,
      isPremium: true,
      price: "50.00",
    });
    expect(created.status).toBe(402);
    const { eventId } = (await created.json()) as { eventId: number };
    const start = await postForm(w, "/checkout", jamie, { provider: "test", type: "event-premium", itemId: String(eventId) });
    const order = /order=([\w-]+)/.exec(start.headers.get("Location") ?? "")?.[1];
    expect(order).toBeTruthy();
    expect((await postForm(w, "/checkout/test-provider", jamie, { order: order!, intent: "pay" })).status).toBe(302);

    const again = await w.fetch(`/checkout?type=event-premium&eventId=${eventId}`, { cookie: jamie });
    expect(again.status).toBe(409);
    const html = await again.text();
    const text = visible(html);
    expect(text).toContain("Already paid");
    expect(text).not.toContain("Something went wrong");
    expect(html).toContain(`href="/checkout/success?order=${order}"`);
    expect(text).toContain("View your order");

    // The form posted a second time (a stale tab) lands on the same page, and no second order is made.
    const repost = await postForm(w, `/checkout?type=event-premium&eventId=${eventId}`, jamie, {
      provider: "test",
      type: "event-premium",
      itemId: String(eventId),
    });
    expect(repost.status).toBe(302);
    const landed = await w.fetch(repost.headers.get("Location")!, { cookie: jamie });
    expect(landed.status).toBe(409);
    expect(visible(await landed.text())).toContain("Already paid");
    expect(
      (
        await w.db
          .select()
          .from(orders)
          .where(eq(orders.itemId, String(eventId)))
      ).length,
    ).toBe(1);
    // The linked order page is the buyer's paid order.
    expect(visible(await (await w.fetch(`/checkout/success?order=${order}`, { cookie: jamie })).text())).toContain("Payment complete");
  });
});
