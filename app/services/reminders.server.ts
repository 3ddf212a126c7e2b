// Housekeeping's mails: 3 days before a free ad or a job post expires, its owner gets a one-click renew link
// (a single-use token); and failed mail is retried.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { formatTownDate } from "~/lib/dates";
import { listExpiringListings } from "~/models/account.server";
import { createMailToken, mailWasSent } from "~/models/mail.server";
import { retryFailedMail, sendMail, siteUrl } from "./mail.server";

type Ctx = Pick<AppLoadContext, "db" | "env" | "now"> & { ctx?: Pick<ExecutionContext, "waitUntil"> };

export async function sendExpiryReminders(context: Ctx) {
  const now = context.now();
  const { ads, posts } = await listExpiringListings(context.db, now);
  let sent = 0;
  const items = [
    ...ads.map((a) => ({ ...a, kind: "classified" as const, noun: "classified ad" })),
    ...posts.map((p) => ({ ...p, kind: "job" as const, noun: "job post" })),
  ];
  for (const item of items) {
    if (!item.expiresAt) continue;
    const dedupeKey = `expiry-reminder:${item.kind}:${item.id}:${item.expiresAt.getTime()}`;
    if (await mailWasSent(context.db, dedupeKey)) continue;
    const token = await createMailToken(context.db, {
      purpose: `renew:${item.kind}`,
      itemId: String(item.id),
      userId: item.userId,
      expiresAt: new Date(item.expiresAt.getTime() + 7 * 86_400_000),
    });
    const row = await sendMail(context, {
      kind: "expiry-reminder",
      optional: "expiry-reminder",
      dedupeKey,
      to: item.email,
      userId: item.userId,
      subject: `Your ${item.noun} expires soon: ${item.title}`,
      text:
        `Hello ${item.firstName ?? ""},\n\nYour ${item.noun} "${item.title}" expires on ${formatTownDate(item.expiresAt, "MMMM d, yyyy")}.\n\n` +
        `Renew it for 30 more days with one click:\n${siteUrl(context)}/mail/renew?token=${token}\n\n` +
        `You get this because you chose expiry reminders; you can turn them off in ${siteUrl(context)}/account\n`,
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
