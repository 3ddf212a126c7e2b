// /admin/events: every event (paged, searchable by title) with edit, hide, feature until a date and cancel; the
// iCalendar feeds the import reads (add/remove), and 'Import events' now. Every change is in the audit log.
import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { ErrorList, Field, SelectField } from "~/components/forms";
import { dateToTownLocal, formatEventDate, formatShortDateTime, townLocalToDate } from "~/lib/dates";
import { latestAllowedStart } from "~/lib/event-rules";
import { id, optionalInt, pageParam, text } from "~/lib/fields";
import { badRequest } from "~/lib/http.server";
import { importSummary } from "~/lib/import-summary";
import { flash } from "~/lib/toast.server";
import { recordAudit } from "~/models/audit.server";
import {
  ADMIN_EVENTS_PAGE,
  addEventFeed,
  getEventRow,
  listEventCategories,
  listEventFeeds,
  listEventsForAdmin,
  removeEventFeed,
  setEventFeatured,
  setEventHidden,
} from "~/models/events.server";
import { listRecentRunsOf } from "~/models/import-runs.server";
import { cancelEventAsAdmin } from "~/services/account.server";
import { requireAdmin } from "~/services/auth.server";
import { runImport } from "~/services/imports.server";

const addFeedSchema = z.object({
  intent: z.literal("add-feed"),
  name: text(100, { required: "Name is required" }),
  url: z
    .string({ required_error: "Feed URL is required" })
    .trim()
    .max(2000)
    .regex(/^(https?|webcal):\/\/[^\s]+$/i, "Please enter an http(s) or webcal URL"),
  categoryId: optionalInt(1, Number.MAX_SAFE_INTEGER),
});

export const FEATURE_UNTIL_MESSAGE = "Please choose a date from tomorrow up to 6 months ahead";

/** The last day an event may be featured until: a date (town time, end of that day), from tomorrow to 6 months on. */
const featureUntil = (now: Date) =>
  z
    .string({ required_error: FEATURE_UNTIL_MESSAGE, invalid_type_error: FEATURE_UNTIL_MESSAGE })
    .regex(/^\d{4}-\d{2}-\d{2}$/, FEATURE_UNTIL_MESSAGE)
    .transform((value, ctx) => {
      const end = townLocalToDate(`${value}T23:59`);
      const first = dateToTownLocal(now.getTime() + 86_400_000).slice(0, 10);
      const last = dateToTownLocal(latestAllowedStart(now)).slice(0, 10);
      // ISO dates compare as text; a date that does not exist (Feb 30) has no town time at all.
      if (!end || value < first || value > last) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: FEATURE_UNTIL_MESSAGE });
        return z.NEVER;
      }
      return end;
    });

const eventActionSchema = (now: Date) =>
  z.discriminatedUnion("intent", [
    z.object({ intent: z.literal("hide"), eventId: id("Invalid event id") }),
    z.object({ intent: z.literal("unhide"), eventId: id("Invalid event id") }),
    z.object({ intent: z.literal("feature"), eventId: id("Invalid event id"), until: featureUntil(now) }),
    z.object({ intent: z.literal("unfeature"), eventId: id("Invalid event id") }),
    z.object({ intent: z.literal("cancel"), eventId: id("Invalid event id") }),
  ]);

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const page = pageParam(url.searchParams.get("page"));
  const now = context.now();
  const [list, feeds, categories, runs] = await Promise.all([
    listEventsForAdmin(context.db, { q, page }),
    listEventFeeds(context.db),
    listEventCategories(context.db),
    listRecentRunsOf(context.db, "events-import", 5),
  ]);
  const nowMs = now.getTime();
  return json({
    q,
    page,
    pages: Math.max(1, Math.ceil(list.total / ADMIN_EVENTS_PAGE)),
    total: list.total,
    events: list.rows.map((e) => ({
      ...e,
      featuredNow: e.isFeatured && (!e.featuredUntil || e.featuredUntil.getTime() >= nowMs),
      past: e.startDate.getTime() < nowMs,
    })),
    // The feature form's default: a week from today.
    featureDefault: dateToTownLocal(nowMs + 7 * 86_400_000).slice(0, 10),
    featureMin: dateToTownLocal(nowMs + 86_400_000).slice(0, 10),
    featureMax: dateToTownLocal(latestAllowedStart(now)).slice(0, 10),
    feeds,
    categories,
    runs,
  });
}

