// What a resident or a client sees when the database is down, and what production refuses.
import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestWorker, type TestWorker } from "../support/worker";

/** A port on which nothing listens. */
async function closedPort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe("when the database cannot be reached", () => {
  let w: TestWorker;
  beforeAll(async () => {
    w = await startTestWorker({ vars: { DATABASE_URL: `http://127.0.0.1:${await closedPort()}` } });
  });
  afterAll(async () => {
    await w?.close();
  });

  it("a page answers 500 with the error page and no stack trace", async () => {
    const res = await w.fetch("/");
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(html).toContain("Something went wrong");
    expect(html).not.toMatch(/\n\s+at [\w.<>]+ \(/);
    expect(html).not.toContain("ECONNREFUSED");
  });

  it("an /api call answers 500 {message} JSON", async () => {
    const res = await w.fetch("/api/site-config");
    expect(res.status).toBe(500);
    expect(res.headers.get("Content-Type")).toContain("application/json");
    expect(await res.json()).toEqual({ message: "Internal Server Error" });
  });
});

describe("in production", () => {
  let w: TestWorker;
  beforeAll(async () => {
    w = await startTestWorker({ vars: { ENVIRONMENT: "production" } });
  });
  afterAll(async () => {
    await w?.close();
  });

  it("refuses the development sign-in page and its form", async () => {
    const page = await w.fetch("/api/login");
    expect(page.status).toBe(503);
    expect(await page.text()).not.toContain("Development sign-in");
    const post = await w.fetch("/api/login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "userId=seed-admin",
    });
    expect(post.status).toBe(403);
    expect(post.headers.getSetCookie().some((c) => c.startsWith("session="))).toBe(false);
  });
});
