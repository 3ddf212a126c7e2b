// Warnings by mail (issue 42): a visitor's double opt-in (address → confirm mail with a token → the confirm page's
// POST), a member's choice in /account, and the mail of each new Warning-level thread to every confirmed address, fanned
// out through PUSH_QUEUE beside the pushes ("warning-mail" messages). Each mail carries RFC 8058 one-click unsubscribe.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { PushText } from "~/components/push-subscribe";
import type { WarningsText } from "~/components/warnings-opt-in";
import { renderConfirmMailHtml } from "~/lib/alert-mail.server";
import { formatMessage } from "~/lib/i18n/catalogue.server";
import { formatDateIn } from "~/lib/i18n/intl";
import { storedLang, type Lang } from "~/lib/i18n/lang";
import type { PushMessage } from "~/lib/push";
import { townFor } from "~/lib/towns";
import { renderWarningMail } from "~/lib/warning-mail.server";
import { isSuppressed } from "~/models/letter-issues.server";
import type { PushThread } from "~/models/push-subscriptions.server";
import { getPushThread } from "~/models/push-subscriptions.server";
import { generateSessionToken, sessionIdFromToken } from "~/models/session.server";
import {
  confirmWarningMail,
  deleteWarningMailByManageToken,
  findWarningMailByEmail,
  findWarningMailByManageToken,
  findWarningMailConfirmation,
  listWarningMailRange,
  listWarningMailRanges,
  saveWarningMailRequest,
  setMemberWarningMail,
  warningReach,
} from "~/models/warning-mail.server";
import { mailSiteOf, sendMail } from "./mail.server";

/** The opt-in's words (components/warnings-opt-in.tsx). */
const OPT_IN_WORDS = {
  heading: /*i18n*/ { id: "warnings.heading", message: "Warnings for our county" },
  lead: /*i18n*/ {
    id: "warnings.lead",
    message: "When the National Weather Service issues a warning for {county}, we tell you at once: on this device, or by e-mail.",
  },
  mailLabel: /*i18n*/ { id: "warnings.mailLabel", message: "E-mail address" },
  mailButton: /*i18n*/ { id: "warnings.mailButton", message: "Send me warnings by e-mail" },
  mailSending: /*i18n*/ { id: "warnings.mailSending", message: "Sending\u2026" },
  mailSent: /*i18n*/ {
    id: "warnings.mailSent",
    message: "Check your e-mail: we sent a link to confirm warnings by mail. Nothing is sent until you confirm.",
  },
  leaveEmpty: /*i18n*/ { id: "warnings.leaveEmpty", message: "Leave this empty" },
} as const;
/** The push button's words (components/push-subscribe.tsx). */
const PUSH_WORDS = {
  preferMail: /*i18n*/ { id: "alerts.preferMail", message: "Prefer e-mail?" },
  chooseMail: /*i18n*/ { id: "alerts.chooseMail", message: "Choose mail alerts on your account page" },
  byMail: /*i18n*/ { id: "alerts.byMail", message: "Get warnings for our county by e-mail:" },
  chooseMailLower: /*i18n*/ { id: "alerts.chooseMailLower", message: "choose mail alerts on your account page" },
  subscribed: /*i18n*/ { id: "alerts.subscribed", message: "This device will be notified of warnings for our county." },
  notify: /*i18n*/ { id: "alerts.notify", message: "Notify me of warnings for our county" },
  blocked: /*i18n*/ { id: "alerts.blocked", message: "Notifications are blocked for this site in your browser settings." },
  failed: /*i18n*/ { id: "alerts.failed", message: "This device could not be subscribed. Please try again." },
} as const;
/** The admin's summary of who gets warnings. */
const ADMIN_WORDS = {
  adminHeading: /*i18n*/ { id: "warnings.adminHeading", message: "Weather warnings" },
  adminCounts: /*i18n*/ {
    id: "warnings.adminCounts",
    message: "{push, plural, one {# browser} other {# browsers}} by push, {mail, plural, one {# address} other {# addresses}} by e-mail",
  },
  adminLast: /*i18n*/ {
    id: "warnings.adminLast",
    message: "Last warning sent: {title}, {date} ({pushed, plural, one {# push} other {# pushes}}, {mailed, plural, one {# mail} other {# mails}})",
  },
  adminNone: /*i18n*/ { id: "warnings.adminNone", message: "No warning has been sent yet." },
} as const;

type Ctx = Pick<AppLoadContext, "db" | "env" | "now" | "siteUrl" | "siteConfig"> & { ctx?: Pick<ExecutionContext, "waitUntil"> };

