// /classified-pricing: the Free and Premium ads compared (part 2 §2). Prices come from the server's table;
// the $25 one-time reading of the spec is used (docs/decisions/classifieds.md).
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { CLASSIFIED_RULES as R } from "~/lib/classifieds";
import { messagesFor } from "~/lib/i18n/catalogue.server";
import type { Messages } from "~/lib/i18n/en";
import { plain, type T } from "~/lib/i18n/plain";
import { priceTag } from "~/lib/prices";
import { townOfMatches } from "~/lib/towns";

export function loader({ context }: LoaderFunctionArgs) {
  return json({ premiumPrice: priceTag("classified-premium"), m: messagesFor(context.lang, "postClassified") });
}

const features = (t: ReturnType<typeof plain<"postClassified">>): [string, string, string][] => [
  [t("listingDuration"), t("days", { n: R.freeDays }), t("days", { n: R.premiumActiveDays })],
  [t("featuredTop"), "—", t("days", { n: R.premiumFeaturedDays })],
  [t("photos"), t("upTo", { n: R.freePhotos }), t("upTo", { n: R.premiumPhotos })],
  [t("premiumBadge"), "—", "✓"],
  [t("freeRenewal"), "✓", "✓"],
  [t("contactMembers"), "✓", "✓"],
];

type Text = { m: Messages<"postClassified">; t: T<"postClassified"> };

/** The two plans side by side, each with what it gives and its post button. */
function PlanCards({ premiumPrice, m, t }: Text & { premiumPrice: string }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section className="flex flex-col rounded-lg border border-border p-6" data-testid="plan-free">
        <h2 className="text-xl font-semibold">{m.free}</h2>
        <p className="mt-2 text-4xl font-bold">$0</p>
        <p className="text-sm opacity-70">{m.alwaysFree}</p>
        <ul className="mt-4 flex-1 list-disc space-y-1 pl-5 text-sm">
          <li>{t("listedFor", { days: R.freeDays })}</li>
          <li>{t("upToPhotos", { n: R.freePhotos })}</li>
          <li>{m.renewFree}</li>
        </ul>
        <Link to="/post-classified" className="mt-6 rounded border border-primary px-4 py-2 text-center font-medium text-primary">
          {m.postFreeAd}
        </Link>
      </section>
      <section className="relative flex flex-col rounded-lg border-2 border-primary p-6" data-testid="plan-premium">
        <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-primary px-3 py-0.5 text-xs font-bold text-primary-foreground">
          {m.mostPopular}
        </span>
        <h2 className="text-xl font-semibold">{m.premium}</h2>
        <p className="mt-2 text-4xl font-bold">{premiumPrice}</p>
        <p className="text-sm opacity-70">{t("oneTime", { price: premiumPrice })}</p>
        <ul className="mt-4 flex-1 list-disc space-y-1 pl-5 text-sm">
          <li>{t("featuredFor", { days: R.premiumFeaturedDays })}</li>
          <li>{t("activeFor", { days: R.premiumActiveDays })}</li>
          <li>{t("upToPhotosBadge", { n: R.premiumPhotos })}</li>
        </ul>
        <Link to="/post-classified" className="mt-6 rounded bg-primary px-4 py-2 text-center font-medium text-primary-foreground">
          {m.postPremiumAd}
        </Link>
      </section>
    </div>
  );
}

function CompareFeatures({ m, t }: Text) {
  return (
    <section>
      <h2 className="text-xl font-semibold">{m.compareFeatures}</h2>
      <div className="relative mt-3 overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <thead>
            <tr className="border-b border-border text-left">
              <th scope="col" className="py-2 pr-3">
                {m.feature}
              </th>
              <th scope="col" className="px-3 py-2">
                {m.free}
              </th>
              <th scope="col" className="px-3 py-2">
                {m.premium}
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
        <h1 className="text-3xl font-bold">{m.pricingTitle}</h1>
        <p className="mt-2 opacity-80">{m.pricingLead}</p>
      </header>

      <PlanCards premiumPrice={premiumPrice} m={m} t={t} />

      <CompareFeatures m={m} t={t} />

      <section role="note" className="rounded-lg bg-secondary p-4 text-secondary-foreground">
        <h2 className="font-semibold">{m.registrationRequired}</h2>
        <p className="mt-1 text-sm">{m.registrationText}</p>
      </section>

      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/post-classified" className="rounded bg-primary px-5 py-2 font-medium text-primary-foreground">
          {m.postAnAd}
        </Link>
        <Link to="/classifieds" className="rounded border border-border px-5 py-2">
          {m.browse}
        </Link>
      </div>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [{ title: "Classified Ad Pricing" }];
  const t = plain<"postClassified">(data.m);
  return [{ title: t("pricingTitle") }, { name: "description", content: t("pricingDescription", { town: townOfMatches(matches).name }) }];
};
