// What the ad's owner can do with it (pay, edit, mark sold, renew, delete) and a moderator's Remove / Restore.
import { Form, Link } from "@remix-run/react";
import { Button } from "~/components/button";
import { STATUS_LABELS } from "~/lib/classifieds";
import type { ClassifiedPageData } from "./types";

export function OwnerPanel({ data, busy }: { data: ClassifiedPageData; busy: boolean }) {
  const { ad, status } = data;
  return (
    <section className="space-y-3 rounded-lg border border-border p-4" data-testid="owner-panel">
      <h2 className="font-semibold">Your ad</h2>
      <p className="text-sm">
        Status: <strong>{STATUS_LABELS[status]}</strong>
      </p>
      {data.checkoutUrl ? (
        <a href={data.checkoutUrl} className="block rounded bg-primary px-3 py-2 text-center text-primary-foreground">
          Complete payment
        </a>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {status !== "removed" && status !== "sold" ? (
          <Link to={`/classifieds/${ad.id}/edit`} className="rounded border border-border px-3 py-1.5 text-sm">
            Edit
          </Link>
        ) : null}
        {status === "active" || status === "expired" ? (
          <Form method="post">
            <Button variant="small-secondary" name="intent" value="sold" disabled={busy}>
              Mark as sold
            </Button>
          </Form>
        ) : null}
        {data.canRenew ? (
          <Form method="post">
            <Button variant="small" name="intent" value="renew" disabled={busy}>
              Renew for 30 days
            </Button>
          </Form>
        ) : null}
        <Form
          method="post"
          onSubmit={(e) => {
            if (!window.confirm("Delete this ad? This cannot be undone.")) e.preventDefault();
          }}
        >
          <Button variant="small-danger" name="intent" value="delete" disabled={busy}>
            Delete
          </Button>
        </Form>
      </div>
      {data.renewNote && status === "active" ? <p className="text-xs opacity-70">{data.renewNote}</p> : null}
    </section>
  );
}

export function ModeratorPanel({ status, busy }: { status: ClassifiedPageData["status"]; busy: boolean }) {
  return (
    <section className="space-y-2 rounded-lg border border-border p-4" data-testid="moderator-panel">
      <h2 className="font-semibold">Moderation</h2>
      <Form method="post">
        {status === "removed" ? (
          <Button variant="small-secondary" name="intent" value="restore" disabled={busy}>
            Restore
          </Button>
        ) : (
          <Button variant="small-danger" name="intent" value="remove" disabled={busy}>
            Remove
          </Button>
        )}
      </Form>
      <p className="text-xs opacity-70">
        {status === "removed"
          ? "Restoring lists the ad again if it is still paid up and not expired."
          : "Removing takes the ad off every list; its seller can still see it."}
      </p>
    </section>
  );
}
