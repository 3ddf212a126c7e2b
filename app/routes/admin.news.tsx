import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { ReviewQueue, toQueueItems } from "~/components/review-queue";
import { requireAdmin } from "~/services/auth.server";
import { formatTownDate } from "~/lib/dates";
import { moderate } from "~/services/moderation.server";
import { NEWS_CATEGORIES } from "~/lib/news";
import { truncate } from "~/lib/text";
import { flash } from "~/lib/toast.server";
import { listRecentRuns, recordRun } from "~/models/import-runs.server";
import { importNews } from "~/services/news-import.server";
import { addNewsFeed, listLatestArticles, listNewsFeeds, listPendingArticles, removeNewsFeed } from "~/models/news.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const [latest, pending, feeds, runs] = await Promise.all([
    listLatestArticles(context.db, 10),
    listPendingArticles(context.db),
    listNewsFeeds(context.db),
    listRecentRuns(context.db, 20),
  ]);
  return json({
    latest: latest.map((a) => ({ id: a.id, title: a.title, excerpt: a.excerpt, author: a.author, status: a.status, category: a.category })),
    pending: toQueueItems(pending),
    feeds: feeds.map((f) => ({ id: f.id, name: f.name, url: f.url, category: f.category, lastFetchedAt: f.lastFetchedAt?.toISOString() ?? null, lastError: f.lastError })),
    runs: runs.filter((r) => r.job === "news-import").slice(0, 5).map((r) => ({ id: r.id, startedAt: r.startedAt.toISOString(), ok: r.ok, counts: r.counts, error: r.error, trigger: r.trigger })),
  });
}

const feedSchema = z.object({
  name: z.string().trim().min(1, "Feed name is required").max(100),
  url: z.string().trim().url("Please enter a valid feed URL").refine((u) => /^https?:\/\//i.test(u), "Please enter a valid feed URL"),
  category: z.string().trim().max(50).optional(),
});

export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  await requireAdmin(request, context);
  const intent = (await request.clone().formData()).get("intent");
  if (intent === "approve" || intent === "reject") return moderate(args, "/admin/news");
  const form = Object.fromEntries(await request.formData());
  if (intent === "add-feed") {
    const parsed = feedSchema.safeParse(form);
    if (!parsed.success) flash(context, { title: "Error", description: parsed.error.issues[0].message, variant: "destructive" });
    else {
      await addNewsFeed(context.db, { ...parsed.data, category: parsed.data.category || null });
      flash(context, { title: "Feed added", description: parsed.data.name });
    }
  } else if (intent === "remove-feed" && /^\d+$/.test(String(form.feedId))) {
    await removeNewsFeed(context.db, Number(form.feedId));
    flash(context, { title: "Feed removed" });
  } else if (intent === "import") {
    const run = await recordRun(context.db, "news-import", "admin", () =>
      importNews(context.db, { now: context.now(), allowLoopback: context.env.ALLOW_LOOPBACK_FETCH === "true" }),
    context.now);
    const c = run.counts ?? {};
    const summary = `${c.created ?? 0} new, ${c.updated ?? 0} updated, ${c.failed ?? 0} feeds failed`;
    flash(context, run.ok ? { title: "News Import Completed", description: summary } : { title: "Import Failed", description: `${summary}. ${run.error ?? ""}`.slice(0, 480), variant: "destructive" });
  }
  return redirect("/admin/news");
}

export default function AdminNews() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className="space-y-10">
      <section>
        <h2 className="text-lg font-semibold">Waiting for review ({data.pending.length})</h2>
        <div className="mt-2"><ReviewQueue items={data.pending} /></div>
      </section>
      <section>
        <h2 className="text-lg font-semibold">Latest articles</h2>
        <ul className="mt-2 divide-y divide-border">
          {data.latest.map((a) => (
            <li key={a.id} className="py-3">
              <p className="font-medium">
                <Link to={`/news/${a.id}`}>{a.title}</Link>{" "}
                <span className="text-sm opacity-70">· {a.category ?? "News"} · {a.author ?? "RSS Import"} · {a.status}</span>
              </p>
              <p className="text-sm opacity-80">{truncate(a.excerpt, 100)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h2 className="text-lg font-semibold">News feeds</h2>
        <ul className="mt-2 divide-y divide-border text-sm">
          {data.feeds.map((f) => (
            <li key={f.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <span className="font-medium">{f.name}</span> <span className="opacity-70">{f.url}</span>
                {f.lastError ? <span className="block text-red-700">Last error: {f.lastError}</span> : null}
                {f.lastFetchedAt ? <span className="block opacity-70">Last fetched {formatTownDate(f.lastFetchedAt, "MMM d, h:mm a")}</span> : null}
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
        <Form method="post" className="mt-4">
          <button type="submit" name="intent" value="import" className="rounded bg-primary px-4 py-2 text-primary-foreground">Run import now</button>
        </Form>
        {data.runs.length ? (
          <ul className="mt-3 text-xs opacity-80">
            {data.runs.map((r) => (
              <li key={r.id}>
                {formatTownDate(r.startedAt, "MMM d, h:mm a")} ({r.trigger}): {r.ok ? "ok" : "failed"} {r.counts ? JSON.stringify(r.counts) : ""} {r.error ?? ""}
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}
