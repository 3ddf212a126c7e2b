import { createClient, LibsqlError, type Client, type ResultSet, type Row } from "@libsql/client/web";
import { createTableRelationsHelpers, extractTablesRelationalConfig, type ExtractTablesWithRelations } from "drizzle-orm";
import { LibSQLDatabase } from "drizzle-orm/libsql/driver-core";
import { LibSQLSession } from "drizzle-orm/libsql/session";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
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
  const timeoutMs = options.timeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS;
  const client = createClient({
    url,
    authToken,
    // Integers arrive as bigint and are clamped to safe numbers below, so no stored value can make a read throw.
    intMode: "bigint",
    fetch: async (request: Request) => {
      const started = performance.now();
      try {
        return await fetch(request, { signal: AbortSignal.timeout(timeoutMs) });
      } finally {
        options.onRoundTrip?.(performance.now() - started);
      }
    },
  });
  // What drizzle(client, { schema, casing }) builds, with the schema's relational config and the dialect made once
  // per isolate instead of once per request (extracting the config walks every table: ~2% of a page's CPU).
  const { dialect, relational } = (shared ??= sharedDrizzleParts());
  const session = new LibSQLSession<typeof schema, ExtractTablesWithRelations<typeof schema>>(guardExecutor(client, options.onUnavailable ?? (() => {})), dialect, relational, {}, undefined);
  return new LibSQLDatabase<typeof schema>("async", dialect, session, relational);
}

let shared: ReturnType<typeof sharedDrizzleParts> | undefined;
function sharedDrizzleParts() {
  const tables = extractTablesRelationalConfig<ExtractTablesWithRelations<typeof schema>>(schema, createTableRelationsHelpers);
  return {
    dialect: new SQLiteAsyncDialect({ casing: "snake_case" }),
    relational: { fullSchema: schema, schema: tables.tables, tableNamesMap: tables.tableNamesMap },
  };
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

/** A row like the client's own (indexed values hidden, column names enumerable) with bigints made safe numbers. */
function safeRow(row: Row, columns: string[]): Row {
  const out: Record<string | number, unknown> = {};
  Object.defineProperty(out, "length", { value: row.length });
  for (let i = 0; i < row.length; i++) {
    const raw = row[i];
    const value = typeof raw === "bigint" ? clampInteger(raw) : raw;
    Object.defineProperty(out, i, { value });
    const name = columns[i];
    if (name !== undefined && !Object.hasOwn(out, name)) {
      Object.defineProperty(out, name, { value, enumerable: true, configurable: true, writable: true });
    }
  }
  return out as Row;
}

function safeResult(result: ResultSet): ResultSet {
  const rows = result.rows.map((row) => safeRow(row, result.columns));
  return {
    columns: result.columns,
    columnTypes: result.columnTypes,
    rows,
    rowsAffected: result.rowsAffected,
    lastInsertRowid: result.lastInsertRowid,
    toJSON: () => ({ ...result.toJSON(), rows }),
  };
}

async function guarded<T>(run: () => Promise<T>, onUnavailable: () => void): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUnavailableError(error)) onUnavailable();
    throw error;
  }
}

type Executor = Pick<Client, "execute" | "batch">;

/** The client with every read made safe and every connection failure reported. */
function guardExecutor<T extends Executor>(target: T, onUnavailable: () => void): T {
  return new Proxy(target, {
    get(obj, prop, receiver) {
      const value = Reflect.get(obj, prop, receiver);
      if (typeof value !== "function") return value;
      if (prop === "execute") {
        return (...args: unknown[]) => guarded(async () => safeResult(await (value as (...a: unknown[]) => Promise<ResultSet>).apply(obj, args)), onUnavailable);
      }
      if (prop === "batch") {
        return (...args: unknown[]) => guarded(async () => (await (value as (...a: unknown[]) => Promise<ResultSet[]>).apply(obj, args)).map(safeResult), onUnavailable);
      }
      if (prop === "transaction") {
        return (...args: unknown[]) => guarded(async () => guardExecutor(await (value as (...a: unknown[]) => Promise<Executor>).apply(obj, args), onUnavailable), onUnavailable);
      }
      return (value as (...a: unknown[]) => unknown).bind(obj);
    },
  });
}
