// /admin/messages' two panes: the inbox (filter by status, one row per message) and the chosen message (its text, the
// replies sent, the reply form, the status buttons and the sender's other messages).
import type { SerializeFrom } from "@remix-run/cloudflare";
import { Form, useSearchParams } from "@remix-run/react";
import type { ReactNode } from "react";
import { dateTimeIn, useAdminText } from "~/components/admin-text";
import { Button, StatusButton } from "~/components/button";
import { TextareaField } from "~/components/forms";
import { Link } from "~/components/site-link";
import { formatCardDateIn, peopleWroteLang, plain } from "~/lib/i18n/intl";
import type { Lang } from "~/lib/i18n/lang";
import type { T } from "~/lib/i18n/plain";
import type { adminMessagesAction, adminMessagesLoader } from "./actions.server";
import { STATUSES } from "./statuses";

type Data = SerializeFrom<typeof adminMessagesLoader>;
type Selected = NonNullable<Data["selected"]>;

/** What people wrote: marked English on a Spanish page, unchanged markup on an English one. */
function Wrote({ wrote, children }: { wrote: ReturnType<typeof peopleWroteLang>; children: string }) {
  return wrote ? <span lang={wrote}>{children}</span> : <>{children}</>;
}

/** The page's words and how it shows a date, a category and a status, in the admin's language. */
export type MessageText = {
  t: T<"adminMessages">;
  lang: Lang;
  wrote: ReturnType<typeof peopleWroteLang>;
  when: (at: string) => string;
  category: (c: string) => ReactNode;
  statusWord: (s: string) => string;
};

export function useMessageText(words: Data["words"], categories: Data["categories"]): MessageText {
  const t = plain<"adminMessages">(words);
  const { lang } = useAdminText();
  const wrote = peopleWroteLang(lang);
  const when = (at: string) => dateTimeIn(lang, at, "dateTime");
  const category = (c: string) => (Object.hasOwn(categories, c) ? categories[c] : <Wrote wrote={wrote}>{c}</Wrote>);
  const statusWord = (s: string) =>
    s === "new" || s === "answered" || s === "closed"
      ? t(
          (
            {
              new: /*i18n*/ { id: "adminMessages.status_new", message: "new" },
              answered: /*i18n*/ { id: "adminMessages.status_answered", message: "answered" },
              closed: /*i18n*/ { id: "adminMessages.status_closed", message: "closed" },
            } as const
          )[s],
        )
      : s;
  return { t, lang, wrote, when, category, statusWord };
}

function StatusFilter({ status, t }: { status: Data["status"]; t: T<"adminMessages"> }) {
  const [params] = useSearchParams();
  const filterLink = (s: string | null) => {
    const next = new URLSearchParams(params);
    next.delete("id");
    if (s) next.set("status", s);
    else next.delete("status");
    return `?${next}`;
  };
  return (
    <nav aria-label={t(/*i18n*/ { id: "adminMessages.filter", message: "Filter messages" })} className="mt-2 flex flex-wrap gap-2 text-sm">
      {[null, ...STATUSES].map((s) => (
        <Link
          key={s ?? "all"}
          to={filterLink(s)}
          className={`rounded border border-border px-2 py-1 ${status === s ? "bg-secondary font-semibold" : ""}`}
        >
          {s
            ? t(
                (
                  {
                    new: /*i18n*/ { id: "adminMessages.filter_new", message: "New" },
                    answered: /*i18n*/ { id: "adminMessages.filter_answered", message: "Answered" },
                    closed: /*i18n*/ { id: "adminMessages.filter_closed", message: "Closed" },
                  } as const
                )[s],
              )
            : t(/*i18n*/ { id: "adminMessages.all", message: "All" })}
        </Link>
      ))}
    </nav>
  );
}

