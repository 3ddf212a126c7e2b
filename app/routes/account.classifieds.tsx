// /account/classifieds: a member's own ads, every status, with expiry and the way to each ad's owner actions.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { classifiedStatus, displayPrice, renewal, STATUS_LABELS } from "~/lib/classifieds";
import { formatTownDate } from "~/lib/dates";
import { listClassifiedsBySeller } from "~/models/classifieds.server";
import { requireUser } from "~/services/auth.server";
import { classifiedCheckoutUrl } from "~/services/classifieds.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const now = context.now();
  const ads = await listClassifiedsBySeller(context.db, user.id);
  return json({
    ads: ads.map((ad) => {
      const status = classifiedStatus(ad, now);
      return {
        id: ad.id,
        title: ad.title,
        category: ad.category,
        price: displayPrice(ad.price),
        isPremium: ad.isPremium,
        status,
        createdAt: ad.createdAt.toISOString(),
        expiresAt: ad.expiresAt?.toISOString() ?? null,
        renewable: renewal(ad, now).ok,
        checkoutUrl: status === "awaiting_payment" ? classifiedCheckoutUrl(ad.id) : null,
      };
    }),
  });
}

export const meta: MetaFunction = () => [{ title: "Your classified ads" }, { name: "robots", content: "noindex" }];

const STATUS_STYLE: Record<string, string> = {
  active: "bg-green-100 text-green-900",
  awaiting_payment: "bg-amber-100 text-amber-900",
  expired: "bg-secondary text-secondary-foreground",
  sold: "bg-blue-100 text-blue-900",
  removed: "bg-red-100 text-red-900",
};

export default function AccountClassifieds() {
  const { ads } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-4xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Your classified ads</h1>
        <Link to="/post-classified" className="rounded bg-primary px-4 py-2 text-primary-foreground">
          Post an Ad
        </Link>
      </div>
      {ads.length === 0 ? (
        <p className="mt-6">You have not posted any ads yet.</p>
      ) : (
        <ul className="mt-6 divide-y divide-border rounded-lg border border-border">
          {ads.map((ad) => (
            <li key={ad.id} className="flex flex-wrap items-center gap-3 p-4" data-testid="my-ad">
              <div className="min-w-0 flex-1">
                <Link to={`/classifieds/${ad.id}`} className="font-medium underline">
                  {ad.title}
                </Link>
                <p className="text-sm opacity-80">
                  {ad.category}
                  {ad.price ? ` · ${ad.price}` : ""}
                  {ad.isPremium ? " · Premium" : ""}
                </p>
                <p className="text-xs opacity-70">
                  Posted {formatTownDate(ad.createdAt, "MMM d, yyyy")}
                  {ad.expiresAt ? ` · ${ad.status === "expired" ? "Expired" : "Expires"} ${formatTownDate(ad.expiresAt, "MMM d, yyyy")}` : ""}
                </p>
              </div>
              <span className={`rounded px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[ad.status]}`} data-testid="my-ad-status">
                {STATUS_LABELS[ad.status]}
              </span>
              {ad.checkoutUrl ? (
                <a href={ad.checkoutUrl} className="text-sm underline">
                  Complete payment
                </a>
              ) : null}
              {ad.renewable ? (
                <Link to={`/classifieds/${ad.id}`} className="text-sm underline">
                  Renew
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
