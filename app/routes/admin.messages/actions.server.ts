// The loader and action of /admin/messages: the inbox (filtered by status), the chosen message with the sender's
// other messages and the replies sent, and the two intents (reply by mail, change status).
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { id, parseId, text } from "~/lib/fields";
import { badRequest, firstRule, notFound } from "~/lib/http.server";
import { messagesFor, validationFor } from "~/lib/i18n/catalogue.server";
import { rule } from "~/lib/i18n/rule";
import { SUPPORT_CATEGORIES } from "~/lib/support";
import { flash, toastMessage } from "~/lib/toast.server";
import { z } from "~/lib/zod";
import { listMailForSupportMessages } from "~/models/mail-messages.server";
import { getSupportMessage, listMessagesFrom, listSupportMessages } from "~/models/support-messages.server";
import { changeMessageStatus, replyToMessage } from "~/services/admin-messages.server";
import { requireAdmin } from "~/services/auth.server";
import { STATUSES } from "./statuses";

export async function adminMessagesLoader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const url = new URL(request.url);
  const statusParam = url.searchParams.get("status");
  const status = STATUSES.find((s) => s === statusParam) ?? null;
  const selectedId = parseId(url.searchParams.get("id"));
  const messages = await listSupportMessages(context.db, status);
  const selected = selectedId ? await getSupportMessage(context.db, selectedId) : null;
  const others = selected ? await listMessagesFrom(context.db, selected.email, selected.id) : [];
  const mails = selected ? await listMailForSupportMessages(context.db, [selected.id]) : [];
  const support: Readonly<Record<string, string>> = messagesFor(context.lang, "support");
  return json({
    status,
    messages,
    selected,
    others,
    replies: mails.filter((m) => m.kind === "contact-reply"),
    words: messagesFor(context.lang, "adminMessages"),
    validation: validationFor(context.lang, "admin"),
    // The contact form's categories in the reader's language (the `support` namespace), by the stored English name.
    categories: Object.fromEntries(SUPPORT_CATEGORIES.map((c) => [c, support[`category:${c}`] ?? c])),
  });
}

const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("status"), id: id(), status: z.enum(STATUSES) }),
  z.object({
    intent: z.literal("reply"),
    id: id(),
    reply: text(5000, { required: rule(/*i18n*/ { id: "validation.Please write a reply", message: "Please write a reply" }), multiline: true }),
  }),
]);

export async function adminMessagesAction({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const form = Object.fromEntries(await request.formData());
  const parsed = actionSchema.safeParse(form);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Invalid request";
    // A reply the admin wrote that breaks its rule (blank) comes back with the rule under it and the text kept;
    // anything else is a post no person could have made from the page.
    if (form.intent === "reply" && parsed.error.issues.every((i) => i.path[0] === "reply")) {
      return json({ replyError: message, reply: typeof form.reply === "string" ? form.reply : "" }, { status: 400 });
    }
    badRequest(context.lang, firstRule(parsed.error, /*i18n*/ { id: "badRequest.Invalid request", message: "Invalid request" }));
  }
  const input = parsed.data;
  const ok =
    input.intent === "reply"
      ? await replyToMessage(context, admin, input.id, input.reply)
      : await changeMessageStatus(context, admin, input.id, input.status);
  if (!ok) notFound("Message not found");
  flash(
    context,
    input.intent === "reply"
      ? {
          title: /*i18n*/ { id: "toasts.Reply Sent", message: "Reply Sent" },
          description: /*i18n*/ { id: "toasts.Your reply was sent by e-mail.", message: "Your reply was sent by e-mail." },
        }
      : {
          title: /*i18n*/ { id: "toasts.Message Updated", message: "Message Updated" },
          description: toastMessage(/*i18n*/ { id: "toasts.Marked as {status}.", message: "Marked as {status}." }, { status: input.status }),
        },
  );
  return redirect(`/admin/messages?id=${input.id}`);
}
