import type { AppEnv } from "~/lib/env.server";
import type { FediverseMessage } from "~/lib/fediverse";
import type { Lang } from "~/lib/i18n/lang";
import type { LetterMessage } from "~/lib/letter";
import type { PushMessage } from "~/lib/push";
import type { AlertMessage } from "~/lib/saved-search";
import type { Toast } from "~/lib/toast";
import type { WindowMemo } from "~/lib/window-memo";
import type { Db } from "~/models/db.server";
import type { ValidSession } from "~/models/session.server";
import type { SiteConfig } from "~/models/site-config.server";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    env: AppEnv;
    kv: KVNamespace;
    /** R2 bucket of uploaded pictures (binding UPLOADS); absent only in a misconfigured deploy. */
    uploads?: R2Bucket;
    /** The Cloudflare Images binding (IMAGES) that makes card and full sizes; see docs/decisions/uploads-and-pictures.md. */
    images?: ImagesBinding;
    db: Db;
    /** The weekly letter's queue (binding LETTER_QUEUE): the cron sends one message per 100 readers. */
    letterQueue?: Queue<LetterMessage>;
    /** The warning pushes' queue (binding PUSH_QUEUE): the alert poll sends one message per 40 subscriptions. */
    pushQueue?: Queue<PushMessage>;
    /** The saved-search alerts' queue (binding ALERTS_QUEUE): the daily run sends one message per 20 alerts. */
    alertsQueue?: Queue<AlertMessage>;
    /** The fediverse's queue (binding FEDIVERSE_QUEUE): what to post, for the fediverse worker (docs/decisions/fediverse.md). */
    fediverseQueue?: Queue<FediverseMessage>;
    /** The fediverse's worker (binding FEDIVERSE): /admin/fediverse reads the actors' documents through it. */
    fediverse?: Fetcher;
    ctx: Pick<ExecutionContext, "waitUntil">;
    now: () => Date;
    /** The site's address for links in pages, mail and feeds: SITE_URL when set, else this request's origin; no trailing slash. */
    siteUrl: string;
    /** The site's settings (KV, else the database), read once per request (memoised). */
    siteConfig: () => Promise<SiteConfig>;
    /** The signed-in session for this request, looked up once (memoised). */
    session: () => Promise<ValidSession | null>;
    /** Set-Cookie values the worker adds to this request's response (session renewal, flash toasts). */
    responseCookies: string[];
    /** A failure toast for the page this request renders (set by failureToast; read by the root loader). */
    toastNow?: Toast;
    /** The static page paths of this build ('/news', '/schools' …), for the navigation table. */
    pagePaths: ReadonlySet<string>;
    /**
     * Data every reader sees, kept by this isolate for the page cache's window (lib/window-memo.ts); absent outside a
     * request (cron, queues), where nothing is kept.
     */
    shared?: WindowMemo;
    /** This response's Content-Security-Policy nonce (for the inline scripts Remix renders). */
    cspNonce: string;
    /** The language this request reads in (lib/i18n/lang.ts: ?lang=, the cookie, Accept-Language, English). */
    lang: Lang;
  }
}

export {};
