// The mails that tell members what happened to what they submitted or bought. Each reads what it needs, writes one
// mail through the mail module (sent in the background), and never fails the action that caused it.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { formatCents, priceFor } from "~/lib/prices";
import { greeting } from "~/lib/public-user";
import { recordAudit } from "~/models/audit.server";
import { approveClaim, getClaimForNotice, rejectClaim } from "~/models/claims.server";
import { getArticleForNotice } from "~/models/news.server";
import { getOrder } from "~/models/orders.server";
import { getUserById } from "~/models/user.server";
import type { User } from "../../db/schema";
import { sendMail } from "./mail.server";

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
    await sendMail(context, {
      kind: approved ? "article-approved" : "article-rejected",
      to: a.email,
      userId: a.userId,
      subject: approved ? `Your article is published: ${a.title}` : `Your article was not published: ${a.title}`,
      text: approved
        ? `${greeting(a)}\n\nYour article "${a.title}" was approved and is now on the news page:\n${context.siteUrl}/news/${a.id}\n`
        : `${greeting(a)}\n\nYour article "${a.title}" was not approved.\nReason: ${a.rejectionReason ?? "—"}\n\nYou can submit a revised article at ${context.siteUrl}/submit-article\n`,
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
    await sendMail(context, {
      kind: approve ? "claim-approved" : "claim-rejected",
      to: c.email,
      userId: c.userId,
      subject: approve ? `Your claim was approved: ${c.businessName}` : `Your claim was not approved: ${c.businessName}`,
      text: approve
        ? `${greeting(c)}\n\nYou are now the verified owner of ${c.businessName}. Edit the listing at ${context.siteUrl}/businesses/${c.businessId}/edit\n`
        : `${greeting(c)}\n\nWe could not verify your claim for ${c.businessName}. If you think this is a mistake, write to us at ${context.siteUrl}/support\n`,
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
  const amount = `${formatCents(order.amountCents)}${order.recurring ? " a month" : ""}`;
  await sendMail(context, {
    kind,
    to: buyer.email,
    userId: buyer.id,
    subject: kind === "order-paid" ? `Receipt: ${label}` : `Refund: ${label}`,
    text:
      kind === "order-paid"
        ? `${greeting(buyer)}\n\nThank you for your payment.\n\nOrder: ${order.id}\nItem: ${label}\nAmount: ${amount}\nPaid through: ${order.provider ?? "—"}\n\nYour orders: ${context.siteUrl}/account/orders\n`
        : `${greeting(buyer)}\n\nYour order ${order.id} (${label}, ${amount}) was refunded. The upgrade has been removed.\n`,
  });
}

/** After an order was fulfilled by this call: the receipt. */
export function notifyOrderPaid(context: AppLoadContext, orderId: string) {
  return quietly("receipt", () => orderMail(context, orderId, "order-paid"));
}

export function notifyOrderRefunded(context: AppLoadContext, orderId: string) {
  return quietly("refund", () => orderMail(context, orderId, "order-refunded"));
}
