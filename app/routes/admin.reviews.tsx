// /admin/reviews: the moderators' queue of residents' reviews: held ones (new accounts) and reported ones. Approve,
// keep or remove; every decision is written to the audit log with the change.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { dateTimeIn, useAdminText } from "~/components/admin-text";
import { Button } from "~/components/button";
import { Link } from "~/components/site-link";
import { WrittenValue } from "~/components/written-value";
import type { TownStyle } from "~/lib/dates";
import { id } from "~/lib/fields";
import { badRequest } from "~/lib/http.server";
import { compiledFor } from "~/lib/i18n/catalogue.server";
import { icu } from "~/lib/i18n/format";
import { peopleWroteLang, HOLE } from "~/lib/i18n/intl";
import { REPORT_REASONS, reviewerName } from "~/lib/reviews";
import { flash } from "~/lib/toast.server";
import { z } from "~/lib/zod";
import { listReviewQueue } from "~/models/business-reviews.server";
import { requireModerator } from "~/services/auth.server";
import { decideReview } from "~/services/reviews.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireModerator(request, context);
  const rows = await listReviewQueue(context.db);
  return json({
    messages: compiledFor(context.lang, "adminReviews"),
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
const DONE = {
  approve: /*i18n*/ { id: "toasts.The review is published.", message: "The review is published." },
  keep: /*i18n*/ { id: "toasts.The review stays; its reports are closed.", message: "The review stays; its reports are closed." },
  remove: /*i18n*/ { id: "toasts.The review was removed.", message: "The review was removed." },
} as const;

export async function action({ request, context }: ActionFunctionArgs) {
  const moderator = await requireModerator(request, context);
  const parsed = decisionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) badRequest(context.lang, /*i18n*/ { id: "badRequest.Bad Request", message: "Bad Request" });
  const done = await decideReview(context, moderator, parsed.data.id, parsed.data.intent);
  flash(
    context,
    done
      ? { title: /*i18n*/ { id: "toasts.Success", message: "Success" }, description: DONE[parsed.data.intent] }
      : {
          title: /*i18n*/ { id: "toasts.Error", message: "Error" },
          description: /*i18n*/ { id: "toasts.That review no longer exists.", message: "That review no longer exists." },
          variant: "destructive",
        },
  );
  throw redirect("/admin/reviews");
}

type Review = ReturnType<typeof useLoaderData<typeof loader>>["reviews"][number];
/** The page's words, the language of what people wrote, and a stored date as the admin reads it. */
type Shown = {
  t: ReturnType<typeof icu<"adminReviews">>;
  wrote: ReturnType<typeof peopleWroteLang>;
  at: (value: string, english: TownStyle) => string;
};

function ReviewText({ r, t, wrote, at }: Shown & { r: Review }) {
  return (
    <div className="min-w-0 flex-1">
      <p className="font-medium">
        {"★".repeat(r.rating)} <span lang={wrote}>{r.title}</span>{" "}
        <span className="text-sm opacity-70">
          {t(/*i18n*/ { id: "adminReviews.on", message: "on" })}{" "}
          <Link to={`/businesses/${r.businessId}`} className="underline" lang={wrote}>
            {r.businessName}
          </Link>
        </span>
        {r.status === "held" ? (
          <span className="ml-2 rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-900">
            {t(/*i18n*/ { id: "adminReviews.held", message: "Held: new account" })}
          </span>
        ) : null}
        {r.reports.length ? (
          <span className="ml-2 rounded bg-red-100 px-1.5 text-xs font-semibold text-red-900" data-testid="report-count">
            {t(/*i18n*/ { id: "adminReviews.reports", message: "{count, plural, one {# report} other {# reports}}" }, { count: r.reports.length })}
          </span>
        ) : null}
      </p>
      <p className="whitespace-pre-line break-words text-sm opacity-80" lang={wrote}>
        {r.body}
      </p>
      {r.pictureUrl ? (
        <a href={r.pictureUrl} className="text-sm underline">
          {t(/*i18n*/ { id: "adminReviews.picture", message: "Picture" })}
        </a>
      ) : null}
      <p className="text-xs opacity-60">
        <WrittenValue
          message={t(
            /*i18n*/ { id: "adminReviews.byLine", message: "By {author}, member since {since} · written {written}" },
            { author: HOLE, since: at(r.authorSince, "dateTime"), written: at(r.createdAt, "shortDateTime") },
          )}
          lang={wrote}
        >
          {r.author}
        </WrittenValue>
      </p>
    </div>
  );
}

function Decision({ r, busy, t }: Pick<Shown, "t"> & { r: Review; busy: boolean }) {
  return (
    <Form method="post" className="flex gap-2">
      <input type="hidden" name="id" value={r.id} />
      {r.status === "held" ? (
        <Button name="intent" value="approve" disabled={busy} variant="small-secondary">
          {t(/*i18n*/ { id: "adminReviews.approve", message: "Approve" })}
        </Button>
      ) : (
        <Button name="intent" value="keep" disabled={busy} variant="small-secondary">
          {t(/*i18n*/ { id: "adminReviews.keep", message: "Keep" })}
        </Button>
      )}
      <Button name="intent" value="remove" disabled={busy} variant="small-danger">
        {t(/*i18n*/ { id: "adminReviews.remove", message: "Remove" })}
      </Button>
    </Form>
  );
}

function Reports({ reports, t, wrote, at }: Shown & { reports: Review["reports"] }) {
  const reason = (r: string) =>
    REPORT_REASONS.some((k) => k === r)
      ? t(
          (
            {
              "Spam or advertising": /*i18n*/ { id: "adminReviews.reason:Spam or advertising", message: "Spam or advertising" },
              "Offensive or abusive": /*i18n*/ { id: "adminReviews.reason:Offensive or abusive", message: "Offensive or abusive" },
              "Not a real experience": /*i18n*/ { id: "adminReviews.reason:Not a real experience", message: "Not a real experience" },
              "Conflict of interest": /*i18n*/ { id: "adminReviews.reason:Conflict of interest", message: "Conflict of interest" },
              Other: /*i18n*/ { id: "adminReviews.reason:Other", message: "Other" },
            } as const
          )[r as (typeof REPORT_REASONS)[number]],
        )
      : r;
  return (
    <ul className="mt-2 space-y-1 rounded bg-red-50 p-2 text-sm text-red-950">
      {reports.map((p) => (
        <li key={`${p.reporterEmail}-${p.createdAt}`}>
          <strong>{reason(p.reason)}</strong>
          {p.details ? (
            <>
              : <span lang={wrote}>{p.details}</span>
            </>
          ) : null}{" "}
          <span className="text-xs opacity-70">
            ({p.reporterEmail}, {at(p.createdAt, "shortDateTime")})
          </span>
        </li>
      ))}
    </ul>
  );
}

export default function AdminReviews() {
  const { reviews, messages } = useLoaderData<typeof loader>();
  const { lang } = useAdminText();
  const t = icu<"adminReviews">(lang, messages);
  const wrote = peopleWroteLang(lang);
  const at = (value: string, english: TownStyle) => dateTimeIn(lang, value, english);
  const busy = useNavigation().state !== "idle";
  if (reviews.length === 0)
    return <p>{t(/*i18n*/ { id: "adminReviews.none", message: "No reviews are waiting: nothing held, nothing reported." })}</p>;
  return (
    <ul className="divide-y divide-border">
      {reviews.map((r) => (
        <li key={r.id} className="py-3" data-testid="admin-review">
          <div className="flex flex-wrap items-start gap-3">
            <ReviewText r={r} t={t} wrote={wrote} at={at} />
            <Decision r={r} busy={busy} t={t} />
          </div>
          {r.reports.length ? <Reports reports={r.reports} t={t} wrote={wrote} at={at} /> : null}
        </li>
      ))}
    </ul>
  );
}
