// Issue 19: /account (profile, events, data export, deletion), admin messages and audit, and mail through the one
// module: the outbox without a key, Resend's API on a loopback server with one, retries, reminders and renew links.
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, classifiedAds, events, mailMessages, sessions, supportMessages, users } from "../../db/schema";
import { startMailServer } from "../support/mail-server";
import { pageText, postForm, postJson, sessionCookie, startTestWorker, type TestWorker } from "../support/worker";

const contact = {
  name: "Riley Park",
  email: "riley@example.org",
  subject: "Question about events",
  message: "How do I add a recurring event to the calendar, please?",
  category: "Events Calendar",
};

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  let v = await read();
  while (!ok(v) && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 50));
    v = await read();
  }
  return v;
}

describe("mail without a provider: the outbox", () => {
  let w: TestWorker;
  beforeAll(async () => {
    w = await startTestWorker();
  });
  afterAll(async () => w?.close());

  it("the contact form writes the message, a mail to support and a receipt, all readable at /admin/outbox", async () => {
    const res = await postForm(w, "/support", undefined, contact);
    expect(res.status).toBe(302);
    const mails = await w.db.select().from(mailMessages);
    expect(mails.map((m) => [m.kind, m.toAddress, m.status]).sort()).toEqual([
      ["contact", "help@greenwood.example", "outbox"],
      ["contact-receipt", "riley@example.org", "outbox"],
    ]);
    expect(mails.every((m) => m.textBody.length > 20)).toBe(true);
    const admin = await sessionCookie(w, "seed-admin");
    const outbox = pageText(await (await w.fetch("/admin/outbox", { cookie: admin })).text());
    // A visitor's typed-in address is not verified: the receipt quotes neither the subject nor the message.
    expect(outbox).toContain("We received your message");
    expect(outbox).not.toContain("We received your message: Question about events");
    expect(outbox).toContain("will respond within 24 hours");
    const member = await sessionCookie(w, "seed-member-pat");
    expect((await w.fetch("/admin/outbox", { cookie: member })).status).toBe(403);
  });
});

