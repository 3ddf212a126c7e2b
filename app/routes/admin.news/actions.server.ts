// The loader and actions of /admin/news: review (moderators and admins); for admins also unpublish, publish, feature,
// delete (after a confirm step), the news feeds (add, remove) and the import. Invalid input answers 400 with the
// field errors (conform's reply), shown beside the form that sent it.
import { parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { toQueueItems } from "~/components/review-queue";
import { parseId } from "~/lib/fields";
import { notFound } from "~/lib/http.server";
import { messagesFor, validationFor, formatterFor } from "~/lib/i18n/catalogue.server";
import { categoryNamesIn } from "~/lib/i18n/categories.server";
import { importSummary, runLines } from "~/lib/import-summary";
import { featuredUntilFrom } from "~/lib/news";
import { flash, toastMessage } from "~/lib/toast.server";
import { recordAudit } from "~/models/audit.server";
import { listRecentRuns } from "~/models/import-runs.server";
import {
  addNewsFeed,
  deleteArticle,
  getArticleRow,
  listLatestArticles,
  listNewsFeeds,
  listPendingArticles,
  removeNewsFeed,
  setArticleFeatured,
  setArticlePublished,
} from "~/models/news.server";
import { requireAdmin, requireModerator } from "~/services/auth.server";
import { runImport } from "~/services/imports.server";
import { reviewArticle } from "~/services/moderation.server";
import { actionSchema, REVIEW_INTENTS } from "./schema";

/** The words of this file's longer components, each written once (Lingui's descriptors). */
const WORDS = {
  "Feed added": /*i18n*/ { id: "toasts.Feed added", message: "Feed added" },
  "Feed removed": /*i18n*/ { id: "toasts.Feed removed", message: "Feed removed" },
  newsRun: /*i18n*/ { id: "imports.newsRun", message: "{summary}, {failed} feeds failed" },
  "News Import Completed": /*i18n*/ { id: "toasts.News Import Completed", message: "News Import Completed" },
  "Import Failed": /*i18n*/ { id: "toasts.Import Failed", message: "Import Failed" },
  failedRun: /*i18n*/ { id: "imports.failedRun", message: "{summary}. {error}" },
  Success: /*i18n*/ { id: "toasts.Success", message: "Success" },
  '"{title}" was deleted.': /*i18n*/ { id: 'toasts."{title}" was deleted.', message: '"{title}" was deleted.' },
  '"{title}" is published.': /*i18n*/ { id: 'toasts."{title}" is published.', message: '"{title}" is published.' },
  '"{title}" is unpublished.': /*i18n*/ { id: 'toasts."{title}" is unpublished.', message: '"{title}" is unpublished.' },
  '"{title}" leads the news feed for 7 days.': /*i18n*/ {
    id: 'toasts."{title}" leads the news feed for 7 days.',
    message: '"{title}" leads the news feed for 7 days.',
  },
  '"{title}" is no longer featured.': /*i18n*/ { id: 'toasts."{title}" is no longer featured.', message: '"{title}" is no longer featured.' },
} as const;

export async function adminNewsLoader({ request, context }: LoaderFunctionArgs) {
  const user = await requireModerator(request, context);
  const pending = toQueueItems(await listPendingArticles(context.db));
  const lang = context.lang;
  const words = { messages: messagesFor(lang, "adminNews"), validation: validationFor(lang, "admin") };
  if (user.role !== "admin") return json({ admin: false as const, pending, ...words });
  const now = context.now().getTime();
  const confirmId = parseId(new URL(request.url).searchParams.get("delete"));
  const [latest, feeds, runs, confirm] = await Promise.all([
    listLatestArticles(context.db, 10),
    listNewsFeeds(context.db),
    listRecentRuns(context.db, 20),
    confirmId ? getArticleRow(context.db, confirmId) : null,
  ]);
  return json({
    admin: true as const,
    pending,
    ...words,
    categories: categoryNamesIn(lang),
    confirmDelete: confirm ? { id: confirm.id, title: confirm.title, imported: Boolean(confirm.sourceKey) } : null,
    latest: latest.map((a) => ({
      id: a.id,
      title: a.title,
      excerpt: a.excerpt,
      author: a.author,
      status: a.status,
      category: a.category,
      featured: Boolean(a.premiumUntil && a.premiumUntil.getTime() > now),
    })),
    feeds: feeds.map((f) => ({
      id: f.id,
      name: f.name,
      url: f.url,
      category: f.category,
      lastFetchedAt: f.lastFetchedAt?.toISOString() ?? null,
      lastError: f.lastError,
    })),
    runs: runLines(runs.filter((r) => r.job === "news-import").slice(0, 5), formatterFor(lang, "imports")),
  });
}

export async function adminNewsAction({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  // Moderators review; everything else is the admin's (refused before the input is read).
  const user = REVIEW_INTENTS.has(String(formData.get("intent"))) ? await requireModerator(request, context) : await requireAdmin(request, context);
  const submission = parseWithZod(formData, { schema: actionSchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  const input = submission.value;
  const now = context.now();
  switch (input.intent) {
    case "approve":
    case "reject":
      await reviewArticle(context, user, input);
      break;
    case "add-feed":
      await addNewsFeed(context.db, { name: input.name, url: input.url, category: input.category || null });
      flash(context, { title: WORDS["Feed added"], description: { text: input.name } });
      break;
    case "remove-feed":
      await removeNewsFeed(context.db, input.feedId);
      flash(context, { title: WORDS["Feed removed"] });
      break;
    case "import": {
      const run = await runImport(context, "news-import", "admin");
      const c = run.counts ?? {};
      const words = formatterFor(context.lang, "imports");
      const summary = words(WORDS.newsRun, { summary: importSummary(c, words), failed: c.failed ?? 0 });
      flash(
        context,
        run.ok
          ? { title: WORDS["News Import Completed"], description: { text: summary } }
          : {
              title: WORDS["Import Failed"],
              description: {
                text: words(WORDS.failedRun, { summary, error: run.error ?? "" }).slice(0, 480),
              },
              variant: "destructive",
            },
      );
      break;
    }
    default: {
      const before = await getArticleRow(context.db, input.articleId);
      if (!before) notFound();
      const audit = (prior: Record<string, unknown> | null, after: Record<string, unknown> | null) =>
        recordAudit(context.db, user, { action: `news.${input.intent}`, targetType: "news_article", targetId: before.id, before: prior, after }, now);
      if (input.intent === "delete") {
        await deleteArticle(context.db, before.id);
        await audit(
          { title: before.title, status: before.status, category: before.category, sourceUrl: before.sourceUrl, submitterId: before.submitterId },
          null,
        );
        flash(context, {
          title: WORDS.Success,
          description: toastMessage(WORDS['"{title}" was deleted.'], { title: before.title }),
        });
      } else if (input.intent === "publish" || input.intent === "unpublish") {
        const publish = input.intent === "publish";
        await setArticlePublished(context.db, before.id, publish, user, now);
        await audit({ status: before.status }, { status: publish ? "published" : "rejected" });
        flash(context, {
          title: WORDS.Success,
          description: toastMessage(publish ? WORDS['"{title}" is published.'] : WORDS['"{title}" is unpublished.'], { title: before.title }),
        });
      } else {
        const until = input.intent === "feature" ? featuredUntilFrom(now) : null;
        await setArticleFeatured(context.db, before.id, until, now);
        await audit({ premiumUntil: before.premiumUntil?.toISOString() ?? null }, { premiumUntil: until?.toISOString() ?? null });
        flash(context, {
          title: WORDS.Success,
          description: toastMessage(until ? WORDS['"{title}" leads the news feed for 7 days.'] : WORDS['"{title}" is no longer featured.'], {
            title: before.title,
          }),
        });
      }
    }
  }
  return redirect("/admin/news");
}
