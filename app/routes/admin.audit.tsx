// /admin/audit: what admins and moderators did, newest first.
import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { dateTimeIn, useAdminText } from "~/components/admin-text";
import { messagesFor } from "~/lib/i18n/catalogue.server";
import { peopleWroteLang } from "~/lib/i18n/intl";
import { HOLE, plain } from "~/lib/i18n/plain";
import { listAudit } from "~/models/audit.server";
import { requireAdmin } from "~/services/auth.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return json({ entries: await listAudit(context.db, 100), messages: messagesFor(context.lang, "adminAudit") });
}

const show = (v: unknown) => (v ? JSON.stringify(v) : "—");

export default function AdminAudit() {
  const { entries, messages } = useLoaderData<typeof loader>();
  const t = plain<"adminAudit">(messages);
  const { lang } = useAdminText();
  const wrote = peopleWroteLang(lang);
  // The action, its target and the details are the log's own record (code names, values as written): marked English.
  const [beforeAction, afterAction, afterTarget, afterActor, afterDate] = t(
    /*i18n*/ { id: "adminAudit.entry", message: "{action} on {target} by {actor} · {date}" },
    {
      action: HOLE,
      target: HOLE,
      actor: HOLE,
      date: HOLE,
    },
  ).split(HOLE);
  return (
    <section>
      <h2 className="text-lg font-semibold">{t(/*i18n*/ { id: "adminAudit.title", message: "Audit log" })}</h2>
      {entries.length === 0 ? (
        <p className="mt-4 opacity-80">{t(/*i18n*/ { id: "adminAudit.none", message: "No admin actions yet." })}</p>
      ) : (
        <ul className="mt-3 divide-y divide-border text-sm">
          {entries.map((e) => (
            <li key={e.id} className="py-2" data-testid="audit-row">
              <p>
                {beforeAction}
                <strong lang={wrote}>{e.action}</strong>
                {afterAction}
                <span lang={wrote}>
                  {e.targetType} {e.targetId}
                </span>
                {afterTarget}
                {e.actorEmail}
                {afterActor}
                {dateTimeIn(lang, e.createdAt, "dateTimeSeconds")}
                {afterDate}
              </p>
              <p className="break-all opacity-80">
                {t(/*i18n*/ { id: "adminAudit.before", message: "Before: " })}
                <span lang={wrote}>{show(e.before)}</span>
              </p>
              <p className="break-all opacity-80">
                {t(/*i18n*/ { id: "adminAudit.after", message: "After: " })}
                <span lang={wrote}>{show(e.after)}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
