// createDb's relational query builders are made on first use (lazyQueries): each database keeps its own, bound to its
// own session, so one request's builder (and its timing and failure hooks) never serves another request.
import { describe, expect, it } from "vitest";
import { createDb } from "~/models/db.server";

describe("createDb's db.query", () => {
  it("makes a table's builder once per database, never shared between databases", () => {
    const a = createDb("http://127.0.0.1:1");
    const b = createDb("http://127.0.0.1:1");
    expect(Object.hasOwn(a.query, "users")).toBe(false);
    const first = a.query.users;
    expect(a.query.users).toBe(first);
    expect(Object.hasOwn(a.query, "users")).toBe(true);
    expect(b.query.users).not.toBe(first);
    expect(Object.hasOwn(b.query, "siteConfig")).toBe(false);
  });

  it("offers a builder for every table of the schema, as drizzle's own constructor does", () => {
    const db = createDb("http://127.0.0.1:1");
    for (const name of Object.keys(db._.schema ?? {})) {
      expect(typeof (db.query as Record<string, { findFirst?: unknown }>)[name]?.findFirst, name).toBe("function");
    }
    expect(Object.keys(db._.schema ?? {}).length).toBeGreaterThan(20);
  });
});
