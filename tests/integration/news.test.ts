import { parseFeed } from "@rowanmanning/feed-parser";
import { asc, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsArticles, newsFeeds, users } from "../../db/schema";
import { pageText as text, postForm, postJson, sessionCookie, startTestWorker, type TestWorker } from "../support/worker";

const form = (path: string, cookie: string, fields: Record<string, string>) => postForm(w, path, cookie, fields);
const api = (path: string, cookie: string | undefined, body: unknown) => postJson(w, path, cookie, body);

let w: TestWorker;
let jamie: string;
let pat: string;
let moderator: string;
beforeAll(async () => {
  w = await startTestWorker();
  jamie = await sessionCookie(w, "seed-member-jamie");
  pat = await sessionCookie(w, "seed-member-pat");
  moderator = await sessionCookie(w, "seed-moderator");
});
afterAll(async () => {
  await w?.close();
});

const latest = async () => (await w.db.select().from(newsArticles).orderBy(desc(newsArticles.id)).limit(1))[0];

const goodArticle = {
  title: "Splash pad opens at Craig Park",
  excerpt: "The new splash pad opens Saturday with free admission all summer.",
  content: "<p>" + "The city's new splash pad at Craig Park opens this Saturday at 10 AM. ".repeat(3) + "</p>",
  category: "Community",
  imageUrl: "",
};

describe("/news and the API", () => {
  it("lists only published articles, each credited to its real author (imported ones to their feed), and pages", async () => {
    const list = (await (await w.fetch("/api/news?limit=50")).json()) as Array<{ status: string; author: string | null; publishedAt: string }>;
    expect(list.length).toBeGreaterThanOrEqual(15);
    expect(list.every((a) => a.status === "published")).toBe(true);
    const page = text(await (await w.fetch("/news")).text());
    // Issue 31, item 12: nobody is credited to "RSS Import"; the seeded feed items carry their feed's name.
    expect(page).not.toContain("RSS Import");
    const [feed] = await w.db.select().from(newsFeeds).orderBy(asc(newsFeeds.id)).limit(1);
    expect(page).toContain(feed!.name);
    expect(page).toMatch(/Page 1 of \d+/);
    const three = (await (await w.fetch("/api/news?limit=3")).json()) as unknown[];
    expect(three).toHaveLength(3);
    expect((await w.fetch("/api/news?limit=0")).status).toBe(400);
    const html = await (await w.fetch("/news")).text();
    expect(html).toContain('<link rel="alternate" type="application/rss+xml"');
  });

  it("puts a premium article first for 7 days", async () => {
    const now = Date.now();
    const [old] = await w.db
      .insert(newsArticles)
      .values({
        title: "Old but premium",
        status: "published",
        publishedAt: new Date(now - 20 * 86400_000),
        isPremium: true,
        premiumUntil: new Date(now + 86400_000),
      })
      .returning();
    const [expired] = await w.db
      .insert(newsArticles)
      .values({
        title: "Premium expired",
        status: "published",
        publishedAt: new Date(now - 21 * 86400_000),
        isPremium: true,
        premiumUntil: new Date(now - 86400_000),
      })
      .returning();
    const list = (await (await w.fetch("/api/news?limit=50")).json()) as Array<{ id: number }>;
    const ids = list.map((a) => a.id);
    expect(ids.indexOf(old!.id)).toBeLessThan(3);
    expect(ids.indexOf(expired!.id)).toBeGreaterThan(5);
  });

  it("shows 'Article Not Found' with 404, and hides pending articles from everyone but the submitter and staff", async () => {
    const missing = await w.fetch("/news/999999");
    expect(missing.status).toBe(404);
    const html = text(await missing.text());
    expect(html).toContain("Article Not Found");
    expect(html).toContain("The article you're looking for doesn't exist or has been removed.");
    expect((await w.fetch("/api/news/999999")).status).toBe(404);
    const [pending] = await w.db.select().from(newsArticles).where(eq(newsArticles.status, "pending")).limit(1);
    expect((await w.fetch(`/news/${pending!.id}`)).status).toBe(404);
    expect((await w.fetch(`/news/${pending!.id}`, { cookie: moderator })).status).toBe(200);
  });

  it("renders hostile HTML neutralised and publishes NewsArticle JSON-LD", async () => {
    const [a] = await w.db
      .insert(newsArticles)
      .values({
        title: "Hostile",
        status: "published",
        publishedAt: new Date(),
        content: `<p>Hi</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><iframe src="https://evil.example"></iframe>`,
        location: "Greenwood City Center, 300 S Madison Ave",
      })
      .returning();
    const html = await (await w.fetch(`/news/${a!.id}`)).text();
    const body = html.split('data-testid="article-content"')[1]!.split("</div>")[0];
    expect(body).toContain("<p>Hi</p>");
    expect(body).not.toMatch(/<script|onerror|javascript:|<iframe/i);
    expect(html).toContain('"@type":"NewsArticle"');
    expect(html).toContain('property="og:title"');
    expect(html).toContain('rel="canonical"');
    expect(html).toContain("https://www.google.com/maps/dir/?api=1&amp;destination=Greenwood%20City%20Center");
    expect(html).toContain("https://www.facebook.com/sharer/sharer.php?u=");
  });

  it("publishes an RSS feed that parses back", async () => {
    const res = await w.fetch("/news/rss.xml");
    expect(res.headers.get("Content-Type")).toContain("application/rss+xml");
    const feed = parseFeed(await res.text());
    expect(feed.items.length).toBeGreaterThan(10);
    expect(feed.items[0]!.url).toMatch(/^http:\/\/127\.0\.0\.1:8787\/news\/\d+$/);
    const category = parseFeed(await (await w.fetch("/news/rss.xml?category=Education")).text());
    expect(category.items.every((i) => i.categories.some((c) => c.term === "Education"))).toBe(true);
  });
});

