// A small local libSQL server speaking Hrana v2 over HTTP (JSON), on top of the `libsql` engine and one
// database file. It is what `@libsql/client/web` (in workerd) and `@libsql/client` (Node, http:// URL) talk to
// in development and tests. Run directly: `tsx db/hrana-server.ts` (env DB_FILE, DB_PORT).
//
// Concurrency model: the engine is synchronous, so every pipeline runs to completion without yielding. A
// server-wide lock is taken before a pipeline runs; a stream whose connection is left inside a transaction
// after its pipeline (an interactive transaction) keeps the lock until COMMIT/ROLLBACK, close or idle expiry.
// Other streams therefore wait their turn instead of failing with SQLITE_BUSY, and the event loop is never
// blocked by SQLite's busy handler waiting on a lock held by this same process.
import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { dirname, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import Database from "libsql";

export interface HranaServerOptions {
  file: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  /** The server only ever binds the loopback interface. */
  host?: "127.0.0.1";
}

export interface HranaServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

const HOST = "127.0.0.1";
const BODY_LIMIT = 10 * 1024 * 1024;
const STREAM_IDLE_MS = 10_000;
/** HRANA_SLOW_MS=50 logs every statement that takes longer (npm run bench reports the slowest). 0: off. */
const SLOW_MS = Number(process.env.HRANA_SLOW_MS ?? 0);

type Db = Database.Database;
type BindValue = null | bigint | number | string | Buffer;
type HValue =
  | { type: "null" }
  | { type: "integer"; value: string }
  | { type: "float"; value: number }
  | { type: "text"; value: string }
  | { type: "blob"; base64: string };
interface HError {
  message: string;
  code: string;
}
interface StmtResult {
  cols: { name: string | null; decltype: string | null }[];
  rows: HValue[][];
  affected_row_count: number;
  last_insert_rowid: string | null;
}
type StreamResult = { type: "ok"; response: { type: string } & Record<string, unknown> } | { type: "error"; error: HError };

/** A problem with one request of a pipeline; reported as a `{type: "error"}` result. */
class RequestError extends Error {
  constructor(message: string, readonly code: string) {
    super(message);
  }
}

/** A problem with the HTTP request as a whole; reported with an HTTP status and `{message, code}`. */
class HttpError extends Error {
  constructor(readonly status: number, message: string, readonly code: string) {
    super(message);
  }
}

function isObj(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function toHError(e: unknown): HError {
  if (e instanceof Error) {
    const code: unknown = (e as Error & { code?: unknown }).code;
    return { message: e.message, code: typeof code === "string" && code !== "" ? code : "SQLITE_ERROR" };
  }
  return { message: String(e), code: "SQLITE_ERROR" };
}

function valueIn(v: unknown): BindValue {
  if (!isObj(v)) throw new RequestError("A value must be an object", "HRANA_PROTO_ERROR");
  switch (v.type) {
    case "null":
      return null;
    case "integer":
      if (typeof v.value === "string" && /^-?\d+$/.test(v.value)) return BigInt(v.value);
      if (typeof v.value === "number" && Number.isSafeInteger(v.value)) return BigInt(v.value);
      break;
    case "float":
      if (typeof v.value === "number") return v.value;
      break;
    case "text":
      if (typeof v.value === "string") return v.value;
      break;
    case "blob":
      if (v.base64 === undefined) return Buffer.alloc(0);
      if (typeof v.base64 === "string") return Buffer.from(v.base64, "base64");
      break;
  }
  throw new RequestError(`Invalid value of type ${JSON.stringify(v.type)}`, "HRANA_PROTO_ERROR");
}

function valueOut(v: unknown): HValue {
  if (v === null || v === undefined) return { type: "null" };
  if (typeof v === "bigint") return { type: "integer", value: v.toString() };
  if (typeof v === "number") {
    if (!Number.isFinite(v)) throw new RequestError(`Cannot encode the float ${v} in JSON`, "SQLITE_TOOBIG");
    return { type: "float", value: v };
  }
  if (typeof v === "string") return { type: "text", value: v };
  if (v instanceof Uint8Array) {
    return { type: "blob", base64: Buffer.from(v.buffer, v.byteOffset, v.byteLength).toString("base64") };
  }
  throw new RequestError(`Unsupported value from the engine: ${typeof v}`, "SQLITE_MISMATCH");
}

function openConnection(file: string): Db {
  const db = new Database(file);
  try {
    db.exec("PRAGMA busy_timeout=5000");
    db.exec("PRAGMA journal_mode=WAL");
    db.exec("PRAGMA foreign_keys=ON");
    db.defaultSafeIntegers(true);
    return db;
  } catch (e) {
    db.close();
    throw e;
  }
}

class Stream {
  baton: string | null = null;
  db: Db | null = null;
  closed = false;
  /** Requests received for this stream that have not been answered yet. */
  pending = 0;
  /** Serializes the pipelines of this stream. */
  tail: Promise<unknown> = Promise.resolve();
  timer: NodeJS.Timeout | null = null;
  readonly sqls = new Map<number, string>();
}

/** The server-wide lock; a stream inside a transaction keeps it between its requests. */
class Lock {
  private owner: Stream | null = null;
  private readonly waiters: { stream: Stream; grant: () => void }[] = [];

  acquire(stream: Stream): Promise<void> {
    if (this.owner === stream) return Promise.resolve();
    if (this.owner === null && this.waiters.length === 0) {
      this.owner = stream;
      return Promise.resolve();
    }
    return new Promise((grant) => this.waiters.push({ stream, grant }));
  }

  release(stream: Stream): void {
    if (this.owner !== stream) return;
    const next = this.waiters.shift();
    this.owner = next ? next.stream : null;
    next?.grant();
  }
}

class HranaEngine {
  private readonly streams = new Map<string, Stream>();
  private readonly lock = new Lock();
  private readonly anchor: Db;

  constructor(private readonly file: string) {
    // Kept open for the server's lifetime: sets WAL mode and keeps the WAL from being checkpointed and
    // deleted every time a one-shot stream closes its connection.
    this.anchor = openConnection(file);
  }

  async pipeline(body: unknown): Promise<{ baton: string | null; base_url: null; results: StreamResult[] }> {
    if (!isObj(body) || !Array.isArray(body.requests)) {
      throw new HttpError(400, "The body must be an object with a `requests` array", "HRANA_PROTO_ERROR");
    }
    const requests: unknown[] = body.requests;
    let stream: Stream;
    if (body.baton === null || body.baton === undefined) {
      stream = new Stream();
    } else if (typeof body.baton === "string") {
      const found = this.streams.get(body.baton);
      if (!found) throw new HttpError(400, "Stream not found or expired (unknown baton)", "STREAM_EXPIRED");
      stream = found;
    } else {
      throw new HttpError(400, "The baton must be a string or null", "HRANA_PROTO_ERROR");
    }

    stream.pending++;
    if (stream.timer) clearTimeout(stream.timer);
    const run = stream.tail.then(async () => {
      await this.lock.acquire(stream);
      return this.runLocked(stream, requests);
    });
    stream.tail = run.catch(() => undefined);
    try {
      return await run;
    } finally {
      stream.pending--;
      if (!stream.closed && stream.pending === 0) this.scheduleExpiry(stream);
    }
  }

  /** Runs synchronously from start to end: nothing else touches the database meanwhile. */
  private runLocked(stream: Stream, requests: unknown[]) {
    if (stream.closed) {
      this.lock.release(stream);
      throw new HttpError(400, "Stream expired or closed while the request waited", "STREAM_EXPIRED");
    }
    let results: StreamResult[];
    try {
      results = requests.map((request) => this.request(stream, request));
    } finally {
      if (stream.closed || !stream.db?.inTransaction) this.lock.release(stream);
    }
    if (stream.closed) return { baton: null, base_url: null, results };
    if (stream.baton === null) {
      stream.baton = randomBytes(18).toString("base64url");
      this.streams.set(stream.baton, stream);
    }
    return { baton: stream.baton, base_url: null, results };
  }

  private scheduleExpiry(stream: Stream): void {
    if (stream.timer) clearTimeout(stream.timer);
    stream.timer = setTimeout(() => {
      if (stream.pending === 0) this.closeStream(stream);
    }, STREAM_IDLE_MS);
    stream.timer.unref();
  }

  private closeStream(stream: Stream): void {
    if (stream.closed) return;
    stream.closed = true;
    if (stream.timer) clearTimeout(stream.timer);
    if (stream.baton !== null) this.streams.delete(stream.baton);
    const db = stream.db;
    stream.db = null;
    if (db) {
      try {
        if (db.inTransaction) db.exec("ROLLBACK");
      } catch {
        // closing the connection rolls back anyway
      }
      db.close();
    }
    this.lock.release(stream);
  }

  close(): void {
    for (const stream of [...this.streams.values()]) this.closeStream(stream);
    this.anchor.close();
  }

  private conn(stream: Stream): Db {
    stream.db ??= openConnection(this.file);
    return stream.db;
  }

  private request(stream: Stream, req: unknown): StreamResult {
    try {
      if (!isObj(req) || typeof req.type !== "string") {
        throw new RequestError("A request must be an object with a `type`", "HRANA_PROTO_ERROR");
      }
      if (stream.closed) throw new RequestError("The stream is closed", "STREAM_CLOSED");
      switch (req.type) {
        case "execute":
          return ok({ type: "execute", result: this.execute(stream, req.stmt) });
        case "batch": {
          if (!isObj(req.batch)) throw new RequestError("`batch` must be an object", "HRANA_PROTO_ERROR");
          return ok({ type: "batch", result: this.batch(stream, req.batch) });
        }
        case "sequence":
          this.conn(stream).exec(sqlOf(stream, req.sql, req.sql_id));
          return ok({ type: "sequence" });
        case "describe":
          return ok({ type: "describe", result: this.describe(stream, sqlOf(stream, req.sql, req.sql_id)) });
        case "store_sql":
          if (typeof req.sql_id !== "number" || typeof req.sql !== "string") {
            throw new RequestError("store_sql needs `sql_id` and `sql`", "HRANA_PROTO_ERROR");
          }
          stream.sqls.set(req.sql_id, req.sql);
          return ok({ type: "store_sql" });
        case "close_sql":
          if (typeof req.sql_id === "number") stream.sqls.delete(req.sql_id);
          return ok({ type: "close_sql" });
        case "close":
          this.closeStream(stream);
          return ok({ type: "close" });
        case "get_autocommit":
          return ok({ type: "get_autocommit", is_autocommit: !stream.db?.inTransaction });
        default:
          throw new RequestError(`Unknown request type ${JSON.stringify(req.type)}`, "HRANA_PROTO_ERROR");
      }
    } catch (e) {
      return { type: "error", error: toHError(e) };
    }
  }

  private execute(stream: Stream, stmt: unknown): StmtResult {
    if (!(SLOW_MS > 0)) return this.executeStatement(stream, stmt);
    const started = performance.now();
    try {
      return this.executeStatement(stream, stmt);
    } finally {
      const ms = performance.now() - started;
      if (ms > SLOW_MS && isObj(stmt) && typeof stmt.sql === "string") {
        console.error(`[libsql slow] ${ms.toFixed(0)} ms: ${stmt.sql.replace(/\s+/g, " ").slice(0, 2000)}`);
      }
    }
  }

  private executeStatement(stream: Stream, stmt: unknown): StmtResult {
    if (!isObj(stmt)) throw new RequestError("`stmt` must be an object", "HRANA_PROTO_ERROR");
    const sql = sqlOf(stream, stmt.sql, stmt.sql_id);
    const args = Array.isArray(stmt.args) ? stmt.args.map(valueIn) : [];
    const namedArgs: unknown[] = Array.isArray(stmt.named_args) ? stmt.named_args : [];
    let params: BindValue[] | Record<string, BindValue> = args;
    if (namedArgs.length > 0) {
      if (args.length > 0) {
        throw new RequestError("Mixing positional and named arguments is not supported", "ARGS_INVALID");
      }
      const named: Record<string, BindValue> = {};
      for (const arg of namedArgs) {
        if (!isObj(arg) || typeof arg.name !== "string") {
          throw new RequestError("A named argument needs a `name`", "HRANA_PROTO_ERROR");
        }
        // The engine matches `:x`, `@x` and `$x` parameters by the bare name.
        named[arg.name.replace(/^[:@$]/, "")] = valueIn(arg.value);
      }
      params = named;
    }
    const db = this.conn(stream);
    const prepared = db.prepare(sql);
    const cols = prepared.columns().map((c) => ({ name: c.name, decltype: c.type }));
    if (!prepared.reader) {
      const info = prepared.run(params);
      const rowid = info.lastInsertRowid;
      const exact = typeof rowid === "bigint" || Number.isSafeInteger(rowid);
      return {
        cols,
        rows: [],
        affected_row_count: info.changes,
        last_insert_rowid: exact ? String(rowid) : String(lastInsertRowid(db)),
      };
    }
    // Readers (SELECT, PRAGMA, INSERT ... RETURNING): count changes only if the statement made any.
    const before = totalChanges(db);
    const raw: unknown[] = prepared.raw(true).all(params);
    const rows = stmt.want_rows === false ? [] : raw.map((row) => (Array.isArray(row) ? row.map(valueOut) : []));
    const changed = totalChanges(db) !== before;
    const counts = db.prepare("SELECT changes(), last_insert_rowid()").raw(true).get();
    const [changes, rowid] = Array.isArray(counts) ? counts : [0n, 0n];
    return {
      cols,
      rows,
      affected_row_count: changed ? Number(changes) : 0,
      last_insert_rowid: String(rowid),
    };
  }

  private batch(stream: Stream, batch: Record<string, unknown>) {
    if (!Array.isArray(batch.steps)) throw new RequestError("`steps` must be an array", "HRANA_PROTO_ERROR");
    const stepResults: (StmtResult | null)[] = [];
    const stepErrors: (HError | null)[] = [];
    const holds = (cond: unknown): boolean => {
      if (!isObj(cond)) throw new RequestError("A condition must be an object", "HRANA_PROTO_ERROR");
      switch (cond.type) {
        case "ok":
        case "error": {
          const step = cond.step;
          if (typeof step !== "number" || step < 0 || step >= stepResults.length) {
            throw new RequestError("A condition refers to a step that has not run before it", "HRANA_PROTO_ERROR");
          }
          return cond.type === "ok" ? stepResults[step] !== null : stepErrors[step] !== null;
        }
        case "not":
          return !holds(cond.cond);
        case "and":
        case "or": {
          if (!Array.isArray(cond.conds)) throw new RequestError("`conds` must be an array", "HRANA_PROTO_ERROR");
          const conds: unknown[] = cond.conds;
          return cond.type === "and" ? conds.every(holds) : conds.some(holds);
        }
        case "is_autocommit":
          return !stream.db?.inTransaction;
        default:
          throw new RequestError(`Unknown condition ${JSON.stringify(cond.type)}`, "HRANA_PROTO_ERROR");
      }
    };
    for (const step of batch.steps) {
      if (!isObj(step)) throw new RequestError("A batch step must be an object", "HRANA_PROTO_ERROR");
      if (step.condition !== undefined && step.condition !== null && !holds(step.condition)) {
        stepResults.push(null);
        stepErrors.push(null);
        continue;
      }
      try {
        stepResults.push(this.execute(stream, step.stmt));
        stepErrors.push(null);
      } catch (e) {
        stepResults.push(null);
        stepErrors.push(toHError(e));
      }
    }
    return { step_results: stepResults, step_errors: stepErrors };
  }

  private describe(stream: Stream, sql: string) {
    const prepared = this.conn(stream).prepare(sql);
    const body = stripLeadingComments(sql);
    return {
      params: parameterNames(sql).map((name) => ({ name })),
      cols: prepared.columns().map((c) => ({ name: c.name, decltype: c.type })),
      is_explain: /^EXPLAIN\b/i.test(body),
      // Best effort: the engine does not expose sqlite3_stmt_readonly().
      is_readonly: /^(SELECT|VALUES|EXPLAIN)\b/i.test(body) && !/\bRETURNING\b/i.test(body),
    };
  }
}

function ok(response: { type: string } & Record<string, unknown>): StreamResult {
  return { type: "ok", response };
}

function sqlOf(stream: Stream, sql: unknown, sqlId: unknown): string {
  let text: string | undefined;
  if (typeof sql === "string") text = sql;
  else if (typeof sqlId === "number") {
    text = stream.sqls.get(sqlId);
    if (text === undefined) throw new RequestError(`SQL text ${sqlId} was not stored`, "SQL_NOT_FOUND");
  } else throw new RequestError("A statement needs `sql` or `sql_id`", "HRANA_PROTO_ERROR");
  if (stripLeadingComments(text) === "") throw new RequestError("The SQL text contains no statement", "SQL_NO_STATEMENT");
  return text;
}

function scalar(db: Db, sql: string): bigint | number {
  const row: unknown = db.prepare(sql).raw(true).get();
  const v: unknown = Array.isArray(row) ? row[0] : undefined;
  return typeof v === "bigint" || typeof v === "number" ? v : 0;
}

const totalChanges = (db: Db) => scalar(db, "SELECT total_changes()");
const lastInsertRowid = (db: Db) => scalar(db, "SELECT last_insert_rowid()");

function stripLeadingComments(sql: string): string {
  return sql.replace(/^(\s+|--[^\n]*(\n|$)|\/\*[\s\S]*?\*\/)*/, "").trim();
}

/** Parameter names in order of first appearance (`?` gives null), skipping literals and comments. */
function parameterNames(sql: string): (string | null)[] {
  const names: (string | null)[] = [];
  const token = /'(?:[^']|'')*'|"(?:[^"]|"")*"|`[^`]*`|\[[^\]]*\]|--[^\n]*|\/\*[\s\S]*?\*\/|\?(\d*)|([:@$][A-Za-z0-9_]+)/g;
  for (const m of sql.matchAll(token)) {
    if (m[2] !== undefined) {
      if (!names.includes(m[2])) names.push(m[2]);
    } else if (m[1] !== undefined) {
      const index = m[1] === "" ? names.length : Number(m[1]) - 1;
      while (names.length <= index) names.push(null);
    }
  }
  return names;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolveBody, reject) => {
    const declared = Number(req.headers["content-length"] ?? 0);
    if (declared > BODY_LIMIT) {
      req.resume();
      reject(new HttpError(413, `The body exceeds ${BODY_LIMIT} bytes`, "BODY_TOO_LARGE"));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > BODY_LIMIT) tooLarge = true;
      if (!tooLarge) chunks.push(chunk);
    });
    req.on("end", () => {
      if (tooLarge) reject(new HttpError(413, `The body exceeds ${BODY_LIMIT} bytes`, "BODY_TOO_LARGE"));
      else resolveBody(Buffer.concat(chunks));
    });
    req.on("error", reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const json = typeof body !== "string";
  const text = json ? JSON.stringify(body) : body;
  // Exactly "application/json": the Hrana client only decodes error bodies with that exact content type.
  res.writeHead(status, {
    "content-type": json ? "application/json" : "text/plain",
    "content-length": Buffer.byteLength(text),
  });
  res.end(text);
}

