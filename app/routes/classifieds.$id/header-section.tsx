// The top of the ad page: why it is not listed (when it is not), its badges, title and price.
import { labelOf } from "~/lib/i18n/descriptor";
import { peopleWroteLang, type T } from "~/lib/i18n/intl";
import type { Lang } from "~/lib/i18n/lang";
import type { ClassifiedPageData } from "./types";

/** What an ad that is not listed says about itself. */
const STATUS_LABELS = {
  awaiting_payment: /*i18n*/ { id: "classified.awaiting_payment", message: "This ad is waiting for payment and is not listed yet." },
  expired: /*i18n*/ { id: "classified.expired", message: "This ad has expired and is no longer listed." },
  sold: /*i18n*/ { id: "classified.sold", message: "This item has been sold." },
  removed: /*i18n*/ { id: "classified.removed", message: "This ad was removed by an admin and is not listed." },
} as const;

/** `category`: the fixed category's name in the reader's language (null: one the spec does not list, shown as written). */
export function HeaderSection({
  ad,
  status,
  category,
  lang,
  t,
}: {
  ad: ClassifiedPageData["ad"];
  status: ClassifiedPageData["status"];
  category: string | null;
  lang: Lang;
  t: T<"classified">;
}) {
  const wrote = peopleWroteLang(lang);
  return (
    <>
      {status !== "active" ? (
        <p role="note" className="rounded border border-amber-500 bg-amber-50 p-3 text-sm text-amber-900" data-testid="ad-status">
          {labelOf(t, STATUS_LABELS, status)}
        </p>
      ) : null}
      <header className="mt-2 space-y-2">
        <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
          <span className="rounded bg-secondary px-2 py-0.5 text-secondary-foreground" lang={category ? undefined : wrote}>
            {category ?? ad.category}
          </span>
          {ad.featured ? (
            <span className="rounded bg-amber-100 px-2 py-0.5 text-amber-900">{t(/*i18n*/ { id: "classified.featured", message: "Featured" })}</span>
          ) : null}
          {ad.isPremium ? (
            <span className="rounded bg-purple-100 px-2 py-0.5 text-purple-900">{t(/*i18n*/ { id: "classified.premium", message: "Premium" })}</span>
          ) : null}
        </div>
        <h1 className="text-2xl font-bold" lang={wrote}>
          {ad.title}
        </h1>
        {ad.price ? (
          <p className="text-2xl font-bold text-primary" data-testid="ad-price" lang={/^\$\d/.test(ad.price) ? undefined : wrote}>
            {ad.price}
          </p>
        ) : null}
      </header>
    </>
  );
}