describe("mail through Resend's API", () => {
  let w: TestWorker;
  let mail: Awaited<ReturnType<typeof startMailServer>>;
  let admin: string;
  beforeAll(async () => {
    mail = await startMailServer();
    w = await startTestWorker({ vars: { RESEND_API_KEY: mail.key, MAIL_API_BASE: mail.url, SUPPORT_EMAIL: "support@greenwood.example" } });
    admin = await sessionCookie(w, "seed-admin");
  });
  afterAll(async () => {
    await w?.close();
    await mail?.close();
  });

  it("sends the contact mails once each, with a plain-text part and the sender as Reply-To", async () => {
    // A message of this test's own: the mails other tests sent (or still send) are not counted.
    // Sent by a signed-in member from their own (verified) address, so the receipt quotes the message too.
    const mine = { ...contact, email: "pat.oneill@greenwood.example", message: `${contact.message} (Asked once.)` };
    const ours = () => mail.sent.filter((m) => m.text.includes(mine.message));
    const res = await postForm(w, "/support", await sessionCookie(w, "seed-member-pat"), mine);
    expect(res.status).toBe(302);
    await until(
      async () => ours().length,
      (n) => n >= 2,
    );
    expect(ours()).toHaveLength(2);
    const toSupport = ours().find((m) => m.to[0] === "support@greenwood.example")!;
    expect(toSupport.headers?.["Reply-To"]).toBe("pat.oneill@greenwood.example");
    expect(toSupport.text).toContain(mine.message);
    expect(ours().find((m) => m.to[0] === "pat.oneill@greenwood.example")?.subject).toBe("We received your message: Question about events");
    const [saved] = await w.db.select().from(supportMessages).where(eq(supportMessages.message, mine.message));
    const ofMessage = () => w.db.select().from(mailMessages).where(eq(mailMessages.supportMessageId, saved!.id));
    const rows = await until(ofMessage, (r) => r.every((m) => m.status === "sent"));
    expect(rows).toHaveLength(2);
    expect(rows.every((m) => m.status === "sent" && m.providerId?.startsWith("email_"))).toBe(true);
  });

  it("records a failed delivery and the housekeeping cron retries it, with the same idempotency key", async () => {
    // Its own message to answer, and no mail of any test still on its way (the failure below is for the reply).
    await postForm(w, "/support", undefined, contact);
    const [msg] = await w.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.subject, contact.subject))
      .orderBy(desc(supportMessages.id))
      .limit(1);
    await until(
      () => w.db.select().from(mailMessages).where(eq(mailMessages.status, "pending")),
      (r) => r.length === 0,
    );
    mail.failNext(1);
    const before = mail.sent.length;
    const res = await postForm(w, "/admin/messages", admin, {
      intent: "reply",
      id: String(msg!.id),
      reply: "Use the Repeat field on the create page.",
    });
    expect(res.status).toBe(302);
    const failed = await until(
      async () => (await w.db.select().from(mailMessages).where(eq(mailMessages.kind, "contact-reply")))[0],
      (r) => r?.status === "failed",
    );
    expect(failed!.lastError).toContain("HTTP 500");
    expect(mail.sent.length).toBe(before);
    await w.scheduled("15 * * * *");
    const retried = (await w.db.select().from(mailMessages).where(eq(mailMessages.id, failed!.id)))[0];
    expect(retried!.status).toBe("sent");
    expect(retried!.attempts).toBe(2);
    const reply = mail.sent.at(-1)!;
    expect(reply.subject).toBe("Re: Question about events");
    expect(reply.text).toContain("Use the Repeat field");
    expect(reply.idempotencyKey).toBe(`mail-${failed!.id}`);
    // the reply answered the message, and the admin's action is in the audit log
    expect((await w.db.select().from(supportMessages).where(eq(supportMessages.id, msg!.id)))[0]!.status).toBe("answered");
    const audit = await w.db.select().from(auditLog).where(eq(auditLog.action, "message.reply"));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorEmail).toBe("admin@greenwood.example");
    expect(pageText(await (await w.fetch("/admin/audit", { cookie: admin })).text())).toContain("message.reply");
  });

  it("the Messages tab lists the inbox with the sender's other messages; moderators and members are refused", async () => {
    await postForm(w, "/support", undefined, contact);
    const [first] = await w.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.subject, contact.subject))
      .orderBy(desc(supportMessages.id))
      .limit(1);
    await postForm(w, "/support", undefined, { ...contact, subject: "A second question" });
    const page = pageText(await (await w.fetch(`/admin/messages?id=${first!.id}`, { cookie: admin })).text());
    expect(page).toContain("Other messages from this sender");
    expect(page).toContain("A second question");
    const moderator = await sessionCookie(w, "seed-moderator");
    expect((await w.fetch("/admin/messages", { cookie: moderator })).status).toBe(403);
    expect((await postForm(w, "/admin/messages", moderator, { intent: "status", id: String(first!.id), status: "closed" })).status).toBe(403);
    expect((await w.db.select().from(supportMessages).where(eq(supportMessages.id, first!.id)))[0]!.status).toBe("new");
  });

  it("an expiry reminder goes once, with List-Unsubscribe one-click; its renew link works once and a tampered one is refused", async () => {
    const now = Date.now();
    const [ad] = await w.db
      .insert(classifiedAds)
      .values({
        title: "Oak dining table",
        description: "Solid oak table with six chairs, good condition.",
        category: "Furniture",
        sellerId: "seed-member-pat",
        isActive: true,
        expiresAt: new Date(now + 2.5 * 86_400_000),
      })
      .returning();
    // An ad an admin removed gets no reminder.
    await w.db.insert(classifiedAds).values({
      title: "Removed recliner",
      description: "A recliner an admin took down for a policy reason.",
      category: "Furniture",
      sellerId: "seed-member-pat",
      isActive: true,
      removedAt: new Date(now),
      expiresAt: new Date(now + 2.5 * 86_400_000),
    });
    const before = mail.sent.length;
    await w.scheduled("15 * * * *");
    await w.scheduled("15 * * * *");
    const reminders = mail.sent.slice(before).filter((m) => m.subject.includes("Oak dining table"));
    expect(reminders).toHaveLength(1);
    expect(mail.sent.slice(before).some((m) => m.subject.includes("Removed recliner"))).toBe(false);
    const reminder = reminders[0];
    expect(reminder!.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(reminder!.headers?.["List-Unsubscribe"]).toMatch(/^<http:\/\/127\.0\.0\.1:8787\/mail\/unsubscribe\?token=[a-z2-7]{32}>$/);
    const link = /\/mail\/renew\?token=([a-z2-7]{32})/.exec(reminder!.text)!;
    const token = link[1];
    expect((await w.fetch(`/mail/renew?token=${token}`)).status).toBe(200);
    const tampered = token!.slice(0, -1) + (token!.endsWith("a") ? "b" : "a");
    expect((await postForm(w, "/mail/renew", undefined, { token: tampered })).status).toBe(410);
    const first = await postForm(w, "/mail/renew", undefined, { token: token! });
    expect(first.status).toBe(302);
    const renewed = (await w.db.select().from(classifiedAds).where(eq(classifiedAds.id, ad!.id)))[0];
    expect(renewed!.expiresAt!.getTime()).toBeGreaterThan(now + 32 * 86_400_000);
    expect((await postForm(w, "/mail/renew", undefined, { token: token! })).status).toBe(410);
    // one-click unsubscribe (RFC 8058): the mailbox provider POSTs server to server, with no Origin
    const unsub = /<([^>]+)>/.exec(reminder!.headers!["List-Unsubscribe"]!)![1]!.replace("http://127.0.0.1:8787", "");
    const res = await w.fetch(unsub, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(200);
    const pat = (await w.db.select().from(users).where(eq(users.id, "seed-member-pat")))[0];
    expect(pat!.mailPrefs).toEqual({ "expiry-reminder": false });
  });
});

