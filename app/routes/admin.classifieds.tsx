import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/services/auth.server";
import { truncate } from "~/lib/text";
import { listLatestClassifieds } from "~/models/admin.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const ads = await listLatestClassifieds(context.db);
  return json({ ads });
}

export default function AdminClassifieds() {
  const { ads } = useLoaderData<typeof loader>();
  if (ads.length === 0) return <p>No classified ads yet.</p>;
  return (
    <ul className="divide-y divide-border">
      {ads.map((ad) => (
        <li key={ad.id} className="py-3">
          <p className="font-medium">
            {ad.title} <span className="text-sm opacity-70">· {ad.category}</span>
            {ad.isPremium ? <span className="ml-2 rounded bg-accent px-1.5 text-xs text-accent-foreground">Premium</span> : null}
            {ad.isActive ? null : <span className="ml-2 text-xs opacity-70">(inactive)</span>}
          </p>
          <p className="text-sm opacity-80">{truncate(ad.description, 80)}</p>
        </li>
      ))}
    </ul>
  );
}
