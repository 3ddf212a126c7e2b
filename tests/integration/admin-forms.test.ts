// Issue 30 §4: the admin forms of /admin/news, /admin/classifieds and /admin/settings answer invalid input with 400
// and the field errors beside the form or field that sent it (not a redirect with a toast), and change nothing.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classifiedAds, newsArticles, newsFeeds, siteConfig } from "../../db/schema";
import { settingsForm } from "../support/settings-form";
import { pageText, postForm, sessionCookie, startTestWorker, type TestWorker } from "../support/worker";

let w: TestWorker;
let admin: string;
let moderator: string;

beforeAll(async () => {
  w = await startTestWorker();
  [admin, moderator] = (await Promise.all(["seed-admin", "seed-moderator"].map((u) => sessionCookie(w, u)))) as [string, string];
}, 120_000);
afterAll(async () => {
  await w?.close();
});

/** The text of the element with this id (the error list a field or form points at), or null when there is none. */
function textOfId(html: string, id: string) {
  const m = new RegExp(`<ul id="${id}"[^>]*>([\\s\\S]*?)</ul>`).exec(html);
  return m ? pageText(m[1]!).trim() : null;
}

/** The error text a control points at through aria-describedby, and whether it is marked invalid. */
function errorBeside(html: string, name: string) {
  const tag = new RegExp(`<(?:input|select|textarea)[^>]*name="${name.replace(".", "\\.")}"[^>]*>`).exec(html)?.[0] ?? "";
  const describedBy = /aria-describedby="([^"]+)"/.exec(tag)?.[1];
  return { invalid: tag.includes('aria-invalid="true"'), error: describedBy ? textOfId(html, describedBy) : null };
}

function noToast(res: Response) {
  return !res.headers.getSetCookie().some((c) => c.startsWith("toast="));
}

async function addArticle(values: Partial<typeof newsArticles.$inferInsert> = {}) {
  const now = new Date();
  const [row] = await w.db
    .insert(newsArticles)
    .values({
      title: "Farmers market moves to the square",
      excerpt: "Saturdays from May.",
      content: "<p>Saturdays from May, 8 to noon.</p>",
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

describe("/admin/news", () => {
  it("add feed: a blank name and a javascript: URL are a 400 with each error beside its field, the input kept, no feed added", async () => {
    const before = await w.db.select().from(newsFeeds);
    const res = await postForm(w, "/admin/news", admin, { intent: "add-feed", name: "", url: "javascript:alert(1)", category: "Community" });
    expect(res.status).toBe(400);
    expect(noToast(res)).toBe(true);
    const html = await res.text();
    expect(errorBeside(html, "name")).toEqual({ invalid: true, error: "Feed name is required" });
    expect(errorBeside(html, "url")).toEqual({ invalid: true, error: "Please enter a valid feed URL" });
    expect(html).toContain('value="javascript:alert(1)"');
    expect(await w.db.select().from(newsFeeds)).toEqual(before);
  });

  it("reject without a reason: 400 with the error under that article in the queue, which stays pending", async () => {
    const a = await addArticle({ title: "A story waiting for review", status: "pending", publishedAt: null, isUserSubmitted: true });
    const res = await postForm(w, "/admin/news", moderator, { intent: "reject", articleId: String(a!.id), reason: "   " });
    expect(res.status).toBe(400);
    expect(noToast(res)).toBe(true);
    expect(textOfId(await res.text(), `pending-${a!.id}-error`)).toBe("Please give a reason");
    const [row] = await w.db.select().from(newsArticles).where(eq(newsArticles.id, a!.id));
    expect(row!.status).toBe("pending");
  });

  it("delete without the confirmation: 400 with the error under that article, which is still there", async () => {
    const a = await addArticle({ title: "Story the admin nearly deleted" });
    const res = await postForm(w, "/admin/news", admin, { intent: "delete", articleId: String(a!.id) });
    expect(res.status).toBe(400);
    expect(textOfId(await res.text(), `admin-article-${a!.id}-error`)).toBe("Please confirm the deletion");
    expect(await w.db.select().from(newsArticles).where(eq(newsArticles.id, a!.id))).toHaveLength(1);
  });

  it("an article that does not exist is a 404", async () => {
    expect((await postForm(w, "/admin/news", admin, { intent: "feature", articleId: "99999999" })).status).toBe(404);
  });
});

describe("/admin/classifieds", () => {
  it("an unknown action on an ad is a 400 with the error under that ad, which is not removed", async () => {
    const list = await (await w.fetch("/admin/classifieds", { cookie: admin })).text();
    const id = Number(/href="\/classifieds\/(\d+)"/.exec(list)?.[1]);
    expect(id).toBeGreaterThan(0);
    const [before] = await w.db.select().from(classifiedAds).where(eq(classifiedAds.id, id));
    const res = await postForm(w, "/admin/classifieds", moderator, { id: String(id), intent: "explode" });
    expect(res.status).toBe(400);
    expect(noToast(res)).toBe(true);
    expect(textOfId(await res.text(), `admin-ad-${id}-error`)).toBe("Unknown action");
    expect((await w.db.select().from(classifiedAds).where(eq(classifiedAds.id, id)))[0]).toEqual(before);
  });

  it("a junk ad id is a 400 that says so on the page", async () => {
    const res = await postForm(w, "/admin/classifieds", admin, { id: "1e309", intent: "remove" });
    expect(res.status).toBe(400);
    expect(textOfId(await res.text(), "admin-classifieds-error")).toBe("Invalid ad id");
  });
});

describe("/admin/settings", () => {
  it("a blank site name and a javascript: social link are a 400 with each error beside its field, nothing saved", async () => {
    const before = await w.db.select().from(siteConfig).where(eq(siteConfig.id, 1));
    const res = await postForm(w, "/admin/settings", admin, settingsForm({ siteName: "", "socialLinks.x": "javascript:alert(1)" }));
    expect(res.status).toBe(400);
    expect(noToast(res)).toBe(true);
    const html = await res.text();
    expect(errorBeside(html, "siteName")).toEqual({ invalid: true, error: "Site name is required" });
    expect(errorBeside(html, "socialLinks.x")).toEqual({ invalid: true, error: "Please enter a full link starting with https://" });
    expect(await w.db.select().from(siteConfig).where(eq(siteConfig.id, 1))).toEqual(before);
  });
});
