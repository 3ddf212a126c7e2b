// POST /api/events/import (admins): runs the iCalendar feeds import now → {imported, errors}.
import { json } from "@remix-run/cloudflare";
import { apiError } from "~/lib/http.server";
import { z } from "~/lib/zod";
import { apiAction, methodNotAllowed } from "~/services/api.server";
import { runImport } from "~/services/imports.server";

export const loader = methodNotAllowed;

// The body carries nothing, but when one is sent it must be JSON.
export const action = apiAction({ body: z.unknown(), auth: "admin" }, async ({ context }) => {
  const run = await runImport(context, "events-import", "admin");
  if (!run.counts) return apiError(500, /*i18n*/ { id: "api.Failed to import events from Meetup", message: "Failed to import events from Meetup" });
  return json({ imported: run.counts?.imported ?? 0, errors: run.counts?.errors ?? 0 });
});
