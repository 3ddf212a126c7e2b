// The one Worker entry: every page and /api call (fetch), and the cron imports (scheduled).
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "@remix-run/cloudflare";
import * as build from "@remix-run/dev/server-build";
import { lazySession } from "~/services/auth.server";
import { createDb } from "~/models/db.server";
import { parseEnv, type Bindings } from "~/lib/env.server";
import { normaliseApiError } from "~/lib/http.server";
import { isCrossSiteWrite } from "~/lib/origin.server";
import { recordRun } from "~/models/import-runs.server";
import { CRON_JOBS, JOBS } from "./jobs";

const handleRemixRequest = createRequestHandler(build as unknown as ServerBuild, build.mode);

function loadContext(
  bindings: Bindings,
  ctx: Pick<ExecutionContext, "waitUntil">,
  request?: Request,
): AppLoadContext {
  const env = parseEnv(bindings);
  const db = createDb(env.DATABASE_URL, env.DATABASE_AUTH_TOKEN);
  const now = testClock(env, request) ?? (() => new Date());
  const responseCookies: string[] = [];
  const session = request ? lazySession(request, db, now, responseCookies) : async () => null;
  return { env, kv: bindings.CACHE, db, ctx, now, session, responseCookies };
}

/**
 * Outside production, tests may fix the worker's clock: the `X-Test-Now` request header (integration tests) or the
 * `TEST_NOW` var (e2e under `npm start`), each an ISO date. Production ignores both.
 */
function testClock(env: ReturnType<typeof parseEnv>, request?: Request): (() => Date) | null {
  if (env.ENVIRONMENT === "production") return null;
  const raw = request?.headers.get("X-Test-Now") ?? env.TEST_NOW;
  if (!raw) return null;
  const fixed = new Date(raw);
  return Number.isNaN(fixed.getTime()) ? null : () => new Date(fixed.getTime());
}

const SECURITY_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "geolocation=(), camera=(), microphone=()",
};

export default {
  async fetch(request, bindings, ctx) {
    const url = new URL(request.url);
    const isApi = url.pathname.startsWith("/api/") || url.pathname === "/api";
    if (isCrossSiteWrite(request)) {
      return isApi || request.headers.get("Accept")?.includes("application/json")
        ? Response.json({ message: "Cross-site request refused" }, { status: 403 })
        : new Response("Cross-site request refused", { status: 403 });
    }
    const context = loadContext(bindings, ctx, request);
    let response = await handleRemixRequest(request, context);
    if (isApi) response = await normaliseApiError(response);
    const headers = new Headers(response.headers);
    for (const cookie of context.responseCookies) headers.append("Set-Cookie", cookie);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      if (!headers.has(name)) headers.set(name, value);
    }
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  },

  async scheduled(controller, bindings, ctx) {
    const jobName = CRON_JOBS[controller.cron];
    if (!jobName) throw new Error(`No job for cron "${controller.cron}"`);
    const context = loadContext(bindings, ctx);
    const result = await recordRun(context.db, jobName, "cron", () => JOBS[jobName](context), context.now);
    if (!result.ok) console.error(`${jobName} failed: ${result.error}`);
  },
} satisfies ExportedHandler<Bindings>;
