// The site's address (context.siteUrl): SITE_URL when set, else the request's origin, the same in mail and pages.
import { desc, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { mailMessages } from "../../db/schema";
import { startTestWorker, type TestWorker } from "../support/worker";

const workers: TestWorker[] = [];
afterAll(async () => {
  await Promise.all(workers.map((w) => w.close()));
});

const contact = {
  name: "Lee",
  email: "lee@greenwood.example",
  subject: "Hello there",
  message: "A message that is long enough to send.",
  category: "Other",
};

/** Sends the contact form (served from `base`) and returns the link to the message in the mail to the support inbox. */
async function supportMailLink(w: TestWorker, base?: string): Promise<string | undefined> {
  const res = await w.fetch("/api/support/contact", {
    method: "POST",
    base,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(contact),
  });
  expect(res.status).toBe(201);
  const [mail] = await w.db.select().from(mailMessages).where(eq(mailMessages.kind, "contact")).orderBy(desc(mailMessages.id)).limit(1);
  return mail?.textBody.match(/https?:\/\/\S+\/admin\/messages\?id=\d+/)?.[0];
}

async function canonicalOf(w: TestWorker, path: string, base?: string): Promise<string | undefined> {
  const res = await w.fetch(path, { base });
  expect(res.status).toBe(200);
  return (await res.text()).match(/<link rel="canonical" href="([^"]+)"/)?.[1];
}

describe("the site's address", () => {
  it("a mail link and a canonical URL both use SITE_URL when set, not the address the request came to", async () => {
    const w = await startTestWorker({ siteUrl: "https://hub.greenwood.example/" });
    workers.push(w);
    expect(await supportMailLink(w)).toMatch(/^https:\/\/hub\.greenwood\.example\/admin\/messages\?id=\d+$/);
    expect(await canonicalOf(w, "/news")).toBe("https://hub.greenwood.example/news");
    expect(await (await w.fetch("/robots.txt")).text()).toContain("Sitemap: https://hub.greenwood.example/sitemap.xml");
  });

  it("without SITE_URL, a mail link and a canonical URL both follow the request's origin", async () => {
    const w = await startTestWorker({ siteUrl: null });
    workers.push(w);
    expect(await supportMailLink(w, "https://other.example")).toMatch(/^https:\/\/other\.example\/admin\/messages\?id=\d+$/);
    expect(await canonicalOf(w, "/news", "https://other.example")).toBe("https://other.example/news");
  });
});
