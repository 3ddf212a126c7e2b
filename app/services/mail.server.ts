// The one mail module. Every message is written to mail_messages first, then delivered through Resend's HTTP API
// (POST {MAIL_API_BASE}/emails, Bearer RESEND_API_KEY) in ctx.waitUntil, so sending never blocks the page. Without a
// key (npm start, tests) the message stays in the outbox, readable at /admin/outbox. Failures are recorded and retried
// by the housekeeping cron. Every message has a plain-text part; optional (non-transactional) mails carry
// List-Unsubscribe with one-click POST (RFC 8058) and respect the member's choices.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { isFediverseAddress } from "~/lib/fediverse";
import { formatMessage } from "~/lib/i18n/catalogue.server";
import type { Lang } from "~/lib/i18n/lang";
import { textMailHtml, type MailSite } from "~/lib/mail-document.server";
import { supportEmailFor } from "~/lib/towns";
import { suppressionOf } from "~/models/letter-issues.server";
import {
  createMailToken,
  insertMail,
  listMailToRetry,
  markMailFailed,
  mailWasSent,
  markMailSent,
  MAX_MAIL_ATTEMPTS,
  type MailRow,
} from "~/models/mail-messages.server";
import type { SiteConfig } from "~/models/site-config.server";
import { getUserById } from "~/models/user.server";
import type { MailAttachment, OptionalMailKind } from "../../db/schema";

type MailContext = Pick<AppLoadContext, "db" | "env" | "now" | "siteUrl" | "siteConfig"> & { ctx?: Pick<ExecutionContext, "waitUntil"> };

export type Mail = {
  kind: string;
  to: string;
  subject: string;
  text: string;
  /** The HTML part; without one, the text's paragraphs in the site's mail frame (lib/mail-document.server.tsx). */
  html?: string;
  /** The language the mail is written in (its HTML's lang); English unless said. */
  lang?: Lang;
  userId?: string | null;
  supportMessageId?: number | null;
  replyTo?: string;
  /** Set for mails a member may turn off: adds List-Unsubscribe and checks the member's choice first. */
  optional?: OptionalMailKind;
  /** Files sent with the mail (an event's .ics), kept with the row and shown by name in the outbox. */
  attachments?: MailAttachment[];
  /** A mail that must go once only: a second sendMail with the same key writes and sends nothing. */
  dedupeKey?: string;
  /** Headers of its own (a list mail's RFC 8058 List-Unsubscribe for a reader without an account: the warnings). */
  headers?: Record<string, string>;
};

const DEFAULT_API_BASE = "https://api.resend.com";
const DEFAULT_FROM = "Greenwood Community Hub <hello@greenwood.example>";

/** The site's sending name and address (MAIL_FROM, "Name <address>"): the ORGANIZER of the calendar files it mails. */
export function siteSender(context: Pick<MailContext, "env">): { name: string; email: string } {
  const from = context.env.MAIL_FROM ?? DEFAULT_FROM;
  const [, name, email] = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(from) ?? [];
  return email ? { name: name || email, email } : { name: from.trim(), email: from.trim() };
}

/** A mail's first line in the reader's language: "Hello Jamie," with the first name they gave, else "Hello," (never "Hello ,"). */
export function mailGreeting(lang: Lang, firstName: string | null | undefined): string {
  const name = firstName?.trim();
  return name
    ? formatMessage(lang, /*i18n*/ { id: "mail.greetingNamed", message: "Hello {name}," }, { name })
    : formatMessage(lang, /*i18n*/ { id: "mail.greeting", message: "Hello," });
}

/** Where the contact form's messages go: the address the site shows (lib/towns.ts supportEmailFor). */
export function supportAddress(context: Pick<AppLoadContext, "env">, config: Pick<SiteConfig, "mode" | "supportEmail">) {
  return supportEmailFor(config, context.env.SUPPORT_EMAIL);
}

/** What a mail's frame shows of the site (name, address, colours, postal address), from its settings. */
export async function mailSiteOf(context: Pick<MailContext, "siteUrl" | "siteConfig">): Promise<MailSite> {
  const config = await context.siteConfig();
  return { siteName: config.siteName, siteUrl: context.siteUrl, colors: config.colors, mode: config.mode, postalAddress: config.postalAddress };
}

