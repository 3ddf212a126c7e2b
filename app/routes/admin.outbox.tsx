// /admin/outbox: every mail the site has sent or queued, readable locally (npm start has no mail provider): its headers
// (List-Unsubscribe included), text and HTML parts, and attachments by name.
import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { formatTownDate } from "~/lib/dates";
import { listRecentMail } from "~/models/mail.server";
import { requireAdmin } from "~/services/auth.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return json({ mails: await listRecentMail(context.db, 50), provider: Boolean(context.env.RESEND_API_KEY) });
}

export default function AdminOutbox() {
  const { mails, provider } = useLoaderData<typeof loader>();
  return (
    <section>
      <h2 className="text-lg font-semibold">Outbox</h2>
      <p className="text-sm opacity-80">
        {provider
          ? "Mail is delivered through Resend; failed mails are retried hourly."
          : "No mail provider is configured: mail is kept here and not sent."}
      </p>
      {mails.length === 0 ? (
        <p className="mt-4 opacity-80">No mail yet.</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {mails.map((m) => (
            <li key={m.id} className="rounded-lg border border-border p-3" data-testid="mail-row">
              <details>
                <summary className="cursor-pointer">
                  <span className="font-medium">{m.subject}</span>
                  <span className="block text-sm opacity-80">
                    To {m.toAddress} · {m.kind} · {m.status}
                    {m.lastError ? ` (${m.lastError})` : ""} · {formatTownDate(m.createdAt, "MMM d, yyyy h:mm a")}
                  </span>
                  {m.attachments?.length ? (
                    <span className="block text-sm" data-testid="mail-attachments">
                      Attachments: {m.attachments.map((a) => `${a.filename} (${a.contentType.split(";")[0]})`).join(", ")}
                    </span>
                  ) : null}
                </summary>
                {m.headers ? (
                  <pre className="mt-2 overflow-x-auto text-xs opacity-80" data-testid="mail-headers">
                    {Object.entries(m.headers)
                      .map(([k, v]) => `${k}: ${v}`)
                      .join("\n")}
                  </pre>
                ) : null}
                <h3 className="mt-2 text-sm font-semibold">Text part</h3>
                <pre className="mt-1 whitespace-pre-wrap text-sm" data-testid="mail-text">
                  {m.textBody}
                </pre>
                {m.htmlBody ? (
                  <details className="mt-2" data-testid="mail-html">
                    <summary className="cursor-pointer text-sm font-semibold">HTML part</summary>
                    {/* Sandboxed: no script or form in a mail's HTML runs here. */}
                    <iframe
                      title={`HTML part of ${m.subject}`}
                      srcDoc={m.htmlBody}
                      sandbox=""
                      className="mt-2 h-96 w-full rounded border border-border bg-white"
                    />
                    <pre className="mt-2 max-h-64 overflow-auto whitespace-pre-wrap text-xs opacity-80">{m.htmlBody}</pre>
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
