// The contact-form inbox for admins: status changes and replies by mail, each written to the audit log.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { recordAudit } from "~/models/audit.server";
import { getSupportMessage, setSupportStatus, type SupportStatus } from "~/models/support-messages.server";
import type { User } from "../../db/schema";
import { mailGreeting, sendMail } from "./mail.server";

export async function changeMessageStatus(context: AppLoadContext, admin: User, id: number, status: SupportStatus) {
  const before = await getSupportMessage(context.db, id);
  if (!before) return false;
  await setSupportStatus(context.db, id, status);
  await recordAudit(
    context.db,
    admin,
    { action: "message.status", targetType: "support_message", targetId: id, before: { status: before.status }, after: { status } },
    context.now(),
  );
  return true;
}

export async function replyToMessage(context: AppLoadContext, admin: User, id: number, reply: string) {
  const message = await getSupportMessage(context.db, id);
  if (!message) return false;
  const { siteName } = await context.siteConfig();
  await sendMail(context, {
    lang: message.lang,
    kind: "contact-reply",
    to: message.email,
    userId: message.userId,
    supportMessageId: id,
    subject: `Re: ${message.subject}`,
    // In the language the sender wrote in; the reply is the admin's words, as written.
    text: `${mailGreeting(message.lang, message.name)}\n\n${reply}\n\n— ${siteName}\n\n> ${message.message.replace(/\n/g, "\n> ")}\n`,
  });
  await setSupportStatus(context.db, id, "answered");
  await recordAudit(
    context.db,
    admin,
    {
      action: "message.reply",
      targetType: "support_message",
      targetId: id,
      before: { status: message.status },
      after: { status: "answered", reply },
    },
    context.now(),
  );
  return true;
}