/** Queues a mail and starts delivering it in the background. Returns the row, or null when the member opted out. */
export async function sendMail(context: MailContext, mail: Mail): Promise<MailRow | null> {
  const headers: Record<string, string> = { ...mail.headers };
  if (mail.replyTo) headers["Reply-To"] = mail.replyTo;
  if (mail.dedupeKey && (await mailWasSent(context.db, mail.dedupeKey))) return null;
  // A fediverse answerer (docs/decisions/fediverse.md) has no mailbox: their member row's address is under .invalid.
  if (isFediverseAddress(mail.to)) return null;
  // The provider reported this address: a bounce stops every mail to it, a complaint every mail the reader can turn off.
  const suppression = await suppressionOf(context.db, mail.to);
  if (suppression === "bounced" || (suppression === "complained" && mail.optional)) return null;
  if (mail.optional) {
    if (!mail.userId) throw new Error("an optional mail needs the member it is for");
    const user = await getUserById(context.db, mail.userId);
    if (!user || user.mailPrefs?.[mail.optional] === false) return null;
    const token = await createMailToken(context.db, {
      purpose: `unsubscribe:${mail.optional}`,
      itemId: mail.optional,
      userId: mail.userId,
      expiresAt: new Date(context.now().getTime() + 365 * 24 * 3600 * 1000),
    });
    headers["List-Unsubscribe"] = `<${context.siteUrl}/mail/unsubscribe?token=${token}>`;
    headers["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click";
  }
  const configured = Boolean(context.env.RESEND_API_KEY);
  const row = await insertMail(context.db, {
    kind: mail.kind,
    toAddress: mail.to,
    // A subject is one header line: a stored title with a line break (older rows) must not start another header.
    // eslint-disable-next-line no-control-regex
    subject: mail.subject.replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, " ").trim(),
    textBody: mail.text,
    htmlBody: mail.html ?? textMailHtml({ lang: mail.lang ?? "en", subject: mail.subject, text: mail.text, site: await mailSiteOf(context) }),
    headers: Object.keys(headers).length ? headers : null,
    attachments: mail.attachments?.length ? mail.attachments : null,
    userId: mail.userId ?? null,
    supportMessageId: mail.supportMessageId ?? null,
    dedupeKey: mail.dedupeKey ?? null,
    status: configured ? "pending" : "outbox",
    createdAt: context.now(),
  });
  if (!row) return null;
  if (configured) {
    const delivery = deliver(context, row).catch((error) => console.error(`mail ${row.id} failed: ${String(error)}`));
    if (context.ctx) context.ctx.waitUntil(delivery);
    else await delivery;
  }
  return row;
}

/** One delivery attempt through the provider's HTTP API; records the outcome. */
export async function deliver(context: MailContext, row: MailRow): Promise<boolean> {
  const attempts = row.attempts + 1;
  const key = context.env.RESEND_API_KEY;
  if (!key) {
    await markMailFailed(context.db, row.id, attempts, "RESEND_API_KEY is not set");
    return false;
  }
  try {
    const res = await fetch(`${(context.env.MAIL_API_BASE ?? DEFAULT_API_BASE).replace(/\/$/, "")}/emails`, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${key}`,
        "Content-Type": "application/json",
        // Resend's idempotency: a retry of the same row is never sent twice.
        "Idempotency-Key": `mail-${row.id}`,
      },
      body: JSON.stringify({
        from: context.env.MAIL_FROM ?? DEFAULT_FROM,
        to: [row.toAddress],
        subject: row.subject,
        text: row.textBody,
        ...(row.htmlBody ? { html: row.htmlBody } : {}),
        ...(row.headers ? { headers: row.headers } : {}),
        ...(row.attachments?.length
          ? { attachments: row.attachments.map((a) => ({ filename: a.filename, content: base64(a.content), content_type: a.contentType })) }
          : {}),
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) {
      await markMailFailed(context.db, row.id, attempts, `HTTP ${res.status}: ${(await res.text()).slice(0, 200)}`);
      return false;
    }
    const body = (await res.json().catch(() => ({}))) as { id?: unknown };
    await markMailSent(context.db, row.id, attempts, typeof body.id === "string" ? body.id : null, context.now());
    return true;
  } catch (error) {
    await markMailFailed(context.db, row.id, attempts, error instanceof Error ? error.message : String(error));
    return false;
  }
}

/** UTF-8 text as base64 (Resend takes attachment content so). */
function base64(text: string) {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Housekeeping: retries failed mails (and pending ones older than 10 minutes) under the attempt limit. */
export async function retryFailedMail(context: MailContext): Promise<{ mailRetried: number; mailSent: number }> {
  if (!context.env.RESEND_API_KEY) return { mailRetried: 0, mailSent: 0 };
  const rows = await listMailToRetry(context.db, new Date(context.now().getTime() - 10 * 60 * 1000));
  let sent = 0;
  for (const row of rows) if (await deliver(context, row)) sent++;
  return { mailRetried: rows.length, mailSent: sent };
}

export { MAX_MAIL_ATTEMPTS };
