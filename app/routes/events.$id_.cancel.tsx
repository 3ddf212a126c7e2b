// /events/{id}/cancel: the organiser (or an admin) confirms cancelling a date on its own page, a plain POST form that
// works without JavaScript (issue 43). Everyone going or waiting is mailed (services/event-changes). Others get a 404.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { Button } from "~/components/button";
import { Link } from "~/components/site-link";
import { WrittenValue } from "~/components/written-value";
import { parseId } from "~/lib/fields";
import { badRequest, notFound } from "~/lib/http.server";
import { messagesFor } from "~/lib/i18n/catalogue.server";
import { HOLE, peopleWroteLang, plain } from "~/lib/i18n/plain";
import { flash, toastMessage } from "~/lib/toast.server";
import { z } from "~/lib/zod";
import { recordAudit } from "~/models/audit.server";
import { listPeopleToTell } from "~/models/event-rsvps.server";
import { getEventRow } from "~/models/events.server";
import { requireUser } from "~/services/auth.server";
import { cancelDatesAndTell, organises } from "~/services/event-changes.server";

// The scope is always sent (a hidden field for a single event), so an empty or hostile body cancels nothing.
const cancelSchema = z.object({ scope: z.enum(["this", "following"]) });

async function organisedOr404(request: Request, context: LoaderFunctionArgs["context"], idParam: string | undefined) {
  const user = await requireUser(request, context);
  const id = parseId(idParam);
  const event = id ? await getEventRow(context.db, id) : null;
  if (!event || !organises(user, event)) notFound();
  return { user, event };
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { event } = await organisedOr404(request, context, params.id);
  if (event.cancelledAt) throw redirect(`/events/${event.id}`);
  const people = await listPeopleToTell(context.db, event.id);
  return json({
    id: event.id,
    title: event.title,
    seriesDate: event.seriesId !== null,
    count: people.length,
    lang: context.lang,
    m: messagesFor(context.lang, "organiser"),
  });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { user, event } = await organisedOr404(request, context, params.id);
  const parsed = cancelSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success)
    badRequest(context.lang, /*i18n*/ { id: "badRequest.That request could not be understood.", message: "That request could not be understood." });
  const { scope } = parsed.data;
  const cancelled = await cancelDatesAndTell(context, event, scope);
  if (user.id !== event.organizerId) {
    await recordAudit(
      context.db,
      user,
      { action: "event.cancel", targetType: "event", targetId: event.id, before: null, after: { scope, cancelled } },
      context.now(),
    );
  }
  flash(context, {
    title: /*i18n*/ { id: "toasts.Event Cancelled", message: "Event Cancelled" },
    description:
      cancelled === 1
        ? /*i18n*/ { id: "toasts.The date is cancelled.", message: "The date is cancelled." }
        : toastMessage(/*i18n*/ { id: "toasts.{count} dates are cancelled.", message: "{count} dates are cancelled." }, { count: cancelled }),
  });
  throw redirect(`/events/${event.id}`);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? plain<"organiser">(data.m)(/*i18n*/ { id: "organiser.confirmCancelTitle", message: 'Cancel "{title}"?' }, { title: data.title })
      : "Cancel",
  },
  { name: "robots", content: "noindex" },
];

export default function CancelEvent() {
  const { id, title, seriesDate, count, lang, m } = useLoaderData<typeof loader>();
  const t = plain<"organiser">(m);
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <Link to={`/events/${id}`} className="tap text-sm underline">
        {t(/*i18n*/ { id: "organiser.backToEvent", message: "← Back to the event" })}
      </Link>
      <h1 className="text-2xl font-bold">
        <WrittenValue
          message={t(/*i18n*/ { id: "organiser.confirmCancelTitle", message: 'Cancel "{title}"?' }, { title: HOLE })}
          lang={peopleWroteLang(lang)}
        >
          {title}
        </WrittenValue>
      </h1>
      <p>
        {t(
          /*i18n*/ {
            id: "organiser.confirmCancelText",
            message:
              "Everyone going or on the waitlist ({count}) gets a mail saying it is cancelled, with a calendar file that removes it from their calendar. This cannot be undone.",
          },
          { count: String(count) },
        )}
      </p>
      <Form method="post" className="space-y-4" data-testid="confirm-cancel">
        {seriesDate ? (
          <fieldset className="space-y-2">
            <label className="flex min-h-11 items-center gap-2">
              <input type="radio" name="scope" value="this" defaultChecked className="size-5" />
              {t(/*i18n*/ { id: "organiser.thisDate", message: "This date only" })}
            </label>
            <label className="flex min-h-11 items-center gap-2">
              <input type="radio" name="scope" value="following" className="size-5" />
              {t(/*i18n*/ { id: "organiser.following", message: "This date and all following dates" })}
            </label>
          </fieldset>
        ) : (
          <input type="hidden" name="scope" value="this" />
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="danger" className="min-h-11 px-4">
            {t(/*i18n*/ { id: "organiser.confirmCancelButton", message: "Yes, cancel it" })}
          </Button>
          <Link to={`/events/${id}`} className="inline-flex min-h-11 items-center rounded border border-border px-4">
            {t(/*i18n*/ { id: "organiser.keepIt", message: "No, keep it" })}
          </Link>
        </div>
      </Form>
    </div>
  );
}
