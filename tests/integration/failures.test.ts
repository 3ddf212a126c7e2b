// What a resident or a client sees when the database is down, and what production refuses.
import { createServer, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestWorker, type TestWorker } from "../support/worker";

/**
 * A database address that cannot be reached: a server that holds its port (so no other test's server can take it, as
 * one did in CI when the port was only closed) and resets each connection at once, as a host gone away does.
 */
async function resettingServer() {
  const server = createServer((socket) => socket.resetAndDestroy());
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return server;
}

describe("when the database cannot be reached", () => {
  let w: TestWorker;
  let away: Server;
  beforeAll(async () => {
    away = await resettingServer();
    w = await startTestWorker({ vars: { DATABASE_URL: `http://127.0.0.1:${(away.address() as { port: number }).port}` } });
  });
  afterAll(async () => {
    await w?.close();
    await new Promise<void>((resolve) => away.close(() => resolve()));
  });

  it("a page answers 503 with Retry-After, the error page and no stack trace", async () => {
    const res = await w.fetch("/");
    expect(res.status).toBe(503);
    expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
    const html = await res.text();
    expect(html).toContain("Something went wrong");
    expect(html).not.toMatch(/\n\s+at [\w.<>]+ \(/);
    expect(html).not.toMatch(/ECONN(REFUSED|RESET)/);
  });

  it("an /api call answers 503 {message} JSON with Retry-After", async () => {
    const res = await w.fetch("/api/site-config");
    expect(res.status).toBe(503);
    expect(res.headers.get("Retry-After")).toBe("30");
    expect(res.headers.get("Content-Type")).toContain("application/json");
    expect(await res.json()).toEqual({ message: "Service Unavailable" });
  });
});

describe("when the database accepts connections but never answers", () => {
  let w: TestWorker;
  let frozen: Server;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    // A server that reads the request and never replies: a frozen database.
    frozen = createServer((socket) => {
      sockets.push(socket);
      socket.on("data", () => {});
    });
    await new Promise<void>((resolve) => frozen.listen(0, "127.0.0.1", resolve));
    const port = (frozen.address() as { port: number }).port;
    w = await startTestWorker({ vars: { DATABASE_URL: `http://127.0.0.1:${port}`, DATABASE_TIMEOUT_MS: "1000" } });
  });
  afterAll(async () => {
    await w?.close();
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => frozen.close(() => resolve()));
  });

  it("a page and an /api call give up after the query timeout with 503", async () => {
    const started = Date.now();
    const [page, api] = await Promise.all([w.fetch("/"), w.fetch("/api/events")]);
    expect(page.status).toBe(503);
    expect(api.status).toBe(503);
    expect(page.headers.get("Retry-After")).toBe("30");
    expect(Date.now() - started).toBeLessThan(5_000);
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
