// /admin/settings: saved and effective at once (KV cleared), bad input refused with the input kept, a disabled
// feature gone from nav, footer, home and search with its pages and API at 404, members refused.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BAD_COLOUR } from "../../app/lib/site-settings";
import { siteConfig } from "../../db/schema";
import { ALL_FEATURES_ON, settingsForm } from "../support/settings-form";
import { cookiesFrom, pageText, postForm, sessionCookie, startTestWorker, type TestWorker } from "../support/worker";

let w: TestWorker;
let admin: string;
let jamie: string;
beforeAll(async () => {
  w = await startTestWorker();
  admin = await sessionCookie(w, "seed-admin");
  jamie = await sessionCookie(w, "seed-member-jamie");
});
afterAll(async () => {
  await w?.close();
});

const navHrefs = (html: string) =>
  [...(html.match(/<nav aria-label="Main"[^>]*>([\s\S]*?)<\/nav>/)?.[1] ?? "").matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
const footer = (html: string) => html.match(/<footer[\s\S]*?<\/footer>/)?.[0] ?? "";

describe("/admin/settings", () => {
  it("refuses visitors and members, and a member's POST changes nothing", async () => {
    const visitor = await w.fetch("/admin/settings");
    expect(visitor.status).toBe(302);
    expect((await w.fetch("/admin/settings", { cookie: jamie })).status).toBe(403);
    const post = await postForm(w, "/admin/settings", jamie, settingsForm({ siteName: "Hijacked" }));
    expect(post.status).toBe(403);
    const [row] = await w.db.select().from(siteConfig).where(eq(siteConfig.id, 1));
    expect(row!.siteName).toBe("Greenwood Community Hub");
  });

  it("is a tab of the admin dashboard with colour inputs and a field named mode", async () => {
    const res = await w.fetch("/admin/settings", { cookie: admin });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/href="\/admin\/settings"[^>]*>Settings</);
    expect(html).toMatch(/<select[^>]*name="mode"/);
    expect(html.match(/type="color"/g)?.length).toBe(10);
    expect(html).toContain('name="features.classifieds"');
    expect(html).toContain('name="socialLinks.facebook"');
    expect(html).toContain('name="supportEmail"');
  });

  it("saves, says so in a toast, and the change shows on the next page at once", async () => {
    await w.fetch("/"); // the old config is now cached in KV
    const res = await postForm(
      w,
      "/admin/settings",
      admin,
      settingsForm({
        siteName: "Greenwood Town Square",
        "colors.primary": "#1E40AF",
        supportEmail: "Desk@Greenwood.example",
        "socialLinks.facebook": "https://facebook.example/greenwood",
      }),
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin/settings");
    const toastPage = await w.fetch("/admin/settings", { cookie: `${admin}; ${cookiesFrom(res)}` });
    expect(pageText(await toastPage.text())).toContain("Settings Saved");
    const [row] = await w.db.select().from(siteConfig).where(eq(siteConfig.id, 1));
    expect(row!.colors.primary).toBe("#1e40af");
    expect(row!.colors.primaryForeground).toBeUndefined();
    expect(row!.supportEmail).toBe("desk@greenwood.example");
    const home = await (await w.fetch("/")).text();
    expect(home).toContain("Greenwood Town Square");
    expect(home).toContain("--primary:#1e40af");
    expect(home).toContain("mailto:desk@greenwood.example");
    const api = (await (await w.fetch("/api/site-config")).json()) as { siteName: string };
    expect(api.siteName).toBe("Greenwood Town Square");
  });

  it("refuses a bad colour with a message, keeps the typed input and changes nothing", async () => {
    const before = await w.db.select().from(siteConfig).where(eq(siteConfig.id, 1));
    const res = await postForm(
      w,
      "/admin/settings",
      admin,
      settingsForm({ siteName: "Typed But Refused", "colors.accent": "red; background:url(x)" }),
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(pageText(html)).toContain(BAD_COLOUR);
    expect(html).toContain('value="Typed But Refused"');
    expect(await w.db.select().from(siteConfig).where(eq(siteConfig.id, 1))).toEqual(before);
  });

  it("refuses an unknown feature, an unknown mode and a javascript: social link", async () => {
    const bads: Record<string, string>[] = [{ "features.casino": "on" }, { mode: "chicago" }, { "socialLinks.x": "javascript:alert(1)" }];
    for (const bad of bads) {
      const res = await postForm(w, "/admin/settings", admin, settingsForm(bad));
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
  });

  it("a disabled feature leaves nav, footer, home and search, and its pages and API answer 404", async () => {
    const res = await postForm(
      w,
      "/admin/settings",
      admin,
      settingsForm(
        {},
        ALL_FEATURES_ON.filter((f) => f !== "classifieds"),
      ),
    );
    expect(res.status).toBe(302);
    const home = await (await w.fetch("/")).text();
    expect(navHrefs(home)).not.toContain("/classifieds");
    expect(footer(home)).not.toContain('href="/classifieds"');
    expect(home).not.toContain('data-testid="section-classifieds"');
    expect(pageText(home)).not.toContain("Active Listings");
    const page = await w.fetch("/classifieds");
    expect(page.status).toBe(404);
    const pageHtml = await page.text();
    expect(pageText(pageHtml)).toContain("404 Page Not Found");
    expect(navHrefs(pageHtml)).not.toContain("/classifieds");
    const api = await w.fetch("/api/classifieds");
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ message: "Not found" });
    expect((await w.fetch("/post-classified", { cookie: jamie })).status).toBe(404);
    const search = await w.fetch("/api/search?q=a", { cookie: jamie });
    expect(((await search.json()) as { classifieds: unknown[]; news: unknown[] }).classifieds).toEqual([]);
    const searchPage = await (await w.fetch("/search?q=a", { cookie: jamie })).text();
    expect(searchPage).not.toContain("type=classifieds");

    // News off too: its feed, API and pages go; on again, everything is back.
    await postForm(
      w,
      "/admin/settings",
      admin,
      settingsForm(
        {},
        ALL_FEATURES_ON.filter((f) => f !== "news"),
      ),
    );
    expect((await w.fetch("/news")).status).toBe(404);
    expect((await w.fetch("/news/rss.xml")).status).toBe(404);
    expect((await w.fetch("/api/news")).status).toBe(404);
    expect((await w.fetch("/api/news", { method: "POST", cookie: admin, headers: { "Content-Type": "application/json" }, body: "{}" })).status).toBe(
      404,
    );
    expect(await (await w.fetch("/")).text()).not.toContain('data-testid="section-news"');
    await postForm(w, "/admin/settings", admin, settingsForm());
    expect((await w.fetch("/news")).status).toBe(200);
    expect(navHrefs(await (await w.fetch("/")).text())).toContain("/classifieds");
  });

  it("switches the home page to Nashville through the field named mode", async () => {
    await postForm(w, "/admin/settings", admin, settingsForm({ mode: "nashville" }));
    expect(pageText(await (await w.fetch("/")).text())).toContain("Welcome to Nashville, Indiana");
    await postForm(w, "/admin/settings", admin, settingsForm({ mode: "greenwood" }));
    expect(pageText(await (await w.fetch("/")).text())).toContain("Welcome to Greenwood, Indiana");
  });
});
