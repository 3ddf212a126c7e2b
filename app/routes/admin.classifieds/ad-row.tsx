// One ad in the moderators' list: what it is, its reports, and Remove or Restore (errors of a refused post below it).
import type { SerializeFrom } from "@remix-run/cloudflare";
import { Form, Link } from "@remix-run/react";
import { Button } from "~/components/button";
import { ErrorList } from "~/components/forms";
import { STATUS_LABELS } from "~/lib/classifieds";
import { formatTownDate } from "~/lib/dates";
import type { adminClassifiedsLoader } from "./actions.server";

type Ad = SerializeFrom<typeof adminClassifiedsLoader>["ads"][number];

export function AdRow({ ad, busy, errors }: { ad: Ad; busy: boolean; errors: string[] }) {
  return (
    <li className="py-3" data-testid="admin-ad">
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-medium">
            <Link to={`/classifieds/${ad.id}`} className="underline">
              {ad.title}
            </Link>{" "}
            <span className="text-sm opacity-70">· {ad.category}</span>
            {ad.isPremium ? <span className="ml-2 rounded bg-accent px-1.5 text-xs text-accent-foreground">Premium</span> : null}
            <span className="ml-2 text-xs opacity-70">({STATUS_LABELS[ad.status]})</span>
            {ad.reportCount ? (
              <span className="ml-2 rounded bg-red-100 px-1.5 text-xs font-semibold text-red-900" data-testid="report-count">
                {ad.reportCount} {ad.reportCount === 1 ? "report" : "reports"}
              </span>
            ) : null}
          </p>
          <p className="text-sm opacity-80">{ad.description}</p>
          <p className="text-xs opacity-60">Posted {formatTownDate(ad.createdAt, "MMM d, yyyy")}</p>
        </div>
        <Form method="post" aria-describedby={errors.length ? `admin-ad-${ad.id}-error` : undefined}>
          <input type="hidden" name="id" value={ad.id} />
          {ad.status === "removed" ? (
            <Button variant="small-secondary" name="intent" value="restore" disabled={busy}>
              Restore
            </Button>
          ) : (
            <Button variant="small-danger" name="intent" value="remove" disabled={busy}>
              Remove
            </Button>
          )}
        </Form>
      </div>
      <ErrorList id={`admin-ad-${ad.id}-error`} errors={errors} />
      {ad.reports.length ? (
        <ul className="mt-2 space-y-1 rounded bg-red-50 p-2 text-sm text-red-950">
          {ad.reports.map((r) => (
            <li key={`${r.reporterEmail}-${r.createdAt}`}>
              <strong>{r.reason}</strong>
              {r.details ? `: ${r.details}` : ""}{" "}
              <span className="text-xs opacity-70">
                ({r.reporterEmail}, {formatTownDate(r.createdAt, "MMM d, h:mm a")})
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
