import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { asc, gte } from "drizzle-orm";
import { events } from "../../db/schema";
import { requireAdmin } from "~/lib/auth.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const rows = await context.db
    .select({ id: events.id, title: events.title, startDate: events.startDate, isActive: events.isActive, isFeatured: events.isFeatured })
    .from(events)
    .where(gte(events.startDate, context.now()))
    .orderBy(asc(events.startDate))
    .limit(20);
  return json({ events: rows });
}

export default function AdminEvents() {
  const data = useLoaderData<typeof loader>();
  return (
    <ul className="divide-y divide-border">
      {data.events.map((e) => (
        <li key={e.id} className="flex justify-between py-2 text-sm">
          <Link to={`/events/${e.id}`} className="font-medium">
            {e.title}
          </Link>
          <span className="opacity-70">
            {new Date(e.startDate).toLocaleString("en-US", { timeZone: "America/Indiana/Indianapolis" })}
            {e.isFeatured ? " · Featured" : ""}
            {e.isActive ? "" : " · inactive"}
          </span>
        </li>
      ))}
    </ul>
  );
}
