// /admin/jobs: local employers' posts waiting for review (approve, or reject with a reason), the job sources
// the import reads, a preview of what an import would do, and the button that runs it.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { ReviewActions } from "~/components/review-queue";
import { formatTownDate } from "~/lib/dates";
import { bool, httpUrl, id, optionalInt, text } from "~/lib/fields";
import { importSummary } from "~/lib/import-summary";
import { formatMiles } from "~/lib/jobs";
import { flash } from "~/lib/toast.server";
import { townFor } from "~/lib/towns";
import { JOB_SOURCE_KINDS } from "~/lib/vocabulary";
import { listRecentRuns } from "~/models/import-runs.server";
import { addJobSource, approveLocalJob, listJobCategories, listJobSources, listPendingLocalJobs, rejectLocalJob, removeJobSource, setJobSourceActive } from "~/models/jobs.server";
import { cancelOpenOrdersForItem } from "~/models/orders.server";
import { requireAdmin } from "~/services/auth.server";
import { runImport } from "~/services/imports.server";
import { jobsImportOptions, JOBS_IMPORT, previewJobsImport } from "~/services/jobs-import.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const [pending, sources, categories, runs] = await Promise.all([
    listPendingLocalJobs(context.db),
    listJobSources(context.db),
    listJobCategories(context.db),
    listRecentRuns(context.db, 40),
  ]);
  return json({
    pending,
    sources,
    categories: categories.map((c) => ({ id: c.id, name: c.name })),
    runs: runs.filter((r) => r.job === JOBS_IMPORT).slice(0, 5).map((r) => ({ id: r.id, startedAt: r.startedAt.toISOString(), ok: r.ok, counts: r.counts, error: r.error, trigger: r.trigger })),
  });
}

const reference = text(500, { required: "Board token, company or feed URL is required" });
const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("approve"), localJobId: id() }),
  z.object({ intent: z.literal("reject"), localJobId: id(), reason: text(500, { required: "A reason is required to reject a post", multiline: true }) }),
  z.object({ intent: z.literal("add-source"), name: text(100, { required: "Source name is required" }), kind: z.enum(JOB_SOURCE_KINDS, { message: "Unknown source kind" }), reference, categoryId: optionalInt(1, Number.MAX_SAFE_INTEGER, "Unknown category") }),
  z.object({ intent: z.literal("toggle-source"), sourceId: id(), isActive: bool() }),
  z.object({ intent: z.literal("remove-source"), sourceId: id() }),
  z.object({ intent: z.literal("preview") }),
  z.object({ intent: z.literal("import") }),
]);

