// /admin/outbox: every mail the site has sent or queued, readable locally (npm start has no mail provider): its headers
// (List-Unsubscribe included), text and HTML parts, and attachments by name.
import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { dateTimeIn, useAdminText } from "~/components/admin-text";
import { messagesFor } from "~/lib/i18n/catalogue.server";
import { plain } from "~/lib/i18n/plain";
import { listRecentMail } from "~/models/mail-messages.server";
import { requireAdmin } from "~/services/auth.server";

/** The words of this file's longer components, each written once (Lingui's descriptors). */
const WORDS = {
  status_pending: /*i18n*/ { id: "adminOutbox.status_pending", message: "pending" },
  status_sent: /*i18n*/ { id: "adminOutbox.status_sent", message: "sent" },
  status_failed: /*i18n*/ { id: "adminOutbox.status_failed", message: "failed" },
  status_outbox: /*i18n*/ { id: "adminOutbox.status_outbox", message: "outbox" },
  title: /*i18n*/ { id: "adminOutbox.title", message: "Outbox" },
  provider: /*i18n*/ { id: "adminOutbox.provider", message: "Mail is delivered through Resend; failed mails are retried hourly." },
  noProvider: /*i18n*/ { id: "adminOutbox.noProvider", message: "No mail provider is configured: mail is kept here and not sent." },
  none: /*i18n*/ { id: "adminOutbox.none", message: "No mail yet." },
  to: /*i18n*/ { id: "adminOutbox.to", message: "To {address}" },
  attachments: /*i18n*/ { id: "adminOutbox.attachments", message: "Attachments: " },
  textPart: /*i18n*/ { id: "adminOutbox.textPart", message: "Text part" },
  htmlPart: /*i18n*/ { id: "adminOutbox.htmlPart", message: "HTML part" },
  htmlPartOf: /*i18n*/ { id: "adminOutbox.htmlPartOf", message: "HTML part of {subject}" },
} as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return json({
    mails: await listRecentMail(context.db, 50),
    provider: Boolean(context.env.RESEND_API_KEY),
    messages: messagesFor(context.lang, "adminOutbox"),
  });
}

export default function AdminOutbox() {
  const { mails, provider, messages } = useLoaderData<typeof loader>();
  const t = plain<"adminOutbox">(messages);
  const { lang } = useAdminText();
  const statusWord = (s: string) =>
    s === "pending" || s === "sent" || s === "failed" || s === "outbox"
      ? t(
          (
            {
              pending: WORDS.status_pending,
              sent: WORDS.status_sent,
              failed: WORDS.status_failed,
              outbox: WORDS.status_outbox,
            } as const
          )[s],
        )
      : s;
  return (
    <section>
      <h2 className="text-lg font-semibold">{t(WORDS.title)}</h2>
      <p className="text-sm opacity-80">{provider ? t(WORDS.provider) : t(WORDS.noProvider)}</p>
      {mails.length === 0 ? (
        <p className="mt-4 opacity-80">{t(WORDS.none)}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {mails.map((m) => (
            <li key={m.id} className="rounded-lg border border-border p-3" data-testid="mail-row">
              <details>
                <summary className="cursor-pointer">
                  <span className="font-medium" data-mail-content="">
                    {m.subject}
                  </span>
                  <span className="block text-sm opacity-80">
                    {t(WORDS.to, { address: m.toAddress })} · <span data-mail-content="">{m.kind}</span> · {statusWord(m.status)}
                    {m.lastError ? <span data-mail-content="">{` (${m.lastError})`}</span> : ""} · {dateTimeIn(lang, m.createdAt, "dateTime")}
                  </span>
                  {m.attachments?.length ? (
                    <span className="block text-sm" data-testid="mail-attachments">
                      {t(WORDS.attachments)}
                      <span data-mail-content="">{m.attachments.map((a) => `${a.filename} (${a.contentType.split(";")[0]})`).join(", ")}</span>
                    </span>
                  ) : null}
                </summary>
                {m.headers ? (
                  <pre className="mt-2 overflow-x-auto text-xs opacity-80" data-testid="mail-headers" data-mail-content="">
                    {Object.entries(m.headers)
                      .map(([k, v]) => `${k}: ${v}`)
                      .join("\n")}
                  </pre>
                ) : null}
                <h3 className="mt-2 text-sm font-semibold">{t(WORDS.textPart)}</h3>
                <pre className="mt-1 whitespace-pre-wrap text-sm" data-testid="mail-text" data-mail-content="">
                  {m.textBody}
                </pre>
                {m.htmlBody ? (
                  <details className="mt-2" data-testid="mail-html">
                    <summary className="cursor-pointer text-sm font-semibold">{t(WORDS.htmlPart)}</summary>
                    {/* Sandboxed: no script or form in a mail's HTML runs here. */}
                    <iframe
                      title={t(WORDS.htmlPartOf, { subject: m.subject })}
                      data-mail-content=""
                      srcDoc={m.htmlBody}
                      sandbox=""
                      className="mt-2 h-96 w-full rounded border border-border bg-white"
                    />
                    <pre className="mt-2 max-h-64 overflow-auto whitespace-pre-wrap text-xs opacity-80" data-mail-content="">
                      {m.htmlBody}
                    </pre>
                  </details>
                ) : null}
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
