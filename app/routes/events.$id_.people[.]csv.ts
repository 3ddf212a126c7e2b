// /events/{id}/people.csv: the door list, the names of everyone going (first name and last initial, never addresses),
// in answer order; for the organiser or an admin only (others get a 404).
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { toCsv } from "~/lib/csv";
import { parseId } from "~/lib/fields";
import { notFound } from "~/lib/http.server";
import { messagesFor } from "~/lib/i18n/catalogue.server";
import { tr } from "~/lib/i18n/descriptor";
import { listEventPeople } from "~/models/event-rsvps.server";
import { getEventRow } from "~/models/events.server";
import { requireUser } from "~/services/auth.server";
import { organises } from "~/services/event-changes.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const id = parseId(params.id);
  const event = id ? await getEventRow(context.db, id) : null;
  if (!event || !organises(user, event)) notFound();
  const { going } = await listEventPeople(context.db, event.id);
  return new Response(
    toCsv([[tr(messagesFor(context.lang, "organiser"), /*i18n*/ { id: "organiser.csvName", message: "Name" })], ...going.map((p) => [p.name])]),
    {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="event-${event.id}-door-list.csv"`,
        "Cache-Control": "private, no-store",
      },
    },
  );
}
