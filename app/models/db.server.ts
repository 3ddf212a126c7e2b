import {
  createClient,
  LibsqlError,
  type Client,
  type InValue,
  type Replicated,
  type ResultSet,
  type Row,
  type Transaction,
} from "@libsql/client/web";
import {
  createTableRelationsHelpers,
  extractTablesRelationalConfig,
  fillPlaceholders,
  is,
  type ExtractTablesWithRelations,
  type Query,
  type TableRelationalConfig,
} from "drizzle-orm";
import { LibSQLDatabase } from "drizzle-orm/libsql/driver-core";
import { LibSQLSession } from "drizzle-orm/libsql/session";
import { SQLiteAsyncDialect, SQLiteTable } from "drizzle-orm/sqlite-core";
import { RelationalQueryBuilder } from "drizzle-orm/sqlite-core/query-builders/query";
import * as schema from "../../db/schema";

/** The database as models see it: the same type in the worker (HTTP client) and in Node scripts/tests. */
export type Db = LibSQLDatabase<typeof schema>;

/** A transaction of Db: the same query builders, for writes that must see each other's reads. */
export type DbTx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | DbTx;

/** How long one database round trip may take before the request gives up with a 503. */
export const DEFAULT_QUERY_TIMEOUT_MS = 5_000;

export type DbOptions = {
  timeoutMs?: number;
  /** Called when the database cannot be reached or does not answer in time (the worker then answers 503). */
  onUnavailable?: () => void;
  /** Called after each HTTP round trip to the database with its wall time (the Server-Timing header outside production). */
  onRoundTrip?: (ms: number) => void;
};

export function createDb(url: string, authToken?: string, options: DbOptions = {}): Db {
  const client = sharedClient(url, authToken, options.timeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS);
  // What drizzle(client, { schema, casing }) builds, with the schema's relational config and the dialect made once
  // per isolate instead of once per request (extracting the config walks every table: ~2% of a page's CPU).
  const { dialect, relational, queryPrototype } = (shared ??= sharedDrizzleParts());
  const executor = guardExecutor(client, { onUnavailable: options.onUnavailable ?? (() => {}), onRoundTrip: options.onRoundTrip });
  const session = new LibSQLSession<typeof schema, ExtractTablesWithRelations<typeof schema>>(executor, dialect, relational, {}, undefined);
  // Made without the schema, the database skips building a relational query builder for every table (the
  // constructor's loop: about 0.6 ms of a request's CPU in workerd, a tenth of an API request); the schema is then
  // set as the constructor would set it, and `db.query.<table>` builds its builder on first use (lazyQueries).
  const db = new LibSQLDatabase<typeof schema>("async", dialect, session, undefined);
  Object.assign(db._, { schema: relational.schema, fullSchema: relational.fullSchema, tableNamesMap: relational.tableNamesMap });
  db.query = Object.create(queryPrototype, { [SESSION]: { value: session } }) as Db["query"];
  executors.set(db, executor);
  return db;
}

/**
 * One HTTP client per database and timeout for the isolate's life (docs/decisions/database.md). Making one parsed its URL and built
 * its protocol objects: about 2 ms of CPU, a fifth of an API request's. The client holds no I/O object between
 * calls (each call makes its own fetch, from the request that calls), so requests can share it. Its queue is
 * unbounded: a call queued behind another request's would otherwise start its fetch in that request's context.
 */
const clients = new Map<string, Client>();
function sharedClient(url: string, authToken: string | undefined, timeoutMs: number): Client {
  const key = `${url}\n${authToken ?? ""}\n${timeoutMs}`;
  let client = clients.get(key);
  if (!client) {
    client = createClient({
      url,
      authToken,
      // Integers arrive as bigint and are clamped to safe numbers below, so no stored value can make a read throw.
      intMode: "bigint",
      concurrency: Number.POSITIVE_INFINITY,
      fetch: (request: Request) => fetch(request, { signal: AbortSignal.timeout(timeoutMs) }),
    });
    clients.set(key, client);
  }
  return client;
}

let shared: ReturnType<typeof sharedDrizzleParts> | undefined;
function sharedDrizzleParts() {
  const tables = extractTablesRelationalConfig<Tables>(schema, createTableRelationsHelpers);
  const dialect = new SQLiteAsyncDialect({ casing: "snake_case" });
  const relational: Relational = { fullSchema: schema, schema: tables.tables, tableNamesMap: tables.tableNamesMap };
  return { dialect, relational, queryPrototype: lazyQueries(relational, dialect) };
}