const CONFIRM_LIFETIME_MS = 7 * 24 * 3600 * 1000;
/** One confirm mail per address within this time (the answer is the same), as /subscribe and the saved searches do. */
export const WARNING_CONFIRM_RESEND_MS = 10 * 60 * 1000;
/**
 * Addresses per queue message: each mail is a few database calls and one call to the provider, so a message stays
 * under the Free plan's 50 subrequests per invocation.
 */
export const WARNING_MAIL_BATCH_SIZE = 10;

/** The opt-in's words in the reader's language, the county filled in (components/warnings-opt-in.tsx). */
export function warningsOptInWords(lang: Lang, county: string): WarningsText {
  const w = (key: keyof WarningsText) => formatMessage(lang, OPT_IN_WORDS[key], key === "lead" ? { county } : undefined);
  return {
    heading: w("heading"),
    lead: w("lead"),
    mailLabel: w("mailLabel"),
    mailButton: w("mailButton"),
    mailSending: w("mailSending"),
    mailSent: w("mailSent"),
    leaveEmpty: w("leaveEmpty"),
  };
}

/** PushSubscribe's words (the `alerts` namespace). */
export function pushWords(lang: Lang): PushText {
  const keys = ["preferMail", "chooseMail", "byMail", "chooseMailLower", "subscribed", "notify", "blocked", "failed"] as const;
  return Object.fromEntries(keys.map((k) => [k, formatMessage(lang, PUSH_WORDS[k])])) as PushText;
}

/** The opt-in's loader data for a page: its words, the push words and the VAPID public key (public by design). */
export async function warningsOptInData(context: Pick<AppLoadContext, "lang" | "env" | "siteConfig">) {
  const town = townFor((await context.siteConfig()).mode);
  return {
    text: warningsOptInWords(context.lang, `${town.county}, ${town.state}`),
    push: pushWords(context.lang),
    vapidPublicKey: context.env.VAPID_PUBLIC_KEY ?? null,
  };
}

export const warningUnsubscribeUrl = (siteUrl: string, token: string) => `${siteUrl}/warnings/unsubscribe?token=${token}`;

/**
 * A visitor asks for warnings by mail. The answer is always "sent" (nothing tells whether an address is known); a
 * confirm mail goes only to an address not confirmed yet, not suppressed, and not mailed a confirm link in the last 10
 * minutes.
 */
export async function requestWarningsByMail(context: Ctx, input: { email: string; lang: Lang }): Promise<"sent"> {
  const email = input.email.trim().toLowerCase();
  const now = context.now();
  const existing = await findWarningMailByEmail(context.db, email);
  if (existing?.confirmedAt) return "sent";
  if (existing?.confirmSentAt && now.getTime() - existing.confirmSentAt.getTime() < WARNING_CONFIRM_RESEND_MS) return "sent";
  if (await isSuppressed(context.db, email)) return "sent";
  const token = generateSessionToken();
  await saveWarningMailRequest(context.db, {
    email,
    lang: storedLang(input.lang),
    manageToken: existing?.manageToken ?? generateSessionToken(),
    tokenHash: sessionIdFromToken(token),
    expiresAt: new Date(now.getTime() + CONFIRM_LIFETIME_MS),
    now,
  });
  const site = await mailSiteOf(context);
  const { siteName } = site;
  const link = `${context.siteUrl}/warnings/confirm?token=${token}`;
  const subject = formatMessage(
    input.lang,
    /*i18n*/ { id: "warnings.confirmSubject", message: "Confirm weather warnings from {site}" },
    { site: siteName },
  );
  const text = formatMessage(
    input.lang,
    /*i18n*/ {
      id: "warnings.confirmBody",
      message:
        "Someone (we hope you) asked {site} to mail the weather warnings for our county to this address. Confirm here: {link}\n\nIf it was not you, ignore this mail: nothing will be sent.",
    },
    { site: siteName, link },
  );
  const alerts = {
    url: `${context.siteUrl}/alerts`,
    label: formatMessage(input.lang, /*i18n*/ { id: "warnings.seeAlerts", message: "Weather alerts" }),
  };
  await sendMail(context, {
    kind: "warning-confirm",
    to: email,
    subject,
    text,
    lang: input.lang,
    html: renderConfirmMailHtml({
      site,
      lang: input.lang,
      subject,
      text,
      link,
      button: formatMessage(input.lang, /*i18n*/ { id: "warnings.confirmMailButton", message: "Confirm warnings" }),
      manage: alerts,
    }),
  });
  return "sent";
}

