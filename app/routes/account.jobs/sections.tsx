// /account/jobs' two lists: the jobs a member applied to (each with its status form) and an employer's own posts.
import type { SerializeFrom } from "@remix-run/cloudflare";
import { Form } from "@remix-run/react";
import { Button } from "~/components/button";
import { Link } from "~/components/site-link";
import { shortDateIn } from "~/lib/i18n/account-format";
import { labelOf, tr } from "~/lib/i18n/descriptor";
import type { Messages } from "~/lib/i18n/en";
import type { Lang } from "~/lib/i18n/lang";
import type { peopleWroteLang, T } from "~/lib/i18n/plain";
import { APPLICATION_STATUS_NAMES, APPLICATION_STATUSES } from "~/lib/jobs";
import { checkoutUrl } from "~/lib/prices";
import type { accountJobsLoader } from "./actions.server";

/** Each job post status's word on the employer's list. */
const POST_STATUS_WORDS = {
  pending: /*i18n*/ { id: "account.post_pending", message: "Waiting for review" },
  approved: /*i18n*/ { id: "account.post_approved", message: "Listed" },
  rejected: /*i18n*/ { id: "account.post_rejected", message: "Not approved" },
  closed: /*i18n*/ { id: "account.post_closed", message: "Closed" },
} as const;

type Data = SerializeFrom<typeof accountJobsLoader>;
/** The page's words, the reader's language, and the language of what people wrote; `busy` while a form is sent. */
type Text = { m: Messages<"account">; t: T<"account">; lang: Lang; wrote: ReturnType<typeof peopleWroteLang>; busy: boolean };

function ApplicationRow({ a, m, t, lang, wrote, busy }: Text & { a: Data["applications"][number] }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid="application">
      <div>
        <Link to={`/jobs/${a.jobId}`} className="font-medium hover:underline" lang={wrote}>
          {a.title}
        </Link>
        <p className="text-sm opacity-80">
          <span lang={wrote}>{a.company}</span>
          {a.location ? " · " : ""}
          {a.location ? <span lang={wrote}>{a.location}</span> : null} ·{" "}
          {t(/*i18n*/ { id: "account.appliedOn", message: "applied {date}" }, { date: shortDateIn(lang, a.appliedAt) })}
        </p>
      </div>
      <Form method="post" className="flex items-center gap-2">
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="applicationId" value={a.id} />
        <label htmlFor={`status-${a.id}`} className="sr-only">
          {t(/*i18n*/ { id: "account.statusOf", message: "Status of {title}" }, { title: a.title })}
        </label>
        <select
          id={`status-${a.id}`}
          name="status"
          defaultValue={a.status}
          className="rounded border border-border bg-background px-2 py-1.5 text-sm"
        >
          {APPLICATION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {tr(m, APPLICATION_STATUS_NAMES[s])}
            </option>
          ))}
        </select>
        <Button disabled={busy} variant="small-secondary">
          {tr(m, /*i18n*/ { id: "account.update", message: "Update" })}
        </Button>
      </Form>
    </li>
  );
}

export function ApplicationsSection({ applications, ...text }: Text & { applications: Data["applications"] }) {
  const { m } = text;
  return (
    <section aria-labelledby="applications-heading">
      <h2 id="applications-heading" className="text-xl font-semibold">
        {tr(m, /*i18n*/ { id: "account.applications", message: "Applications" })}
      </h2>
      {applications.length === 0 ? (
        <p className="mt-2 opacity-80">
          {tr(
            m,
            /*i18n*/ {
              id: "account.noApplications",
              message: "You have not marked any jobs as applied yet. Open a job and choose “I applied” to keep track of it here.",
            },
          )}
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-border rounded-lg border border-border">
          {applications.map((a) => (
            <ApplicationRow key={a.id} a={a} {...text} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PostActions({ p, m, busy }: Pick<Text, "m" | "busy"> & { p: Data["posts"][number] }) {
  return (
    <div className="flex gap-2">
      {p.pricingTier === "featured" && p.paymentStatus === "pending" && (p.status === "pending" || p.status === "approved") ? (
        <Link to={checkoutUrl("job-featured", p.id)} className="rounded bg-primary px-3 py-1.5 text-sm text-primary-foreground">
          {tr(m, /*i18n*/ { id: "account.payFeatured", message: "Pay for Featured" })}
        </Link>
      ) : null}
      {p.status === "pending" || p.status === "approved" ? (
        <Form method="post">
          <input type="hidden" name="intent" value="close" />
          <input type="hidden" name="localJobId" value={p.id} />
          <Button disabled={busy} variant="small-secondary">
            {tr(m, /*i18n*/ { id: "account.close", message: "Close" })}
          </Button>
        </Form>
      ) : null}
    </div>
  );
}

function PostRow({ p, m, t, lang, wrote, busy }: Text & { p: Data["posts"][number] }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid="job-post">
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
          <span lang={wrote}>{p.company}</span> ·{" "}
          {p.pricingTier === "featured"
            ? tr(m, /*i18n*/ { id: "account.tier_featured", message: "Featured" })
            : tr(m, /*i18n*/ { id: "account.tier_basic", message: "Basic" })}{" "}
          · <span data-testid="job-post-status">{labelOf((d) => tr(m, d), POST_STATUS_WORDS, p.status)}</span>
          {p.status === "approved" && p.expiresAt
            ? t(/*i18n*/ { id: "account.until", message: " until {date}" }, { date: shortDateIn(lang, p.expiresAt) })
            : ""}
        </p>
        {p.rejectionReason ? (
          <p className="text-sm text-red-700">
            {tr(m, /*i18n*/ { id: "account.reason", message: "Reason:" })} <span lang={wrote}>{p.rejectionReason}</span>
          </p>
        ) : null}
      </div>
      <PostActions p={p} m={m} busy={busy} />
    </li>
  );
}

export function PostsSection({ posts, ...text }: Text & { posts: Data["posts"] }) {
  const { m } = text;
  return (
    <section aria-labelledby="posts-heading">
      <h2 id="posts-heading" className="text-xl font-semibold">
        {tr(m, /*i18n*/ { id: "account.yourPosts", message: "Your job posts" })}
      </h2>
      {posts.length === 0 ? (
        <p className="mt-2 opacity-80">
          {tr(m, /*i18n*/ { id: "account.hiring", message: "Hiring?" })}{" "}
          <Link to="/jobs/post" className="text-primary underline">
            {tr(m, /*i18n*/ { id: "account.postJob", message: "Post a job" })}
          </Link>{" "}
          {tr(m, /*i18n*/ { id: "account.forPeople", message: "for people in and around town." })}
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-border rounded-lg border border-border">
          {posts.map((p) => (
            <PostRow key={p.id} p={p} {...text} />
          ))}
        </ul>
      )}
    </section>
  );
}
