// /account/jobs: the jobs a member marked as applied (with statuses they keep up to date), and, for employers,
// their own posts: review state, payment, and a Close button.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { Button } from "~/components/button";
import { formatTownDate } from "~/lib/dates";
import { id } from "~/lib/fields";
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES } from "~/lib/jobs";
import { checkoutUrl, jobPostTierOf } from "~/lib/prices";
import { flash } from "~/lib/toast.server";
import { closeLocalJob, listApplications, listLocalJobsForEmployer, setApplicationStatus } from "~/models/jobs.server";
import { requireUser } from "~/services/auth.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const [applications, posts] = await Promise.all([listApplications(context.db, user.id), listLocalJobsForEmployer(context.db, user.id)]);
  return json({ applications, posts });
}

const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("status"), applicationId: id(), status: z.enum(APPLICATION_STATUSES, { message: "Unknown status" }) }),
  z.object({ intent: z.literal("close"), localJobId: id() }),
]);

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const parsed = actionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return json({ message: parsed.error.issues[0]?.message ?? "Invalid request" }, { status: 400 });
  const input = parsed.data;
  if (input.intent === "status") {
    if (!(await setApplicationStatus(context.db, user.id, input.applicationId, input.status))) return json({ message: "Not found" }, { status: 404 });
    flash(context, { title: "Status updated", description: APPLICATION_STATUS_LABELS[input.status] });
  } else {
    if (!(await closeLocalJob(context.db, user.id, input.localJobId, context.now()))) return json({ message: "Not found" }, { status: 404 });
    flash(context, { title: "Job closed", description: "It no longer appears in the jobs list." });
  }
  return redirect("/account/jobs");
}

export const meta: MetaFunction = () => [{ title: "My Jobs" }, { name: "robots", content: "noindex" }];

const POST_STATUS: Record<string, string> = { pending: "Waiting for review", approved: "Listed", rejected: "Not approved", closed: "Closed" };

export default function MyJobs() {
  const { applications, posts } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <div className="mx-auto max-w-4xl space-y-10">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">My Jobs</h1>
        <div className="flex gap-2">
          <Link to="/jobs" className="rounded border border-border px-3 py-2 text-sm">
            Browse jobs
          </Link>
          <Link to="/jobs/post" className="rounded bg-primary px-4 py-2 text-sm font-medium text-primary-foreground">
            Post a Job
          </Link>
        </div>
      </header>

      <section aria-labelledby="applications-heading">
        <h2 id="applications-heading" className="text-xl font-semibold">
          Applications
        </h2>
        {applications.length === 0 ? (
          <p className="mt-2 opacity-80">You have not marked any jobs as applied yet. Open a job and choose “I applied” to keep track of it here.</p>
        ) : (
          <ul className="mt-3 divide-y divide-border rounded-lg border border-border">
            {applications.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid="application">
                <div>
                  <Link to={`/jobs/${a.jobId}`} className="font-medium hover:underline">
                    {a.title}
                  </Link>
                  <p className="text-sm opacity-80">
                    {a.company}
                    {a.location ? ` · ${a.location}` : ""} · applied {formatTownDate(a.appliedAt, "MMM d, yyyy")}
                  </p>
                </div>
                <Form method="post" className="flex items-center gap-2">
                  <input type="hidden" name="intent" value="status" />
                  <input type="hidden" name="applicationId" value={a.id} />
                  <label htmlFor={`status-${a.id}`} className="sr-only">
                    Status of {a.title}
                  </label>
                  <select
                    id={`status-${a.id}`}
                    name="status"
                    defaultValue={a.status}
                    className="rounded border border-border bg-background px-2 py-1.5 text-sm"
                  >
                    {APPLICATION_STATUSES.map((s) => (
                      <option key={s} value={s}>
                        {APPLICATION_STATUS_LABELS[s]}
                      </option>
                    ))}
                  </select>
                  <Button disabled={busy} variant="small-secondary">
                    Update
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="posts-heading">
        <h2 id="posts-heading" className="text-xl font-semibold">
          Your job posts
        </h2>
        {posts.length === 0 ? (
          <p className="mt-2 opacity-80">
            Hiring?{" "}
            <Link to="/jobs/post" className="text-primary underline">
              Post a job
            </Link>{" "}
            for people in and around town.
          </p>
        ) : (
          <ul className="mt-3 divide-y divide-border rounded-lg border border-border">
            {posts.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid="job-post">
                <div>
                  {p.status === "approved" ? (
                    <Link to={`/jobs/local-${p.id}`} className="font-medium hover:underline">
                      {p.title}
                    </Link>
                  ) : (
                    <span className="font-medium">{p.title}</span>
                  )}
                  <p className="text-sm opacity-80">
                    {p.company} · {jobPostTierOf(p.pricingTier).label} ·{" "}
                    <span data-testid="job-post-status">{POST_STATUS[p.status] ?? p.status}</span>
                    {p.status === "approved" && p.expiresAt ? ` until ${formatTownDate(p.expiresAt, "MMM d, yyyy")}` : ""}
                  </p>
                  {p.rejectionReason ? <p className="text-sm text-red-700">Reason: {p.rejectionReason}</p> : null}
                </div>
                <div className="flex gap-2">
                  {p.pricingTier === "featured" && p.paymentStatus === "pending" && (p.status === "pending" || p.status === "approved") ? (
                    <Link to={checkoutUrl("job-featured", p.id)} className="rounded bg-primary px-3 py-1.5 text-sm text-primary-foreground">
                      Pay for Featured
                    </Link>
                  ) : null}
                  {p.status === "pending" || p.status === "approved" ? (
                    <Form method="post">
                      <input type="hidden" name="intent" value="close" />
                      <input type="hidden" name="localJobId" value={p.id} />
                      <Button disabled={busy} variant="small-secondary">
                        Close
                      </Button>
                    </Form>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
