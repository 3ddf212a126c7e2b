// @ts-check
// One worker thread of the local libSQL server (db/hrana-server.ts): it owns the SQLite connections of the Hrana
// streams the main thread assigns to it and runs their pipelines, one at a time, synchronously. A slow query
// therefore holds only this thread; the other workers keep answering.
//
// Plain JavaScript on purpose: worker threads are loaded by Node itself (not by tsx or vitest's transform), and
// starting a TypeScript loader in every worker costs about a second.
//
// Messages in:  { id, stream, requests }  — run a pipeline for a stream (its connection is opened on first use).
//               { shutdown: true }        — close every connection and end the thread.
// Messages out: { id, resultsJson, inTx, closed } — `resultsJson`: the results as JSON text (one string crosses to
//               the main thread instead of an object per value); `inTx`: the stream's connection is left inside a
//               transaction; `closed`: the pipeline closed the stream (its connection is gone).
import { Buffer } from "node:buffer";
import { parentPort, workerData } from "node:worker_threads";
import console from "node:console";
import { performance } from "node:perf_hooks";
import process from "node:process";
import Database from "libsql";

/** @typedef {import("libsql").Database} Db */
/** @typedef {null | bigint | number | string | Buffer} BindValue */
/** @typedef {{ type: "null" } | { type: "integer", value: string } | { type: "float", value: number } | { type: "text", value: string } | { type: "blob", base64: string }} HValue */
/** @typedef {{ message: string, code: string }} HError */
/** @typedef {{ cols: { name: string | null, decltype: string | null }[], rows: HValue[][], affected_row_count: number, last_insert_rowid: string | null }} StmtResult */
/** @typedef {{ type: "ok", response: Record<string, unknown> & { type: string } } | { type: "error", error: HError }} StreamResult */
/** @typedef {{ db: Db | null, sqls: Map<number, string>, closed: boolean }} StreamState */

/** @type {string} */
const file = workerData.file;
/** @type {number} */
const busyTimeoutMs = workerData.busyTimeoutMs;

/** A problem with one request of a pipeline; reported as a `{type: "error"}` result. */
class RequestError extends Error {
  /** @param {string} message @param {string} code */
  constructor(message, code) {
    super(message);
    this.code = code;
  }
}

