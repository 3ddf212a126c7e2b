import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { networkInterfaces, tmpdir } from "node:os";
import { join } from "node:path";
import { createClient, type Client } from "@libsql/client";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startHranaServer, type HranaServer } from "./hrana-server";

let dir: string;
let server: HranaServer;
let client: Client;
let bigClient: Client;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "hrana-server-test-"));
  server = await startHranaServer({ file: join(dir, "test.db"), port: 0 });
  client = createClient({ url: server.url });
  bigClient = createClient({ url: server.url, intMode: "bigint" });
  await client.executeMultiple(`
    CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, qty INTEGER);
    CREATE TABLE nums (id INTEGER PRIMARY KEY, n INTEGER);
    CREATE TABLE files (id INTEGER PRIMARY KEY, data BLOB);
    CREATE TABLE parents (id INTEGER PRIMARY KEY);
    CREATE TABLE children (id INTEGER PRIMARY KEY, parent_id INTEGER NOT NULL REFERENCES parents(id));
  `);
});

afterAll(async () => {
  client?.close();
  bigClient?.close();
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

beforeEach(async () => {
  await client.batch(["DELETE FROM items", "DELETE FROM nums", "DELETE FROM files"], "write");
});

async function count(table: string): Promise<number> {
  const rs = await client.execute(`SELECT count(*) AS c FROM ${table}`);
  return Number(rs.rows[0]?.c);
}

async function pipeline(body: unknown): Promise<{ status: number; json: unknown }> {
  const res = await fetch(`${server.url}/v2/pipeline`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: await res.json() };
}

describe("HTTP surface", () => {
  it("answers the v2 version check and 404s the v3 endpoints", async () => {
    expect((await fetch(`${server.url}/v2`)).status).toBe(200);
    expect((await fetch(`${server.url}/v3-protobuf`)).status).toBe(404);
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
  });

  it("rejects an unknown baton with HTTP 400 and an error body", async () => {
    const { status, json } = await pipeline({ baton: "no-such-baton", requests: [{ type: "close" }] });
    expect(status).toBe(400);
    expect(json).toMatchObject({ code: "STREAM_EXPIRED", message: expect.stringMatching(/baton/) });
  });

  it("encodes integers as strings, floats as numbers, and closes the stream", async () => {
    const { status, json } = await pipeline({
      baton: null,
      requests: [
        {
          type: "execute",
          stmt: {
            sql: "SELECT ? AS i, ? AS f, 1.0 AS g, typeof(?) AS t",
            args: [
              { type: "integer", value: "9007199254740993" },
              { type: "float", value: 2.5 },
              { type: "float", value: 3 },
            ],
          },
        },
        { type: "close" },
      ],
    });
    expect(status).toBe(200);
    expect(json).toEqual({
      baton: null,
      base_url: null,
      results: [
        {
          type: "ok",
          response: {
            type: "execute",
            result: {
              cols: [
                { name: "i", decltype: null },
                { name: "f", decltype: null },
                { name: "g", decltype: null },
                { name: "t", decltype: null },
              ],
              rows: [
                [
                  { type: "integer", value: "9007199254740993" },
                  { type: "float", value: 2.5 },
                  { type: "float", value: 1 },
                  { type: "text", value: "real" },
                ],
              ],
              affected_row_count: 0,
              last_insert_rowid: "0",
            },
          },
        },
        { type: "ok", response: { type: "close" } },
      ],
    });
  });

  it("evaluates batch conditions (ok, error, not, and, or, is_autocommit)", async () => {
    const stmt = (sql: string) => ({ sql });
    const { json } = await pipeline({
      baton: null,
      requests: [
        {
          type: "batch",
          batch: {
            steps: [
              { stmt: stmt("SELECT 1") }, // 0 ok
              { stmt: stmt("SELECT * FROM missing_table") }, // 1 error
              { condition: { type: "ok", step: 1 }, stmt: stmt("SELECT 2") }, // 2 skipped
              { condition: { type: "error", step: 1 }, stmt: stmt("SELECT 3") }, // 3 runs
              { condition: { type: "not", cond: { type: "ok", step: 2 } }, stmt: stmt("SELECT 4") }, // 4 runs
              {
                condition: {
                  type: "and",
                  conds: [
                    { type: "ok", step: 0 },
                    { type: "ok", step: 2 },
                  ],
                },
                stmt: stmt("SELECT 5"),
              }, // 5 skipped
              {
                condition: {
                  type: "or",
                  conds: [
                    { type: "ok", step: 2 },
                    { type: "ok", step: 3 },
                  ],
                },
                stmt: stmt("SELECT 6"),
              }, // 6 runs
              { condition: { type: "is_autocommit" }, stmt: stmt("BEGIN") }, // 7 runs
              { condition: { type: "is_autocommit" }, stmt: stmt("SELECT 8") }, // 8 skipped: in a transaction
              { condition: { type: "not", cond: { type: "is_autocommit" } }, stmt: stmt("ROLLBACK") }, // 9 runs
            ],
          },
        },
        { type: "get_autocommit" },
        { type: "close" },
      ],
    });
    const results = (json as { results: { response: Record<string, unknown> }[] }).results;
    const batch = results[0]?.response.result as { step_results: unknown[]; step_errors: unknown[] };
    const ran = batch.step_results.map((r) => r !== null);
    const failed = batch.step_errors.map((e) => e !== null);
    expect(ran).toEqual([true, false, false, true, true, false, true, true, false, true]);
    expect(failed).toEqual([false, true, false, false, false, false, false, false, false, false]);
    expect(batch.step_errors[1]).toMatchObject({ code: "SQLITE_ERROR", message: expect.stringMatching(/missing_table/) });
    expect(results[1]?.response).toEqual({ type: "get_autocommit", is_autocommit: true });
  });

  it("only listens on 127.0.0.1", async () => {
    const external = Object.values(networkInterfaces())
      .flat()
      .find((a) => a !== undefined && a.family === "IPv4" && !a.internal);
    const tryConnect = (host: string) =>
      new Promise<boolean>((resolve) => {
        const req = request({ host, port: server.port, path: "/v2", timeout: 2000 }, (res) => {
          res.resume();
          resolve(true);
        });
        req.on("error", () => resolve(false));
        req.on("timeout", () => {
          req.destroy();
          resolve(false);
        });
        req.end();
      });
    expect(await tryConnect("127.0.0.1")).toBe(true);
    expect(await tryConnect("::1")).toBe(false);
    if (external) expect(await tryConnect(external.address)).toBe(false);
  });
});

describe("through @libsql/client", () => {
  it("executes with positional and named arguments", async () => {
    await client.execute({ sql: "INSERT INTO items (name, qty) VALUES (?, ?)", args: ["apple", 3] });
    await client.execute({ sql: "INSERT INTO items (name, qty) VALUES (:name, :qty)", args: { name: "pear", qty: 5 } });
    await client.execute({ sql: "INSERT INTO items (name, qty) VALUES (@name, $qty)", args: { name: "fig", qty: 7 } });
    await client.execute({ sql: "INSERT INTO items (name, qty) VALUES (?2, ?1)", args: [9, "kiwi"] });

    const byName = await client.execute({ sql: "SELECT name, qty FROM items WHERE name = :name", args: { name: "pear" } });
    expect(byName.columns).toEqual(["name", "qty"]);
    expect(byName.columnTypes).toEqual(["TEXT", "INTEGER"]);
    expect(byName.rows.map((r) => ({ ...r }))).toEqual([{ name: "pear", qty: 5 }]);

    const all = await client.execute({ sql: "SELECT name, qty FROM items WHERE qty > ? ORDER BY qty", args: [4] });
    expect(all.rows.map((r) => [r.name, r.qty])).toEqual([
      ["pear", 5],
      ["fig", 7],
      ["kiwi", 9],
    ]);
  });

  it("reports lastInsertRowid and rowsAffected", async () => {
    const ins = await client.execute("INSERT INTO items (id, name, qty) VALUES (10, 'a', 1), (11, 'b', 1), (12, 'c', 2)");
    expect(ins.rowsAffected).toBe(3);
    expect(ins.lastInsertRowid).toBe(12n);

    const upd = await client.execute({ sql: "UPDATE items SET qty = qty + 1 WHERE qty = ?", args: [1] });
    expect(upd.rowsAffected).toBe(2);

    const sel = await client.execute("SELECT * FROM items");
    expect(sel.rowsAffected).toBe(0);

    const ret = await client.execute("INSERT INTO items (name, qty) VALUES ('d', 4) RETURNING id, name");
    expect(ret.rowsAffected).toBe(1);
    expect(ret.lastInsertRowid).toBe(13n);
    expect(ret.rows.map((r) => ({ ...r }))).toEqual([{ id: 13, name: "d" }]);

    const del = await client.execute("DELETE FROM items WHERE id >= 12");
    expect(del.rowsAffected).toBe(2);
  });

  it("describes a statement's columns as they are after a schema change", async () => {
    await client.execute("CREATE TABLE shapes (id INTEGER PRIMARY KEY, a TEXT)");
    await client.execute("INSERT INTO shapes (a) VALUES ('x')");
    const named = "SELECT id, a FROM shapes";
    expect((await client.execute(named)).columns).toEqual(["id", "a"]);
    expect((await client.execute("SELECT * FROM shapes")).columns).toEqual(["id", "a"]);
    await client.execute("ALTER TABLE shapes ADD COLUMN b INTEGER DEFAULT 7");
    // The same texts again (each worker keeps its prepared statements): `*` now has three columns, the named two.
    for (let i = 0; i < 8; i++) {
      const star = await client.execute("SELECT * FROM shapes");
      expect(star.columns).toEqual(["id", "a", "b"]);
      expect({ ...star.rows[0] }).toEqual({ id: 1, a: "x", b: 7 });
      expect((await client.execute(named)).columns).toEqual(["id", "a"]);
    }
    await client.execute("DROP TABLE shapes");
  });

  it("runs batches atomically, in write and deferred mode", async () => {
    const results = await client.batch(
      [
        { sql: "INSERT INTO items (name, qty) VALUES (?, ?)", args: ["x", 1] },
        { sql: "INSERT INTO items (name, qty) VALUES (?, ?)", args: ["y", 2] },
        "SELECT sum(qty) AS total FROM items",
      ],
      "write",
    );
    expect(results).toHaveLength(3);
    expect(results[0]?.rowsAffected).toBe(1);
    expect(results[1]?.lastInsertRowid).toBe(2n);
    expect(results[2]?.rows[0]?.total).toBe(3);

    const deferred = await client.batch(["UPDATE items SET qty = qty * 10", "SELECT qty FROM items ORDER BY qty"]);
    expect(deferred[0]?.rowsAffected).toBe(2);
    expect(deferred[1]?.rows.map((r) => r.qty)).toEqual([10, 20]);
    // A SELECT right after a write on the same connection affects no rows.
    expect(deferred[1]?.rowsAffected).toBe(0);
  });

  it("rejects a failing SQL statement with a message and changes nothing", async () => {
    await client.execute({ sql: "INSERT INTO items (name, qty) VALUES (?, ?)", args: ["only", 1] });

    await expect(client.execute("SELEC 1")).rejects.toThrow(/syntax error/);
    await expect(client.execute({ sql: "INSERT INTO items (name) VALUES (?)", args: ["only"] })).rejects.toMatchObject({
      code: expect.stringMatching(/^SQLITE_CONSTRAINT/),
      message: expect.stringMatching(/UNIQUE constraint failed: items\.name/),
    });
    // The batch is one transaction: the first insert is rolled back when the second fails.
    await expect(
      client.batch(
        [
          { sql: "INSERT INTO items (name, qty) VALUES (?, ?)", args: ["new", 1] },
          { sql: "INSERT INTO items (name, qty) VALUES (?, ?)", args: ["only", 2] },
        ],
        "write",
      ),
    ).rejects.toThrow(/UNIQUE constraint failed/);
    // Foreign keys are enforced.
    await expect(client.execute("INSERT INTO children (parent_id) VALUES (999)")).rejects.toThrow(/FOREIGN KEY/);

    const rows = await client.execute("SELECT name, qty FROM items");
    expect(rows.rows.map((r) => [r.name, r.qty])).toEqual([["only", 1]]);
    expect(await count("children")).toBe(0);
  });

  it("commits an interactive transaction, while another stream waits for it", async () => {
    const tx = await client.transaction("write");
    await tx.execute({ sql: "INSERT INTO items (name, qty) VALUES (?, ?)", args: ["in-tx", 1] });
    const inside = await tx.execute("SELECT count(*) AS c FROM items");
    expect(inside.rows[0]?.c).toBe(1);

    // A writer outside the transaction waits for it (no SQLITE_BUSY) and then sees the committed row.
    let outsideDone = false;
    const outside = client.execute({ sql: "INSERT INTO items (name, qty) SELECT 'after', count(*) FROM items" }).then((rs) => {
      outsideDone = true;
      return rs;
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(outsideDone).toBe(false);

    await tx.execute({ sql: "UPDATE items SET qty = 2 WHERE name = ?", args: ["in-tx"] });
    await tx.commit();
    expect(tx.closed).toBe(true);
    expect((await outside).rowsAffected).toBe(1);

    const rows = await client.execute("SELECT name, qty FROM items ORDER BY id");
    expect(rows.rows.map((r) => [r.name, r.qty])).toEqual([
      ["in-tx", 2],
      ["after", 1],
    ]);
  });

  it("runs a read-only batch (WITH … SELECT too) beside another stream's write transaction; WITH … INSERT waits for it", async () => {
    await client.execute("INSERT INTO items (name, qty) VALUES ('before', 1)");
    const tx = await client.transaction("write");
    await tx.execute("INSERT INTO items (name, qty) VALUES ('in-tx', 1)");
    // Readers see the last commit at once: a batch whose statements only read never asks for the write lock.
    const read = await client.batch(
      ["WITH named AS (SELECT name FROM items) SELECT name FROM named ORDER BY name", "SELECT count(*) AS c FROM items"],
      "deferred",
    );
    expect(read[0]?.rows.map((r) => r.name)).toEqual(["before"]);
    expect(read[1]?.rows[0]?.c).toBe(1);
    // A batch whose WITH ends in an INSERT is a write: it waits for the transaction, then lands.
    let writeDone = false;
    const write = client
      .batch(["WITH src AS (SELECT 'with-insert' AS n) INSERT INTO items (name, qty) SELECT n, 1 FROM src"], "deferred")
      .then((r) => {
        writeDone = true;
        return r;
      });
    await new Promise((r) => setTimeout(r, 100));
    expect(writeDone).toBe(false);
    await tx.commit();
    expect((await write)[0]?.rowsAffected).toBe(1);
    expect(await count("items")).toBe(3);
  });

  it("rolls back an interactive transaction", async () => {
    await client.execute("INSERT INTO items (name, qty) VALUES ('keep', 1)");
    const tx = await client.transaction("write");
    await tx.execute("INSERT INTO items (name, qty) VALUES ('discard', 1)");
    await tx.execute("UPDATE items SET qty = 99");
    expect((await tx.execute("SELECT count(*) AS c FROM items")).rows[0]?.c).toBe(2);
    await tx.rollback();

    const rows = await client.execute("SELECT name, qty FROM items");
    expect(rows.rows.map((r) => [r.name, r.qty])).toEqual([["keep", 1]]);
  });

  it("keeps a transaction usable after a failing statement, and close() rolls it back", async () => {
    const tx = await client.transaction("write");
    await tx.execute("INSERT INTO items (name, qty) VALUES ('t1', 1)");
    await expect(tx.execute("INSERT INTO items (name, qty) VALUES ('t1', 2)")).rejects.toThrow(/UNIQUE/);
    await tx.execute("INSERT INTO items (name, qty) VALUES ('t2', 2)");
    expect((await tx.execute("SELECT count(*) AS c FROM items")).rows[0]?.c).toBe(2);
    tx.close();
    // The next write gets the lock only after the close rolled the transaction back.
    await client.execute("INSERT INTO items (name, qty) VALUES ('t3', 3)");
    const rows = await client.execute("SELECT name FROM items");
    expect(rows.rows.map((r) => r.name)).toEqual(["t3"]);
  });

  it("round-trips integers beyond 2^53 as bigint", async () => {
    const big = 9007199254740993n; // 2^53 + 1, not representable as a double
    const max = 9223372036854775807n;
    const min = -9223372036854775808n;
    await bigClient.execute({ sql: "INSERT INTO nums (id, n) VALUES (?, ?)", args: [1n, big] });
    await bigClient.execute({ sql: "INSERT INTO nums (id, n) VALUES (:id, :n)", args: { id: 2n, n: max } });
    await bigClient.execute({ sql: "INSERT INTO nums (id, n) VALUES (?, ?)", args: [3n, min] });

    const rs = await bigClient.execute({ sql: "SELECT n, n - 1 AS prev, typeof(n) AS t FROM nums WHERE n = ?", args: [big] });
    expect(rs.rows[0]?.n).toBe(big);
    expect(rs.rows[0]?.prev).toBe(big - 1n);
    expect(rs.rows[0]?.t).toBe("integer");
    const ns = await bigClient.execute("SELECT n FROM nums ORDER BY id");
    expect(ns.rows.map((r) => r.n)).toEqual([big, max, min]);

    // A rowid beyond 2^53 comes back exactly too.
    const ins = await bigClient.execute({ sql: "INSERT INTO nums (id, n) VALUES (?, 0)", args: [big] });
    expect(ins.lastInsertRowid).toBe(big);

    // The default intMode refuses to lose precision rather than silently rounding.
    await expect(client.execute("SELECT n FROM nums WHERE id = 1")).rejects.toThrow(RangeError);
  });

  it("round-trips blobs", async () => {
    const bytes = new Uint8Array(256).map((_, i) => i);
    await client.execute({ sql: "INSERT INTO files (id, data) VALUES (?, ?)", args: [1, bytes] });
    await client.execute({ sql: "INSERT INTO files (id, data) VALUES (?, ?)", args: [2, new Uint8Array(0)] });
    const rs = await client.execute("SELECT data, length(data) AS len, typeof(data) AS t FROM files ORDER BY id");
    const first = rs.rows[0];
    expect(first?.t).toBe("blob");
    expect(first?.len).toBe(256);
    expect(first?.data).toBeInstanceOf(ArrayBuffer);
    expect(new Uint8Array(first?.data as ArrayBuffer)).toEqual(bytes);
    expect(new Uint8Array(rs.rows[1]?.data as ArrayBuffer)).toEqual(new Uint8Array(0));
    expect(rs.rows[1]?.t).toBe("blob");
  });

  it("round-trips UTF-8 text", async () => {
    const text = "Crème brûlée, naïve façade — 🌲🌳 Greenwood 🏡 Ωμέγα 漢字 👩🏽‍🌾";
    await client.execute({ sql: "INSERT INTO items (name) VALUES (?)", args: [text] });
    const rs = await client.execute({
      sql: "SELECT name, length(name) AS chars, name = ? AS same FROM items WHERE name LIKE ?",
      args: [text, "Crème%"],
    });
    expect(rs.rows[0]?.name).toBe(text);
    expect(rs.rows[0]?.chars).toBe([...text].length);
    expect(rs.rows[0]?.same).toBe(1);
  });

  it("lands 50 parallel writers and parallel transactions without SQLITE_BUSY", async () => {
    const writers = Array.from({ length: 50 }, (_, i) => client.execute({ sql: "INSERT INTO items (name, qty) VALUES (?, ?)", args: [`w${i}`, i] }));
    const transactions = Array.from({ length: 5 }, async (_, i) => {
      const tx = await client.transaction("write");
      try {
        await tx.execute({ sql: "INSERT INTO nums (n) VALUES (?)", args: [i] });
        await tx.execute({ sql: "INSERT INTO nums (n) VALUES (?)", args: [i + 100] });
        await tx.commit();
      } finally {
        tx.close();
      }
    });
    const batches = Array.from({ length: 5 }, (_, i) =>
      client.batch([{ sql: "INSERT INTO files (data) VALUES (?)", args: [new Uint8Array([i])] }], "write"),
    );
    const settled = await Promise.allSettled([...writers, ...transactions, ...batches]);
    expect(settled.filter((s) => s.status === "rejected")).toEqual([]);
    expect(await count("items")).toBe(50);
    expect(await count("nums")).toBe(10);
    expect(await count("files")).toBe(5);
    const qtys = await client.execute("SELECT sum(qty) AS s FROM items");
    expect(qtys.rows[0]?.s).toBe((49 * 50) / 2);
  });
});
