import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { asc, eq } from "drizzle-orm";
import { businessCategories, businesses } from "../../db/schema";
import { requireAdmin } from "~/lib/auth.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const rows = await context.db
    .select({
      id: businesses.id,
      name: businesses.name,
      categoryName: businessCategories.name,
      isPremium: businesses.isPremium,
      claimStatus: businesses.claimStatus,
    })
    .from(businesses)
    .leftJoin(businessCategories, eq(businessCategories.id, businesses.categoryId))
    .orderBy(asc(businesses.name))
    .limit(50);
  return json({ businesses: rows });
}

export default function AdminBusinesses() {
  const data = useLoaderData<typeof loader>();
  return (
    <ul className="divide-y divide-border">
      {data.businesses.map((b) => (
        <li key={b.id} className="flex justify-between py-2 text-sm">
          <Link to={`/businesses/${b.id}`} className="font-medium">
            {b.name}
          </Link>
          <span className="opacity-70">
            {b.categoryName ?? "General"} · {b.isPremium ? "Premium" : "Basic"} · {b.claimStatus}
          </span>
        </li>
      ))}
    </ul>
  );
}
