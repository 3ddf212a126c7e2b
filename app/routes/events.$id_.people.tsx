// /events/{id}/people: the organiser's (or an admin's) lists of who answered, with counts: going (each with a
// check-in toggle for the door), the waitlist in its order, and can't go; and the door list as CSV (issue 43).
// Names only, never addresses. Every toggle is a plain POST form (a fetcher with JavaScript, same outcome).
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useFetcher, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/site-link";
import { WrittenValue } from "~/components/written-value";
import { parseId } from "~/lib/fields";
import { badRequest, notFound } from "~/lib/http.server";
import { messagesFor } from "~/lib/i18n/catalogue.server";
import { HOLE, peopleWroteLang, plain, type T } from "~/lib/i18n/plain";
import { z } from "~/lib/zod";
import { listEventPeople, setCheckedIn } from "~/models/event-rsvps.server";
import { getEventRow } from "~/models/events.server";
import { requireUser } from "~/services/auth.server";
import { organises } from "~/services/event-changes.server";

const checkInSchema = z.object({
  intent: z.literal("check-in"),
  rsvpId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  checked: z.enum(["1", "0"]),
});

async function organisedOr404(request: Request, context: LoaderFunctionArgs["context"], idParam: string | undefined) {
  const user = await requireUser(request, context);
  const id = parseId(idParam);
  const event = id ? await getEventRow(context.db, id) : null;
  if (!event || !organises(user, event)) notFound();
  return event;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const event = await organisedOr404(request, context, params.id);
  return json(
    {
      id: event.id,
      title: event.title,
      lang: context.lang,
      m: messagesFor(context.lang, "organiser"),
      ...(await listEventPeople(context.db, event.id)),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const event = await organisedOr404(request, context, params.id);
  const parsed = checkInSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success)
    badRequest(context.lang, /*i18n*/ { id: "badRequest.That request could not be understood.", message: "That request could not be understood." });
  const { rsvpId, checked } = parsed.data;
  if (!(await setCheckedIn(context.db, event.id, rsvpId, checked === "1", context.now()))) notFound();
  // Back to the same row: on a phone at the door the list stays where the thumb was.
  return redirect(`/events/${event.id}/people#p-${rsvpId}`, 303);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? plain<"organiser">(data.m)(/*i18n*/ { id: "organiser.peopleTitle", message: "Who's coming: {title}" }, { title: data.title })
      : "People",
  },
  { name: "robots", content: "noindex" },
];

type Person = { rsvpId: number; name: string; checkedIn: boolean };

function CheckInRow({ person, t }: { person: Person; t: T<"organiser"> }) {
  const fetcher = useFetcher();
  // With JavaScript the row shows the new state at once; without, the page comes back with it.
  const pending = fetcher.formData?.get("checked");
  const checkedIn = pending ? pending === "1" : person.checkedIn;
  return (
    <li id={`p-${person.rsvpId}`} className="flex items-center justify-between gap-3 py-2" data-testid="going-person">
      <span className="min-w-0 break-words text-base">
        {person.name}
        {checkedIn ? (
          <span className="ml-2 text-sm font-semibold text-green-800">✓ {t(/*i18n*/ { id: "organiser.checkedIn", message: "Checked in" })}</span>
        ) : null}
      </span>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="check-in" />
        <input type="hidden" name="rsvpId" value={person.rsvpId} />
        <input type="hidden" name="checked" value={checkedIn ? "0" : "1"} />
        <button
          type="submit"
          className={
            checkedIn
              ? "min-h-11 min-w-24 rounded border border-border px-3 text-sm"
              : "min-h-11 min-w-24 rounded bg-primary px-3 text-sm font-medium text-primary-foreground"
          }
          aria-label={t(
            checkedIn
              ? /*i18n*/ { id: "organiser.undoCheckInLabel", message: "Undo check-in of {name}" }
              : /*i18n*/ { id: "organiser.checkInLabel", message: "Check in {name}" },
            { name: person.name },
          )}
          aria-pressed={checkedIn}
        >
          {checkedIn ? t(/*i18n*/ { id: "organiser.undoCheckIn", message: "Undo" }) : t(/*i18n*/ { id: "organiser.checkIn", message: "Check in" })}
        </button>
      </fetcher.Form>
    </li>
  );
}

