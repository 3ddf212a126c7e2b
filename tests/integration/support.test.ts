import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { supportMessages } from "../../db/schema";
import { startTestWorker, type TestWorker } from "../support/worker";

let w: TestWorker;
beforeAll(async () => {
  w = await startTestWorker();
});
afterAll(async () => {
  await w?.close();
});

const valid = {
  name: "Lee",
  email: "lee@greenwood.example",
  subject: "Hello there",
  message: "A message that is long enough to send.",
  category: "Other",
};
const post = (body: unknown) =>
  w.fetch("/api/support/contact", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

describe("POST /api/support/contact", () => {
  it.each([
    [{ name: "L" }, "name", "Name must be at least 2 characters"],
    [{ email: "not-an-email" }, "email", "Please enter a valid email address"],
    [{ subject: "Hey" }, "subject", "Subject must be at least 5 characters"],
    [{ message: "Too short" }, "message", "Message must be at least 20 characters"],
    [{ category: "Gossip" }, "category", "Please select a category"],
  ])("refuses %j with the spec's message and stores nothing", async (change, field, message) => {
    const before = (await w.db.select().from(supportMessages)).length;
    const res = await post({ ...valid, ...change });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.errors[field]).toEqual([message]);
    expect((await w.db.select().from(supportMessages)).length).toBe(before);
  });

  it("stores a valid message", async () => {
    const res = await post(valid);
    expect(res.status).toBe(201);
    const [last] = await w.db.select().from(supportMessages).orderBy(desc(supportMessages.id)).limit(1);
    expect(last).toMatchObject({ name: "Lee", subject: "Hello there", category: "Other", status: "new" });
  });

  it("a bot filling the honeypot on the page form is dropped", async () => {
    const before = (await w.db.select().from(supportMessages)).length;
    const form = new URLSearchParams({ ...valid, website: "http://spam.example" });
    const res = await w.fetch("/support", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: form.toString(),
    });
    expect(res.status).toBe(302);
    expect((await w.db.select().from(supportMessages)).length).toBe(before);
  });
});
