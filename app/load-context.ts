import type { AppEnv } from "~/lib/env.server";
import type { Db } from "~/models/db.server";
import type { ValidSession } from "~/models/session.server";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    env: AppEnv;
    kv: KVNamespace;
    db: Db;
    ctx: Pick<ExecutionContext, "waitUntil">;
    now: () => Date;
    /** The signed-in session for this request, looked up once (memoised). */
    session: () => Promise<ValidSession | null>;
    /** Set-Cookie values the worker adds to this request's response (session renewal, flash toasts). */
    responseCookies: string[];
    /** This response's Content-Security-Policy nonce (for the inline scripts Remix renders). */
    cspNonce: string;
  }
}

export {};
