// /classified-pricing: the Free and Premium ads compared (part 2 §2). Prices come from the server's table;
// the $25 one-time reading of the spec is used (docs/decisions/classifieds.md).
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/site-link";
import { CLASSIFIED_RULES as R } from "~/lib/classifieds";
import { messagesFor } from "~/lib/i18n/catalogue.server";
import { tr } from "~/lib/i18n/descriptor";
import type { Messages } from "~/lib/i18n/en";
import { plain, type T } from "~/lib/i18n/plain";
import { priceTag } from "~/lib/prices";
import { townOfMatches } from "~/lib/towns";

export function loader({ context }: LoaderFunctionArgs) {
  return json({ premiumPrice: priceTag("classified-premium"), m: messagesFor(context.lang, "postClassified") });
}

const features = (t: ReturnType<typeof plain<"postClassified">>): [string, string, string][] => [
  [
    t(/*i18n*/ { id: "postClassified.listingDuration", message: "Listing duration" }),
    t(/*i18n*/ { id: "postClassified.days", message: "{n} days" }, { n: R.freeDays }),
    t(/*i18n*/ { id: "postClassified.days", message: "{n} days" }, { n: R.premiumActiveDays }),
  ],
  [
    t(/*i18n*/ { id: "postClassified.featuredTop", message: "Featured at the top of the list" }),
    "—",
    t(/*i18n*/ { id: "postClassified.days", message: "{n} days" }, { n: R.premiumFeaturedDays }),
  ],
  [
    t(/*i18n*/ { id: "postClassified.photos", message: "Photos" }),
    t(/*i18n*/ { id: "postClassified.upTo", message: "Up to {n}" }, { n: R.freePhotos }),
    t(/*i18n*/ { id: "postClassified.upTo", message: "Up to {n}" }, { n: R.premiumPhotos }),
  ],
  [t(/*i18n*/ { id: "postClassified.premiumBadge", message: "Premium badge" }), "—", "✓"],
  [t(/*i18n*/ { id: "postClassified.freeRenewal", message: "Free renewal (last 7 days)" }), "✓", "✓"],
  [t(/*i18n*/ { id: "postClassified.contactMembers", message: "Contact details shown to members only" }), "✓", "✓"],
];

type Text = { m: Messages<"postClassified">; t: T<"postClassified"> };

/** The two plans side by side, each with what it gives and its post button. */
function PlanCards({ premiumPrice, m, t }: Text & { premiumPrice: string }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section className="flex flex-col rounded-lg border border-border p-6" data-testid="plan-free">
        <h2 className="text-xl font-semibold">{tr(m, /*i18n*/ { id: "postClassified.free", message: "Free" })}</h2>
        <p className="mt-2 text-4xl font-bold">$0</p>
        <p className="text-sm opacity-70">{tr(m, /*i18n*/ { id: "postClassified.alwaysFree", message: "Always free" })}</p>
        <ul className="mt-4 flex-1 list-disc space-y-1 pl-5 text-sm">
          <li>{t(/*i18n*/ { id: "postClassified.listedFor", message: "Listed for {days} days" }, { days: R.freeDays })}</li>
          <li>{t(/*i18n*/ { id: "postClassified.upToPhotos", message: "Up to {n} photos" }, { n: R.freePhotos })}</li>
          <li>{tr(m, /*i18n*/ { id: "postClassified.renewFree", message: "Renew free in the last week" })}</li>
        </ul>
        <Link to="/post-classified" className="mt-6 rounded border border-primary px-4 py-2 text-center font-medium text-primary">
          {tr(m, /*i18n*/ { id: "postClassified.postFreeAd", message: "Post a Free Ad" })}
        </Link>
      </section>
      <section className="relative flex flex-col rounded-lg border-2 border-primary p-6" data-testid="plan-premium">
        <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-primary px-3 py-0.5 text-xs font-bold text-primary-foreground">
          {tr(m, /*i18n*/ { id: "postClassified.mostPopular", message: "MOST POPULAR" })}
        </span>
        <h2 className="text-xl font-semibold">{tr(m, /*i18n*/ { id: "postClassified.premium", message: "Premium" })}</h2>
        <p className="mt-2 text-4xl font-bold">{premiumPrice}</p>
        <p className="text-sm opacity-70">
          {t(/*i18n*/ { id: "postClassified.oneTime", message: "{price} one-time payment" }, { price: premiumPrice })}
        </p>
        <ul className="mt-4 flex-1 list-disc space-y-1 pl-5 text-sm">
          <li>{t(/*i18n*/ { id: "postClassified.featuredFor", message: "Featured at the top for {days} days" }, { days: R.premiumFeaturedDays })}</li>
          <li>{t(/*i18n*/ { id: "postClassified.activeFor", message: "Active for {days} days" }, { days: R.premiumActiveDays })}</li>
          <li>{t(/*i18n*/ { id: "postClassified.upToPhotosBadge", message: "Up to {n} photos and a Premium badge" }, { n: R.premiumPhotos })}</li>
        </ul>
        <Link to="/post-classified" className="mt-6 rounded bg-primary px-4 py-2 text-center font-medium text-primary-foreground">
          {tr(m, /*i18n*/ { id: "postClassified.postPremiumAd", message: "Post a Premium Ad" })}
        </Link>
      </section>
    </div>
  );
}