type Tables = ExtractTablesWithRelations<typeof schema>;
type Relational = { fullSchema: typeof schema; schema: Tables; tableNamesMap: Record<string, string> };
/** Where a request's `db.query` keeps its session (an object made from lazyQueries' prototype). */
const SESSION = Symbol("session");

/**
 * The prototype of a request's `db.query`, made once per isolate: a getter per table that makes the table's
 * relational query builder for this request's session on first use and keeps it (what drizzle's database constructor
 * makes for every table up front).
 */
function lazyQueries(relational: Relational, dialect: SQLiteAsyncDialect): object {
  const prototype = {};
  // The schema's tables by export name, which is each relational config's key.
  const tables = new Map<string, SQLiteTable>();
  for (const [name, value] of Object.entries(relational.fullSchema)) if (is(value, SQLiteTable)) tables.set(name, value);
  for (const [name, config] of Object.entries<TableRelationalConfig>(relational.schema)) {
    const table = tables.get(name);
    if (!table) throw new Error(`The schema has relations for "${name}" but no such table`);
    Object.defineProperty(prototype, name, {
      enumerable: true,
      get(this: { [SESSION]: LibSQLSession<typeof schema, Tables> }) {
        const builder = new RelationalQueryBuilder(
          "async",
          relational.fullSchema,
          relational.schema,
          relational.tableNamesMap,
          table,
          config,
          dialect,
          this[SESSION],
        );
        Object.defineProperty(this, name, { value: builder, enumerable: true });
        return builder;
      },
    });
  }
  return prototype;
}

// ---- Statements built once ------------------------------------------------------------------------------------

/** A select as drizzle prepares it: its SQL (with placeholders among the parameters) and the mapping of its rows. */
export type PreparedSelect = { getQuery(): Query; mapResult(response: unknown, isFromBatch?: boolean): unknown };
/** A select query builder, which drizzle can prepare. */
export type PreparableSelect = { prepare(): PreparedSelect };

/** A prepared select that remembers the rows its builder said it returns (`Rows`, a type only). */
export type TypedPrepared<Rows> = PreparedSelect & { readonly rowsType?: Rows };

/** `query.prepare()`, keeping the builder's row type for runPrepared. */
export function prepareSelect<Q extends PreparableSelect & { _: { result: unknown } }>(query: Q): TypedPrepared<Q["_"]["result"]> {
  return query.prepare();
}

/** Each statement's rows: its builder's type when prepared with prepareSelect, else rows of unknown shape. */
type RowsOf<S extends readonly PreparedSelect[]> = {
  -readonly [K in keyof S]: S[K] extends TypedPrepared<infer Rows> ? (unknown extends Rows ? unknown[] : Rows) : unknown[];
};

/** Each request database's client (guarded: timed, failures reported, integers made safe), for runPrepared. */
const executors = new WeakMap<Db, Client>();

/** The client of statementBuilder's database: it never connects, and anything asked of it throws. */
class NoConnection implements Client {
  closed = false;
  protocol = "none";
  execute(): Promise<ResultSet> {
    throw refusal();
  }
  batch(): Promise<ResultSet[]> {
    throw refusal();
  }
  migrate(): Promise<ResultSet[]> {
    throw refusal();
  }
  transaction(): Promise<Transaction> {
    throw refusal();
  }
  executeMultiple(): Promise<void> {
    throw refusal();
  }
  sync(): Promise<Replicated> {
    throw refusal();
  }
  close() {}
  reconnect() {}
}
const refusal = () => new Error("statementBuilder() builds statements; run them with runPrepared");

let builder: Db | undefined;
/**
 * A database that only builds statements (with sql.placeholder() values) for prepare(): it has no connection, and
 * running anything on it throws. A statement built here is kept for the isolate's life and run by runPrepared with
 * each request's own database.
 */
export function statementBuilder(): Db {
  if (!builder) {
    const { dialect, relational } = (shared ??= sharedDrizzleParts());
    const session = new LibSQLSession<typeof schema, ExtractTablesWithRelations<typeof schema>>(
      new NoConnection(),
      dialect,
      relational,
      {},
      undefined,
    );
    builder = new LibSQLDatabase<typeof schema>("async", dialect, session, relational);
  }
  return builder;
}

