// The loader and action of /admin/classifieds: every ad, 10 a page, reported ones first with their reports; a
// moderator removes or restores one. Invalid input answers 400 with the field errors (conform's reply).
import { parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { CLASSIFIED_RULES, classifiedStatus } from "~/lib/classifieds";
import { compiledFor, messagesFor, validationFor } from "~/lib/i18n/catalogue.server";
import { categoryNamesIn } from "~/lib/i18n/categories.server";
import { categoryIn } from "~/lib/i18n/intl";
import { pageCount, pageHref } from "~/lib/paging";
import { pageParam } from "~/lib/params";
import { truncate } from "~/lib/text";
import { flash } from "~/lib/toast.server";
import { listClassifiedsForAdmin } from "~/models/classified-ads.server";
import { requireModerator } from "~/services/auth.server";
import { moderateAd } from "~/services/classifieds.server";
import { moderateSchema } from "./schema";

const PER_PAGE = 10;

export async function adminClassifiedsLoader({ request, context }: LoaderFunctionArgs) {
  await requireModerator(request, context);
  const now = context.now();
  const page = pageParam(new URL(request.url).searchParams.get("page"));
  const { ads: rows, total } = await listClassifiedsForAdmin(context.db, page, PER_PAGE);
  const pages = pageCount(total, PER_PAGE);
  // A page past the end (ads deleted since the link was made) goes to the last page.
  if (page > pages) throw redirect(pageHref("/admin/classifieds", {}, pages));
  const lang = context.lang;
  const categories = categoryNamesIn(lang);
  return json({
    messages: compiledFor(lang, "adminClassifieds"),
    pager: messagesFor(lang, "places"),
    validation: validationFor(lang, "admin"),
    page,
    pages,
    total,
    ads: rows.map(({ ad, reportCount, reports }) => ({
      id: ad.id,
      title: ad.title,
      description: truncate(ad.description, CLASSIFIED_RULES.adminDescription),
      category: categoryIn(lang, categories, ad.category),
      isPremium: ad.isPremium,
      status: classifiedStatus(ad, now),
      createdAt: ad.createdAt.toISOString(),
      reportCount,
      reports: reports.map((r) => ({ reason: r.reason, details: r.details, reporterEmail: r.reporterEmail, createdAt: r.createdAt.toISOString() })),
    })),
  });
}

export async function adminClassifiedsAction({ request, context }: ActionFunctionArgs) {
  const reviewer = await requireModerator(request, context);
  const submission = parseWithZod(await request.formData(), { schema: moderateSchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  flash(context, await moderateAd(context, reviewer, submission.value.id, submission.value.intent, context.now()));
  // Back to the same page of the list.
  return redirect(pageHref("/admin/classifieds", {}, pageParam(new URL(request.url).searchParams.get("page"))));
}
