// Small pieces the directory card and the detail page share; `t` is the `places` messages in the reader's language.
import type { T } from "~/lib/i18n/format";

/** Stars with the number and count; `source` names whose rating it is ("Residents", "Google") so the two never mix. */
export function Stars({ rating, reviewCount, source, t }: { rating: number; reviewCount: number; source?: string; t: T<"places"> }) {
  const full = Math.round(rating);
  const residents = source === "Residents";
  const values = {
    rating: rating.toFixed(1),
    count: reviewCount,
    source: residents ? t(/*i18n*/ { id: "places.byResidents", message: "residents" }) : (source ?? ""),
  };
  return (
    <span
      className="inline-flex items-center gap-1 text-sm"
      role="img"
      aria-label={
        source
          ? t(/*i18n*/ { id: "places.ratedBy", message: "Rated {rating} out of 5 by {source} from {count} reviews" }, values)
          : t(/*i18n*/ { id: "places.rated", message: "Rated {rating} out of 5 from {count} reviews" }, values)
      }
      data-rating-source={source?.toLowerCase()}
    >
      {source ? (
        <span className="font-medium">
          {residents
            ? t(/*i18n*/ { id: "places.residentsRating", message: "Residents' rating" })
            : source === "Google"
              ? t(/*i18n*/ { id: "places.googleRating", message: "Google rating" })
              : source}
        </span>
      ) : null}
      <span aria-hidden="true" className="text-amber-500">
        {"★".repeat(full)}
        <span className="text-gray-300">{"★".repeat(5 - full)}</span>
      </span>
      <span>{rating.toFixed(1)}</span>
      <span className="opacity-70">({reviewCount})</span>
    </span>
  );
}

export function TierBadge({ premium, t }: { premium: boolean; t: T<"places"> }) {
  return premium ? (
    <span className="rounded bg-accent px-2 py-0.5 text-xs font-semibold text-accent-foreground">
      {t(/*i18n*/ { id: "places.premium", message: "Premium" })}
    </span>
  ) : (
    <span className="rounded bg-secondary px-2 py-0.5 text-xs text-secondary-foreground">{t(/*i18n*/ { id: "places.basic", message: "Basic" })}</span>
  );
}
