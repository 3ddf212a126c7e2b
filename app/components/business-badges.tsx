// Small pieces the directory card and the detail page share.
/** Stars with the number and count; `source` names whose rating it is ("Residents", "Google") so the two never mix. */
export function Stars({ rating, reviewCount, source }: { rating: number; reviewCount: number; source?: string }) {
  const full = Math.round(rating);
  const by = source ? ` by ${source === "Residents" ? "residents" : source}` : "";
  return (
    <span
      className="inline-flex items-center gap-1 text-sm"
      role="img"
      aria-label={`Rated ${rating.toFixed(1)} out of 5${by} from ${reviewCount} reviews`}
      data-rating-source={source?.toLowerCase()}
    >
      {source ? <span className="font-medium">{source}</span> : null}
      <span aria-hidden="true" className="text-amber-500">
        {"★".repeat(full)}
        <span className="text-gray-300">{"★".repeat(5 - full)}</span>
      </span>
      <span>{rating.toFixed(1)}</span>
      <span className="opacity-70">({reviewCount})</span>
    </span>
  );
}

export function TierBadge({ premium }: { premium: boolean }) {
  return premium ? (
    <span className="rounded bg-accent px-2 py-0.5 text-xs font-semibold text-accent-foreground">Premium</span>
  ) : (
    <span className="rounded bg-secondary px-2 py-0.5 text-xs text-secondary-foreground">Basic</span>
  );
}
