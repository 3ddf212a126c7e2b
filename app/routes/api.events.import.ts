// POST /api/events/import (admins): runs the iCalendar feeds import now → {imported, errors}.
import { json, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireAdmin } from "~/services/auth.server";
import { apiError, fail, readJson } from "~/lib/http.server";
import { runEventsImportNow } from "~/services/events-import.server";
import { getSiteConfig } from "~/models/site-config.server";

/** Only POST is meant here; a GET is 405 like any other wrong method. */
export const loader = () => apiError(405, "Method Not Allowed");

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") fail(405, "Method Not Allowed");
  await requireAdmin(request, context);
  await readJson(request);
  const config = await getSiteConfig(context.db, context.kv);
  const result = await runEventsImportNow(context, config.mode);
  if (!result.ok) return apiError(500, "Failed to import events from Meetup");
  return json({ imported: result.imported, errors: result.errors });
}
