// The contact form's message: saved for the admin inbox, mailed to the support address, with a receipt to the sender.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { ContactMessage } from "~/lib/support";
import { saveSupportMessage } from "~/models/support.server";
import { sendMail, supportAddress } from "./mail.server";

/**
 * Saves and forwards a contact message, and sends the sender a receipt. The receipt quotes the message only to a
 * signed-in member's own (verified) address: anyone can type any address into the form, and a receipt that echoed
 * their text would let them send it to a stranger from our address.
 */
export async function receiveContactMessage(context: AppLoadContext, message: ContactMessage, sender: { id: string; email: string } | null) {
  const userId = sender?.id ?? null;
  const [id, { siteName }] = await Promise.all([saveSupportMessage(context.db, message, userId), context.siteConfig()]);
  const inbox = `${context.siteUrl}/admin/messages?id=${id}`;
  await sendMail(context, {
    kind: "contact",
    to: supportAddress(context),
    replyTo: message.email,
    supportMessageId: id,
    subject: `[${message.category}] ${message.subject}`,
    text: `${message.name} <${message.email}> wrote:\n\n${message.message}\n\nAnswer it from the inbox: ${inbox}\n`,
  });
  const verified = sender !== null && sender.email.toLowerCase() === message.email.toLowerCase();
  await sendMail(context, {
    kind: "contact-receipt",
    to: message.email,
    userId,
    supportMessageId: id,
    ...(verified
      ? {
          subject: `We received your message: ${message.subject}`,
          text:
            `Hello ${message.name},\n\nThank you for writing to us. We've received your message and will respond within 24 hours.\n\n` +
            `Your message:\n${message.message}\n\n— ${siteName}\n`,
        }
      : {
          subject: "We received your message",
          text:
            `Hello,\n\nSomeone sent a message to ${siteName} through our contact form and gave this address to answer. ` +
            `We will respond within 24 hours.\n\nIf it was not you, you can ignore this mail.\n\n— ${siteName}\n`,
        }),
  });
  return id;
}