describe("writing and submitting", () => {
  it("submit-article: the spec's messages, input kept", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ title: "Too short" }, "Title must be at least 10 characters"],
      [{ title: "x".repeat(256) }, "Title too long"],
      [{ excerpt: "short" }, "Excerpt must be at least 20 characters"],
      [{ excerpt: "x".repeat(501) }, "Excerpt too long"],
      [{ content: "Too short to be an article." }, "Article content must be at least 100 characters"],
      [{ category: "" }, "Please select a category"],
      [{ imageUrl: "not a url" }, "Please enter a valid image URL"],
    ];
    for (const [change, message] of cases) {
      const res = await form("/submit-article", jamie, { ...goodArticle, ...change });
      expect(res.status).toBe(400);
      const raw = await res.text();
      expect(text(raw)).toContain(message);
      if (!("excerpt" in change)) expect(raw).toContain("The new splash pad opens Saturday");
      const apiRes = await api("/api/articles/submit", jamie, { ...goodArticle, ...change });
      expect(apiRes.status).toBe(400);
      expect(JSON.stringify(await apiRes.json())).toContain(message);
    }
  });

  it("a member's submission waits for review; a moderator approves it onto /news; a member cannot", async () => {
    const res = await form("/submit-article", jamie, goodArticle);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/news");
    expect(res.headers.getSetCookie().join(";")).toContain("Article%20Submitted");
    const article = await latest();
    expect(article).toMatchObject({ status: "pending", submitterId: "seed-member-jamie", isUserSubmitted: true });
    expect(text(await (await w.fetch(`/news/${article!.id}`, { cookie: jamie })).text())).toContain("This article is waiting for review.");

    const byMember = await form("/news/review", pat, { intent: "approve", articleId: String(article!.id) });
    expect(byMember.status).toBe(403);
    expect((await latest())!.status).toBe("pending");

    const ok = await form("/news/review", moderator, { intent: "approve", articleId: String(article!.id) });
    expect(ok.status).toBe(302);
    expect((await latest())!.status).toBe("published");
    expect(text(await (await w.fetch("/news")).text())).toContain("Splash pad opens at Craig Park");
  });

  it("a rejected article shows its reason to the submitter only", async () => {
    await form("/submit-article", pat, { ...goodArticle, title: "Rumour about the mall closing" });
    const article = await latest();
    const noReason = await form("/news/review", moderator, { intent: "reject", articleId: String(article!.id), reason: "" });
    // Issue 17: a post the form could not send (the reason field is required) is a 400 with the message, not a toast.
    expect(noReason.status).toBe(400);
    expect(await noReason.text()).toContain("Please give a reason");
    expect((await latest())!.status).toBe("pending");
    await form("/news/review", moderator, { intent: "reject", articleId: String(article!.id), reason: "Not confirmed by the city." });
    expect(text(await (await w.fetch(`/news/${article!.id}`, { cookie: pat })).text())).toContain("Reason: Not confirmed by the city.");
    expect((await w.fetch(`/news/${article!.id}`, { cookie: jamie })).status).toBe(404);
  });

  it("premium submission goes to checkout for the article", async () => {
    const res = await form("/submit-article", jamie, { ...goodArticle, title: "Premium: new bakery opens downtown", isPremium: "on" });
    const article = await latest();
    expect(res.headers.get("Location")).toBe(`/checkout?type=article-premium&id=${article!.id}`);
    expect(article).toMatchObject({ status: "pending", isPremium: false });
    expect(text(await (await w.fetch(res.headers.get("Location")!, { cookie: jamie })).text())).toContain("$25.00");
  });

  it("/news/create: preview keeps every field; staff publish, members go to review; messages verbatim", async () => {
    const fields = {
      title: "Council approves budget",
      excerpt: "The 2027 budget passed 6-1.",
      content: "<p>The council <b>approved</b> it.</p><script>x</script>",
      category: "Local Government",
      author: "Marcus Reyes",
      imageUrl: "",
      location: "",
      publishedAt: "2026-11-20T18:30",
    };
    const preview = await form("/news/create", moderator, { ...fields, intent: "preview" });
    expect(preview.status).toBe(200);
    const previewHtml = await preview.text();
    expect(previewHtml).toContain("<p>The council <b>approved</b> it.</p>");
    expect(previewHtml).not.toContain("<script>x</script>");
    for (const value of ["Council approves budget", "The 2027 budget passed 6-1.", "Marcus Reyes", "2026-11-20T18:30"])
      expect(previewHtml).toContain(`value="${value}"`);
    expect(text(previewHtml)).toContain("Back to Edit");

    const missingDate = await form("/news/create", moderator, { ...fields, publishedAt: "", intent: "publish" });
    expect(missingDate.status).toBe(400);
    expect(text(await missingDate.text())).toContain("Publication date is required");

    const published = await form("/news/create", moderator, { ...fields, intent: "publish" });
    expect(published.headers.get("Location")).toBe("/news");
    expect(published.headers.getSetCookie().join(";")).toContain("News%20article%20created%20successfully.");
    const staffArticle = await latest();
    expect(staffArticle).toMatchObject({ status: "published", title: "Council approves budget" });
    expect(staffArticle!.publishedAt?.toISOString()).toBe("2026-11-20T23:30:00.000Z"); // 6:30 PM in Indiana (EST)

    await form("/news/create", pat, { ...fields, title: "Member news", intent: "publish" });
    expect((await latest())!.status).toBe("pending");

    // Issue 31, item 12: staff who leave Author empty are credited by their own name, never "RSS Import".
    const noAuthor = Object.fromEntries(Object.entries(fields).filter(([k]) => k !== "author"));
    const credited = await api("/api/news", moderator, { ...noAuthor, title: "Leaf pickup starts", publishedAt: "2026-11-21T12:00:00Z" });
    expect(credited.status).toBe(201);
    const [mod] = await w.db.select().from(users).where(eq(users.id, "seed-moderator"));
    const modName = [mod!.firstName, mod!.lastName].filter(Boolean).join(" ");
    expect(modName).not.toBe("");
    const creditedJson = (await credited.json()) as { id: number; author: string | null };
    expect(creditedJson.author).toBe(modName);
    expect(text(await (await w.fetch(`/news/${creditedJson.id}`)).text())).toContain(`By ${modName}`);

    // A member who signed up with only an e-mail is credited as a community member, never by their address.
    await w.db.insert(users).values({ id: "member-no-name", email: "no-name@example.org" });
    const noName = await sessionCookie(w, "member-no-name");
    expect((await api("/api/articles/submit", noName, goodArticle)).status).toBeLessThan(300);
    expect((await latest())!.author).toBe("Community Member");

    const apiRes = await api("/api/news", moderator, { ...fields, publishedAt: "2026-11-21T12:00:00Z" });
    expect(apiRes.status).toBe(201);
    expect(await apiRes.json()).toMatchObject({ title: "Council approves budget", status: "published", publishedAt: "2026-11-21T12:00:00.000Z" });
    const bad = await api("/api/news", moderator, { content: "x" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string[]> }).errors.publishedAt).toEqual(["Publication date is required"]);
    expect((await api("/api/news", undefined, fields)).status).toBe(401);
  });
});

