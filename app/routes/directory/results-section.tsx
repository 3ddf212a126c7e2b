// The directory's list: a card per business (claim or verified mark, rating with its source), or what to try when
// nothing matches, and the pager; the skeleton shows while the next list loads.
import { Stars, TierBadge } from "~/components/business-badges";
import { ListLoading, SkeletonCards } from "~/components/list-loading";
import { Pager } from "~/components/pager";
import { Picture } from "~/components/picture";
import { Link } from "~/components/site-link";
import { peopleWroteLang, type T } from "~/lib/i18n/format";
import type { Lang } from "~/lib/i18n/lang";
import { loginUrl } from "~/lib/login-url";
import { pageHref } from "~/lib/paging";
import { formatPhone } from "~/lib/phone";
import { RATING_LABELS } from "~/lib/reviews";
import type { DirectoryBusiness, DirectoryData } from "./types";

type Business = DirectoryBusiness;

/** `claimHref` is where "Claim This Business" goes: the claim form, or sign-in and back to this card. */
function BusinessCard({
  business: b,
  index,
  claimHref,
  here,
  lang,
  t,
  p,
}: {
  business: Business;
  index: number;
  claimHref: string;
  /** Measured from the visitor ("0.8 mi from you"), else from the town centre. */
  here: boolean;
  lang: Lang;
  t: T<"directory">;
  p: T<"places">;
}) {
  // The business's name, category (admins make them) and address are what people wrote.
  const wrote = peopleWroteLang(lang);
  return (
    <li id={`claim-${b.id}`} data-testid="business-card" className="card p-4">
      <Picture
        src={b.logoUrl}
        alt={t(/*i18n*/ { id: "directory.logo", message: "{name} logo" }, { name: b.name })}
        category={b.categoryName}
        width={56}
        height={56}
        lazy={index >= 4}
        sizes="56px"
        className="mb-2 h-14 w-14 rounded border border-border bg-white object-contain"
      />
      <div className="flex items-start justify-between gap-2">
        <h2 className="font-semibold" lang={wrote}>
          {b.name}
        </h2>
        <TierBadge premium={b.isPremium} t={p} />
      </div>
      {b.categoryName ? (
        <p className="text-sm opacity-80" lang={wrote}>
          {b.categoryName}
        </p>
      ) : (
        <p className="text-sm opacity-80">{t(/*i18n*/ { id: "directory.general", message: "General" })}</p>
      )}
      {b.shown.rating > 0 ? <Stars rating={b.shown.rating} reviewCount={b.shown.count} source={RATING_LABELS[b.shown.source]} t={p} /> : null}
      {b.phone ? <p className="mt-1 text-sm">{formatPhone(b.phone)}</p> : null}
      {b.address ? (
        <p className="text-sm opacity-80" lang={wrote}>
          {b.address}
        </p>
      ) : null}
      {b.miles ? (
        <p className="mt-1 text-sm font-medium" data-testid="distance">
          {here
            ? t(/*i18n*/ { id: "directory.away", message: "{miles} from you" }, { miles: b.miles })
            : t(/*i18n*/ { id: "directory.fromTownCentre", message: "{miles} from the town centre" }, { miles: b.miles })}
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2 pt-3">
        <Link to={`/businesses/${b.id}`} className="btn-primary">
          {t(/*i18n*/ { id: "directory.viewDetails", message: "View Details" })}
        </Link>
        {b.verified ? (
          <span className="rounded px-2 py-1.5 text-sm font-medium text-green-700" data-testid="verified">
            {t(/*i18n*/ { id: "directory.verified", message: "✓ Business Owner Verified" })}
          </span>
        ) : b.claimable ? (
          <a href={claimHref} className="btn-outline">
            {t(/*i18n*/ { id: "directory.claim", message: "Claim This Business" })}
          </a>
        ) : null}
      </div>
    </li>
  );
}

export function ResultsSection({ data, t, p }: { data: DirectoryData; t: T<"directory">; p: T<"places"> }) {
  const filtered = Boolean(data.q) || data.category !== "all";
  const href = (p: number) => pageHref("/directory", data.filters, p);
  // Sign-in brings a visitor back to the card, on the same page of the same list.
  const here = href(data.page);
  const claimHref = (id: number) => (data.signedIn ? `/claim-business/${id}` : loginUrl(`${here}#claim-${id}`));
  return (
    <ListLoading
      skeleton={
        <SkeletonCards
          count={8}
          label={t(/*i18n*/ { id: "directory.loading", message: "Loading businesses" })}
          grid="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
          card="h-48"
          testId="business-skeleton"
        />
      }
    >
      {data.businesses.length === 0 ? (
        <div className="mt-10 text-center">
          <h2 className="text-xl font-semibold">
            {filtered
              ? t(/*i18n*/ { id: "directory.noneFound", message: "No businesses found" })
              : t(/*i18n*/ { id: "directory.noneYet", message: "No businesses yet" })}
          </h2>
          <p className="mt-2 opacity-80">
            {filtered
              ? t(/*i18n*/ { id: "directory.tryAdjusting", message: "Try adjusting your search or filter criteria." })
              : t(/*i18n*/ { id: "directory.checkBack", message: "Check back later for local businesses." })}
          </p>
        </div>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {data.businesses.map((b, i) => (
            <BusinessCard key={b.id} business={b} index={i} claimHref={claimHref(b.id)} here={Boolean(data.here)} lang={data.lang} t={t} p={p} />
          ))}
        </ul>
      )}
      <Pager page={data.page} pages={data.pages} href={href} label={t(/*i18n*/ { id: "directory.pages", message: "Directory pages" })} t={p} />
    </ListLoading>
  );
}
