import { z } from "~/lib/zod";
import type { FediverseMessage } from "./fediverse";
import type { LetterMessage } from "./letter";
import type { PushMessage } from "./push";
import type { AlertMessage } from "./saved-search";

// Bindings and vars the worker receives with each request. Secrets are optional here; each feature checks for
// the ones it needs and falls back to the embedded development default only when ENVIRONMENT=development.
export const envSchema = z.object({
  ENVIRONMENT: z.enum(["development", "test", "production"]).default("production"),
  DATABASE_URL: z.string().url(),
  DATABASE_AUTH_TOKEN: z.string().optional(),
  // How long one database round trip may take before the request answers 503 (ms).
  DATABASE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).optional(),
  SITE_URL: z.string().url().optional(),
  ADMIN_EMAILS: z.string().optional(),
  // Sign-in providers (arctic)
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GITHUB_CLIENT_ID: z.string().optional(),
  GITHUB_CLIENT_SECRET: z.string().optional(),
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  // Payments
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_BASE: z.string().url().optional(),
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  PAYPAL_API_BASE: z.string().url().optional(),
  PAYPAL_WEBHOOK_ID: z.string().optional(),
  // Outside data
  GOOGLE_PLACES_API_KEY: z.string().optional(),
  GOOGLE_PLACES_API_BASE: z.string().url().optional(),
  WEATHER_API_KEY: z.string().optional(),
  WEATHER_API_BASE: z.string().url().optional(),
  // The map's tiles ({z}/{x}/{y} template); unset, OpenStreetMap's (lib/map-view.ts). Tests use a loopback tile server.
  MAP_TILE_URL: z.string().optional(),
  // Job boards' public APIs (tests point them at loopback servers).
  GREENHOUSE_API_BASE: z.string().url().optional(),
  LEVER_API_BASE: z.string().url().optional(),
  SUPPORT_EMAIL: z.string().email().optional(),
  // Mail (Resend's HTTP API). Without a key, mail goes to the outbox at /admin/outbox (development and tests).
  RESEND_API_KEY: z.string().optional(),
  MAIL_API_BASE: z.string().url().optional(),
  MAIL_FROM: z.string().optional(),
  // The signing secret of the provider's webhook (Resend signs with Svix: "whsec_<base64>"); bounces and complaints
  // posted to /api/mail/webhook suppress their addresses. Unset: the webhook answers 503.
  RESEND_WEBHOOK_SECRET: z.string().optional(),
  // The weekly letter's first retry delay (seconds) after a failed batch; each retry doubles it (at most an hour).
  LETTER_RETRY_BASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  // A warning push's first retry delay (seconds) after a push service failed; each retry doubles it (at most an hour).
  PUSH_RETRY_BASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  // Web Push (RFC 8292 VAPID): the application server's P-256 key pair, base64url (public: the 65-byte raw point;
  // private: the 32-byte scalar), and a contact (mailto: or https:). Make them with `npm run vapid-keys`.
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{86,88}$/)
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{42,44}$/)
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/)
    .optional(),
  // Push services a subscription may name besides the browsers' own (lib/push.ts): comma-separated hosts, "*.name"
  // for any name under one. Tests point it at their loopback push service.
  PUSH_SERVICE_HOSTS: z.string().max(2000).optional(),
  // New push subscriptions one address may make in an hour (services/push.server.ts).
  PUSH_SUBSCRIPTIONS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(10),
  // Tests only: lets feed/ICS imports reach loopback servers. Refused in production.
  ALLOW_LOOPBACK_FETCH: z.enum(["true", "false"]).optional(),
  // Tests only: a fixed clock (ISO date) for the worker; ignored in production (see workers/app.ts).
  TEST_NOW: z.string().optional(),
  // Tests only: "off" lets the e2e suite (one address, many sign-ins a minute) run under `npm start`. Refused in
  // production.
  RATE_LIMITS: z.enum(["on", "off"]).optional(),
  // Seconds a public page is kept for visitors without cookies (workers/page-cache.ts, docs/decisions/page-cache.md), and a KV read
  // in the isolate's memory (workers/kv-memo.ts); 0: off.
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(0),
});

export type AppEnv = z.infer<typeof envSchema>;

/**
 * The bindings of wrangler.toml, typed by `npm run cf-typegen` (`wrangler types` into worker-configuration.d.ts), plus
 * the vars and secrets that envSchema reads. Tests start the worker without R2, Images, assets or the limiters, so those
 * may be missing; the KV cache is always there.
 */
export type Bindings = Record<string, unknown> &
  Pick<Env, "CACHE"> &
  Partial<Pick<Env, "ASSETS" | "UPLOADS" | "IMAGES" | "SIGNIN_LIMITER" | "CONTACT_LIMITER" | "CREATE_LIMITER" | "SUBSCRIBE_LIMITER">> & {
    /** The weekly letter's queue producer (wrangler.toml [[queues.producers]]); tests without it send inline. */
    LETTER_QUEUE?: Queue<LetterMessage>;
    /** The warning pushes' queue producer (wrangler.toml); tests without it push inline. */
    PUSH_QUEUE?: Queue<PushMessage>;
    /** The saved-search alerts' queue producer; tests without it send inline. */
    ALERTS_QUEUE?: Queue<AlertMessage>;
    /** The fediverse's worker (wrangler.toml [[services]]): the federation's URLs are forwarded to it. */
    FEDIVERSE?: Fetcher;
    /** The fediverse's queue: "post this event" messages for the fediverse worker. */
    FEDIVERSE_QUEUE?: Queue<FediverseMessage>;
  };

// The bindings object is the same for every request an isolate serves: it is checked once.
const parsed = new WeakMap<object, AppEnv>();

export function parseEnv(raw: Record<string, unknown>): AppEnv {
  const known = parsed.get(raw);
  if (known) return known;
  const env = envSchema.parse(raw);
  if (env.ENVIRONMENT === "production" && env.ALLOW_LOOPBACK_FETCH === "true") {
    throw new Error("ALLOW_LOOPBACK_FETCH cannot be set in production");
  }
  if (env.ENVIRONMENT === "production" && env.RATE_LIMITS === "off") {
    throw new Error("RATE_LIMITS cannot be turned off in production");
  }
  parsed.set(raw, env);
  return env;
}
