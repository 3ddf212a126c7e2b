// /admin/news: the review queue (moderators and admins); for admins also the latest articles with edit, unpublish,
// publish, feature, delete (a confirm step that works without JavaScript), and the news feeds and import.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { ReviewQueue, toQueueItems } from "~/components/review-queue";
import { formatShortDateTime } from "~/lib/dates";
import { httpUrl, id, optionalText, parseId, text } from "~/lib/fields";
import { badRequest } from "~/lib/http.server";
import { importSummary } from "~/lib/import-summary";
import { featuredUntilFrom, NEWS_CATEGORIES } from "~/lib/news";
import { truncate } from "~/lib/text";
import { flash } from "~/lib/toast.server";
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
import { moderate } from "~/services/moderation.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireModerator(request, context);
  const pending = toQueueItems(await listPendingArticles(context.db));
  if (user.role !== "admin") return json({ admin: false as const, pending });
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
    confirmDelete: confirm ? { id: confirm.id, title: confirm.title, imported: Boolean(confirm.sourceKey) } : null,
    latest: latest.map((a) => ({ id: a.id, title: a.title, excerpt: a.excerpt, author: a.author, status: a.status, category: a.category, featured: Boolean(a.premiumUntil && a.premiumUntil.getTime() > now) })),
    feeds: feeds.map((f) => ({ id: f.id, name: f.name, url: f.url, category: f.category, lastFetchedAt: f.lastFetchedAt?.toISOString() ?? null, lastError: f.lastError })),
    runs: runs.filter((r) => r.job === "news-import").slice(0, 5).map((r) => ({ id: r.id, startedAt: r.startedAt.toISOString(), ok: r.ok, counts: r.counts, error: r.error, trigger: r.trigger })),
  });
}

const feedSchema = z.object({
  name: text(100, { required: "Feed name is required" }),
  url: httpUrl("Please enter a valid feed URL"),
  category: optionalText(50),
});

const articleActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("unpublish"), articleId: id("Invalid article id") }),
  z.object({ intent: z.literal("publish"), articleId: id("Invalid article id") }),
  z.object({ intent: z.literal("feature"), articleId: id("Invalid article id") }),
  z.object({ intent: z.literal("unfeature"), articleId: id("Invalid article id") }),
  z.object({ intent: z.literal("delete"), articleId: id("Invalid article id"), confirm: z.literal("yes", { errorMap: () => ({ message: "Please confirm the deletion" }) }) }),
]);

const NEWS_INTENTS = new Set(["unpublish", "publish", "feature", "unfeature", "delete"]);

async function actOnArticle(context: ActionFunctionArgs["context"], admin: Awaited<ReturnType<typeof requireAdmin>>, form: Record<string, FormDataEntryValue>) {
  const parsed = articleActionSchema.safeParse(form);
  if (!parsed.success) badRequest(parsed.error.issues[0]?.message ?? "That request could not be understood.");
  const input = parsed.data;
  const before = await getArticleRow(context.db, input.articleId);
  if (!before) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  const now = context.now();
  const audit = (prior: Record<string, unknown> | null, after: Record<string, unknown> | null) =>
    recordAudit(context.db, admin, { action: `news.${input.intent}`, targetType: "news_article", targetId: before.id, before: prior, after }, now);
  if (input.intent === "delete") {
    await deleteArticle(context.db, before.id);
    await audit({ title: before.title, status: before.status, category: before.category, sourceUrl: before.sourceUrl, submitterId: before.submitterId }, null);
    flash(context, { title: "Success", description: `"${before.title}" was deleted.` });
  } else if (input.intent === "publish" || input.intent === "unpublish") {
    const publish = input.intent === "publish";
    await setArticlePublished(context.db, before.id, publish, admin, now);
    await audit({ status: before.status }, { status: publish ? "published" : "rejected" });
    flash(context, { title: "Success", description: publish ? `"${before.title}" is published.` : `"${before.title}" is unpublished.` });
  } else {
    const until = input.intent === "feature" ? featuredUntilFrom(now) : null;
    await setArticleFeatured(context.db, before.id, until, now);
    await audit({ premiumUntil: before.premiumUntil?.toISOString() ?? null }, { premiumUntil: until?.toISOString() ?? null });
    flash(context, { title: "Success", description: until ? `"${before.title}" leads the news feed for 7 days.` : `"${before.title}" is no longer featured.` });
  }
  return redirect("/admin/news");
}

