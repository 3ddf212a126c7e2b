import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { asc, eq } from "drizzle-orm";
import { businessClaims, businesses } from "../../db/schema";
import { requireAdmin } from "~/lib/auth.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const claims = await context.db
    .select({ id: businessClaims.id, businessName: businesses.name, data: businessClaims.verificationData, createdAt: businessClaims.createdAt })
    .from(businessClaims)
    .innerJoin(businesses, eq(businesses.id, businessClaims.businessId))
    .where(eq(businessClaims.status, "pending"))
    .orderBy(asc(businessClaims.createdAt));
  return json({ claims });
}

export default function AdminClaims() {
  const { claims } = useLoaderData<typeof loader>();
  if (claims.length === 0) return <p>No pending claims.</p>;
  return (
    <ul className="divide-y divide-border">
      {claims.map((c) => (
        <li key={c.id} className="py-3 text-sm">
          <p className="font-medium">{c.businessName}</p>
          <p className="opacity-80">
            {c.data.userEmail} · {c.data.businessRole} · {c.data.contactPhone}
          </p>
        </li>
      ))}
    </ul>
  );
}
