// The loader and actions of /admin/events: hide, unhide, feature until a date, unfeature and cancel an event (each in
// the audit log), and the iCalendar feeds' add, remove and import. Invalid input answers 400 with the field errors.
import { parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { dateToTownLocal, formatEventDate } from "~/lib/dates";
import { latestAllowedStart } from "~/lib/event-rules";
import { pageParam } from "~/lib/fields";
import { notFound } from "~/lib/http.server";
import { messagesFor, validationFor, formatterFor } from "~/lib/i18n/catalogue.server";
import { runLines } from "~/lib/import-summary";
import { safeReturnTo } from "~/lib/return-to";
import { flash, toastMessage, type ToastMessage } from "~/lib/toast.server";
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
import { announceToFediverse } from "~/services/fediverse.server";
import { runImport } from "~/services/imports.server";
import { actionSchema } from "./schema";

/** The words of this file's longer components, each written once (Lingui's descriptors). */
const WORDS = {
  "Events Import Completed": /*i18n*/ { id: "toasts.Events Import Completed", message: "Events Import Completed" },
  "Imported {imported} events, {errors} errors": /*i18n*/ {
    id: "toasts.Imported {imported} events, {errors} errors",
    message: "Imported {imported} events, {errors} errors",
  },
  "Import Failed": /*i18n*/ { id: "toasts.Import Failed", message: "Import Failed" },
  "Failed to import events from Meetup": /*i18n*/ {
    id: "toasts.Failed to import events from Meetup",
    message: "Failed to import events from Meetup",
  },
  "Feed removed": /*i18n*/ { id: "toasts.Feed removed", message: "Feed removed" },
  "Feed not found": /*i18n*/ { id: "toasts.Feed not found", message: "Feed not found" },
  "Feed added": /*i18n*/ { id: "toasts.Feed added", message: "Feed added" },
  "{name} will be read at the next import.": /*i18n*/ {
    id: "toasts.{name} will be read at the next import.",
    message: "{name} will be read at the next import.",
  },
  "Event Cancelled": /*i18n*/ { id: "toasts.Event Cancelled", message: "Event Cancelled" },
  '"{title}" now shows as Cancelled. The organiser has been told.': /*i18n*/ {
    id: 'toasts."{title}" now shows as Cancelled. The organiser has been told.',
    message: '"{title}" now shows as Cancelled. The organiser has been told.',
  },
  Error: /*i18n*/ { id: "toasts.Error", message: "Error" },
  "That event is already cancelled.": /*i18n*/ { id: "toasts.That event is already cancelled.", message: "That event is already cancelled." },
  Success: /*i18n*/ { id: "toasts.Success", message: "Success" },
  '"{title}" is hidden.': /*i18n*/ { id: 'toasts."{title}" is hidden.', message: '"{title}" is hidden.' },
  '"{title}" is shown again.': /*i18n*/ { id: 'toasts."{title}" is shown again.', message: '"{title}" is shown again.' },
  '"{title}" is featured until {date}.': /*i18n*/ {
    id: 'toasts."{title}" is featured until {date}.',
    message: '"{title}" is featured until {date}.',
  },
  '"{title}" is no longer featured.': /*i18n*/ { id: 'toasts."{title}" is no longer featured.', message: '"{title}" is no longer featured.' },
} as const;

export async function adminEventsLoader({ request, context }: LoaderFunctionArgs) {
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
    runs: runLines(runs, formatterFor(context.lang, "imports")),
    messages: messagesFor(context.lang, "adminEvents"),
    validation: validationFor(context.lang, "admin"),
  });
}

/** The toasts the action raises as they are (the others name the event or the feed). */
const TOASTS = {
  importFailed: { title: WORDS["Import Failed"], description: WORDS["Failed to import events from Meetup"], variant: "destructive" },
  feedRemoved: { title: WORDS["Feed removed"] },
  feedNotFound: { title: WORDS["Feed not found"], variant: "destructive" },
  alreadyCancelled: { title: WORDS.Error, description: WORDS["That event is already cancelled."], variant: "destructive" },
} satisfies Record<string, ToastMessage>;

export async function adminEventsAction({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const now = context.now();
  const submission = parseWithZod(await request.formData(), { schema: actionSchema(now) });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  const input = submission.value;
  if (input.intent === "import") {
    const run = await runImport(context, "events-import", "admin");
    flash(
      context,
      run.counts
        ? {
            title: WORDS["Events Import Completed"],
            description: toastMessage(WORDS["Imported {imported} events, {errors} errors"], {
              imported: run.counts.imported ?? 0,
              errors: run.counts.errors ?? 0,
            }),
          }
        : TOASTS.importFailed,
    );
    throw redirect("/admin/events");
  }
  if (input.intent === "remove-feed") {
    const removed = await removeEventFeed(context.db, input.feedId);
    flash(context, removed ? TOASTS.feedRemoved : TOASTS.feedNotFound);
    throw redirect("/admin/events");
  }
  if (input.intent === "add-feed") {
    const { name, url, categoryId } = input;
    const added = await addEventFeed(context.db, { name, url: url.replace(/^webcal:\/\//i, "https://"), categoryId }, now);
    if (!added.ok) return json(submission.reply({ fieldErrors: { url: [added.message] } }), { status: 400 });
    flash(context, {
      title: WORDS["Feed added"],
      description: toastMessage(WORDS["{name} will be read at the next import."], { name }),
    });
    throw redirect("/admin/events");
  }
  const before = await getEventRow(context.db, input.eventId);
  if (!before) notFound();
  const audit = (after: Record<string, unknown>, prior: Record<string, unknown>) =>
    recordAudit(context.db, admin, { action: `event.${input.intent}`, targetType: "event", targetId: before.id, before: prior, after }, now);
  if (input.intent === "cancel") {
    const cancelled = await cancelEventAsAdmin(context, admin, before.id);
    flash(
      context,
      cancelled
        ? {
            title: WORDS["Event Cancelled"],
            description: toastMessage(WORDS['"{title}" now shows as Cancelled. The organiser has been told.'], { title: before.title }),
          }
        : TOASTS.alreadyCancelled,
    );
  } else if (input.intent === "hide" || input.intent === "unhide") {
    await setEventHidden(context.db, before.id, input.intent === "hide", now);
    await announceToFediverse(context, "event", [before.id]);
    await audit({ isActive: input.intent === "unhide" }, { isActive: before.isActive });
    flash(context, {
      title: WORDS.Success,
      description: toastMessage(input.intent === "hide" ? WORDS['"{title}" is hidden.'] : WORDS['"{title}" is shown again.'], {
        title: before.title,
      }),
    });
  } else {
    const until = input.intent === "feature" ? input.until : null;
    await setEventFeatured(context.db, before.id, until, now);
    await audit(
      { isFeatured: until !== null, featuredUntil: until?.toISOString() ?? null },
      { isFeatured: before.isFeatured, featuredUntil: before.featuredUntil?.toISOString() ?? null },
    );
    flash(context, {
      title: WORDS.Success,
      description: until
        ? toastMessage(WORDS['"{title}" is featured until {date}.'], { title: before.title, date: formatEventDate(until.toISOString()) })
        : toastMessage(WORDS['"{title}" is no longer featured.'], { title: before.title }),
    });
  }
  const back = new URL(safeReturnTo(input.back), "https://site.invalid");
  throw redirect(back.pathname === "/admin/events" ? `/admin/events${back.search}` : "/admin/events");
}