async function handle(engine: HranaEngine, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const path = new URL(req.url ?? "/", "http://localhost").pathname.replace(/\/+$/, "") || "/";
  if (path === "/v2/pipeline") {
    if (req.method !== "POST") return send(res, 405, { message: "Use POST", code: "METHOD_NOT_ALLOWED" });
    const raw = await readBody(req);
    let body: unknown;
    try {
      body = JSON.parse(raw.toString("utf8"));
    } catch {
      throw new HttpError(400, "The body is not valid JSON", "HRANA_PROTO_ERROR");
    }
    return send(res, 200, await engine.pipeline(body));
  }
  if (req.method === "GET" && (path === "/v2" || path === "/" || path === "/health")) {
    return send(res, 200, path === "/v2" ? "Hrana v2 over HTTP" : "libSQL (Hrana v2) local server");
  }
  send(res, 404, "Not found");
}

export async function startHranaServer(opts: HranaServerOptions): Promise<HranaServer> {
  const file = resolve(opts.file);
  mkdirSync(dirname(file), { recursive: true });
  const engine = new HranaEngine(file);
  const server = createServer((req, res) => {
    handle(engine, req, res).catch((e: unknown) => {
      const status = e instanceof HttpError ? e.status : 500;
      const code = e instanceof HttpError ? e.code : "INTERNAL_ERROR";
      if (status === 500) console.error("hrana-server:", e);
      if (res.headersSent) res.destroy();
      else send(res, status, { message: e instanceof Error ? e.message : String(e), code });
    });
  });
  try {
    await new Promise<void>((ok, fail) => {
      server.once("error", fail);
      server.listen(opts.port ?? 0, HOST, () => {
        server.off("error", fail);
        ok();
      });
    });
  } catch (e) {
    engine.close();
    throw e;
  }
  const port = (server.address() as AddressInfo).port;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${HOST}:${port}`,
    port,
    close() {
      closing ??= new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }).finally(() => engine.close());
      return closing;
    },
  };
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (isMain) {
  const file = process.env.DB_FILE || ".data/greenwood.db";
  const port = Number(process.env.DB_PORT || 8080);
  startHranaServer({ file, port }).then(
    (server) => {
      console.log(`libSQL (Hrana v2 over HTTP) server for ${file} listening on ${server.url}`);
      const stop = () => void server.close().then(() => process.exit(0));
      process.once("SIGINT", stop);
      process.once("SIGTERM", stop);
    },
    (e: unknown) => {
      console.error("hrana-server: could not start:", e);
      process.exit(1);
    },
  );
}
