// One classified ad card (part 2 §2): first photo, category badge, price, title, description cut at 100
// characters, created date, location, and 'View Details' to the ad. The home page's section uses it too.
import { Picture } from "~/components/picture";
import { Link } from "~/components/site-link";
import { displayPrice } from "~/lib/classifieds-display";
import { categoryIn, formatCardDateIn, peopleWroteLang, type T } from "~/lib/i18n/format";
import type { Lang } from "~/lib/i18n/lang";

export type ClassifiedCardData = {
  id: number;
  title: string;
  /** Already cut to 100 characters plus '…' by the loader (keeps the HTML small). */
  description: string;
  category: string;
  price: string | null;
  location: string | null;
  photo: string | null;
  createdAt: string;
  featured: boolean;
};

/** `eager` for the first cards a visitor sees (no lazy loading above the fold); `t` the `classifieds` messages in
 * `lang`, `categories` the fixed categories' names in it. */
export function ClassifiedCard({
  ad,
  eager = false,
  lang,
  t,
  categories,
}: {
  ad: ClassifiedCardData;
  eager?: boolean;
  lang: Lang;
  t: T<"classifieds">;
  categories: Readonly<Record<string, string>>;
}) {
  const price = displayPrice(ad.price);
  // The ad's own words (and a price written as words, "Free" or "OBO") are what people wrote.
  const wrote = peopleWroteLang(lang);
  const category = categoryIn(lang, categories, ad.category);
  return (
    <article
      id={`ad-${ad.id}`}
      className="flex w-full flex-col overflow-hidden rounded-lg border border-border bg-background shadow-sm"
      data-testid="classified-card"
    >
      <Picture
        src={ad.photo}
        alt=""
        category={ad.category}
        width={400}
        height={176}
        lazy={!eager}
        className="h-44 w-full bg-secondary object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
          <span className="rounded bg-secondary px-2 py-0.5 text-secondary-foreground" data-testid="category-badge" lang={category.lang}>
            {category.label}
          </span>
          {ad.featured ? (
            <span className="rounded bg-amber-100 px-2 py-0.5 text-amber-900">{t(/*i18n*/ { id: "classifieds.featured", message: "Featured" })}</span>
          ) : null}
          {price ? (
            <span
              className="ml-auto text-base font-bold text-primary"
              data-testid="classified-price"
              lang={/[A-Za-z]/.test(price) ? wrote : undefined}
            >
              {price}
            </span>
          ) : null}
        </div>
        <h2 className="text-lg font-semibold leading-snug" lang={wrote}>
          {ad.title}
        </h2>
        <p className="text-sm opacity-90" lang={wrote}>
          {ad.description}
        </p>
        <p className="mt-auto text-xs opacity-70">
          <span>{t(/*i18n*/ { id: "classifieds.posted", message: "Posted {date}" }, { date: formatCardDateIn(lang, ad.createdAt) })}</span>
          {ad.location ? (
            <span className="block" lang={wrote}>
              {ad.location}
            </span>
          ) : null}
        </p>
        <Link to={`/classifieds/${ad.id}`} className="mt-1 rounded bg-primary px-3 py-1.5 text-center text-sm text-primary-foreground">
          {t(/*i18n*/ { id: "classifieds.viewDetails", message: "View Details" })}
        </Link>
      </div>
    </article>
  );
}
