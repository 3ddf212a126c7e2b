// /admin/audit: what admins and moderators did, newest first.
import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { formatTownDate } from "~/lib/dates";
import { listAudit } from "~/models/audit.server";
import { requireAdmin } from "~/services/auth.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return json({ entries: await listAudit(context.db, 100) });
}

const show = (v: unknown) => (v ? JSON.stringify(v) : "—");

export default function AdminAudit() {
  const { entries } = useLoaderData<typeof loader>();
  return (
    <section>
      <h2 className="text-lg font-semibold">Audit log</h2>
      {entries.length === 0 ? (
        <p className="mt-4 opacity-80">No admin actions yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-border text-sm">
          {entries.map((e) => (
            <li key={e.id} className="py-2" data-testid="audit-row">
              <p>
                <strong>{e.action}</strong> on {e.targetType} {e.targetId} by {e.actorEmail} · {formatTownDate(e.createdAt, "MMM d, yyyy h:mm:ss a")}
              </p>
              <p className="break-all opacity-80">Before: {show(e.before)}</p>
              <p className="break-all opacity-80">After: {show(e.after)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
