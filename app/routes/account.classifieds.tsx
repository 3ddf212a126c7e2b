// /account/classifieds: a member's own ads, every status, with expiry and the way to each ad's owner actions.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/site-link";
import { classifiedStatus, displayPrice, renewal } from "~/lib/classifieds";
import { shortDateIn } from "~/lib/i18n/account-format";
import { messagesFor } from "~/lib/i18n/catalogue.server";
import { categoryNamesIn } from "~/lib/i18n/categories.server";
import { labelOf, tr } from "~/lib/i18n/descriptor";
import { categoryIn, peopleWroteLang } from "~/lib/i18n/intl";
import { plain } from "~/lib/i18n/plain";
import { listClassifiedsBySeller } from "~/models/classified-ads.server";
import { requireUser } from "~/services/auth.server";
import { classifiedCheckoutUrl } from "~/services/classifieds.server";

/** Each ad status's word on the member's list. */
const AD_STATUS_WORDS = {
  awaiting_payment: /*i18n*/ { id: "account.ad_awaiting_payment", message: "Awaiting payment" },
  active: /*i18n*/ { id: "account.ad_active", message: "Active" },
  expired: /*i18n*/ { id: "account.ad_expired", message: "Expired" },
  sold: /*i18n*/ { id: "account.ad_sold", message: "Sold" },
  removed: /*i18n*/ { id: "account.ad_removed", message: "Removed by an admin" },
} as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const now = context.now();
  const ads = await listClassifiedsBySeller(context.db, user.id);
  const lang = context.lang;
  return json({
    lang,
    m: messagesFor(lang, "account"),
    categories: categoryNamesIn(lang),
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

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? tr(data.m, /*i18n*/ { id: "account.adsTitle", message: "Your classified ads" }) : "Your classified ads" },
  { name: "robots", content: "noindex" },
];

const STATUS_STYLE: Record<string, string> = {
  active: "bg-green-100 text-green-900",
  awaiting_payment: "bg-amber-100 text-amber-900",
  expired: "bg-secondary text-secondary-foreground",
  sold: "bg-blue-100 text-blue-900",
  removed: "bg-red-100 text-red-900",
};

export default function AccountClassifieds() {
  const { ads, m, lang, categories } = useLoaderData<typeof loader>();
  const t = plain<"account">(m);
  const wrote = peopleWroteLang(lang);
  return (
    <section className="mx-auto max-w-4xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{tr(m, /*i18n*/ { id: "account.adsTitle", message: "Your classified ads" })}</h1>
        <Link to="/post-classified" className="rounded bg-primary px-4 py-2 text-primary-foreground">
          {tr(m, /*i18n*/ { id: "account.postAd", message: "Post an Ad" })}
        </Link>
      </div>
      {ads.length === 0 ? (
        <p className="mt-6">{tr(m, /*i18n*/ { id: "account.noAds", message: "You have not posted any ads yet." })}</p>
      ) : (
        <ul className="mt-6 divide-y divide-border rounded-lg border border-border">
          {ads.map((ad) => (
            <li key={ad.id} className="flex flex-wrap items-center gap-3 p-4" data-testid="my-ad">
              <div className="min-w-0 flex-1">
                <Link to={`/classifieds/${ad.id}`} className="font-medium underline" lang={wrote}>
                  {ad.title}
                </Link>
                <p className="text-sm opacity-80">
                  <span lang={categoryIn(lang, categories, ad.category).lang}>{categoryIn(lang, categories, ad.category).label}</span>
                  {ad.price ? " · " : ""}
                  {ad.price ? <span lang={wrote}>{ad.price}</span> : null}
                  {ad.isPremium ? ` · ${tr(m, /*i18n*/ { id: "account.premium", message: "Premium" })}` : ""}
                </p>
                <p className="text-xs opacity-70">
                  {t(/*i18n*/ { id: "account.posted", message: "Posted {date}" }, { date: shortDateIn(lang, ad.createdAt) })}
                  {ad.expiresAt
                    ? ` · ${t(ad.status === "expired" ? /*i18n*/ { id: "account.expiredOn", message: "Expired {date}" } : /*i18n*/ { id: "account.expiresOn", message: "Expires {date}" }, { date: shortDateIn(lang, ad.expiresAt) })}`
                    : ""}
                </p>
              </div>
              <span className={`rounded px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[ad.status]}`} data-testid="my-ad-status">
                {labelOf((d) => tr(m, d), AD_STATUS_WORDS, ad.status)}
              </span>
              {ad.checkoutUrl ? (
                <a href={ad.checkoutUrl} className="text-sm underline">
                  {tr(m, /*i18n*/ { id: "account.completePayment", message: "Complete payment" })}
                </a>
              ) : null}
              {ad.renewable ? (
                <Link to={`/classifieds/${ad.id}`} className="text-sm underline">
                  {tr(m, /*i18n*/ { id: "account.renew", message: "Renew" })}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
