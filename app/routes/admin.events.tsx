// /admin/events: upcoming events, the iCalendar feeds the import reads (add/remove), and 'Import events' now.
import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { ErrorList, Field, SelectField } from "~/components/forms";
import { requireAdmin } from "~/services/auth.server";
import { formatTownDate } from "~/lib/dates";
import { flash } from "~/lib/toast.server";
import { runEventsImportNow } from "~/services/events-import.server";
import { listRecentRunsOf } from "~/models/import-runs.server";
import { addEventFeed, listEventCategories, listEventFeeds, listUpcomingEventsForAdmin, removeEventFeed } from "~/models/events.server";
import { getSiteConfig } from "~/models/site-config.server";

const addFeedSchema = z.object({
  intent: z.literal("add-feed"),
  name: z.string({ required_error: "Name is required" }).trim().min(1, "Name is required").max(100),
  url: z
    .string({ required_error: "Feed URL is required" })
    .trim()
    .max(2000)
    .regex(/^(https?|webcal):\/\/[^\s]+$/i, "Please enter an http(s) or webcal URL"),
  categoryId: z.number().int().positive().optional(),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const now = context.now();
  const [upcoming, feeds, categories, runs] = await Promise.all([
    listUpcomingEventsForAdmin(context.db, now),
    listEventFeeds(context.db),
    listEventCategories(context.db),
    listRecentRunsOf(context.db, "events-import", 5),
  ]);
  return json({ upcoming, feeds, categories, runs });
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "import") {
    const config = await getSiteConfig(context.db, context.kv);
    const result = await runEventsImportNow(context, config.mode);
    flash(
      context,
      result.ok
        ? { title: "Events Import Completed", description: `Imported ${result.imported} events, ${result.errors} errors` }
        : { title: "Import Failed", description: "Failed to import events from Meetup", variant: "destructive" },
    );
    throw redirect("/admin/events");
  }
  if (intent === "remove-feed") {
    const id = Number(formData.get("feedId"));
    const removed = Number.isSafeInteger(id) && (await removeEventFeed(context.db, id));
    flash(context, removed ? { title: "Feed removed" } : { title: "Feed not found", variant: "destructive" });
    throw redirect("/admin/events");
  }
  const submission = parseWithZod(formData, { schema: addFeedSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  const { name, url, categoryId } = submission.value;
  const added = await addEventFeed(context.db, { name, url: url.replace(/^webcal:\/\//i, "https://"), categoryId }, context.now());
  if (!added.ok) return json(submission.reply({ fieldErrors: { url: [added.message] } }), { status: 400 });
  flash(context, { title: "Feed added", description: `${name} will be read at the next import.` });
  throw redirect("/admin/events");
}

export default function AdminEvents() {
  const data = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const busyIntent = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const [form, fields] = useForm({
    lastResult,
    constraint: getZodConstraint(addFeedSchema),
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: addFeedSchema }),
  });
  return (
    <div className="space-y-8">
      <section className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">Events</h2>
        <Form method="post">
          <input type="hidden" name="intent" value="import" />
          <button type="submit" disabled={busyIntent === "import"} className="rounded bg-primary px-4 py-2 text-primary-foreground disabled:opacity-60">
            {busyIntent === "import" ? "Importing..." : "Import events"}
          </button>
        </Form>
      </section>

      <section aria-labelledby="upcoming-heading">
        <h3 id="upcoming-heading" className="font-semibold">
          Upcoming events
        </h3>
        {data.upcoming.length ? (
          <ul className="mt-2 divide-y divide-border">
            {data.upcoming.map((e) => (
              <li key={e.id} className="flex justify-between gap-3 py-2 text-sm">
                <Link to={`/events/${e.id}`} className="font-medium">
                  {e.title}
                </Link>
                <span className="opacity-70">
                  {formatTownDate(e.startDate, "MMM d, yyyy 'at' h:mm a")}
                  {e.isPremium ? " · Premium" : e.isFeatured ? " · Featured" : ""}
                  {e.awaitingPayment ? " · awaiting payment" : ""}
                  {e.feedId ? " · imported" : ""}
                  {e.isActive ? "" : " · inactive"}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm opacity-70">No upcoming events.</p>
        )}
      </section>

      <section aria-labelledby="feeds-heading" className="space-y-3">
        <h3 id="feeds-heading" className="font-semibold">
          iCalendar feeds
        </h3>
        <ul className="divide-y divide-border" aria-label="Event feeds">
          {data.feeds.map((f) => (
            <li key={f.id} className="flex flex-wrap items-start justify-between gap-3 py-2 text-sm">
              <div>
                <p className="font-medium">{f.name}</p>
                <p className="break-all opacity-70">{f.url}</p>
                <p className="opacity-70">
                  {f.categoryName ? `Category: ${f.categoryName} · ` : ""}
                  {f.lastFetchedAt ? `Last read ${formatTownDate(f.lastFetchedAt, "MMM d, h:mm a")}` : "Not read yet"}
                </p>
                {f.lastError ? <p className="text-red-700">Last error: {f.lastError}</p> : null}
              </div>
              <Form method="post">
                <input type="hidden" name="intent" value="remove-feed" />
                <input type="hidden" name="feedId" value={f.id} />
                <button type="submit" className="rounded border border-border px-3 py-1" aria-label={`Remove ${f.name}`}>
                  Remove
                </button>
              </Form>
            </li>
          ))}
        </ul>
        <Form method="post" {...getFormProps(form)} className="grid gap-3 rounded-lg border border-border p-4 sm:grid-cols-2">
          <input type="hidden" name="intent" value="add-feed" />
          <Field label="Feed name" {...getInputProps(fields.name, { type: "text" })} errors={fields.name.errors} required />
          <Field label="Feed URL" {...getInputProps(fields.url, { type: "url" })} errors={fields.url.errors} placeholder="https://… .ics" required />
          <SelectField
            label="Category"
            {...getSelectProps(fields.categoryId)}
            errors={fields.categoryId.errors}
            placeholder="From the feed's CATEGORIES"
            options={data.categories.map((c) => ({ value: String(c.id), label: c.name }))}
          />
          <div className="flex items-end">
            <button type="submit" className="rounded bg-primary px-4 py-2 text-primary-foreground">
              Add feed
            </button>
          </div>
          <ErrorList id={form.errorId} errors={form.errors} />
        </Form>
      </section>

      <section aria-labelledby="runs-heading">
        <h3 id="runs-heading" className="font-semibold">
          Recent imports
        </h3>
        <ul className="mt-2 text-sm">
          {data.runs.map((r) => (
            <li key={r.id} className="py-1">
              {formatTownDate(r.startedAt, "MMM d, h:mm a")} ({r.trigger}) — {r.ok ? "ok" : "failed"}
              {r.counts ? ` · imported ${r.counts.imported ?? 0}, errors ${r.counts.errors ?? 0}` : ""}
              {r.error ? <span className="block text-red-700">{r.error}</span> : null}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