export function InboxSection({ status, messages, text }: { status: Data["status"]; messages: Data["messages"]; text: MessageText }) {
  const { t, wrote, when, category, statusWord } = text;
  return (
    <section aria-labelledby="inbox-heading">
      <h2 id="inbox-heading" className="text-lg font-semibold">
        {t(/*i18n*/ { id: "adminMessages.messages", message: "Messages" })}
      </h2>
      <StatusFilter status={status} t={t} />
      {messages.length === 0 ? (
        <p className="mt-4 opacity-80">{t(/*i18n*/ { id: "adminMessages.none", message: "No messages." })}</p>
      ) : (
        <ul className="mt-3 divide-y divide-border">
          {messages.map((m) => (
            <li key={m.id} className="py-2" data-testid="message-row">
              <Link to={`?${new URLSearchParams({ ...(status ? { status } : {}), id: String(m.id) })}`} className="block">
                <span className="font-medium">
                  <Wrote wrote={wrote}>{m.subject}</Wrote>
                </span>{" "}
                <span className="rounded bg-secondary px-1.5 text-xs">{statusWord(m.status)}</span>
                <span className="block text-sm opacity-80">
                  <Wrote wrote={wrote}>{m.name}</Wrote> · {category(m.category)} · {when(m.createdAt)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ReplyForm({
  id,
  failed,
  busy,
  t,
}: {
  id: number;
  failed: SerializeFrom<typeof adminMessagesAction> | undefined;
  busy: boolean;
  t: T<"adminMessages">;
}) {
  return (
    <Form method="post" className="mt-4 space-y-2">
      <input type="hidden" name="id" value={id} />
      <TextareaField
        label={t(/*i18n*/ { id: "adminMessages.replyByMail", message: "Reply by e-mail" })}
        name="reply"
        rows={5}
        required
        maxLength={5000}
        defaultValue={failed?.reply}
        errors={failed ? [failed.replyError] : null}
      />
      <StatusButton
        name="intent"
        value="reply"
        variant="small"
        pending={busy}
        pendingText={t(/*i18n*/ { id: "adminMessages.sending", message: "Sending..." })}
      >
        {t(/*i18n*/ { id: "adminMessages.sendReply", message: "Send reply" })}
      </StatusButton>
    </Form>
  );
}

function StatusButtons({ selected, busy, t }: { selected: Selected; busy: boolean; t: T<"adminMessages"> }) {
  return (
    <Form method="post" className="mt-3 flex flex-wrap gap-2">
      <input type="hidden" name="id" value={selected.id} />
      <input type="hidden" name="intent" value="status" />
      {STATUSES.filter((s) => s !== selected.status).map((s) => (
        <Button key={s} name="status" value={s} disabled={busy} variant="small-secondary">
          {t(
            (
              {
                new: /*i18n*/ { id: "adminMessages.mark_new", message: "Mark new" },
                answered: /*i18n*/ { id: "adminMessages.mark_answered", message: "Mark answered" },
                closed: /*i18n*/ { id: "adminMessages.mark_closed", message: "Mark closed" },
              } as const
            )[s],
          )}
        </Button>
      ))}
    </Form>
  );
}

function OtherMessages({ others, text }: { others: Data["others"]; text: MessageText }) {
  const { t, lang, wrote, statusWord } = text;
  return (
    <>
      <h3 className="mt-5 font-semibold">{t(/*i18n*/ { id: "adminMessages.others", message: "Other messages from this sender" })}</h3>
      {others.length === 0 ? (
        <p className="text-sm opacity-80">{t(/*i18n*/ { id: "adminMessages.noOthers", message: "None." })}</p>
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
    </>
  );
}

export function MessageSection({
  selected,
  replies,
  others,
  failed,
  busy,
  text,
}: {
  selected: Selected;
  replies: Data["replies"];
  others: Data["others"];
  failed: SerializeFrom<typeof adminMessagesAction> | undefined;
  busy: boolean;
  text: MessageText;
}) {
  const { t, wrote, when, category, statusWord } = text;
  return (
    <section aria-labelledby="message-heading" className="rounded-lg border border-border p-4">
      <h2 id="message-heading" className="text-lg font-semibold" lang={wrote}>
        {selected.subject}
      </h2>
      <p className="text-sm opacity-80">
        {t(/*i18n*/ { id: "adminMessages.from", message: "From " })}
        <Wrote wrote={wrote}>{selected.name}</Wrote> &lt;
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
          <h3 className="font-semibold">{t(/*i18n*/ { id: "adminMessages.repliesSent", message: "Replies sent" })}</h3>
          {replies.map((r) => (
            <pre key={r.id} className="mt-2 whitespace-pre-wrap rounded bg-secondary p-2 text-sm" lang={wrote}>
              {r.textBody}
            </pre>
          ))}
        </div>
      ) : null}
      <ReplyForm id={selected.id} failed={failed} busy={busy} t={t} />
      <StatusButtons selected={selected} busy={busy} t={t} />
      <OtherMessages others={others} text={text} />
    </section>
  );
}