describe("/account", () => {
  let w: TestWorker;
  let jamie: string;
  let pat: string;
  beforeAll(async () => {
    w = await startTestWorker();
    jamie = await sessionCookie(w, "seed-member-jamie");
    pat = await sessionCookie(w, "seed-member-pat");
  });
  afterAll(async () => w?.close());

  it("is for signed-in members; a visitor is sent to sign in", async () => {
    const res = await w.fetch("/account");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toContain("/api/login");
    const page = pageText(await (await w.fetch("/account", { cookie: jamie })).text());
    expect(page).toContain("My Account");
    expect(page).toContain("jamie.chen@greenwood.example");
    expect(page).toContain("Download my data");
  });

  it("updates the profile; a javascript: picture is refused with the input kept", async () => {
    const bad = await postForm(w, "/account", jamie, {
      intent: "profile",
      firstName: "Jamie L.",
      lastName: "Chen",
      profileImageUrl: "javascript:alert(1)",
    });
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(pageText(html)).toContain("Please enter a valid image URL");
    expect(html).toContain('value="Jamie L."');
    expect((await w.db.select().from(users).where(eq(users.id, "seed-member-jamie")))[0]!.firstName).toBe("Jamie");
    const ok = await postForm(w, "/account", jamie, {
      intent: "profile",
      firstName: "Jamie L.",
      lastName: "Chen",
      profileImageUrl: "https://example.org/me.png",
    });
    expect(ok.status).toBe(302);
    const row = (await w.db.select().from(users).where(eq(users.id, "seed-member-jamie")))[0];
    expect([row!.firstName, row!.profileImageUrl]).toEqual(["Jamie L.", "https://example.org/me.png"]);
  });

  it("shows an abandoned paid event with Pay now, and the owner (only) cancels an event: 'Cancelled' and STATUS:CANCELLED", async () => {
    const start = new Date(Date.now() + 20 * 86_400_000);
    const created = await postJson(w, "/api/events/create", jamie, {
      title: "Lantern walk on the Old Town trail",
      description: "An evening lantern walk for families.",
      startDate: start.toISOString(),
      location: "Old Town Greenwood",
      isFeatured: false,
      isPremium: true,
      price: "50.00",
    });
    expect(created.status).toBe(402);
    const { eventId } = (await created.json()) as { eventId: number };
    const html = await (await w.fetch("/account", { cookie: jamie })).text();
    expect(pageText(html)).toContain("Awaiting payment");
    expect(html).toContain(`/checkout?type=event-premium&amp;eventId=${eventId}`);

    const [standard] = await w.db
      .insert(events)
      .values({ title: "Porch concert", startDate: start, location: "Craig Park", organizerId: "seed-member-jamie", isActive: true, isPublic: true })
      .returning();
    expect((await postForm(w, "/account", pat, { intent: "cancel-event", eventId: String(standard!.id) })).status).toBe(302);
    expect((await w.db.select().from(events).where(eq(events.id, standard!.id)))[0]!.cancelledAt).toBeNull();
    expect((await postForm(w, "/account", jamie, { intent: "cancel-event", eventId: String(standard!.id) })).status).toBe(302);
    expect((await w.db.select().from(events).where(eq(events.id, standard!.id)))[0]!.cancelledAt).not.toBeNull();
    expect(pageText(await (await w.fetch(`/events/${standard!.id}`)).text())).toContain("Cancelled: this event will not take place.");
    const ics = await (await w.fetch("/events.ics")).text();
    const block = ics.split("BEGIN:VEVENT").find((b) => b.includes(`UID:event-${standard!.id}@greenwood`))!;
    expect(block).toContain("STATUS:CANCELLED");
  });

  it("'Download my data' is a JSON file of what is stored about the member, and nobody else's", async () => {
    await w.db.insert(events).values({
      title: "Jamie's porch concert",
      startDate: new Date(Date.now() + 20 * 86_400_000),
      location: "Craig Park",
      organizerId: "seed-member-jamie",
      isActive: true,
      isPublic: true,
    });
    const res = await w.fetch("/account/data", { cookie: jamie });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="greenwood-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = (await res.json()) as { profile: { id: string; email: string }; events: { title: string }[]; orders: unknown[] };
    expect(data.profile).toMatchObject({ id: "seed-member-jamie", email: "jamie.chen@greenwood.example" });
    expect(data.events.map((e) => e.title)).toContain("Jamie's porch concert");
    expect(JSON.stringify(data)).not.toContain("pat.oneill@greenwood.example");
    expect((await w.fetch("/account/data")).status).toBe(302);
  });

  it("deleting the account needs DELETE typed, then ends every session and erases personal data; events stay unlinked", async () => {
    // A member of this test's own (the other tests go on using Jamie), with an ad and an event of theirs.
    const id = "account-test-leaving";
    await w.db.insert(users).values({
      id,
      email: "casey.leaving@greenwood.example",
      firstName: "Casey",
      lastName: "Morgan",
      profileImageUrl: "https://example.org/casey.png",
    });
    const leaving = await sessionCookie(w, id);
    const other = await sessionCookie(w, id);
    await w.db.insert(classifiedAds).values({
      title: "Kayak for sale",
      description: "A green kayak with paddle, barely used.",
      category: "Sports",
      sellerId: id,
      contactPhone: "317-555-0100",
    });
    const [event] = await w.db
      .insert(events)
      .values({
        title: "Casey's porch concert",
        startDate: new Date(Date.now() + 20 * 86_400_000),
        location: "Craig Park",
        organizerId: id,
        isActive: true,
        isPublic: true,
      })
      .returning();
    expect((await postForm(w, "/account", leaving, { intent: "delete", confirm: "nope" })).status).toBe(302);
    expect((await w.db.select().from(users).where(eq(users.id, id)))[0]!.email).toBe("casey.leaving@greenwood.example");
    const res = await postForm(w, "/account", leaving, { intent: "delete", confirm: "DELETE" });
    expect(res.status).toBe(302);
    expect(res.headers.getSetCookie().some((c) => c.startsWith("session=;") || /session=;|session=$/.test(c.split(";")[0]!))).toBe(true);
    const row = (await w.db.select().from(users).where(eq(users.id, id)))[0];
    expect(row).toMatchObject({ email: `deleted-${id}@deleted.invalid`, firstName: null, lastName: null, profileImageUrl: null, isActive: false });
    expect(await w.db.select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(0);
    expect(await w.db.select().from(classifiedAds).where(eq(classifiedAds.sellerId, id))).toHaveLength(0);
    const kept = await w.db
      .select()
      .from(events)
      .where(and(eq(events.id, event!.id)));
    expect(kept[0]!.organizerId).toBeNull();
    expect((await w.fetch("/account", { cookie: other })).status).toBe(302);
  });
});