export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  const intent = (await request.clone().formData()).get("intent");
  if (intent === "approve" || intent === "reject") return moderate(args, "/admin/news");
  const admin = await requireAdmin(request, context);
  const form = Object.fromEntries(await request.formData());
  if (typeof intent === "string" && NEWS_INTENTS.has(intent)) return actOnArticle(context, admin, form);
  if (intent === "add-feed") {
    const parsed = feedSchema.safeParse(form);
    if (!parsed.success) return json({ feedError: parsed.error.issues[0].message }, { status: 400 });
    await addNewsFeed(context.db, { ...parsed.data, category: parsed.data.category || null });
    flash(context, { title: "Feed added", description: parsed.data.name });
  } else if (intent === "remove-feed") {
    const feedId = id("Invalid feed id").safeParse(form.feedId);
    if (!feedId.success) badRequest("Invalid feed id");
    await removeNewsFeed(context.db, feedId.data);
    flash(context, { title: "Feed removed" });
  } else if (intent === "import") {
    const run = await runImport(context, "news-import", "admin");
    const c = run.counts ?? {};
    const summary = `${importSummary(c)}, ${c.failed ?? 0} feeds failed`;
    flash(context, run.ok ? { title: "News Import Completed", description: summary } : { title: "Import Failed", description: `${summary}. ${run.error ?? ""}`.slice(0, 480), variant: "destructive" });
  } else badRequest("Unknown action");
  return redirect("/admin/news");
}

const small = "rounded border border-border px-2 py-1 text-xs";

