import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { desc } from "drizzle-orm";
import { classifiedAds } from "../../db/schema";
import { requireAdmin } from "~/lib/auth.server";
import { truncate } from "~/lib/text";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const ads = await context.db
    .select({
      id: classifiedAds.id,
      title: classifiedAds.title,
      description: classifiedAds.description,
      category: classifiedAds.category,
      price: classifiedAds.price,
      isPremium: classifiedAds.isPremium,
      isActive: classifiedAds.isActive,
      createdAt: classifiedAds.createdAt,
    })
    .from(classifiedAds)
    .orderBy(desc(classifiedAds.createdAt))
    .limit(10);
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
