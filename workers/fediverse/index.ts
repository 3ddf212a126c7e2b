// The fediverse's own Worker (docs/decisions/fediverse.md): Fedify and its vocabulary are ~375 KB gzip, so they live
// here, not in the site's bundle. The site forwards the federation's URLs to it through a service binding
// (FEDIVERSE) and asks it to post through the queue (FEDIVERSE_QUEUE); this worker consumes that queue, Fedify's own
// deliveries included, and sweeps the calendar on its cron.
import type { Federation } from "@fedify/fedify";
import { parseEnv } from "~/lib/env.server";
import { fediverseMessage } from "~/lib/fediverse";
import { z } from "~/lib/zod";
import { createDb } from "~/models/db.server";
import { isDomainBlocked, isFederationEnabled, isInboxPaused, markInboxFailing, markInboxWorking, recordDelivery } from "~/models/fediverse.server";
import { getSiteConfig } from "~/models/site-config.server";
import type { FediverseContext } from "./context";
import { buildFederation } from "./federation";
import { sweep, syncArticle, syncEvent } from "./publish";

export type FediverseBindings = {
  ENVIRONMENT?: string;
  DATABASE_URL: string;
  DATABASE_AUTH_TOKEN?: string;
  SITE_URL?: string;
  ALLOW_LOOPBACK_FETCH?: string;
  FEDIVERSE_PAUSE_AFTER_HOURS?: string;
  FEDIVERSE_RETRY_BASE_SECONDS?: string;
  /** The site's mail settings (the same secret as the site's): a member moved up from a waitlist is mailed from here. */
  RESEND_API_KEY?: string;
  MAIL_API_BASE?: string;
  MAIL_FROM?: string;
  CACHE: KVNamespace;
  FEDIVERSE_KV: KVNamespace;
  FEDIVERSE_QUEUE: Queue;
};

const envSchema = z.object({
  ENVIRONMENT: z.enum(["development", "test", "production"]).default("production"),
  DATABASE_URL: z.string().url(),
  DATABASE_AUTH_TOKEN: z.string().optional(),
  SITE_URL: z.string().url(),
  ALLOW_LOOPBACK_FETCH: z.enum(["true", "false"]).optional(),
  // Three days of failures pause an inbox (shown to admins at /admin/fediverse).
  FEDIVERSE_PAUSE_AFTER_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 30)
    .default(72),
  // A failed delivery's first retry delay; each retry doubles it (at most six hours).
  FEDIVERSE_RETRY_BASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
});

async function contextOf(bindings: FediverseBindings): Promise<FediverseContext & { retryBaseSeconds: number }> {
  const env = envSchema.parse(bindings);
  const db = createDb(env.DATABASE_URL, env.DATABASE_AUTH_TOKEN, { timeoutMs: 30_000 });
  const config = await getSiteConfig(db, bindings.CACHE);
  return {
    env: parseEnv(bindings),
    siteConfig: () => getSiteConfig(db, bindings.CACHE),
    db,
    siteUrl: env.SITE_URL.replace(/\/+$/, ""),
    siteName: config.siteName,
    now: () => new Date(),
    allowPrivateAddress: env.ENVIRONMENT !== "production" && env.ALLOW_LOOPBACK_FETCH === "true",
    pauseAfterMs: env.FEDIVERSE_PAUSE_AFTER_HOURS * 3_600_000,
    retryBaseSeconds: env.FEDIVERSE_RETRY_BASE_SECONDS,
  };
}

const notFound = () => new Response("Not Found", { status: 404 });

type OutboxMessage = { type: "outbox"; inbox: string; activityId?: string; activityType: string };
const isOutbox = (body: unknown): body is OutboxMessage =>
  typeof body === "object" &&
  body !== null &&
  (body as { type?: unknown }).type === "outbox" &&
  typeof (body as { inbox?: unknown }).inbox === "string";

/** One delivery to one inbox, logged; a blocked domain or a paused inbox is skipped. */
async function deliver(federation: Federation<FediverseContext>, data: FediverseContext & { retryBaseSeconds: number }, message: Message) {
  const body = message.body as OutboxMessage;
  const record = { activityId: body.activityId ?? "(none)", activityType: body.activityType, inbox: body.inbox, attempts: message.attempts };
  const host = new URL(body.inbox).hostname;
  if ((await isDomainBlocked(data.db, host)) || (await isInboxPaused(data.db, body.inbox))) {
    await recordDelivery(data.db, { ...record, status: "skipped" }, data.now());
    return message.ack();
  }
  try {
    await federation.processQueuedTask(data, message.body as Parameters<typeof federation.processQueuedTask>[1]);
    await Promise.all([recordDelivery(data.db, { ...record, status: "sent" }, data.now()), markInboxWorking(data.db, body.inbox)]);
    message.ack();
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    await recordDelivery(data.db, { ...record, status: "failed", error: text }, data.now());
    // A server failing for days is paused: its messages stop here (the dead-letter queue keeps the last ones).
    if (await markInboxFailing(data.db, body.inbox, text, data.now(), data.pauseAfterMs)) return message.ack();
    message.retry({ delaySeconds: Math.min(data.retryBaseSeconds * 2 ** (message.attempts - 1), 6 * 3600) });
  }
}

export default {
  async fetch(request, bindings) {
    const data = await contextOf(bindings);
    if (!(await isFederationEnabled(data.db))) return notFound();
    const federation = await buildFederation(data, bindings);
    return federation.fetch(request, {
      contextData: data,
      onNotFound: notFound,
      // A person who opens an actor's or a post's address in a browser gets the page it stands for.
      onNotAcceptable: (req) => {
        const path = new URL(req.url).pathname;
        const page = path.match(/^\/ap\/events\/(\d+)/)?.[1];
        const target = page ? `/events/${page}` : path.includes("/news") ? "/news" : "/events";
        return Response.redirect(new URL(target, data.siteUrl).href, 303);
      },
    });
  },

  async queue(batch, bindings) {
    const data = await contextOf(bindings);
    const enabled = await isFederationEnabled(data.db);
    const federation = await buildFederation(data, bindings);
    for (const message of batch.messages) {
      const ours = fediverseMessage.safeParse(message.body);
      if (!enabled) {
        // Turned off: nothing is posted or delivered; Fedify's own messages are dropped with the rest.
        message.ack();
        continue;
      }
      if (ours.success) {
        const ctx = federation.createContext(new URL(data.siteUrl), data);
        const m = ours.data;
        if (m.type === "greenwood-sweep") await sweep(ctx);
        else if (m.kind === "event") await syncEvent(ctx, m.id);
        else await syncArticle(ctx, m.id);
        message.ack();
      } else if (isOutbox(message.body)) {
        await deliver(federation, data, message);
      } else {
        try {
          await federation.processQueuedTask(data, message.body as Parameters<typeof federation.processQueuedTask>[1]);
          message.ack();
        } catch {
          message.retry({ delaySeconds: Math.min(data.retryBaseSeconds * 2 ** (message.attempts - 1), 6 * 3600) });
        }
      }
    }
  },

  async scheduled(_controller, bindings) {
    const data = await contextOf(bindings);
    if (!(await isFederationEnabled(data.db))) return;
    const federation = await buildFederation(data, bindings);
    await sweep(federation.createContext(new URL(data.siteUrl), data));
  },
} satisfies ExportedHandler<FediverseBindings>;
