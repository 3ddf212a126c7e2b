// /admin/messages: the contact-form inbox (new, answered, closed), reply by mail, the sender's other messages.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { z } from "zod";
import { dateTimeIn, useAdminText } from "~/components/admin-text";
import { Button, StatusButton } from "~/components/button";
import { TextareaField } from "~/components/forms";
import { id, parseId, text } from "~/lib/fields";
import { badRequest, notFound } from "~/lib/http.server";
import { messagesFor, validationFor } from "~/lib/i18n/catalogue.server";
import { formatCardDateIn, peopleWroteLang, plain } from "~/lib/i18n/intl";
import { SUPPORT_CATEGORIES } from "~/lib/support";
import { flash } from "~/lib/toast.server";
import { listMailForSupportMessages } from "~/models/mail-messages.server";
import { getSupportMessage, listMessagesFrom, listSupportMessages } from "~/models/support-messages.server";
import { changeMessageStatus, replyToMessage } from "~/services/admin-messages.server";
import { requireAdmin } from "~/services/auth.server";

const STATUSES = ["new", "answered", "closed"] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
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
  z.object({ intent: z.literal("reply"), id: id(), reply: text(5000, { required: "Please write a reply", multiline: true }) }),
]);

export async function action({ request, context }: ActionFunctionArgs) {
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
    badRequest(context.lang, message);
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
      ? { title: "Reply Sent", description: "Your reply was sent by e-mail." }
      : { title: "Message Updated", description: `Marked as ${input.status}.` },
  );
  return redirect(`/admin/messages?id=${input.id}`);
}

export default function AdminMessages() {
  const { status, messages, selected, others, replies, words, categories } = useLoaderData<typeof loader>();
  const t = plain<"adminMessages">(words);
  const failed = useActionData<typeof action>();
  const { lang } = useAdminText();
  const wrote = peopleWroteLang(lang);
  const when = (at: string) => dateTimeIn(lang, at, "dateTime");
  /** What people wrote: marked English on a Spanish page, unchanged markup on an English one. */
  const Wrote = ({ children }: { children: string }) => (wrote ? <span lang={wrote}>{children}</span> : <>{children}</>);
  const category = (c: string) => (Object.hasOwn(categories, c) ? categories[c] : <Wrote>{c}</Wrote>);
  const statusWord = (s: string) => (s === "new" || s === "answered" || s === "closed" ? t(`status_${s}`) : s);
  const [params] = useSearchParams();
  const busy = useNavigation().state !== "idle";
  const filterLink = (s: string | null) => {
    const next = new URLSearchParams(params);
    next.delete("id");
    if (s) next.set("status", s);
    else next.delete("status");
    return `?${next}`;
  };
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
      <section aria-labelledby="inbox-heading">
        <h2 id="inbox-heading" className="text-lg font-semibold">
          {t("messages")}
        </h2>
        <nav aria-label={t("filter")} className="mt-2 flex flex-wrap gap-2 text-sm">
          {[null, ...STATUSES].map((s) => (
            <Link
              key={s ?? "all"}
              to={filterLink(s)}
              className={`rounded border border-border px-2 py-1 ${status === s ? "bg-secondary font-semibold" : ""}`}
            >
              {s ? t(`filter_${s}`) : t("all")}
            </Link>
          ))}
        </nav>
        {messages.length === 0 ? (
          <p className="mt-4 opacity-80">{t("none")}</p>
        ) : (
          <ul className="mt-3 divide-y divide-border">
            {messages.map((m) => (
              <li key={m.id} className="py-2" data-testid="message-row">
                <Link to={`?${new URLSearchParams({ ...(status ? { status } : {}), id: String(m.id) })}`} className="block">
                  <span className="font-medium">
                    <Wrote>{m.subject}</Wrote>
                  </span>{" "}
                  <span className="rounded bg-secondary px-1.5 text-xs">{statusWord(m.status)}</span>
                  <span className="block text-sm opacity-80">
                    <Wrote>{m.name}</Wrote> · {category(m.category)} · {when(m.createdAt)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      {selected ? (
        <section aria-labelledby="message-heading" className="rounded-lg border border-border p-4">
          <h2 id="message-heading" className="text-lg font-semibold" lang={wrote}>
            {selected.subject}
          </h2>
          <p className="text-sm opacity-80">
            {t("from")}
            <Wrote>{selected.name}</Wrote> &lt;
            <a className="underline" href={`mailto:${selected.email}`}>
              {selected.email}
            </a>
            &gt; · {category(selected.category)} · {when(selected.createdAt)} · <strong>{statusWord(selected.status)}</strong>
          </p>
          <p className="mt-3 whitespace-pre-line" lang={wrote}>
            {selected.message}
          </p>
          {replies.length ? (
            <div className="mt-4">
              <h3 className="font-semibold">{t("repliesSent")}</h3>
              {replies.map((r) => (
                <pre key={r.id} className="mt-2 whitespace-pre-wrap rounded bg-secondary p-2 text-sm" lang={wrote}>
                  {r.textBody}
                </pre>
              ))}
            </div>
          ) : null}
          <Form method="post" className="mt-4 space-y-2">
            <input type="hidden" name="id" value={selected.id} />
            <TextareaField
              label={t("replyByMail")}
              name="reply"
              rows={5}
              required
              maxLength={5000}
              defaultValue={failed?.reply}
              errors={failed ? [failed.replyError] : null}
            />
            <StatusButton name="intent" value="reply" variant="small" pending={busy} pendingText={t("sending")}>
              {t("sendReply")}
            </StatusButton>
          </Form>
          <Form method="post" className="mt-3 flex flex-wrap gap-2">
            <input type="hidden" name="id" value={selected.id} />
            <input type="hidden" name="intent" value="status" />
            {STATUSES.filter((s) => s !== selected.status).map((s) => (
              <Button key={s} name="status" value={s} disabled={busy} variant="small-secondary">
                {t(`mark_${s}`)}
              </Button>
            ))}
          </Form>
          <h3 className="mt-5 font-semibold">{t("others")}</h3>
          {others.length === 0 ? (
            <p className="text-sm opacity-80">{t("noOthers")}</p>
          ) : (
            <ul className="text-sm">
              {others.map((o) => (
                <li key={o.id}>
                  <Link className="underline" to={`?id=${o.id}`} lang={wrote}>
                    {o.subject}
                  </Link>{" "}
                  · {statusWord(o.status)} · {formatCardDateIn(lang, o.createdAt)}
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}
