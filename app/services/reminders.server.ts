// Housekeeping's mails: 3 days before a free ad or a job post expires, its owner gets a one-click renew link
// (a single-use token); and failed mail is retried.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { formatMessage } from "~/lib/i18n/catalogue.server";
import { formatDateIn } from "~/lib/i18n/intl";
import { addTownDays } from "~/lib/town-days.server";
import { listExpiringListings } from "~/models/account.server";
import { renewLocalJob } from "~/models/jobs.server";
import { consumeMailToken, createMailToken, findMailToken, mailWasSent } from "~/models/mail-messages.server";
import { runOwnerAction } from "./classifieds.server";
import { mailGreeting, retryFailedMail, sendMail } from "./mail.server";

type Ctx = Pick<AppLoadContext, "db" | "env" | "now" | "siteUrl" | "siteConfig"> & { ctx?: Pick<ExecutionContext, "waitUntil"> };

export async function sendExpiryReminders(context: Ctx) {
  const now = context.now();
  const { ads, posts } = await listExpiringListings(context.db, now);
  let sent = 0;
  const items = [...ads.map((a) => ({ ...a, kind: "classified" as const })), ...posts.map((p) => ({ ...p, kind: "job" as const }))];
  for (const item of items) {
    if (!item.expiresAt) continue;
    const dedupeKey = `expiry-reminder:${item.kind}:${item.id}:${item.expiresAt.getTime()}`;
    if (await mailWasSent(context.db, dedupeKey)) continue;
    const token = await createMailToken(context.db, {
      purpose: `renew:${item.kind}`,
      itemId: String(item.id),
      userId: item.userId,
      expiresAt: addTownDays(item.expiresAt, 7),
    });
    // In the owner's language (users.lang: where they last acted); the title is theirs, as written.
    const { lang, title, kind } = item;
    const row = await sendMail(context, {
      lang,
      kind: "expiry-reminder",
      optional: "expiry-reminder",
      dedupeKey,
      to: item.email,
      userId: item.userId,
      subject: formatMessage(
        lang,
        /*i18n*/ { id: "mail.expirySubject", message: "Your {kind, select, classified {classified ad} other {job post}} expires soon: {title}" },
        { kind, title },
      ),
      text: `${mailGreeting(lang, item.firstName)}\n\n${formatMessage(
        lang,
        /*i18n*/ {
          id: "mail.expiryBody",
          message:
            'Your {kind, select, classified {classified ad} other {job post}} "{title}" expires on {date}.\n\nRenew it for 30 more days with one click:\n{link}\n\nYou get this because you chose expiry reminders; you can turn them off in {account}\n',
        },
        {
          kind,
          title,
          date: formatDateIn(lang, item.expiresAt),
          link: `${context.siteUrl}/mail/renew?token=${token}`,
          account: `${context.siteUrl}/account`,
        },
      )}`,
    });
    if (row) sent++;
  }
  return sent;
}

export async function runMailHousekeeping(context: Ctx) {
  const remindersSent = await sendExpiryReminders(context);
  const retried = await retryFailedMail(context);
  return { remindersSent, ...retried };
}

export const RENEW_PURPOSES = ["renew:classified", "renew:job"] as const;

/** The renew link's token, unused and unexpired, without using it (the confirmation page). */
export async function findRenewToken(context: Pick<Ctx, "db" | "now">, token: string) {
  for (const purpose of RENEW_PURPOSES) {
    const row = await findMailToken(context.db, token, purpose, context.now());
    if (row) return row;
  }
  return null;
}

/**
 * Uses a renew link once, through the listing's own renewal rule (an ad: classifieds' `renewal`; a job post: approved
 * posts only). Null when the token is unknown, used or expired, or the listing cannot be renewed.
 */
export async function renewFromReminder(context: Pick<Ctx, "db" | "now">, token: string) {
  const now = context.now();
  const found = await findRenewToken(context, token);
  const row = found ? await consumeMailToken(context.db, token, found.purpose, now) : null;
  if (!row) return null;
  const id = Number(row.itemId);
  if (row.purpose === "renew:job") {
    const expiresAt = await renewLocalJob(context.db, row.userId, id, now);
    return expiresAt ? { kind: "job" as const, expiresAt } : null;
  }
  const result = await runOwnerAction(context.db, { id: row.userId }, id, "renew", now);
  return result.ok && "expiresAt" in result && result.expiresAt ? { kind: "classified" as const, expiresAt: result.expiresAt } : null;
}
