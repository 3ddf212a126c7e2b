// POST /api/events/{id}/rsvp: "I'm going" → {status: "going" | "waitlisted", currentAttendees, maxAttendees}.
// DELETE /api/events/{id}/rsvp: "Can't go" → {status: "not_going", …}. The answer is free, also for paid events.
// Errors are {"message"}: 401 signed out, 404 no such event, 409 an event that takes no answer here.
import { json } from "@remix-run/cloudflare";
import { apiError } from "~/lib/http.server";
import { apiAction, methodNotAllowed, requireIdParam } from "~/services/api.server";
import { answerEvent } from "~/services/rsvps.server";

export const action = apiAction({ method: ["POST", "DELETE"], auth: "user" }, async ({ request, params, context, user }) => {
  const eventId = requireIdParam(params.id, "Invalid event id");
  const result = await answerEvent(context, user, eventId, request.method.toUpperCase() === "DELETE" ? "not_going" : "going");
  if (!result.ok) return apiError(result.status, result.message);
  return json({ eventId, status: result.status, currentAttendees: result.currentAttendees, maxAttendees: result.maxAttendees });
});

export const loader = methodNotAllowed;
