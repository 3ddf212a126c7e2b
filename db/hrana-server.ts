// A small local libSQL server speaking Hrana v2 over HTTP (JSON), on top of the `libsql` engine and one
// database file. It is what `@libsql/client/web` (in workerd) and `@libsql/client` (Node, http:// URL) talk to
// in development and tests. Run directly: `tsx db/hrana-server.ts` (env DB_FILE, DB_PORT, DB_WORKERS).
//
// Concurrency model: the engine is synchronous, so the SQL runs in a small pool of worker threads
// (db/hrana-worker.js), each with its own connections to the same file in WAL mode. This thread only speaks HTTP
// and schedules:
// - a Hrana stream (baton) is bound to one worker for its whole life, since its connection lives there; its
//   pipelines run one after another, and a batch always runs whole on that worker;
// - a new stream's first pipeline goes to any idle worker, so one slow query holds one worker while the others
//   keep answering;
// - a stream left inside a transaction after its pipeline (an interactive transaction) keeps its worker to
//   itself until COMMIT/ROLLBACK, close or idle expiry, so no other stream on that worker blocks behind a lock
//   the worker itself holds;
// - writers on different workers meet in SQLite: the later one waits on busy_timeout (transactions begin
//   IMMEDIATE, see the worker) instead of failing with SQLITE_BUSY.
import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { availableParallelism } from "node:os";
import { dirname, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import Database from "libsql";

export interface HranaServerOptions {
  file: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  /** The server only ever binds the loopback interface. */
  host?: "127.0.0.1";
  /** Worker threads running the SQL (default: env DB_WORKERS, else 4). */
  workers?: number;
}

export interface HranaServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

const HOST = "127.0.0.1";
const BODY_LIMIT = 10 * 1024 * 1024;
const STREAM_IDLE_MS = 10_000;
/** How long a writer waits for another worker's write lock before SQLITE_BUSY. */
const BUSY_TIMEOUT_MS = 5_000;
/**
 * Worker threads: one per core, at least 2 (a slow query holds one) and at most 4 (docs/decisions/local-database-server.md). SQLite's work is
 * CPU-bound, so threads beyond the cores only take turns: on 2 cores, 2 workers served 61–64 search pages a second at
 * 50 connections where 4 served 54–60 (three alternating runs each).
 */
const DEFAULT_WORKERS = Math.max(2, Math.min(4, availableParallelism()));
/** How long close() lets a worker finish its query before stopping it. */
const SHUTDOWN_GRACE_MS = 10_000;

interface PipelineReply {
  id: number;
  /** The pipeline's results as JSON text (Hrana `StreamResult`s): the worker encodes them, so one string crosses. */
  resultsJson: string;
  inTx: boolean;
  closed: boolean;
}

/** A problem with the HTTP request as a whole; reported with an HTTP status and `{message, code}`. */
class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

function isObj(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function openAnchor(file: string): Database.Database {
  const db = new Database(file);
  try {
    db.exec(`PRAGMA busy_timeout=${BUSY_TIMEOUT_MS}`);
    db.exec("PRAGMA journal_mode=WAL");
    return db;
  } catch (e) {
    db.close();
    throw e;
  }
}

class Stream {
  static next = 1;
  readonly id = Stream.next++;
  baton: string | null = null;
  /** The worker holding this stream's connection, from its first pipeline to its end. */
  worker: PoolWorker | null = null;
  closed = false;
  /** A pipeline of this stream is running on its worker (a stream's pipelines run one after another). */
  running = false;
  /** Requests received for this stream that have not been answered yet. */
  pending = 0;
  timer: NodeJS.Timeout | null = null;
}

interface Job {
  stream: Stream;
  requests: unknown[];
  resolve: (reply: PipelineReply) => void;
  reject: (e: unknown) => void;
}

interface PoolWorker {
  thread: Worker;
  /** The job it is running; it gets the next one only when this one is answered. */
  job: Job | null;
  /** A stream whose connection on this worker is inside a transaction: until it ends, no other stream runs here. */
  owner: Stream | null;
  streams: Set<Stream>;
  dead: boolean;
}

class HranaEngine {
  private readonly streams = new Map<string, Stream>();
  private readonly workers: PoolWorker[] = [];
  private readonly queue: Job[] = [];
  private readonly anchor: Database.Database;
  private nextJob = 1;
  private closing = false;

  constructor(
    private readonly file: string,
    private readonly size: number,
  ) {
    // Kept open for the server's lifetime: sets WAL mode and keeps the WAL from being checkpointed and
    // deleted every time a one-shot stream closes its connection.
    this.anchor = openAnchor(file);
    for (let i = 0; i < size; i++) this.workers.push(this.spawn());
  }

  private spawn(): PoolWorker {
    const thread = new Worker(new URL("./hrana-worker.js", import.meta.url), {
      workerData: { file: this.file, busyTimeoutMs: BUSY_TIMEOUT_MS },
    });
    const worker: PoolWorker = { thread, job: null, owner: null, streams: new Set(), dead: false };
    thread.on("message", (reply: PipelineReply) => this.finished(worker, reply));
    thread.on("error", (e) => this.died(worker, e));
    thread.on("exit", (code) => this.died(worker, new Error(`The database worker exited (code ${code})`)));
    return worker;
  }

  /** A worker that crashed: its streams (and their transactions) are gone; a new worker takes its place. */
  private died(worker: PoolWorker, error: Error): void {
    if (worker.dead) return;
    worker.dead = true;
    const job = worker.job;
    worker.job = null;
    for (const stream of worker.streams) this.forget(stream);
    worker.streams.clear();
    if (this.closing) {
      job?.reject(new HttpError(503, "The database server is closing", "SERVER_CLOSING"));
      return;
    }
    job?.reject(new HttpError(500, error.message, "INTERNAL_ERROR"));
    console.error("hrana-server: a database worker stopped:", error);
    this.workers[this.workers.indexOf(worker)] = this.spawn();
    this.pump();
  }

  /** Runs one pipeline request; resolves to the response body, JSON text of `{baton, base_url, results}`. */
  async pipeline(body: unknown): Promise<string> {
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
    try {
      const reply = await new Promise<PipelineReply>((resolveJob, reject) => {
        this.queue.push({ stream, requests, resolve: resolveJob, reject });
        this.pump();
      });
      if (!stream.closed && stream.baton === null) {
        stream.baton = randomBytes(18).toString("base64url");
        this.streams.set(stream.baton, stream);
      }
      const baton = stream.closed ? null : stream.baton;
      return `{"baton":${JSON.stringify(baton)},"base_url":null,"results":${reply.resultsJson}}`;
    } finally {
      stream.pending--;
      if (!stream.closed && stream.pending === 0) this.scheduleExpiry(stream);
    }
  }

  /**
   * Hands queued pipelines to workers, oldest first. A stream's pipeline waits for its own worker; a new stream's
   * first pipeline goes to any idle worker not held by another stream's transaction. So a slow query holds one
   * worker, and the others keep serving.
   */
  private pump(): void {
    for (let i = 0; i < this.queue.length;) {
      const job = this.queue[i];
      const stream = job!.stream;
      if (stream.closed) {
        this.queue.splice(i, 1);
        job!.reject(new HttpError(400, "Stream expired or closed while the request waited", "STREAM_EXPIRED"));
        continue;
      }
      const free = (w: PoolWorker) => !w.dead && w.job === null && (w.owner === null || w.owner === stream);
      let worker: PoolWorker | undefined;
      if (stream.running) worker = undefined;
      else if (stream.worker) worker = free(stream.worker) ? stream.worker : undefined;
      else {
        // The idle worker with the fewest open streams (they may come back with a transaction's next step).
        worker = this.workers.filter(free).sort((a, b) => a.streams.size - b.streams.size)[0];
      }
      if (!worker) {
        i++;
        continue;
      }
      this.queue.splice(i, 1);
      stream.worker = worker;
      stream.running = true;
      worker.streams.add(stream);
      worker.job = job!;
      worker.thread.postMessage({ id: this.nextJob++, stream: stream.id, requests: job!.requests });
    }
  }

  private finished(worker: PoolWorker, reply: PipelineReply): void {
    const job = worker.job;
    worker.job = null;
    if (job) {
      const stream = job.stream;
      stream.running = false;
      if (reply.closed) {
        worker.streams.delete(stream);
        this.forget(stream);
      }
      if (reply.inTx && !reply.closed) worker.owner = stream;
      else if (worker.owner === stream) worker.owner = null;
      job.resolve(reply);
    }
    this.pump();
  }

  /** Marks a stream closed on this side: its baton stops working and its transaction no longer holds a worker. */
  private forget(stream: Stream): void {
    stream.closed = true;
    if (stream.timer) clearTimeout(stream.timer);
    if (stream.baton !== null) this.streams.delete(stream.baton);
    if (stream.worker?.owner === stream) stream.worker.owner = null;
  }

  private scheduleExpiry(stream: Stream): void {
    if (stream.timer) clearTimeout(stream.timer);
    stream.timer = setTimeout(() => {
      if (stream.pending > 0 || stream.closed) return;
      // Closed on its own worker (which rolls back an open transaction and closes the connection).
      if (stream.baton !== null) this.streams.delete(stream.baton);
      stream.pending++;
      this.queue.push({
        stream,
        requests: [{ type: "close" }],
        resolve: () => void stream.pending--,
        reject: () => void stream.pending--,
      });
      this.pump();
    }, STREAM_IDLE_MS);
    stream.timer.unref();
  }

  async close(): Promise<void> {
    this.closing = true;
    for (const job of this.queue.splice(0)) job.reject(new HttpError(503, "The database server is closing", "SERVER_CLOSING"));
    for (const stream of this.streams.values()) this.forget(stream);
    await Promise.all(
      this.workers.map(async (w) => {
        if (w.dead) return;
        const exited = new Promise<void>((done) => w.thread.once("exit", () => done()));
        w.thread.postMessage({ shutdown: true });
        // A worker still inside a long query ends when it returns; one that does not answer is stopped.
        const timer = setTimeout(() => void w.thread.terminate(), SHUTDOWN_GRACE_MS);
        await exited;
        clearTimeout(timer);
      }),
    );
    this.anchor.close();
  }
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

/** A JSON body (an object, or JSON text already encoded) or, with `plain`, a text one. */
function send(res: ServerResponse, status: number, body: unknown, type: "json" | "plain" = "json"): void {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  // Exactly "application/json": the Hrana client only decodes error bodies with that exact content type.
  res.writeHead(status, {
    "content-type": type === "json" ? "application/json" : "text/plain",
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
    return send(res, 200, path === "/v2" ? "Hrana v2 over HTTP" : "libSQL (Hrana v2) local server", "plain");
  }
  send(res, 404, "Not found", "plain");
}

export async function startHranaServer(opts: HranaServerOptions): Promise<HranaServer> {
  const file = resolve(opts.file);
  mkdirSync(dirname(file), { recursive: true });
  const workers = opts.workers ?? (Number(process.env.DB_WORKERS) || DEFAULT_WORKERS);
  const engine = new HranaEngine(file, Math.max(1, Math.min(16, Math.floor(workers))));
  const server = createServer((req, res) => {
    handle(engine, req, res).catch((e: unknown) => {
      const status = e instanceof HttpError ? e.status : 500;
      const code = e instanceof HttpError ? e.code : "INTERNAL_ERROR";
      if (status === 500) console.error("hrana-server:", e);
      if (res.headersSent) res.destroy();
      else send(res, status, { message: e instanceof Error ? e.message : String(e), code });
    });
  });
  // Idle keep-alive connections stay open until the client closes them. With Node's default (5 s), the server
  // closes a pooled connection just as workerd reuses it after a pause, and the query fails with "Network connection
  // lost" (seen at 50 connections under `npm start`).
  server.keepAliveTimeout = 0;
  try {
    await new Promise<void>((ok, fail) => {
      server.once("error", fail);
      server.listen(opts.port ?? 0, HOST, () => {
        server.off("error", fail);
        ok();
      });
    });
  } catch (e) {
    await engine.close();
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
