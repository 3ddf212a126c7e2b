// /admin/classifieds: every ad, 10 a page, reported ones first with their reports; a moderator removes or restores.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { Pager } from "~/components/pager";
import { CLASSIFIED_RULES, classifiedStatus, STATUS_LABELS } from "~/lib/classifieds";
import { formatTownDate } from "~/lib/dates";
import { id } from "~/lib/fields";
import { pageCount, pageHref } from "~/lib/paging";
import { pageParam } from "~/lib/params";
import { truncate } from "~/lib/text";
import { flash } from "~/lib/toast.server";
import { listClassifiedsForAdmin } from "~/models/classifieds.server";
import { requireModerator } from "~/services/auth.server";
import { moderateAd } from "~/services/classifieds.server";

const PER_PAGE = 10;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireModerator(request, context);
  const now = context.now();
  const page = pageParam(new URL(request.url).searchParams.get("page"));
  const { ads: rows, total } = await listClassifiedsForAdmin(context.db, page, PER_PAGE);
  const pages = pageCount(total, PER_PAGE);
  // A page past the end (ads deleted since the link was made) goes to the last page.
  if (page > pages) throw redirect(pageHref("/admin/classifieds", {}, pages));
  return json({
    page,
    pages,
    total,
    ads: rows.map(({ ad, reportCount, reports }) => ({
      id: ad.id,
      title: ad.title,
      description: truncate(ad.description, CLASSIFIED_RULES.adminDescription),
      category: ad.category,
      isPremium: ad.isPremium,
      status: classifiedStatus(ad, now),
      createdAt: ad.createdAt.toISOString(),
      reportCount,
      reports: reports.map((r) => ({ reason: r.reason, details: r.details, reporterEmail: r.reporterEmail, createdAt: r.createdAt.toISOString() })),
    })),
  });
}

const moderateSchema = z.object({ id: id(), intent: z.enum(["remove", "restore"]) });

export async function action({ request, context }: ActionFunctionArgs) {
  const reviewer = await requireModerator(request, context);
  const parsed = moderateSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw new Response("Bad Request", { status: 400 });
  flash(context, await moderateAd(context, reviewer, parsed.data.id, parsed.data.intent, context.now()));
  // Back to the same page of the list.
  throw redirect(pageHref("/admin/classifieds", {}, pageParam(new URL(request.url).searchParams.get("page"))));
}

export default function AdminClassifieds() {
  const { ads, page, pages, total } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  if (ads.length === 0) return <p>No classified ads yet.</p>;
  return (
    <>
      <p className="text-sm opacity-80">{`${total} ${total === 1 ? "ad" : "ads"}, reported ones first`}</p>
      <ul className="divide-y divide-border">
        {ads.map((ad) => (
          <li key={ad.id} className="py-3" data-testid="admin-ad">
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
              <Form method="post">
                <input type="hidden" name="id" value={ad.id} />
                {ad.status === "removed" ? (
                  <button type="submit" name="intent" value="restore" disabled={busy} className="rounded border border-border px-3 py-1 text-sm">
                    Restore
                  </button>
                ) : (
                  <button
                    type="submit"
                    name="intent"
                    value="remove"
                    disabled={busy}
                    className="rounded border border-red-600 px-3 py-1 text-sm text-red-700"
                  >
                    Remove
                  </button>
                )}
              </Form>
            </div>
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
        ))}
      </ul>
      <Pager page={page} pages={pages} href={(p) => pageHref("/admin/classifieds", {}, p)} label="Classified ads pages" />
    </>
  );
}
