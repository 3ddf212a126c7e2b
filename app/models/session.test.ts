// Session life with a controlled clock, on a real database file.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDb, openNodeDb } from "../../db/node";
import { sessions, users } from "../../db/schema";
import { createSession, deleteExpiredSessions, SESSION_LIFETIME_MS, sessionIdFromToken, validateSessionToken } from "./session.server";

const DAY = 86_400_000;
const dir = mkdtempSync(join(tmpdir(), "sessions-"));
const { client, db } = openNodeDb(`file:${join(dir, "s.db")}`);
const t0 = new Date("2026-03-01T12:00:00Z");

beforeAll(async () => {
  await migrateDb(db);
  await db.insert(users).values({ id: "u1", email: "u1@greenwood.example" });
});
afterAll(() => {
  client.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("sessions", () => {
  it("live 30 days and are not renewed while more than 15 days are left", async () => {
    const { token, expire } = await createSession(db, "u1", t0);
    expect(expire.getTime()).toBe(t0.getTime() + SESSION_LIFETIME_MS);
    const at14 = await validateSessionToken(db, token, new Date(t0.getTime() + 14 * DAY));
    expect(at14?.renewed).toBe(false);
    expect(at14?.expire.getTime()).toBe(expire.getTime());
  });

  it("are renewed for 30 days when fewer than 15 are left", async () => {
    const { token } = await createSession(db, "u1", t0);
    const at20 = new Date(t0.getTime() + 20 * DAY);
    const renewed = await validateSessionToken(db, token, at20);
    expect(renewed?.renewed).toBe(true);
    expect(renewed?.expire.getTime()).toBe(at20.getTime() + SESSION_LIFETIME_MS);
    const [row] = await db
      .select()
      .from(sessions)
      .where(eq(sessions.sid, sessionIdFromToken(token)));
    expect(row!.expire.getTime()).toBe(at20.getTime() + SESSION_LIFETIME_MS);
    // still valid 45 days after t0 thanks to the renewal
    expect(await validateSessionToken(db, token, new Date(t0.getTime() + 45 * DAY))).not.toBeNull();
  });

  it("expire: an expired token is refused and its row deleted", async () => {
    const { token } = await createSession(db, "u1", t0);
    expect(await validateSessionToken(db, token, new Date(t0.getTime() + 31 * DAY))).toBeNull();
    expect(
      await db
        .select()
        .from(sessions)
        .where(eq(sessions.sid, sessionIdFromToken(token))),
    ).toHaveLength(0);
  });

  it("refuse unknown tokens, and housekeeping deletes only expired rows", async () => {
    expect(await validateSessionToken(db, "not-a-token", t0)).toBeNull();
    const fresh = await createSession(db, "u1", new Date(t0.getTime() + 100 * DAY));
    await createSession(db, "u1", t0);
    const deleted = await deleteExpiredSessions(db, new Date(t0.getTime() + 101 * DAY));
    expect(deleted).toBeGreaterThanOrEqual(1);
    expect(await validateSessionToken(db, fresh.token, new Date(t0.getTime() + 101 * DAY))).not.toBeNull();
  });
});