/** @param {unknown} v @returns {v is Record<string, unknown>} */
function isObj(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** @param {unknown} e @returns {HError} */
function toHError(e) {
  if (e instanceof Error) {
    /** @type {unknown} */
    const code = /** @type {Error & { code?: unknown }} */ (e).code;
    return { message: e.message, code: typeof code === "string" && code !== "" ? code : "SQLITE_ERROR" };
  }
  return { message: String(e), code: "SQLITE_ERROR" };
}

/** @param {unknown} v @returns {BindValue} */
function valueIn(v) {
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

/** @param {unknown} v @returns {HValue} */
function valueOut(v) {
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

/**
 * Connections of closed streams, kept for the next streams: opening one reads the whole schema again, and every
 * page's one-shot stream would pay it. A connection is kept only outside a transaction.
 * @type {Db[]}
 */
const idle = [];
/** How much of the database file the connections map into memory (address space, not resident memory). */
const MMAP_BYTES = 1024 * 1024 * 1024;
const IDLE_MAX = 4;

/**
 * Each connection's prepared statements by SQL text: the app sends the same few hundred statements again and again.
 * @type {WeakMap<Db, Map<string, import("libsql").Statement<unknown[]>>>}
 */
const preparedByConnection = new WeakMap();
const PREPARED_MAX = 500;

/** @param {Db} db @param {string} sql */
function prepare(db, sql) {
  let cache = preparedByConnection.get(db);
  if (!cache) {
    cache = new Map();
    preparedByConnection.set(db, cache);
  }
  let statement = cache.get(sql);
  if (!statement) {
    if (cache.size >= PREPARED_MAX) cache.clear();
    statement = db.prepare(sql);
    cache.set(sql, statement);
  }
  return statement;
}

/**
 * The schema version each connection's prepared statements were made under. SQLite re-prepares a statement whose
 * schema changed, but the engine's statement object keeps the result columns it was first made with (`SELECT *`
 * after an ALTER TABLE would report the old ones), so a connection drops its statements when the version moves: checked
 * when a pipeline starts on it (another connection may have changed the schema) and after each statement that may write.
 * @type {WeakMap<Db, bigint | number>}
 */
const schemaVersions = new WeakMap();

/** @param {Db} db */
function forgetStatementsIfSchemaChanged(db) {
  const version = scalar(db, "PRAGMA schema_version");
  const known = schemaVersions.get(db);
  if (known === version) return;
  if (known !== undefined) preparedByConnection.get(db)?.clear();
  schemaVersions.set(db, version);
}

/**
 * A prepared statement's result columns, as Hrana describes them, read from the engine once per statement when they
 * cannot change: a statement that names its columns (the app's all do) keeps them across schema changes (SQLite
 * re-prepares it, or it fails), while one with a `*` may gain or lose columns, so it is asked every time.
 * @type {WeakMap<object, { name: string, decltype: string | null }[]>}
 */
const columnsByStatement = new WeakMap();

/** @param {import("libsql").Statement<unknown[]>} prepared @param {string} sql */
function columnsOf(prepared, sql) {
  let cols = columnsByStatement.get(prepared);
  if (!cols) {
    cols = prepared.columns().map((c) => ({ name: c.name, decltype: c.type }));
    if (!sql.replace(/count\(\*\)/gi, "").includes("*")) columnsByStatement.set(prepared, cols);
  }
  return cols;
}

/** @returns {Db} */
function openConnection() {
  const kept = idle.pop();
  if (kept) {
    forgetStatementsIfSchemaChanged(kept);
    return kept;
  }
  const db = new Database(file);
  try {
    // A writer that finds the database locked by another worker's connection waits (up to busy_timeout) instead
    // of failing at once with SQLITE_BUSY.
    db.exec(`PRAGMA busy_timeout=${busyTimeoutMs}`);
    db.exec("PRAGMA journal_mode=WAL");
    db.exec("PRAGMA foreign_keys=ON");
    // Reads through a memory map of the file: the workers' connections share the OS page cache instead of each
    // copying pages into its own 2 MB page cache, which a search over five full-text indexes overruns (measured: the
    // /search statements run about a quarter faster).
    db.exec(`PRAGMA mmap_size=${MMAP_BYTES}`);
    db.defaultSafeIntegers(true);
    forgetStatementsIfSchemaChanged(db); // records the version its statements will be made under
    return db;
  } catch (e) {
    db.close();
    throw e;
  }
}

/** @param {string} sql */
function stripLeadingComments(sql) {
  return sql.replace(/^(\s+|--[^\n]*(\n|$)|\/\*[\s\S]*?\*\/)*/, "").trim();
}

// A deferred BEGIN starts as a reader and upgrades to a writer at its first write; if another worker committed in
// between, SQLite refuses the upgrade at once (SQLITE_BUSY_SNAPSHOT) and no busy_timeout helps. Interactive
// transactions, and batches that write, therefore begin IMMEDIATE: they take the write lock up front, waiting on
// busy_timeout for it, as the single-connection server used to make every transaction wait its turn.
const DEFERRED_BEGIN = /^BEGIN(\s+DEFERRED)?(\s+TRANSACTION)?\s*;?\s*$/i;
const READ_ONLY = /^(SELECT|VALUES|EXPLAIN|BEGIN|COMMIT|END|ROLLBACK)\b/i;

/** @param {string} sql */
function immediate(sql) {
  return DEFERRED_BEGIN.test(stripLeadingComments(sql)) ? "BEGIN IMMEDIATE" : sql;
}

/**
 * SQL text that holds no syntax: a string, a quoted name or a comment. Scanners of SQL text match it first and skip
 * it, so a parenthesis, a word or a `?` inside one is never taken for code.
 */
const SQL_QUOTED_OR_COMMENT = String.raw`'(?:[^']|'')*'|"(?:[^"]|"")*"|\`[^\`]*\`|\[[^\]]*\]|--[^\n]*|\/\*[\s\S]*?\*\/`;

/** Whether each statement text may write, as mayWrite found (the app sends the same few hundred texts). @type {Map<string, boolean>} */
const writesBySql = new Map();

/**
 * Whether a statement may write. A statement that starts with WITH is as its main statement is: its common table
 * expressions are in parentheses, so the main verb is the first of SELECT, VALUES, INSERT, REPLACE, UPDATE or DELETE
 * outside every parenthesis, string, quoted name and comment. (Taking every WITH for a write made each search a
 * BEGIN IMMEDIATE: under 50 connections they queued for the write lock, a second and more.)
 * @param {string} sql
 */
function mayWrite(sql) {
  let writes = writesBySql.get(sql);
  if (writes === undefined) {
    const body = stripLeadingComments(sql);
    if (/\bRETURNING\b/i.test(body)) writes = true;
    else if (/^WITH\b/i.test(body)) writes = !/^(SELECT|VALUES)$/i.test(mainVerb(body));
    else writes = !READ_ONLY.test(body);
    if (writesBySql.size >= PREPARED_MAX) writesBySql.clear();
    writesBySql.set(sql, writes);
  }
  return writes;
}

const MAIN_VERB_TOKEN = new RegExp(`${SQL_QUOTED_OR_COMMENT}|(\\()|(\\))|([A-Za-z_]+)`, "g");

/** The first statement verb of `sql` outside parentheses, strings, quoted names and comments ("" if none). @param {string} sql */
function mainVerb(sql) {
  let depth = 0;
  for (const m of sql.matchAll(MAIN_VERB_TOKEN)) {
    if (m[1]) depth++;
    else if (m[2]) depth--;
    else if (m[3] && depth === 0 && /^(SELECT|VALUES|INSERT|REPLACE|UPDATE|DELETE)$/i.test(m[3])) return m[3];
  }
  return "";
}

const PARAMETER_TOKEN = new RegExp(`${SQL_QUOTED_OR_COMMENT}|\\?(\\d*)|([:@$][A-Za-z0-9_]+)`, "g");

/** @param {string} sql @returns {(string | null)[]} Parameter names in order of first appearance (`?` gives null). */
function parameterNames(sql) {
  /** @type {(string | null)[]} */
  const names = [];
  for (const m of sql.matchAll(PARAMETER_TOKEN)) {
    if (m[2] !== undefined) {
      if (!names.includes(m[2])) names.push(m[2]);
    } else if (m[1] !== undefined) {
      const index = m[1] === "" ? names.length : Number(m[1]) - 1;
      while (names.length <= index) names.push(null);
    }
  }
  return names;
}

/** @param {Db} db @param {string} sql @returns {bigint | number} */
function scalar(db, sql) {
  /** @type {unknown} */
  const row = prepare(db, sql).raw(true).get();
  /** @type {unknown} */
  const v = Array.isArray(row) ? row[0] : undefined;
  return typeof v === "bigint" || typeof v === "number" ? v : 0;
}

/** @type {Map<number, StreamState>} */
const streams = new Map();

/** @param {number} id @returns {StreamState} */
function stateOf(id) {
  let state = streams.get(id);
  if (!state) {
    state = { db: null, sqls: new Map(), closed: false };
    streams.set(id, state);
  }
  return state;
}

/** @param {StreamState} stream */
function conn(stream) {
  stream.db ??= openConnection();
  return stream.db;
}

/** @param {StreamState} stream */
function inTransaction(stream) {
  return stream.db !== null && stream.db.inTransaction;
}

/** @param {number} id @param {StreamState} stream */
function closeStream(id, stream) {
  stream.closed = true;
  streams.delete(id);
  const db = stream.db;
  stream.db = null;
  if (db) {
    try {
      if (db.inTransaction) db.exec("ROLLBACK");
    } catch {
      // closing the connection rolls back anyway
    }
    if (!db.inTransaction && idle.length < IDLE_MAX && !shuttingDown) {
      // A stream may have changed the one per-connection setting the app relies on. Set it only then: setting a
      // flag pragma expires every prepared statement of the connection (SQLite's OP_Expire), and the next stream
      // would prepare all its statements again.
      if (scalar(db, "PRAGMA foreign_keys") !== 1n) db.exec("PRAGMA foreign_keys=ON");
      idle.push(db);
    } else {
      db.close();
    }
  }
}

let shuttingDown = false;

/** @param {StreamState} stream @param {unknown} sql @param {unknown} sqlId */
function sqlOf(stream, sql, sqlId) {
  /** @type {string | undefined} */
  let text;
  if (typeof sql === "string") text = sql;
  else if (typeof sqlId === "number") {
    text = stream.sqls.get(sqlId);
    if (text === undefined) throw new RequestError(`SQL text ${sqlId} was not stored`, "SQL_NOT_FOUND");
  } else throw new RequestError("A statement needs `sql` or `sql_id`", "HRANA_PROTO_ERROR");
  if (stripLeadingComments(text) === "") throw new RequestError("The SQL text contains no statement", "SQL_NO_STATEMENT");
  return text;
}

/** HRANA_SLOW_MS=20 logs every statement that takes longer, its whole SQL (`npm run bench` reports them with their plans). 0: off. */
const SLOW_MS = Number(process.env.HRANA_SLOW_MS ?? 0);

/** @param {StreamState} stream @param {unknown} stmt @param {boolean} upgradeBegin @returns {StmtResult} */
function execute(stream, stmt, upgradeBegin) {
  if (!SLOW_MS) return executeNow(stream, stmt, upgradeBegin);
  const started = performance.now();
  try {
    return executeNow(stream, stmt, upgradeBegin);
  } finally {
    const ms = performance.now() - started;
    if (ms > SLOW_MS && isObj(stmt)) {
      const text = typeof stmt.sql === "string" ? stmt.sql : typeof stmt.sql_id === "number" ? stream.sqls.get(stmt.sql_id) : undefined;
      console.log(
        `[libsql slow] ${ms.toFixed(0)} ms: ${String(text ?? `#${String(stmt.sql_id)}`)
          .replace(/\s+/g, " ")
          // Whole (the bench prints each slow statement's EXPLAIN QUERY PLAN), bounded.
          .slice(0, 20_000)}`,
      );
    }
  }
}

/** @param {StreamState} stream @param {unknown} stmt @param {boolean} upgradeBegin @returns {StmtResult} */
function executeNow(stream, stmt, upgradeBegin) {
  if (!isObj(stmt)) throw new RequestError("`stmt` must be an object", "HRANA_PROTO_ERROR");
  let sql = sqlOf(stream, stmt.sql, stmt.sql_id);
  if (upgradeBegin) sql = immediate(sql);
  const args = Array.isArray(stmt.args) ? stmt.args.map(valueIn) : [];
  /** @type {unknown[]} */
  const namedArgs = Array.isArray(stmt.named_args) ? stmt.named_args : [];
  /** @type {BindValue[] | Record<string, BindValue>} */
  let params = args;
  if (namedArgs.length > 0) {
    if (args.length > 0) throw new RequestError("Mixing positional and named arguments is not supported", "ARGS_INVALID");
    /** @type {Record<string, BindValue>} */
    const named = {};
    for (const arg of namedArgs) {
      if (!isObj(arg) || typeof arg.name !== "string") throw new RequestError("A named argument needs a `name`", "HRANA_PROTO_ERROR");
      // The engine matches `:x`, `@x` and `$x` parameters by the bare name.
      named[arg.name.replace(/^[:@$]/, "")] = valueIn(arg.value);
    }
    params = named;
  }
  const db = conn(stream);
  const prepared = prepare(db, sql);
  const cols = columnsOf(prepared, sql);
  if (!prepared.reader) {
    const info = prepared.run(params);
    forgetStatementsIfSchemaChanged(db);
    const rowid = info.lastInsertRowid;
    const exact = typeof rowid === "bigint" || Number.isSafeInteger(rowid);
    return {
      cols,
      rows: [],
      affected_row_count: info.changes,
      last_insert_rowid: exact ? String(rowid) : String(scalar(db, "SELECT last_insert_rowid()")),
    };
  }
  // Readers (SELECT, PRAGMA, INSERT ... RETURNING): count changes only if the statement made any. A plain SELECT
  // cannot, so it skips the two extra statements that find out (a search page sends seven SELECTs).
  const writes = mayWrite(sql);
  const before = writes ? scalar(db, "SELECT total_changes()") : 0;
  /** @type {unknown[]} */
  const raw = prepared.raw(true).all(params);
  const rows = stmt.want_rows === false ? [] : raw.map((row) => (Array.isArray(row) ? row.map(valueOut) : []));
  const changed = writes && scalar(db, "SELECT total_changes()") !== before;
  if (writes) forgetStatementsIfSchemaChanged(db);
  /** @type {unknown} */
  const counts = prepare(db, "SELECT changes(), last_insert_rowid()").raw(true).get();
  const [changes, rowid] = Array.isArray(counts) ? counts : [0n, 0n];
  return { cols, rows, affected_row_count: changed ? Number(changes) : 0, last_insert_rowid: String(rowid) };
}

/** @param {StreamState} stream @param {Record<string, unknown>} batch */
function runBatch(stream, batch) {
  if (!Array.isArray(batch.steps)) throw new RequestError("`steps` must be an array", "HRANA_PROTO_ERROR");
  /** @type {unknown[]} */
  const steps = batch.steps;
  // A batch that writes takes the write lock at its BEGIN (see `immediate`); a read-only one stays a reader.
  // (Clients send repeated statements as stored SQL, by `sql_id`.)
  const writes = steps.some((step) => {
    if (!isObj(step) || !isObj(step.stmt)) return false;
    const sql =
      typeof step.stmt.sql === "string" ? step.stmt.sql : typeof step.stmt.sql_id === "number" ? stream.sqls.get(step.stmt.sql_id) : undefined;
    return sql !== undefined && mayWrite(sql);
  });
  /** @type {(StmtResult | null)[]} */
  const stepResults = [];
  /** @type {(HError | null)[]} */
  const stepErrors = [];
  /** @param {unknown} cond @returns {boolean} */
  const holds = (cond) => {
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
        /** @type {unknown[]} */
        const conds = cond.conds;
        return cond.type === "and" ? conds.every(holds) : conds.some(holds);
      }
      case "is_autocommit":
        return !inTransaction(stream);
      default:
        throw new RequestError(`Unknown condition ${JSON.stringify(cond.type)}`, "HRANA_PROTO_ERROR");
    }
  };
  for (const step of steps) {
    if (!isObj(step)) throw new RequestError("A batch step must be an object", "HRANA_PROTO_ERROR");
    if (step.condition !== undefined && step.condition !== null && !holds(step.condition)) {
      stepResults.push(null);
      stepErrors.push(null);
      continue;
    }
    try {
      stepResults.push(execute(stream, step.stmt, writes));
      stepErrors.push(null);
    } catch (e) {
      stepResults.push(null);
      stepErrors.push(toHError(e));
    }
  }
  return { step_results: stepResults, step_errors: stepErrors };
}

/** @param {StreamState} stream @param {string} sql */
function describe(stream, sql) {
  const prepared = prepare(conn(stream), sql);
  const body = stripLeadingComments(sql);
  return {
    params: parameterNames(sql).map((name) => ({ name })),
    cols: prepared.columns().map((c) => ({ name: c.name, decltype: c.type })),
    is_explain: /^EXPLAIN\b/i.test(body),
    // Best effort: the engine does not expose sqlite3_stmt_readonly().
    is_readonly: /^(SELECT|VALUES|EXPLAIN)\b/i.test(body) && !/\bRETURNING\b/i.test(body),
  };
}

/** @param {Record<string, unknown> & { type: string }} response @returns {StreamResult} */
function ok(response) {
  return { type: "ok", response };
}

/** @param {number} id @param {StreamState} stream @param {unknown} req @returns {StreamResult} */
function request(id, stream, req) {
  try {
    if (!isObj(req) || typeof req.type !== "string") throw new RequestError("A request must be an object with a `type`", "HRANA_PROTO_ERROR");
    if (stream.closed) throw new RequestError("The stream is closed", "STREAM_CLOSED");
    switch (req.type) {
      case "execute":
        return ok({ type: "execute", result: execute(stream, req.stmt, true) });
      case "batch":
        if (!isObj(req.batch)) throw new RequestError("`batch` must be an object", "HRANA_PROTO_ERROR");
        return ok({ type: "batch", result: runBatch(stream, req.batch) });
      case "sequence":
        conn(stream).exec(immediate(sqlOf(stream, req.sql, req.sql_id)));
        forgetStatementsIfSchemaChanged(conn(stream));
        return ok({ type: "sequence" });
      case "describe":
        return ok({ type: "describe", result: describe(stream, sqlOf(stream, req.sql, req.sql_id)) });
      case "store_sql":
        if (typeof req.sql_id !== "number" || typeof req.sql !== "string")
          throw new RequestError("store_sql needs `sql_id` and `sql`", "HRANA_PROTO_ERROR");
        stream.sqls.set(req.sql_id, req.sql);
        return ok({ type: "store_sql" });
      case "close_sql":
        if (typeof req.sql_id === "number") stream.sqls.delete(req.sql_id);
        return ok({ type: "close_sql" });
      case "close":
        closeStream(id, stream);
        return ok({ type: "close" });
      case "get_autocommit":
        return ok({ type: "get_autocommit", is_autocommit: !inTransaction(stream) });
      default:
        throw new RequestError(`Unknown request type ${JSON.stringify(req.type)}`, "HRANA_PROTO_ERROR");
    }
  } catch (e) {
    return { type: "error", error: toHError(e) };
  }
}

const port = parentPort;
if (!port) throw new Error("db/hrana-worker.js runs as a worker thread of db/hrana-server.ts");
port.on("message", (/** @type {{ id: number, stream: number, requests: unknown[] } | { shutdown: true }} */ msg) => {
  if ("shutdown" in msg) {
    // Close every connection (rolling back open transactions), then let the thread end on its own: ending it
    // from outside (Worker.terminate) while the native engine holds connections can take the process down.
    shuttingDown = true;
    for (const [id, stream] of [...streams]) closeStream(id, stream);
    for (const db of idle.splice(0)) db.close();
    port.close();
    return;
  }
  const stream = stateOf(msg.stream);
  if (stream.db) forgetStatementsIfSchemaChanged(stream.db);
  const results = msg.requests.map((req) => request(msg.stream, stream, req));
  port.postMessage({ id: msg.id, resultsJson: JSON.stringify(results), inTx: !stream.closed && inTransaction(stream), closed: stream.closed });
});