export default function AdminNews() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const feedError = actionData && "feedError" in actionData ? actionData.feedError : null;
  return (
    <div className="space-y-10">
      {data.admin && data.confirmDelete ? (
        <section role="alertdialog" aria-labelledby="confirm-delete-heading" className="rounded-lg border-2 border-red-600 p-4" data-testid="confirm-delete">
          <h2 id="confirm-delete-heading" className="text-lg font-semibold text-red-800">Delete &ldquo;{data.confirmDelete.title}&rdquo;?</h2>
          <p className="mt-1 text-sm">The article is removed for good; this cannot be undone.</p>
          {data.confirmDelete.imported ? (
            <p className="mt-1 text-sm">It came from a news feed: if the feed still carries it, the next import brings it back. Unpublish keeps it off the site.</p>
          ) : null}
          <div className="mt-3 flex flex-wrap gap-2">
            <Form method="post">
              <input type="hidden" name="articleId" value={data.confirmDelete.id} />
              <input type="hidden" name="confirm" value="yes" />
              <button type="submit" name="intent" value="delete" className="rounded bg-red-700 px-3 py-1.5 text-sm text-white">Delete permanently</button>
            </Form>
            <Link to="/admin/news" className="rounded border border-border px-3 py-1.5 text-sm">Keep the article</Link>
          </div>
        </section>
      ) : null}
      <section>
        <h2 className="text-lg font-semibold">News review ({data.pending.length})</h2>
        <div className="mt-2"><ReviewQueue items={data.pending} /></div>
      </section>
      {data.admin ? (
        <>
          <section>
            <h2 className="text-lg font-semibold">Latest articles</h2>
            <ul className="mt-2 divide-y divide-border">
              {data.latest.map((a) => (
                <li key={a.id} className="py-3" data-testid={`admin-article-${a.id}`}>
                  <p className="break-words font-medium">
                    <Link to={`/news/${a.id}`}>{a.title}</Link>{" "}
                    <span className="text-sm font-normal opacity-70">· {a.category ?? "News"}{a.author ? ` · ${a.author}` : ""} · {a.status}{a.featured ? " · Featured" : ""}</span>
                  </p>
                  <p className="text-sm opacity-80">{truncate(a.excerpt, 100)}</p>
                  <div className="mt-2 flex flex-wrap gap-2">
                    <Link to={`/admin/news/${a.id}`} className={small} aria-label={`Edit ${a.title}`}>Edit</Link>
                    <Form method="post">
                      <input type="hidden" name="articleId" value={a.id} />
                      {a.status === "published" ? (
                        <button type="submit" name="intent" value="unpublish" className={small} aria-label={`Unpublish ${a.title}`}>Unpublish</button>
                      ) : (
                        <button type="submit" name="intent" value="publish" className={small} aria-label={`Publish ${a.title}`}>Publish</button>
                      )}
                    </Form>
                    <Form method="post">
                      <input type="hidden" name="articleId" value={a.id} />
                      <button type="submit" name="intent" value={a.featured ? "unfeature" : "feature"} className={small} aria-label={`${a.featured ? "Unfeature" : "Feature"} ${a.title}`}>
                        {a.featured ? "Unfeature" : "Feature for 7 days"}
                      </button>
                    </Form>
                    <Link to={`/admin/news?delete=${a.id}`} className={`${small} border-red-600 text-red-700`} aria-label={`Delete ${a.title}`}>Delete</Link>
                  </div>
                </li>
              ))}
            </ul>
          </section>
          <section>
            <h2 className="text-lg font-semibold">News feeds</h2>
            <ul className="mt-2 divide-y divide-border text-sm">
              {data.feeds.map((f) => (
                <li key={f.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span className="min-w-0 break-all">
                    <span className="font-medium">{f.name}</span> <span className="opacity-70">{f.url}</span>
                    {f.lastError ? <span className="block text-red-700">Last error: {f.lastError}</span> : null}
                    {f.lastFetchedAt ? <span className="block opacity-70">Last fetched {formatShortDateTime(f.lastFetchedAt)}</span> : null}
                  </span>
                  <Form method="post">
                    <input type="hidden" name="feedId" value={f.id} />
                    <button type="submit" name="intent" value="remove-feed" className="rounded border border-border px-2 py-1">Remove {f.name}</button>
                  </Form>
                </li>
              ))}
            </ul>
            <Form method="post" className="mt-3 flex flex-wrap items-end gap-2 text-sm">
              <label>Name <input name="name" required className="block rounded border border-border px-2 py-1" /></label>
              <label>Feed URL <input name="url" type="url" required className="block rounded border border-border px-2 py-1" /></label>
              <label>Category
                <select name="category" className="block rounded border border-border px-2 py-1">
                  <option value="">None</option>
                  {NEWS_CATEGORIES.map((c) => <option key={c} value={c}>{c}</option>)}
                </select>
              </label>
              <button type="submit" name="intent" value="add-feed" className="rounded border border-border px-3 py-1">Add feed</button>
            </Form>
            {feedError ? <p role="alert" className="mt-2 text-sm text-red-700">{feedError}</p> : null}
            <Form method="post" className="mt-4">
              <button type="submit" name="intent" value="import" className="rounded bg-primary px-4 py-2 text-primary-foreground">Run import now</button>
            </Form>
            {data.runs.length ? (
              <ul className="mt-3 break-all text-xs opacity-80">
                {data.runs.map((r) => (
                  <li key={r.id}>
                    {formatShortDateTime(r.startedAt)} ({r.trigger}): {r.ok ? "ok" : "failed"} {r.counts ? importSummary(r.counts) : ""} {r.error ?? ""}
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        </>
      ) : null}
    </div>
  );
}