function CompareFeatures({ m, t }: Text) {
  return (
    <section>
      <h2 className="text-xl font-semibold">{tr(m, /*i18n*/ { id: "postClassified.compareFeatures", message: "Compare features" })}</h2>
      <div className="relative mt-3 overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <thead>
            <tr className="border-b border-border text-left">
              <th scope="col" className="py-2 pr-3">
                {tr(m, /*i18n*/ { id: "postClassified.feature", message: "Feature" })}
              </th>
              <th scope="col" className="px-3 py-2">
                {tr(m, /*i18n*/ { id: "postClassified.free", message: "Free" })}
              </th>
              <th scope="col" className="px-3 py-2">
                {tr(m, /*i18n*/ { id: "postClassified.premium", message: "Premium" })}
              </th>
            </tr>
          </thead>
          <tbody>
            {features(t).map(([name, free, premium]) => (
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
  );
}

export default function ClassifiedPricing() {
  const { premiumPrice, m } = useLoaderData<typeof loader>();
  const t = plain<"postClassified">(m);
  return (
    <div className="mx-auto max-w-4xl space-y-10">
      <header className="text-center">
        <h1 className="text-3xl font-bold">{tr(m, /*i18n*/ { id: "postClassified.pricingTitle", message: "Classified Ad Pricing" })}</h1>
        <p className="mt-2 opacity-80">
          {tr(m, /*i18n*/ { id: "postClassified.pricingLead", message: "Sell to your neighbours for free, or stand out with Premium." })}
        </p>
      </header>

      <PlanCards premiumPrice={premiumPrice} m={m} t={t} />

      <CompareFeatures m={m} t={t} />

      <section role="note" className="rounded-lg bg-secondary p-4 text-secondary-foreground">
        <h2 className="font-semibold">{tr(m, /*i18n*/ { id: "postClassified.registrationRequired", message: "Registration Required" })}</h2>
        <p className="mt-1 text-sm">
          {tr(
            m,
            /*i18n*/ {
              id: "postClassified.registrationText",
              message: "All users must register and sign in to post an ad. This keeps spam out of our marketplace.",
            },
          )}
        </p>
      </section>

      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/post-classified" className="rounded bg-primary px-5 py-2 font-medium text-primary-foreground">
          {tr(m, /*i18n*/ { id: "postClassified.postAnAd", message: "Post an Ad" })}
        </Link>
        <Link to="/classifieds" className="rounded border border-border px-5 py-2">
          {tr(m, /*i18n*/ { id: "postClassified.browse", message: "Browse Classifieds" })}
        </Link>
      </div>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [{ title: "Classified Ad Pricing" }];
  const t = plain<"postClassified">(data.m);
  return [
    { title: t(/*i18n*/ { id: "postClassified.pricingTitle", message: "Classified Ad Pricing" }) },
    {
      name: "description",
      content: t(
        /*i18n*/ { id: "postClassified.pricingDescription", message: "Post a classified ad in {town} for free, or feature it with Premium." },
        { town: townOfMatches(matches).name },
      ),
    },
  ];
};
