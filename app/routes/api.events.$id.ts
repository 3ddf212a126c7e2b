// GET /api/events/{id}: one event, 404 JSON when missing or not visible to the caller.
import { json } from "@remix-run/cloudflare";
import { parseId } from "~/lib/fields";
import { apiError } from "~/lib/http.server";
import { eventJsonOf, getVisibleEvent } from "~/models/events.server";
import { apiLoader, methodNotAllowed } from "~/services/api.server";
import { getUser } from "~/services/auth.server";

export const loader = apiLoader({}, async ({ params, context }) => {
  const id = parseId(params.id);
  const event = id ? await getVisibleEvent(context.db, id, await getUser(context)) : null;
  if (!event) return apiError(404, /*i18n*/ { id: "api.Event not found", message: "Event not found" });
  return json(eventJsonOf(event));
});

/** Only GET is served here: any other method is a 405 with {"message"}, not a Remix error page. */
export const action = () => methodNotAllowed();