/** A feed source must be an http(s) URL; boards and companies are slugs. */
const referenceRules = { rss: httpUrl("Please enter a valid feed URL"), greenhouse: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, "Board token: letters, digits, - and _"), lever: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, "Company: letters, digits, - and _") };

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const parsed = actionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    flash(context, { title: "Error", description: parsed.error.issues[0]?.message ?? "Invalid request", variant: "destructive" });
    return json({ preview: null, error: parsed.error.issues[0]?.message ?? "Invalid request" }, { status: 400 });
  }
  const input = parsed.data;
  const now = context.now();
  switch (input.intent) {
    case "approve": {
      const town = townFor((await context.siteConfig()).mode);
      const ok = await approveLocalJob(context.db, input.localJobId, admin.id, town, now);
      flash(context, ok ? { title: "Job approved", description: "It is now listed." } : { title: "Not pending", description: "That post was already reviewed.", variant: "destructive" });
      break;
    }
    case "reject": {
      const ok = await rejectLocalJob(context.db, input.localJobId, admin.id, input.reason, now);
      // A rejected post can no longer be featured: its open order is cancelled (fulfilling re-checks too).
      if (ok) await cancelOpenOrdersForItem(context.db, "job", input.localJobId, now);
      flash(context, ok ? { title: "Job rejected", description: input.reason } : { title: "Not pending", description: "That post was already reviewed.", variant: "destructive" });
      break;
    }
    case "add-source": {
      const ref = referenceRules[input.kind].safeParse(input.reference);
      if (!ref.success) {
        flash(context, { title: "Error", description: ref.error.issues[0].message, variant: "destructive" });
        return json({ preview: null, error: ref.error.issues[0].message }, { status: 400 });
      }
      const added = await addJobSource(context.db, { name: input.name, kind: input.kind, reference: ref.data, categoryId: input.categoryId }, now);
      flash(context, added ? { title: "Source added", description: input.name } : { title: "Already there", description: "That source is already in the list.", variant: "destructive" });
      break;
    }
    case "toggle-source":
      await setJobSourceActive(context.db, input.sourceId, input.isActive);
      flash(context, { title: input.isActive ? "Source resumed" : "Source paused" });
      break;
    case "remove-source":
      await removeJobSource(context.db, input.sourceId, now);
      flash(context, { title: "Source removed", description: "Its jobs were closed." });
      break;
    case "preview":
      return json({ preview: await previewJobsImport(context.db, await jobsImportOptions(context)), error: null });
    case "import": {
      const run = await runImport(context, "jobs-import", "admin");
      const c = run.counts ?? {};
      const summary = `${importSummary(c)}, ${c.closed ?? 0} closed, ${c.failed ?? 0} sources failed`;
      flash(context, run.ok ? { title: "Jobs Import Completed", description: summary } : { title: "Import Failed", description: `${summary}. ${run.error ?? ""}`.slice(0, 480), variant: "destructive" });
      break;
    }
  }
  return redirect("/admin/jobs");
}

const input = "block rounded border border-border bg-background px-2 py-1";

