// The mails that tell members what happened to what they submitted or bought. Each reads what it needs, writes one
// mail through the mail module (sent in the background), and never fails the action that caused it.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { formatMessage } from "~/lib/i18n/catalogue.server";
import type { Descriptor } from "~/lib/i18n/descriptor";
import { formatCents, priceFor } from "~/lib/prices";
import { recordAudit } from "~/models/audit.server";
import { approveClaim, getClaimForNotice, rejectClaim } from "~/models/claims.server";
import { getArticleForNotice } from "~/models/news.server";
import { getOrder } from "~/models/orders.server";
import { getUserById } from "~/models/user.server";
import type { User } from "../../db/schema";
import { mailGreeting, sendMail } from "./mail.server";

async function quietly(what: string, send: () => Promise<unknown>) {
  try {
    await send();
  } catch (error) {
    console.error(`${what} mail not queued: ${String(error)}`);
  }
}

export function notifyArticleReviewed(context: AppLoadContext, articleId: number) {
  return quietly("article review", async () => {
    const a = await getArticleForNotice(context.db, articleId);
    if (!a || !a.isActive || a.status === "pending") return;
    const approved = a.status === "published";
    const t = (key: Descriptor<"mail">) =>
      formatMessage(a.lang, key, {
        title: a.title,
        reason: a.rejectionReason ?? "—",
        url: approved ? `${context.siteUrl}/news/${a.id}` : `${context.siteUrl}/submit-article`,
      });
    await sendMail(context, {
      lang: a.lang,
      kind: approved ? "article-approved" : "article-rejected",
      to: a.email,
      userId: a.userId,
      subject: t(
        approved
          ? /*i18n*/ { id: "mail.articleApprovedSubject", message: "Your article is published: {title}" }
          : /*i18n*/ { id: "mail.articleRejectedSubject", message: "Your article was not published: {title}" },
      ),
      text: `${mailGreeting(a.lang, a.firstName)}\n\n${t(approved ? /*i18n*/ { id: "mail.articleApprovedBody", message: 'Your article "{title}" was approved and is now on the news page:\n{url}\n' } : /*i18n*/ { id: "mail.articleRejectedBody", message: 'Your article "{title}" was not approved.\nReason: {reason}\n\nYou can submit a revised article at {url}\n' })}`,
    });
  });
}

/** An admin approves or rejects a claim: the change, the audit entry and the mail to the claimant. */
export async function reviewClaim(context: AppLoadContext, admin: User, claimId: number, approve: boolean) {
  const done = await (approve ? approveClaim : rejectClaim)(context.db, claimId, admin, context.now());
  if (!done) return false;
  await recordAudit(
    context.db,
    admin,
    {
      action: approve ? "claim.approve" : "claim.reject",
      targetType: "business_claim",
      targetId: claimId,
      before: { status: "pending" },
      after: { status: approve ? "approved" : "rejected" },
    },
    context.now(),
  );
  await quietly("claim review", async () => {
    const c = await getClaimForNotice(context.db, claimId);
    if (!c) return;
    const values = { business: c.businessName, url: approve ? `${context.siteUrl}/businesses/${c.businessId}/edit` : `${context.siteUrl}/support` };
    await sendMail(context, {
      lang: c.lang,
      kind: approve ? "claim-approved" : "claim-rejected",
      to: c.email,
      userId: c.userId,
      subject: formatMessage(
        c.lang,
        approve
          ? /*i18n*/ { id: "mail.claimApprovedSubject", message: "Your claim was approved: {business}" }
          : /*i18n*/ { id: "mail.claimRejectedSubject", message: "Your claim was not approved: {business}" },
        values,
      ),
      text: `${mailGreeting(c.lang, c.firstName)}\n\n${formatMessage(c.lang, approve ? /*i18n*/ { id: "mail.claimApprovedBody", message: "You are now the verified owner of {business}. Edit the listing at {url}\n" } : /*i18n*/ { id: "mail.claimRejectedBody", message: "We could not verify your claim for {business}. If you think this is a mistake, write to us at {url}\n" }, values)}`,
    });
  });
  return true;
}

async function orderMail(context: AppLoadContext, orderId: string, kind: "order-paid" | "order-refunded") {
  const order = await getOrder(context.db, orderId);
  if (!order) return;
  const buyer = await getUserById(context.db, order.buyerId);
  if (!buyer?.isActive) return;
  const label = priceFor(order.type, order.tier)?.label ?? order.type;
  const lang = buyer.lang;
  const cents = formatCents(order.amountCents);
  const values = {
    order: order.id,
    item: label,
    amount: order.recurring ? formatMessage(lang, /*i18n*/ { id: "mail.aMonth", message: "{amount} a month" }, { amount: cents }) : cents,
    provider: order.provider ?? "—",
    url: `${context.siteUrl}/account/orders`,
  };
  const paid = kind === "order-paid";
  await sendMail(context, {
    lang,
    kind,
    to: buyer.email,
    userId: buyer.id,
    subject: formatMessage(
      lang,
      paid ? /*i18n*/ { id: "mail.receiptSubject", message: "Receipt: {item}" } : /*i18n*/ { id: "mail.refundSubject", message: "Refund: {item}" },
      values,
    ),
    text: `${mailGreeting(lang, buyer.firstName)}\n\n${formatMessage(lang, paid ? /*i18n*/ { id: "mail.receiptBody", message: "Thank you for your payment.\n\nOrder: {order}\nItem: {item}\nAmount: {amount}\nPaid through: {provider}\n\nYour orders: {url}\n" } : /*i18n*/ { id: "mail.refundBody", message: "Your order {order} ({item}, {amount}) was refunded. The upgrade has been removed.\n" }, values)}`,
  });
}

/** After an order was fulfilled by this call: the receipt. */
export function notifyOrderPaid(context: AppLoadContext, orderId: string) {
  return quietly("receipt", () => orderMail(context, orderId, "order-paid"));
}

export function notifyOrderRefunded(context: AppLoadContext, orderId: string) {
  return quietly("refund", () => orderMail(context, orderId, "order-refunded"));
}