describe("the news form's failure toast (issue 41, item 12)", () => {
  const fields = {
    title: "Refused: library bake sale",
    excerpt: "",
    content: "<p>Pies and cookies on the library lawn.</p>",
    category: "Community",
    author: "Marcus Reyes",
    imageUrl: "",
    location: "",
    publishedAt: "2026-11-20T18:30",
    intent: "publish",
  };
  const refuse = () =>
    w.db.run(sql`create trigger refuse_news before insert on news_articles begin select raise(abort, 'refused for the test'); end`);
  const allow = () => w.db.run(sql`drop trigger refuse_news`);

  it("comes on the page that failed, not as a cookie for the next page (no JavaScript)", async () => {
    await refuse();
    try {
      const res = await form("/news/create", moderator, fields);
      expect(res.status).toBe(500);
      const html = await res.text();
      expect(text(html)).toContain("Failed to create news article.");
      expect(html).toContain('value="Refused: library bake sale"');
      expect(res.headers.getSetCookie().filter((c) => c.startsWith("toast=") && !c.startsWith("toast=;"))).toEqual([]);
    } finally {
      await allow();
    }
    // The next page shows no late failure.
    expect(text(await (await w.fetch("/news", { cookie: moderator })).text())).not.toContain("Failed to create news article.");
  });

  it("comes in the action's data for the browser with JavaScript", async () => {
    await refuse();
    try {
      const res = await form("/news/create?_data=routes%2Fnews.create", moderator, fields);
      expect(res.status).toBe(500);
      expect(await res.json()).toMatchObject({ toast: { title: "Error", description: "Failed to create news article.", variant: "destructive" } });
      expect(res.headers.getSetCookie().filter((c) => c.startsWith("toast=") && !c.startsWith("toast=;"))).toEqual([]);
    } finally {
      await allow();
    }
  });
});
