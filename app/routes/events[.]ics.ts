// /events.ics: the calendar as an iCalendar subscription (webcal), filtered by ?category= like the page.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { buildCalendar, icsResponse } from "~/lib/ics";
import { getEventCategory, listEventsForCalendar } from "~/models/events.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const raw = Number(url.searchParams.get("category"));
  const category = Number.isSafeInteger(raw) && raw > 0 ? await getEventCategory(context.db, raw) : null;
  const now = context.now();
  const [config, rows] = await Promise.all([
    context.siteConfig(),
    listEventsForCalendar(context.db, { now, categoryId: category?.id }),
  ]);
  const name = category ? `${config.siteName}: ${category.name}` : `${config.siteName} Events`;
  return icsResponse(buildCalendar(rows, { siteUrl: context.env.SITE_URL ?? url.origin, name, now }), null);
}
