// Issue 31 item 3: a form posted after the session ended waits across sign-in (services/drafts.server.ts), for one
// hour, for the browser that posted it only; and the event page's own failure toast.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businesses, events } from "../../db/schema";
import { pageText, postForm, sessionCookie, startTestWorker, type TestWorker } from "../support/worker";

let w: TestWorker;
let jamie: string;
beforeAll(async () => {
  w = await startTestWorker();
  jamie = await sessionCookie(w, "seed-member-jamie");
});
afterAll(async () => {
  await w?.close();
});

const EVENT = { tier: "standard", title: "Porch concert at the library", startDate: "2099-06-05T18:30", location: "Greenwood Public Library" };

/** Posts the event form with no session, as a browser whose session ended; returns the draft cookie it was given. */
async function postWithoutSession(fields: Record<string, string>, at?: Date): Promise<string> {
  const res = await w.fetch("/events/create", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(at ? { "X-Test-Now": at.toISOString() } : {}) },
    body: new URLSearchParams(fields).toString(),
  });
  expect(res.status).toBe(302);
  expect(res.headers.get("Location")).toBe("/api/login?returnTo=%2Fevents%2Fcreate");
  const cookies = res.headers.getSetCookie();
  const toast = cookies.find((c) => c.startsWith("toast="));
  expect(decodeURIComponent(toast ?? "")).toContain('"title":{"id":"toasts.Unauthorized"}');
  expect(decodeURIComponent(toast ?? "")).toContain("Please log in to create events.");
  const draft = cookies.find((c) => c.startsWith("draft="));
  expect(draft).toMatch(/HttpOnly/);
  return draft!.split(";")[0]!;
}

const titleInput = (html: string) => /<input[^>]*name="title"[^>]*>/.exec(html)?.[0] ?? "";

describe("a draft kept across sign-in", () => {
  it("comes back in the form after sign-in, once, and nothing was created meanwhile", async () => {
    const draft = await postWithoutSession({ ...EVENT, description: "Bluegrass on the porch; bring a chair." });
    const page = await w.fetch("/events/create", { cookie: `${jamie}; ${draft}` });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(titleInput(html)).toContain('value="Porch concert at the library"');
    expect(html).toContain("Bluegrass on the porch; bring a chair.");
    expect(html).toContain('value="Greenwood Public Library"');
    expect(page.headers.getSetCookie().some((c) => c.startsWith("draft=;"))).toBe(true);
    // Given back once: the same browser opening the form again starts afresh.
    const again = await (await w.fetch("/events/create", { cookie: `${jamie}; ${draft}` })).text();
    expect(titleInput(again)).not.toContain("Porch concert");
    expect(await w.db.select().from(events).where(eq(events.title, EVENT.title))).toHaveLength(0);
  });

  it("is only ever returned to the browser that posted it, on the form it was posted from", async () => {
    const draft = await postWithoutSession({ ...EVENT, title: "Only mine: quilt show" });
    // The same member in another browser, a made-up id, and another form: none of them gets it.
    expect(titleInput(await (await w.fetch("/events/create", { cookie: jamie })).text())).not.toContain("quilt show");
    const forged = `draft=${"0".repeat(32)}`;
    expect(titleInput(await (await w.fetch("/events/create", { cookie: `${jamie}; ${forged}` })).text())).not.toContain("quilt show");
    expect(await (await w.fetch("/jobs/post", { cookie: `${jamie}; ${draft}` })).text()).not.toContain("quilt show");
    // The browser that posted it still finds it waiting.
    expect(titleInput(await (await w.fetch("/events/create", { cookie: `${jamie}; ${draft}` })).text())).toContain('value="Only mine: quilt show"');
  });

  it("expires after an hour", async () => {
    const posted = new Date();
    const draft = await postWithoutSession({ ...EVENT, title: "Too late: chili supper" }, posted);
    const later = new Date(posted.getTime() + 61 * 60_000).toISOString();
    const html = await (await w.fetch("/events/create", { cookie: `${jamie}; ${draft}`, headers: { "X-Test-Now": later } })).text();
    expect(titleInput(html)).not.toContain("chili supper");
  });

  it("a signed-in form without a session elsewhere keeps its draft too (the claim form)", async () => {
    const [b] = await w.db
      .select()
      .from(businesses)
      .where(and(eq(businesses.claimStatus, "unclaimed"), eq(businesses.isActive, true)))
      .limit(1);
    const path = `/claim-business/${b!.id}`;
    const res = await postForm(w, path, undefined, {
      businessRole: "Manager",
      contactPhone: "317-555-0199",
      verificationMessage: "My name is on the lease.",
    });
    expect(res.status).toBe(302);
    const draft = res.headers
      .getSetCookie()
      .find((c) => c.startsWith("draft="))!
      .split(";")[0];
    const html = await (await w.fetch(path, { cookie: `${jamie}; ${draft}` })).text();
    expect(html).toContain('value="317-555-0199"');
    expect(html).toContain("My name is on the lease.");
  });
});

describe("the event page's failure toast", () => {
  it("a create that fails shows 'Failed to create event' on the form, with what was typed kept", async () => {
    await w.db.run(sql`create trigger refuse_events before insert on events begin select raise(abort, 'refused for the test'); end`);
    try {
      const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 11) + "18:30";
      const res = await postForm(w, "/events/create", jamie, { ...EVENT, startDate: inAMonth, title: "Refused: pancake breakfast" });
      expect(res.status).toBe(500);
      const html = await res.text();
      expect(pageText(html)).toContain("Failed to create event. Please try again.");
      expect(titleInput(html)).toContain('value="Refused: pancake breakfast"');
    } finally {
      await w.db.run(sql`drop trigger refuse_events`);
    }
  });
});
