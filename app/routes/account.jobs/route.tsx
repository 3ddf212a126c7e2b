// /account/jobs: the jobs a member marked as applied (with statuses they keep up to date), and, for employers,
// their own posts: review state, payment, and a Close button.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { Button } from "~/components/button";
import { id } from "~/lib/fields";
import { shortDateIn } from "~/lib/i18n/account-format";
import { messagesFor } from "~/lib/i18n/catalogue.server";
import { peopleWroteLang, plain } from "~/lib/i18n/plain";
import { APPLICATION_STATUSES } from "~/lib/jobs";
import { checkoutUrl } from "~/lib/prices";
import { flash } from "~/lib/toast.server";
import { closeLocalJob, listApplications, listLocalJobsForEmployer, setApplicationStatus } from "~/models/jobs.server";
import { requireUser } from "~/services/auth.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const [applications, posts] = await Promise.all([listApplications(context.db, user.id), listLocalJobsForEmployer(context.db, user.id)]);
  return json({ applications, posts, lang: context.lang, m: messagesFor(context.lang, "account") });
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
    // The status's name in the reader's language (the page's own words; English as lib/jobs writes it).
    flash(context, { title: "Status updated", description: messagesFor(context.lang, "account")[`app_${input.status}`] });
  } else {
    if (!(await closeLocalJob(context.db, user.id, input.localJobId, context.now()))) return json({ message: "Not found" }, { status: 404 });
    flash(context, { title: "Job closed", description: "It no longer appears in the jobs list." });
  }
  return redirect("/account/jobs");
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.m.jobsTitle ?? "My Jobs" }, { name: "robots", content: "noindex" }];

export default function MyJobs() {
  const { applications, posts, lang, m } = useLoaderData<typeof loader>();
  const t = plain<"account">(m);
  const words = m as Record<string, string>;
  const wrote = peopleWroteLang(lang);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <div className="mx-auto max-w-4xl space-y-10">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">{m.jobsTitle}</h1>
        <div className="flex gap-2">
          <Link to="/jobs" className="rounded border border-border px-3 py-2 text-sm">
            {m.browseJobs}
          </Link>
          <Link to="/jobs/post" className="rounded bg-primary px-4 py-2 text-sm font-medium text-primary-foreground">
            {m.postJobButton}
          </Link>
        </div>
      </header>

      <section aria-labelledby="applications-heading">
        <h2 id="applications-heading" className="text-xl font-semibold">
          {m.applications}
        </h2>
        {applications.length === 0 ? (
          <p className="mt-2 opacity-80">{m.noApplications}</p>
        ) : (
          <ul className="mt-3 divide-y divide-border rounded-lg border border-border">
            {applications.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid="application">
                <div>
                  <Link to={`/jobs/${a.jobId}`} className="font-medium hover:underline" lang={wrote}>
                    {a.title}
                  </Link>
                  <p className="text-sm opacity-80">
                    <span lang={wrote}>{a.company}</span>
                    {a.location ? " · " : ""}
                    {a.location ? <span lang={wrote}>{a.location}</span> : null} · {t("appliedOn", { date: shortDateIn(lang, a.appliedAt) })}
                  </p>
                </div>
                <Form method="post" className="flex items-center gap-2">
                  <input type="hidden" name="intent" value="status" />
                  <input type="hidden" name="applicationId" value={a.id} />
                  <label htmlFor={`status-${a.id}`} className="sr-only">
                    {t("statusOf", { title: a.title })}
                  </label>
                  <select
                    id={`status-${a.id}`}
                    name="status"
                    defaultValue={a.status}
                    className="rounded border border-border bg-background px-2 py-1.5 text-sm"
                  >
                    {APPLICATION_STATUSES.map((s) => (
                      <option key={s} value={s}>
                        {m[`app_${s}`]}
                      </option>
                    ))}
                  </select>
                  <Button disabled={busy} variant="small-secondary">
                    {m.update}
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="posts-heading">
        <h2 id="posts-heading" className="text-xl font-semibold">
          {m.yourPosts}
        </h2>
        {posts.length === 0 ? (
          <p className="mt-2 opacity-80">
            {m.hiring}{" "}
            <Link to="/jobs/post" className="text-primary underline">
              {m.postJob}
            </Link>{" "}
            {m.forPeople}
          </p>
        ) : (
          <ul className="mt-3 divide-y divide-border rounded-lg border border-border">
            {posts.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid="job-post">
                <div>
                  {p.status === "approved" ? (
                    <Link to={`/jobs/local-${p.id}`} className="font-medium hover:underline" lang={wrote}>
                      {p.title}
                    </Link>
                  ) : (
                    <span className="font-medium" lang={wrote}>
                      {p.title}
                    </span>
                  )}
                  <p className="text-sm opacity-80">
                    <span lang={wrote}>{p.company}</span> · {p.pricingTier === "featured" ? m.tier_featured : m.tier_basic} ·{" "}
                    <span data-testid="job-post-status">{words[`post_${p.status}`] ?? p.status}</span>
                    {p.status === "approved" && p.expiresAt ? t("until", { date: shortDateIn(lang, p.expiresAt) }) : ""}
                  </p>
                  {p.rejectionReason ? (
                    <p className="text-sm text-red-700">
                      {m.reason} <span lang={wrote}>{p.rejectionReason}</span>
                    </p>
                  ) : null}
                </div>
                <div className="flex gap-2">
                  {p.pricingTier === "featured" && p.paymentStatus === "pending" && (p.status === "pending" || p.status === "approved") ? (
                    <Link to={checkoutUrl("job-featured", p.id)} className="rounded bg-primary px-3 py-1.5 text-sm text-primary-foreground">
                      {m.payFeatured}
                    </Link>
                  ) : null}
                  {p.status === "pending" || p.status === "approved" ? (
                    <Form method="post">
                      <input type="hidden" name="intent" value="close" />
                      <input type="hidden" name="localJobId" value={p.id} />
                      <Button disabled={busy} variant="small-secondary">
                        {m.close}
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
