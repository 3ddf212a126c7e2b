// The contact form's message: saved for the admin inbox, mailed to the support address, with a receipt to the sender.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { ContactMessage } from "~/lib/support";
import { saveSupportMessage } from "~/models/support.server";
import { sendMail, siteUrl, supportAddress } from "./mail.server";

export async function receiveContactMessage(context: AppLoadContext, message: ContactMessage, userId: string | null) {
  const id = await saveSupportMessage(context.db, message, userId);
  const inbox = `${siteUrl(context)}/admin/messages?id=${id}`;
  await sendMail(context, {
    kind: "contact",
    to: supportAddress(context),
    replyTo: message.email,
    supportMessageId: id,
    subject: `[${message.category}] ${message.subject}`,
    text: `${message.name} <${message.email}> wrote:\n\n${message.message}\n\nAnswer it from the inbox: ${inbox}\n`,
  });
  await sendMail(context, {
    kind: "contact-receipt",
    to: message.email,
    userId,
    supportMessageId: id,
    subject: `We received your message: ${message.subject}`,
    text:
      `Hello ${message.name},\n\nThank you for writing to us. We've received your message and will respond within 24 hours.\n\n` +
      `Your message:\n${message.message}\n\n— Greenwood Community Hub\n`,
  });
  return id;
}