async function moderateEvent(context: ActionFunctionArgs["context"], admin: Awaited<ReturnType<typeof requireAdmin>>, form: FormData) {
  const now = context.now();
  const parsed = eventActionSchema(now).safeParse(Object.fromEntries(form));
  if (!parsed.success) badRequest(parsed.error.issues[0]?.message ?? "That request could not be understood.");
  const input = parsed.data;
  const before = await getEventRow(context.db, input.eventId);
  if (!before) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  const audit = (after: Record<string, unknown>, prior: Record<string, unknown>) =>
    recordAudit(context.db, admin, { action: `event.${input.intent}`, targetType: "event", targetId: before.id, before: prior, after }, now);
  if (input.intent === "cancel") {
    const cancelled = await cancelEventAsAdmin(context, admin, before.id);
    flash(context, cancelled ? { title: "Event Cancelled", description: `"${before.title}" now shows as Cancelled. The organiser has been told.` } : { title: "Error", description: "That event is already cancelled.", variant: "destructive" });
  } else if (input.intent === "hide" || input.intent === "unhide") {
    await setEventHidden(context.db, before.id, input.intent === "hide", now);
    await audit({ isActive: input.intent === "unhide" }, { isActive: before.isActive });
    flash(context, { title: "Success", description: input.intent === "hide" ? `"${before.title}" is hidden.` : `"${before.title}" is shown again.` });
  } else {
    const until = input.intent === "feature" ? input.until : null;
    await setEventFeatured(context.db, before.id, until, now);
    await audit({ isFeatured: until !== null, featuredUntil: until?.toISOString() ?? null }, { isFeatured: before.isFeatured, featuredUntil: before.featuredUntil?.toISOString() ?? null });
    flash(context, { title: "Success", description: until ? `"${before.title}" is featured until ${formatEventDate(until.toISOString())}.` : `"${before.title}" is no longer featured.` });
  }
  const back = new URL(String(form.get("back") ?? ""), "http://x");
  throw redirect(back.pathname === "/admin/events" ? `/admin/events${back.search}` : "/admin/events");
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent !== "import" && intent !== "remove-feed" && intent !== "add-feed") return moderateEvent(context, admin, formData);
  if (intent === "import") {
    const run = await runImport(context, "events-import", "admin");
    flash(
      context,
      run.counts
        ? { title: "Events Import Completed", description: `Imported ${run.counts.imported ?? 0} events, ${run.counts.errors ?? 0} errors` }
        : { title: "Import Failed", description: "Failed to import events from Meetup", variant: "destructive" },
    );
    throw redirect("/admin/events");
  }
  if (intent === "remove-feed") {
    const feed = id().safeParse(formData.get("feedId"));
    if (!feed.success) badRequest("Invalid feed id");
    const removed = await removeEventFeed(context.db, feed.data);
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
  const backTo = `/admin/events${data.q || data.page > 1 ? `?q=${encodeURIComponent(data.q)}&page=${data.page}` : ""}`;
  const busyIntent = navigation.state !== "idle" ? navigation.formData?.get("intent") ?? null : null;
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

      <section aria-labelledby="list-heading" className="space-y-3">
        <h3 id="list-heading" className="font-semibold">
          All events ({data.total})
        </h3>
        <Form method="get" className="flex flex-wrap items-end gap-2" role="search">
          <label className="text-sm">
            Search by title
            <input name="q" type="search" defaultValue={data.q} maxLength={100} className="mt-1 block rounded border border-border px-2 py-1" />
          </label>
          <button type="submit" className="rounded border border-border px-3 py-1.5 text-sm">
            Search
          </button>
        </Form>
        {data.events.length ? (
          <ul className="divide-y divide-border" aria-label="Events">
            {data.events.map((e) => (
              <li key={e.id} className="space-y-2 py-3 text-sm" data-testid={`admin-event-${e.id}`}>
                <p className="break-words">
                  <Link to={`/events/${e.id}`} className="font-medium underline">
                    {e.title}
                  </Link>{" "}
                  <span className="opacity-70">
                    · {formatEventDate(e.startDate)}
                    {e.isPremium ? " · Premium" : ""}
                    {e.featuredNow ? ` · Featured${e.featuredUntil ? ` until ${formatEventDate(e.featuredUntil)}` : ""}` : ""}
                    {e.awaitingPayment ? " · awaiting payment" : ""}
                    {e.feedId ? " · imported" : ""}
                  </span>
                  {e.cancelledAt ? <span className="ml-2 rounded bg-secondary px-1.5 text-xs">Cancelled</span> : null}
                  {e.isActive ? null : <span className="ml-2 rounded bg-red-100 px-1.5 text-xs text-red-900">Hidden</span>}
                </p>
                <div className="flex flex-wrap items-end gap-2">
                  <Link to={`/events/${e.id}/edit`} className="rounded border border-border px-2 py-1" aria-label={`Edit ${e.title}`}>
                    Edit
                  </Link>
                  <Form method="post">
                    <input type="hidden" name="eventId" value={e.id} />
                    <input type="hidden" name="back" value={backTo} />
                    <button type="submit" name="intent" value={e.isActive ? "hide" : "unhide"} disabled={busyIntent !== null} className="rounded border border-border px-2 py-1" aria-label={`${e.isActive ? "Hide" : "Unhide"} ${e.title}`}>
                      {e.isActive ? "Hide" : "Unhide"}
                    </button>
                  </Form>
                  {e.featuredNow ? (
                    <Form method="post">
                      <input type="hidden" name="eventId" value={e.id} />
                      <input type="hidden" name="back" value={backTo} />
                      <button type="submit" name="intent" value="unfeature" disabled={busyIntent !== null} className="rounded border border-border px-2 py-1" aria-label={`Unfeature ${e.title}`}>
                        Unfeature
                      </button>
                    </Form>
                  ) : (
                    <Form method="post" className="flex items-end gap-1">
                      <input type="hidden" name="eventId" value={e.id} />
                      <input type="hidden" name="back" value={backTo} />
                      <label className="text-xs">
                        Feature until
                        <input type="date" name="until" required defaultValue={data.featureDefault} min={data.featureMin} max={data.featureMax} className="block rounded border border-border px-1 py-0.5" aria-label={`Feature ${e.title} until`} />
                      </label>
                      <button type="submit" name="intent" value="feature" disabled={busyIntent !== null} className="rounded border border-border px-2 py-1" aria-label={`Feature ${e.title}`}>
                        Feature
                      </button>
                    </Form>
                  )}
                  {e.cancelledAt || e.past ? null : (
                    <Form method="post">
                      <input type="hidden" name="eventId" value={e.id} />
                      <input type="hidden" name="back" value={backTo} />
                      <button type="submit" name="intent" value="cancel" disabled={busyIntent !== null} className="rounded border border-red-600 px-2 py-1 text-red-700" aria-label={`Cancel ${e.title}`}>
                        Cancel event
                      </button>
                    </Form>
                  )}
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm opacity-70">{data.q ? `No events match "${data.q}".` : "No events yet."}</p>
        )}
        {data.pages > 1 ? (
          <nav aria-label="Event pages" className="flex items-center gap-3 text-sm">
            {data.page > 1 ? <Link to={`?q=${encodeURIComponent(data.q)}&page=${data.page - 1}`}>← Previous</Link> : null}
            <span>
              Page {data.page} of {data.pages}
            </span>
            {data.page < data.pages ? <Link to={`?q=${encodeURIComponent(data.q)}&page=${data.page + 1}`}>Next →</Link> : null}
          </nav>
        ) : null}
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
                  {f.lastFetchedAt ? `Last read ${formatShortDateTime(f.lastFetchedAt)}` : "Not read yet"}
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
              {formatShortDateTime(r.startedAt)} ({r.trigger}) — {r.ok ? "ok" : "failed"}
              {r.counts ? ` · imported ${r.counts.imported ?? 0}, errors ${r.counts.errors ?? 0} · ${importSummary(r.counts)}` : ""}
              {r.error ? <span className="block text-red-700">{r.error}</span> : null}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
