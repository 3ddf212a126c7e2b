// POST /api/events/{id}/rsvp: "I'm going" → {status: "going" | "waitlisted", currentAttendees, maxAttendees}.
// DELETE /api/events/{id}/rsvp: "Can't go" → {status: "not_going", …}. The answer is free, also for paid events.
// Errors are {"message"}: 401 signed out, 404 no such event, 409 an event that takes no answer here.
import { json } from "@remix-run/cloudflare";
import { apiError, apiMessage } from "~/lib/http.server";
import { z } from "~/lib/zod";
import { apiAction, methodNotAllowed, requireIdParam } from "~/services/api.server";
import { answerEvent } from "~/services/rsvps.server";

export const action = apiAction({ method: ["POST", "DELETE"], auth: "user" }, async ({ request, params, context, user }) => {
  const eventId = requireIdParam(params.id, /*i18n*/ { id: "api.Invalid event id", message: "Invalid event id" });
  const answer = request.method.toUpperCase() === "DELETE" ? "not_going" : "going";
  // The method is the answer; a body, when sent, may only repeat it: {"status": "going"} or {"status": "not_going"}.
  const raw = (await request.text()).trim();
  if (raw) {
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return apiError(400, /*i18n*/ { id: "api.Invalid JSON body", message: "Invalid JSON body" });
    }
    if (
      !z
        .object({ status: z.literal(answer).optional() })
        .strict()
        .safeParse(body).success
    ) {
      return apiError(
        400,
        apiMessage(
          /*i18n*/ { id: 'api.status must be "{answer}" for {method}', message: 'status must be "{answer}" for {method}' },
          { answer, method: request.method.toUpperCase() },
        ),
      );
    }
  }
  const result = await answerEvent(context, user, eventId, answer);
  if (!result.ok) return apiError(result.status, result.message);
  return json({ eventId, status: result.status, currentAttendees: result.currentAttendees, maxAttendees: result.maxAttendees });
});

export const loader = methodNotAllowed;