/** The address a confirm link is for, while the link is valid (a GET shows it; only the POST confirms). */
export async function findWarningsConfirmation(context: Pick<AppLoadContext, "db" | "now">, token: string) {
  if (!token) return null;
  return findWarningMailConfirmation(context.db, sessionIdFromToken(token), context.now());
}

export async function confirmWarningsByMail(context: Pick<AppLoadContext, "db" | "now">, token: string): Promise<{ email: string } | null> {
  const row = await findWarningsConfirmation(context, token);
  if (!row) return null;
  await confirmWarningMail(context.db, row.id, context.now());
  return { email: row.email };
}

export async function warningsAddressOf(context: Pick<AppLoadContext, "db">, manageToken: string) {
  const row = await findWarningMailByManageToken(context.db, manageToken);
  return row?.confirmedAt ? { email: row.email } : null;
}

export const stopWarningsByMail = (context: Pick<AppLoadContext, "db">, manageToken: string) =>
  deleteWarningMailByManageToken(context.db, manageToken);

/** Whether a member's own address gets warnings by mail (/account). */
export async function memberGetsWarningsByMail(context: Pick<AppLoadContext, "db">, member: { email: string }): Promise<boolean> {
  return Boolean((await findWarningMailByEmail(context.db, member.email.toLowerCase()))?.confirmedAt);
}

/** A member turns warnings by mail on or off for their own address (confirmed at once: they signed in with it). */
export async function setMemberWarningsByMail(
  context: Pick<AppLoadContext, "db" | "now">,
  member: { id: string; email: string; lang: Lang },
  on: boolean,
) {
  const email = member.email.toLowerCase();
  const existing = await findWarningMailByEmail(context.db, email);
  await setMemberWarningMail(context.db, {
    userId: member.id,
    email,
    lang: storedLang(member.lang),
    manageToken: existing?.manageToken ?? generateSessionToken(),
    on,
    now: context.now(),
  });
}

/** What /admin shows of the warnings: subscribers by push and mail, and the last warning sent, in the admin's words. */
export async function warningReachWords(context: Pick<AppLoadContext, "db" | "lang">) {
  const reach = await warningReach(context.db);
  const w = (key: keyof typeof ADMIN_WORDS, values?: Record<string, string | number>) => formatMessage(context.lang, ADMIN_WORDS[key], values);
  return {
    heading: w("adminHeading"),
    counts: w("adminCounts", { push: reach.push, mail: reach.mail }),
    last: reach.last
      ? w("adminLast", {
          title: reach.last.title,
          date: formatDateIn(context.lang, reach.last.at, { time: true }),
          pushed: reach.last.pushed,
          mailed: reach.last.mailed,
        })
      : w("adminNone"),
  };
}

/** The poll's mail fan-out for a new thread: one "warning-mail" message per WARNING_MAIL_BATCH_SIZE confirmed addresses. */
export async function queueWarningMail(context: AppLoadContext, thread: PushThread): Promise<number> {
  const ranges = await listWarningMailRanges(context.db, WARNING_MAIL_BATCH_SIZE);
  const messages: PushMessage[] = ranges.map((r) => ({ kind: "warning-mail", threadId: thread.id, ...r }));
  const queue = context.pushQueue;
  if (!queue) {
    for (const m of messages) await sendWarningMailRange(context, m);
    return messages.length;
  }
  for (let i = 0; i < messages.length; i += 100) {
    await queue.sendBatch(messages.slice(i, i + 100).map((body) => ({ body, contentType: "json" as const })));
  }
  return messages.length;
}

/**
 * One "warning-mail" message: each confirmed address of the range gets the thread's mail once (the mail's dedupe key is
 * the thread and the subscriber, so a retried message or a second queueing mails nobody twice).
 */
export async function sendWarningMailRange(context: Ctx, message: PushMessage): Promise<{ mailed: number }> {
  const thread = await getPushThread(context.db, message.threadId);
  if (!thread) return { mailed: 0 };
  const subscribers = await listWarningMailRange(context.db, message.fromId, message.toId);
  const site = await mailSiteOf(context);
  const town = townFor(site.mode);
  let mailed = 0;
  for (const s of subscribers) {
    const mail = renderWarningMail({
      lang: s.lang,
      site,
      county: `${town.county}, ${town.state}`,
      thread,
      unsubscribe: warningUnsubscribeUrl(context.siteUrl, s.manageToken),
      t: (d, values) => formatMessage(s.lang, d, values),
    });
    const row = await sendMail(context, { kind: "weather-warning", to: s.email, lang: s.lang, ...mail, dedupeKey: `warning:${thread.id}:${s.id}` });
    if (row) mailed++;
  }
  return { mailed };
}