/** A parameter as the client sends it; drizzle's parameters of a select are all of these. */
function inValue(value: unknown): InValue {
  if (value === null || typeof value === "string" || typeof value === "number" || typeof value === "bigint" || typeof value === "boolean")
    return value;
  if (value instanceof Date || value instanceof Uint8Array || value instanceof ArrayBuffer) return value;
  throw new TypeError(`A statement parameter of type ${typeof value} cannot be sent to the database`);
}

/** A prepared statement's SQL and its arguments, the placeholders filled with `values`. */
export function filledQuery(statement: PreparedSelect, values: Record<string, unknown>): { sql: string; args: InValue[] } {
  const { sql, params } = statement.getQuery();
  return { sql, args: fillPlaceholders(params, values).map(inValue) };
}

/**
 * Runs statements built once (statementBuilder) in one batch of this request's database (made by createDb), each
 * one's placeholders filled from `values`, and returns each one's rows as drizzle maps them. It sends the batch
 * through the request's own client, as db.batch does, so the request's timing, its failure handling and the safe
 * integers apply as to any other query.
 */
export async function runPrepared<const S extends readonly PreparedSelect[]>(
  db: Db,
  statements: S,
  values: Record<string, unknown>,
): Promise<RowsOf<S>> {
  const client = executors.get(db);
  if (!client) throw new Error("runPrepared runs statements on a database made by createDb");
  const results = statements.length
    ? await client.batch(
        statements.map((statement) => filledQuery(statement, values)),
        "deferred",
      )
    : [];
  const rows: unknown[][] = results.map((result, i) => {
    const mapped = statements[i]?.mapResult(result, true);
    if (!Array.isArray(mapped)) throw new Error("runPrepared runs selects: each maps to a list of rows");
    return mapped;
  });
  // drizzle's mapResult is the builder's own mapping, so each list has the rows its builder's type says (RowsOf).
  return rows as RowsOf<S>;
}

type BatchQuery = Parameters<Db["batch"]>[0][number];

/**
 * db.batch over a record of queries: one round trip, each result under its query's name (`{ news, events }`), so
 * a batch of many reads never hands back a positional tuple a reader has to count through.
 */
export async function batchNamed<T extends Record<string, BatchQuery>>(db: Db, queries: T): Promise<{ [K in keyof T]: T[K]["_"]["result"] }> {
  const entries = Object.entries(queries);
  const [first, ...rest] = entries.map(([, query]) => query);
  if (!first) throw new Error("batchNamed needs at least one query");
  const results: unknown[] = await db.batch([first, ...rest]);
  return Object.fromEntries(entries.map(([name], i) => [name, results[i]])) as { [K in keyof T]: T[K]["_"]["result"] };
}

/**
 * Many queries of one shape through db.batch, `chunk` to a round trip (none for an empty list); their results in the
 * queries' order.
 */
export async function batchList<Q extends BatchQuery>(db: Db, queries: readonly Q[], chunk = 100): Promise<Q["_"]["result"][]> {
  const out: Q["_"]["result"][] = [];
  for (let i = 0; i < queries.length; i += chunk) {
    const [first, ...rest] = queries.slice(i, i + chunk);
    if (first) out.push(...((await db.batch([first, ...rest])) as Q["_"]["result"][]));
  }
  return out;
}

/** True for failures of the connection itself (refused, reset, timed out, server 5xx), not of an SQL statement. */
export function isUnavailableError(error: unknown): boolean {
  if (error instanceof LibsqlError) return !/^(SQLITE|SQL_|ARGS_|TRANSACTION_)/.test(error.code);
  return error instanceof Error;
}

/** A safe JavaScript number for a stored integer, clamped when it lies outside the safe range. */
export function clampInteger(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) return Number.MAX_SAFE_INTEGER;
  if (value < BigInt(Number.MIN_SAFE_INTEGER)) return Number.MIN_SAFE_INTEGER;
  return Number(value);
}

const VALUES = Symbol("values");

/**
 * What the rows of one width share (kept per width for the isolate's life): `length` and each index as getters over the row's values, so a row reads like the
 * client's own (indexed values hidden from Object.keys, JSON and spread; column names own and enumerable) while being
 * built with plain assignments. Defining each cell with Object.defineProperty cost about 5 µs a row, a twentieth of a
 * member's home page render (docs/bench.md, 2026-11-28).
 */
