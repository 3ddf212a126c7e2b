// What the ad's owner can do with it (pay, edit, mark sold, renew, delete) and a moderator's Remove / Restore.
import { Form } from "@remix-run/react";
import { Button } from "~/components/button";
import { Link } from "~/components/site-link";
import type { T } from "~/lib/i18n/intl";
import type { ClassifiedPageData } from "./types";

const STATUS_KEYS = {
  awaiting_payment: /*i18n*/ { id: "classified.statusAwaiting", message: "Awaiting payment" },
  active: /*i18n*/ { id: "classified.statusActive", message: "Active" },
  expired: /*i18n*/ { id: "classified.statusExpired", message: "Expired" },
  sold: /*i18n*/ { id: "classified.statusSold", message: "Sold" },
  removed: /*i18n*/ { id: "classified.statusRemoved", message: "Removed by an admin" },
} as const;

export function OwnerPanel({ data, busy, t }: { data: ClassifiedPageData; busy: boolean; t: T<"classified"> }) {
  const { ad, status } = data;
  return (
    <section className="space-y-3 rounded-lg border border-border p-4" data-testid="owner-panel">
      <h2 className="font-semibold">{t(/*i18n*/ { id: "classified.yourAd", message: "Your ad" })}</h2>
      <p className="text-sm">
        {t(/*i18n*/ { id: "classified.status", message: "Status:" })} <strong>{t(STATUS_KEYS[status])}</strong>
      </p>
      {data.checkoutUrl ? (
        <a href={data.checkoutUrl} className="block rounded bg-primary px-3 py-2 text-center text-primary-foreground">
          {t(/*i18n*/ { id: "classified.completePayment", message: "Complete payment" })}
        </a>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {status !== "removed" && status !== "sold" ? (
          <Link to={`/classifieds/${ad.id}/edit`} className="rounded border border-border px-3 py-1.5 text-sm">
            {t(/*i18n*/ { id: "classified.edit", message: "Edit" })}
          </Link>
        ) : null}
        {status === "active" || status === "expired" ? (
          <Form method="post">
            <Button variant="small-secondary" name="intent" value="sold" disabled={busy}>
              {t(/*i18n*/ { id: "classified.markSold", message: "Mark as sold" })}
            </Button>
          </Form>
        ) : null}
        {data.canRenew ? (
          <Form method="post">
            <Button variant="small" name="intent" value="renew" disabled={busy}>
              {t(/*i18n*/ { id: "classified.renew", message: "Renew for 30 days" })}
            </Button>
          </Form>
        ) : null}
        <Form
          method="post"
          onSubmit={(e) => {
            if (!window.confirm(t(/*i18n*/ { id: "classified.confirmDelete", message: "Delete this ad? This cannot be undone." })))
              e.preventDefault();
          }}
        >
          <Button variant="small-danger" name="intent" value="delete" disabled={busy}>
            {t(/*i18n*/ { id: "classified.delete", message: "Delete" })}
          </Button>
        </Form>
      </div>
      {data.renewNote && status === "active" ? <p className="text-xs opacity-70">{data.renewNote}</p> : null}
    </section>
  );
}

export function ModeratorPanel({ status, busy, t }: { status: ClassifiedPageData["status"]; busy: boolean; t: T<"classified"> }) {
  return (
    <section className="space-y-2 rounded-lg border border-border p-4" data-testid="moderator-panel">
      <h2 className="font-semibold">{t(/*i18n*/ { id: "classified.moderation", message: "Moderation" })}</h2>
      <Form method="post">
        {status === "removed" ? (
          <Button variant="small-secondary" name="intent" value="restore" disabled={busy}>
            {t(/*i18n*/ { id: "classified.restore", message: "Restore" })}
          </Button>
        ) : (
          <Button variant="small-danger" name="intent" value="remove" disabled={busy}>
            {t(/*i18n*/ { id: "classified.remove", message: "Remove" })}
          </Button>
        )}
      </Form>
      <p className="text-xs opacity-70">
        {status === "removed"
          ? t(/*i18n*/ { id: "classified.restoreHint", message: "Restoring lists the ad again if it is still paid up and not expired." })
          : t(/*i18n*/ { id: "classified.removeHint", message: "Removing takes the ad off every list; its seller can still see it." })}
      </p>
    </section>
  );
}
