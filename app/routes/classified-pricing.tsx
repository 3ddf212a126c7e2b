// /classified-pricing: the Free and Premium ads compared (part 2 §2). Prices come from the server's table;
// the $25 one-time reading of the spec is used (docs/decisions/classifieds.md).
import { json, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { CLASSIFIED_RULES as R } from "~/lib/classifieds";
import { priceTag } from "~/lib/prices";
import { townOfMatches } from "~/lib/towns";

export function loader() {
  return json({ premiumPrice: priceTag("classified-premium") });
}

export const meta: MetaFunction = ({ matches }) => [
  { title: "Classified Ad Pricing" },
  { name: "description", content: `Post a classified ad in ${townOfMatches(matches).name} for free, or feature it with Premium.` },
];

const FEATURES: [string, string, string][] = [
  ["Listing duration", `${R.freeDays} days`, `${R.premiumActiveDays} days`],
  ["Featured at the top of the list", "—", `${R.premiumFeaturedDays} days`],
  ["Photos", `Up to ${R.freePhotos}`, `Up to ${R.premiumPhotos}`],
  ["Premium badge", "—", "✓"],
  ["Free renewal (last 7 days)", "✓", "✓"],
  ["Contact details shown to members only", "✓", "✓"],
];

export default function ClassifiedPricing() {
  const { premiumPrice } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-4xl space-y-10">
      <header className="text-center">
        <h1 className="text-3xl font-bold">Classified Ad Pricing</h1>
        <p className="mt-2 opacity-80">Sell to your neighbours for free, or stand out with Premium.</p>
      </header>

      <div className="grid gap-6 md:grid-cols-2">
        <section className="flex flex-col rounded-lg border border-border p-6" data-testid="plan-free">
          <h2 className="text-xl font-semibold">Free</h2>
          <p className="mt-2 text-4xl font-bold">$0</p>
          <p className="text-sm opacity-70">Always free</p>
          <ul className="mt-4 flex-1 list-disc space-y-1 pl-5 text-sm">
            <li>Listed for {R.freeDays} days</li>
            <li>Up to {R.freePhotos} photos</li>
            <li>Renew free in the last week</li>
          </ul>
          <Link to="/post-classified" className="mt-6 rounded border border-primary px-4 py-2 text-center font-medium text-primary">
            Post a Free Ad
          </Link>
        </section>
        <section className="relative flex flex-col rounded-lg border-2 border-primary p-6" data-testid="plan-premium">
          <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-primary px-3 py-0.5 text-xs font-bold text-primary-foreground">
            MOST POPULAR
          </span>
          <h2 className="text-xl font-semibold">Premium</h2>
          <p className="mt-2 text-4xl font-bold">{premiumPrice}</p>
          <p className="text-sm opacity-70">{premiumPrice} one-time payment</p>
          <ul className="mt-4 flex-1 list-disc space-y-1 pl-5 text-sm">
            <li>Featured at the top for {R.premiumFeaturedDays} days</li>
            <li>Active for {R.premiumActiveDays} days</li>
            <li>Up to {R.premiumPhotos} photos and a Premium badge</li>
          </ul>
          <Link to="/post-classified" className="mt-6 rounded bg-primary px-4 py-2 text-center font-medium text-primary-foreground">
            Post a Premium Ad
          </Link>
        </section>
      </div>

      <section>
        <h2 className="text-xl font-semibold">Compare features</h2>
        <div className="relative mt-3 overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            <thead>
              <tr className="border-b border-border text-left">
                <th scope="col" className="py-2 pr-3">
                  Feature
                </th>
                <th scope="col" className="px-3 py-2">
                  Free
                </th>
                <th scope="col" className="px-3 py-2">
                  Premium
                </th>
              </tr>
            </thead>
            <tbody>
              {FEATURES.map(([name, free, premium]) => (
                <tr key={name} className="border-b border-border">
                  <th scope="row" className="py-2 pr-3 text-left font-normal">
                    {name}
                  </th>
                  <td className="px-3 py-2">{free}</td>
                  <td className="px-3 py-2">{premium}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section role="note" className="rounded-lg bg-secondary p-4 text-secondary-foreground">
        <h2 className="font-semibold">Registration Required</h2>
        <p className="mt-1 text-sm">All users must register and sign in to post an ad. This keeps spam out of our marketplace.</p>
      </section>

      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/post-classified" className="rounded bg-primary px-5 py-2 font-medium text-primary-foreground">
          Post an Ad
        </Link>
        <Link to="/classifieds" className="rounded border border-border px-5 py-2">
          Browse Classifieds
        </Link>
      </div>
    </div>
  );
}