const rowPrototypes = new Map<number, object>();
function rowPrototype(width: number): object {
  const known = rowPrototypes.get(width);
  if (known) return known;
  const proto: Record<string | number, unknown> = {};
  for (let i = 0; i < width; i++) {
    Object.defineProperty(proto, i, {
      get(this: { [VALUES]: unknown[] }) {
        return this[VALUES][i];
      },
    });
  }
  Object.defineProperty(proto, "length", {
    get(this: { [VALUES]: unknown[] }) {
      return this[VALUES].length;
    },
  });
  rowPrototypes.set(width, proto);
  return proto;
}

/** A row like the client's own (indexed values hidden, column names enumerable) with bigints made safe numbers. */
function safeRow(row: Row, columns: string[], proto: object): Row {
  const out = Object.create(proto) as Record<string, unknown>;
  const values = new Array<unknown>(row.length);
  for (let i = 0; i < row.length; i++) {
    const raw = row[i];
    const value = typeof raw === "bigint" ? clampInteger(raw) : raw;
    values[i] = value;
    const name = columns[i];
    // As the client's row: an index or "length" is never a name, and the first of two same-named columns wins.
    if (name !== undefined && !Object.hasOwn(proto, name) && !Object.hasOwn(out, name)) out[name] = value;
  }
  Object.defineProperty(out, VALUES, { value: values });
  return out as Row;
}

/** A result whose rows are `safeRow`s (exported for its unit test). */
export function safeResult(result: ResultSet): ResultSet {
  const proto = rowPrototype(result.columns.length);
  const rows = result.rows.map((row) => safeRow(row, result.columns, proto));
  return {
    columns: result.columns,
    columnTypes: result.columnTypes,
    rows,
    rowsAffected: result.rowsAffected,
    lastInsertRowid: result.lastInsertRowid,
    toJSON: () => ({ ...result.toJSON(), rows }),
  };
}

type Hooks = {
  onUnavailable: () => void;
  onRoundTrip?: (ms: number) => void;
  /** Set once a call of this request found the database away: later calls fail at once (see guarded). */
  unavailable?: Error;
};

/**
 * Runs one call to the database: its wall time to onRoundTrip, a connection failure to onUnavailable. The query
 * timeout is the request's deadline, not each call's: once one call of this request has found the database away
 * (refused, reset, timed out), every later call fails at once with the same error instead of waiting out another
 * timeout. A page that reads in several steps (settings, session, loaders, the error page's own reads) otherwise
 * waited one timeout per step: 4-6 timeouts, 20-30 s at the 5 s default, before its 503 (issue 28, item 12).
 */
async function guarded<T>(run: () => Promise<T>, hooks: Hooks): Promise<T> {
  if (hooks.unavailable) throw hooks.unavailable;
  const started = performance.now();
  try {
    return await run();
  } catch (error) {
    if (isUnavailableError(error)) {
      hooks.unavailable ??= error instanceof Error ? error : new Error("Database unavailable");
      hooks.onUnavailable();
    }
    throw error;
  } finally {
    hooks.onRoundTrip?.(performance.now() - started);
  }
}

type Executor = Pick<Client, "execute" | "batch">;

/**
 * The client as one request sees it: every read made safe, every connection failure reported, and every call that
 * goes to the database (execute, batch, and a transaction's statements, commit and rollback) timed.
 */
function guardExecutor<T extends Executor>(target: T, hooks: Hooks): T {
  return new Proxy(target, {
    get(obj, prop, receiver) {
      const value = Reflect.get(obj, prop, receiver);
      if (typeof value !== "function") return value;
      if (prop === "execute") {
        return (...args: unknown[]) =>
          guarded(async () => safeResult(await (value as (...a: unknown[]) => Promise<ResultSet>).apply(obj, args)), hooks);
      }
      if (prop === "batch") {
        return (...args: unknown[]) =>
          guarded(async () => (await (value as (...a: unknown[]) => Promise<ResultSet[]>).apply(obj, args)).map(safeResult), hooks);
      }
      if (prop === "transaction") {
        return async (...args: unknown[]) => {
          if (hooks.unavailable) throw hooks.unavailable;
          return guardExecutor(await (value as (...a: unknown[]) => Promise<Executor>).apply(obj, args), hooks);
        };
      }
      if (prop === "commit" || prop === "rollback") {
        return (...args: unknown[]) => guarded(() => (value as (...a: unknown[]) => Promise<unknown>).apply(obj, args), hooks);
      }
      return (value as (...a: unknown[]) => unknown).bind(obj);
    },
  });
}
