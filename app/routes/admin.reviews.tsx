// /admin/reviews: the moderators' queue of residents' reviews: held ones (new accounts) and reported ones. Approve,
// keep or remove; every decision is written to the audit log with the change.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { Button } from "~/components/button";
import { formatTownDate } from "~/lib/dates";
import { id } from "~/lib/fields";
import { badRequest } from "~/lib/http.server";
import { reviewerName } from "~/lib/reviews";
import { flash } from "~/lib/toast.server";
import { listReviewQueue } from "~/models/reviews.server";
import { requireModerator } from "~/services/auth.server";
import { decideReview } from "~/services/reviews.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireModerator(request, context);
  const rows = await listReviewQueue(context.db);
  return json({
    reviews: rows.map((r) => ({
      id: r.id,
      businessId: r.businessId,
      businessName: r.businessName,
      rating: r.rating,
      title: r.title,
      body: r.body,
      pictureUrl: r.pictureUrl,
      status: r.status,
      author: `${reviewerName(r.firstName, r.lastName)} (${r.authorEmail})`,
      authorSince: r.authorSince.toISOString(),
      createdAt: r.createdAt.toISOString(),
      reports: r.reports.map((p) => ({ reason: p.reason, details: p.details, reporterEmail: p.reporterEmail, createdAt: p.createdAt.toISOString() })),
    })),
  });
}

const decisionSchema = z.object({ id: id(), intent: z.enum(["approve", "keep", "remove"]) });
const DONE = { approve: "The review is published.", keep: "The review stays; its reports are closed.", remove: "The review was removed." } as const;

export async function action({ request, context }: ActionFunctionArgs) {
  const moderator = await requireModerator(request, context);
  const parsed = decisionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) badRequest("Bad Request");
  const done = await decideReview(context, moderator, parsed.data.id, parsed.data.intent);
  flash(
    context,
    done
      ? { title: "Success", description: DONE[parsed.data.intent] }
      : { title: "Error", description: "That review no longer exists.", variant: "destructive" },
  );
  throw redirect("/admin/reviews");
}

export default function AdminReviews() {
  const { reviews } = useLoaderData<typeof loader>();
  const busy = useNavigation().state !== "idle";
  if (reviews.length === 0) return <p>No reviews are waiting: nothing held, nothing reported.</p>;
  return (
    <ul className="divide-y divide-border">
      {reviews.map((r) => (
        <li key={r.id} className="py-3" data-testid="admin-review">
          <div className="flex flex-wrap items-start gap-3">
            <div className="min-w-0 flex-1">
              <p className="font-medium">
                {"★".repeat(r.rating)} {r.title}{" "}
                <span className="text-sm opacity-70">
                  on{" "}
                  <Link to={`/businesses/${r.businessId}`} className="underline">
                    {r.businessName}
                  </Link>
                </span>
                {r.status === "held" ? (
                  <span className="ml-2 rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-900">Held: new account</span>
                ) : null}
                {r.reports.length ? (
                  <span className="ml-2 rounded bg-red-100 px-1.5 text-xs font-semibold text-red-900" data-testid="report-count">
                    {r.reports.length} {r.reports.length === 1 ? "report" : "reports"}
                  </span>
                ) : null}
              </p>
              <p className="whitespace-pre-line break-words text-sm opacity-80">{r.body}</p>
              {r.pictureUrl ? (
                <a href={r.pictureUrl} className="text-sm underline">
                  Picture
                </a>
              ) : null}
              <p className="text-xs opacity-60">
                By {r.author}, member since {formatTownDate(r.authorSince, "MMM d, yyyy h:mm a")} · written{" "}
                {formatTownDate(r.createdAt, "MMM d, h:mm a")}
              </p>
            </div>
            <Form method="post" className="flex gap-2">
              <input type="hidden" name="id" value={r.id} />
              {r.status === "held" ? (
                <Button name="intent" value="approve" disabled={busy} variant="small-secondary">
                  Approve
                </Button>
              ) : (
                <Button name="intent" value="keep" disabled={busy} variant="small-secondary">
                  Keep
                </Button>
              )}
              <Button name="intent" value="remove" disabled={busy} variant="small-danger">
                Remove
              </Button>
            </Form>
          </div>
          {r.reports.length ? (
            <ul className="mt-2 space-y-1 rounded bg-red-50 p-2 text-sm text-red-950">
              {r.reports.map((p) => (
                <li key={`${p.reporterEmail}-${p.createdAt}`}>
                  <strong>{p.reason}</strong>
                  {p.details ? `: ${p.details}` : ""}{" "}
                  <span className="text-xs opacity-70">
                    ({p.reporterEmail}, {formatTownDate(p.createdAt, "MMM d, h:mm a")})
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