function NameList({ people, testId }: { people: Person[]; testId: string }) {
  return (
    <ol className="mt-2 list-decimal space-y-1 pl-6" data-testid={testId}>
      {people.map((p) => (
        <li key={p.rsvpId}>{p.name}</li>
      ))}
    </ol>
  );
}

export default function EventPeople() {
  const { id, title, lang, m, going, waitlisted, notGoing } = useLoaderData<typeof loader>();
  const t = plain<"organiser">(m);
  const checked = going.filter((p) => p.checkedIn).length;
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <Link to={`/events/${id}`} className="tap text-sm underline">
        {t(/*i18n*/ { id: "organiser.backToEvent", message: "← Back to the event" })}
      </Link>
      <h1 className="text-2xl font-bold">
        <WrittenValue
          message={t(/*i18n*/ { id: "organiser.peopleTitle", message: "Who's coming: {title}" }, { title: HOLE })}
          lang={peopleWroteLang(lang)}
        >
          {title}
        </WrittenValue>
      </h1>
      <section aria-labelledby="going-heading">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="going-heading" className="text-lg font-semibold">
            {t(/*i18n*/ { id: "organiser.going", message: "Going ({count})" }, { count: String(going.length) })}
          </h2>
          <p className="text-sm" data-testid="checked-in-count">
            {t(
              /*i18n*/ { id: "organiser.checkedInCount", message: "{count} of {total} checked in" },
              { count: String(checked), total: String(going.length) },
            )}
          </p>
        </div>
        {going.length ? (
          <ul className="divide-y divide-border" data-testid="going-list">
            {going.map((p) => (
              <CheckInRow key={p.rsvpId} person={p} t={t} />
            ))}
          </ul>
        ) : (
          <p className="text-sm opacity-80">{t(/*i18n*/ { id: "organiser.nobody", message: "Nobody yet." })}</p>
        )}
        <p className="mt-3 text-sm">
          <a className="inline-flex min-h-11 items-center rounded border border-border px-3 font-medium" href={`/events/${id}/people.csv`} download>
            {t(/*i18n*/ { id: "organiser.doorList", message: "Door list (CSV)" })}
          </a>{" "}
          <span className="opacity-80">{t(/*i18n*/ { id: "organiser.doorListHint", message: "Names of everyone going, for a printed list." })}</span>
        </p>
      </section>
      <section aria-labelledby="waitlist-heading">
        <h2 id="waitlist-heading" className="text-lg font-semibold">
          {t(/*i18n*/ { id: "organiser.waitlisted", message: "Waitlist ({count})" }, { count: String(waitlisted.length) })}
        </h2>
        {waitlisted.length ? (
          <>
            <p className="text-sm opacity-80">
              {t(/*i18n*/ { id: "organiser.waitlistHint", message: "In order: the first moves up when a place opens." })}
            </p>
            <NameList people={waitlisted} testId="waitlist" />
          </>
        ) : (
          <p className="text-sm opacity-80">{t(/*i18n*/ { id: "organiser.nobody", message: "Nobody yet." })}</p>
        )}
      </section>
      <section aria-labelledby="notgoing-heading">
        <h2 id="notgoing-heading" className="text-lg font-semibold">
          {t(/*i18n*/ { id: "organiser.notGoing", message: "Can't go ({count})" }, { count: String(notGoing.length) })}
        </h2>
        {notGoing.length ? (
          <NameList people={notGoing} testId="not-going" />
        ) : (
          <p className="text-sm opacity-80">{t(/*i18n*/ { id: "organiser.nobody", message: "Nobody yet." })}</p>
        )}
      </section>
    </div>
  );
}
