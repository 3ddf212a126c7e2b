// The contact form's message: saved for the admin inbox, mailed to the support address, with a receipt to the sender.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { formatMessage } from "~/lib/i18n/catalogue.server";
import type { Descriptor } from "~/lib/i18n/descriptor";
import { storedLang } from "~/lib/i18n/lang";
import type { ContactMessage } from "~/lib/support";
import { saveSupportMessage } from "~/models/support-messages.server";
import { mailGreeting, sendMail, supportAddress } from "./mail.server";

/**
 * Saves and forwards a contact message, and sends the sender a receipt. The receipt quotes the message only to a
 * signed-in member's own (verified) address: anyone can type any address into the form, and a receipt that echoed
 * their text would let them send it to a stranger from our address.
 */
export async function receiveContactMessage(context: AppLoadContext, message: ContactMessage, sender: { id: string; email: string } | null) {
  const userId = sender?.id ?? null;
  const [id, config] = await Promise.all([saveSupportMessage(context.db, message, userId, storedLang(context.lang)), context.siteConfig()]);
  const { siteName } = config;
  const inbox = `${context.siteUrl}/admin/messages?id=${id}`;
  await sendMail(context, {
    kind: "contact",
    to: supportAddress(context, config),
    replyTo: message.email,
    supportMessageId: id,
    subject: `[${message.category}] ${message.subject}`,
    text: `${message.name} <${message.email}> wrote:\n\n${message.message}\n\nAnswer it from the inbox: ${inbox}\n`,
  });
  const verified = sender !== null && sender.email.toLowerCase() === message.email.toLowerCase();
  // The receipt is in the language the sender wrote in (the request's); the forward to the inbox stays English.
  const lang = context.lang;
  const say = (key: Descriptor<"moreMail">, values?: Record<string, string>) => formatMessage(lang, key, values);
  await sendMail(context, {
    lang,
    kind: "contact-receipt",
    to: message.email,
    userId,
    supportMessageId: id,
    ...(verified
      ? {
          subject: say(/*i18n*/ { id: "moreMail.receivedSubject", message: "We received your message: {subject}" }, { subject: message.subject }),
          text:
            `${mailGreeting(lang, message.name)}\n\n${say(/*i18n*/ { id: "moreMail.receivedBody", message: "Thank you for writing to us. We've received your message and will respond within 24 hours." })}\n\n` +
            `${say(/*i18n*/ { id: "moreMail.receivedYours", message: "Your message:" })}\n${message.message}\n\n— ${siteName}\n`,
        }
      : {
          subject: say(/*i18n*/ { id: "moreMail.receivedSubjectPlain", message: "We received your message" }),
          text: `${mailGreeting(lang, null)}\n\n${say(/*i18n*/ { id: "moreMail.receivedOther", message: "Someone sent a message to {site} through our contact form and gave this address to answer. We will respond within 24 hours.\n\nIf it was not you, you can ignore this mail." }, { site: siteName })}\n\n— ${siteName}\n`,
        }),
  });
  return id;
}