export default function AdminJobs() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const intent = navigation.formData?.get("intent");
  return (
    <div className="space-y-10">
      <section aria-labelledby="pending-jobs">
        <h2 id="pending-jobs" className="text-lg font-semibold">Job posts waiting for review ({data.pending.length})</h2>
        {data.pending.length === 0 ? <p className="mt-2 opacity-80">No job posts are waiting for review.</p> : null}
        <ul className="mt-2 divide-y divide-border">
          {data.pending.map((j) => (
            <li key={j.id} className="py-4" data-testid={`pending-job-${j.id}`}>
              <p className="font-semibold">
                {j.title} <span className="font-normal">at {j.company}</span>
                {j.pricingTier === "featured" ? <span className="ml-2 rounded bg-accent px-1.5 text-xs text-accent-foreground">Featured · {j.paymentStatus === "paid" ? "paid" : "not paid yet"}</span> : null}
              </p>
              <p className="text-xs opacity-70">
                {j.location ?? "No location"} · {j.employmentType} · {j.employerEmail ?? j.contactEmail} · {formatTownDate(j.createdAt, "MMM d, yyyy h:mm a")}
              </p>
              <p className="mt-1 text-sm opacity-80">{j.description}</p>
              <ReviewActions idName="localJobId" id={j.id} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="job-sources">
        <h2 id="job-sources" className="text-lg font-semibold">Job sources</h2>
        <p className="text-sm opacity-80">Greenhouse job boards (board token), Lever companies (company name in its jobs URL) and RSS/Atom feeds of postings. Imported daily.</p>
        <ul className="mt-2 divide-y divide-border text-sm">
          {data.sources.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid="job-source">
              <span>
                <span className="font-medium">{s.name}</span> <span className="opacity-70">{s.kind}: {s.reference}</span>
                {!s.isActive ? <span className="ml-2 rounded bg-secondary px-1.5 text-xs">paused</span> : null}
                {s.lastError ? <span className="block text-red-700">Last error: {s.lastError}</span> : null}
                {s.lastFetchedAt ? <span className="block opacity-70">Last fetched {formatTownDate(s.lastFetchedAt, "MMM d, h:mm a")}</span> : null}
              </span>
              <span className="flex gap-2">
                <Form method="post">
                  <input type="hidden" name="sourceId" value={s.id} />
                  <input type="hidden" name="isActive" value={s.isActive ? "false" : "true"} />
                  <button type="submit" name="intent" value="toggle-source" className="rounded border border-border px-2 py-1">{s.isActive ? "Pause" : "Resume"} {s.name}</button>
                </Form>
                <Form method="post">
                  <input type="hidden" name="sourceId" value={s.id} />
                  <button type="submit" name="intent" value="remove-source" className="rounded border border-border px-2 py-1">Remove {s.name}</button>
                </Form>
              </span>
            </li>
          ))}
        </ul>
        <Form method="post" className="mt-3 flex flex-wrap items-end gap-2 text-sm" aria-label="Add a job source">
          <label>Name <input name="name" required maxLength={100} className={input} /></label>
          <label>Kind
            <select name="kind" className={input}>
              <option value="greenhouse">Greenhouse board</option>
              <option value="lever">Lever postings</option>
              <option value="rss">RSS/Atom feed</option>
            </select>
          </label>
          <label>Board token, company or feed URL <input name="reference" required maxLength={500} className={input} /></label>
          <label>Category
            <select name="categoryId" className={input}>
              <option value="">None</option>
              {data.categories.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
            </select>
          </label>
          <button type="submit" name="intent" value="add-source" className="rounded border border-border px-3 py-1">Add source</button>
        </Form>
      </section>

      <section aria-labelledby="jobs-import">
        <h2 id="jobs-import" className="text-lg font-semibold">Import</h2>
        <div className="mt-2 flex flex-wrap gap-2">
          <Form method="post">
            <button type="submit" name="intent" value="preview" disabled={navigation.state !== "idle"} className="rounded border border-border px-4 py-2">
              {intent === "preview" ? "Checking sources…" : "Preview import"}
            </button>
          </Form>
          <Form method="post">
            <button type="submit" name="intent" value="import" disabled={navigation.state !== "idle"} className="rounded bg-primary px-4 py-2 text-primary-foreground">
              {intent === "import" ? "Importing…" : "Run import now"}
            </button>
          </Form>
        </div>
        {result?.preview ? (
          <div className="mt-4 space-y-3" data-testid="import-preview">
            <h3 className="font-semibold">Preview (nothing was written)</h3>
            {result.preview.length === 0 ? <p className="text-sm">No active sources.</p> : null}
            {result.preview.map((p) => (
              <div key={p.id} className="rounded border border-border p-3 text-sm">
                <p className="font-medium">{p.name} <span className="opacity-70">({p.kind})</span></p>
                {p.ok ? (
                  <>
                    <p>{p.created} new, {p.updated} changed, {p.unchanged} unchanged, {p.closed} to close</p>
                    <ul className="mt-1 list-disc pl-5 opacity-80">
                      {p.sample.map((s, i) => (
                        <li key={i}>{s.title} · {s.location ?? "no location"}{s.distance !== null ? ` · ${formatMiles(s.distance)}` : s.isRemote ? " · remote" : " · not placed"}</li>
                      ))}
                    </ul>
                  </>
                ) : (
                  <p className="text-red-700">Failed: {p.error}</p>
                )}
              </div>
            ))}
          </div>
        ) : null}
        {data.runs.length ? (
          <ul className="mt-3 text-xs opacity-80" aria-label="Recent imports">
            {data.runs.map((r) => (
              <li key={r.id}>
                {formatTownDate(r.startedAt, "MMM d, h:mm a")} ({r.trigger}): {r.ok ? "ok" : "failed"} {r.counts ? importSummary(r.counts) : ""} {r.error ?? ""}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="mt-2 text-sm"><Link to="/jobs" className="text-primary underline">See the jobs list</Link></p>
      </section>
    </div>
  );
}
