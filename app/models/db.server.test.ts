// createDb's relational query builders are made on first use (lazyQueries): each database keeps its own, bound to its
// own session, so one request's builder (and its timing and failure hooks) never serves another request.
import type { ResultSet, Row } from "@libsql/client";
import { describe, expect, it } from "vitest";
import { createDb, safeResult } from "~/models/db.server";

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

describe("safeResult's rows", () => {
  /** A row as @libsql/client makes one: values by index (hidden) and by column name (enumerable). */
  function clientRow(columns: string[], values: unknown[]): Row {
    const row: Record<string | number, unknown> = {};
    Object.defineProperty(row, "length", { value: values.length });
    values.forEach((value, i) => {
      Object.defineProperty(row, i, { value });
      if (!Object.hasOwn(row, columns[i]!)) Object.defineProperty(row, columns[i]!, { value, enumerable: true, configurable: true, writable: true });
    });
    return row as Row;
  }

  it("read like the client's own rows, with integers as safe numbers", () => {
    const columns = ["id", "title", "length", "id", "big"];
    const raw = clientRow(columns, [7n, "Fair", 3n, 8n, 2n ** 60n]);
    const result = safeResult({
      columns,
      columnTypes: [],
      rows: [raw],
      rowsAffected: 0,
      lastInsertRowid: undefined,
      toJSON: () => ({}),
    } as ResultSet);
    const [row] = result.rows;
    // What drizzle reads: the values by index (Array.prototype.slice.call) and the names (Object.keys).
    expect(Array.prototype.slice.call(row)).toEqual([7, "Fair", 3, 8, Number.MAX_SAFE_INTEGER]);
    expect(row!.length).toBe(5);
    expect(Object.keys(row!)).toEqual(["id", "title", "big"]);
    expect(row!.id).toBe(7); // the first of two same-named columns
    expect(JSON.stringify(row)).toBe(`{"id":7,"title":"Fair","big":${Number.MAX_SAFE_INTEGER}}`);
    expect({ ...row }).toEqual({ id: 7, title: "Fair", big: Number.MAX_SAFE_INTEGER });
  });
});
