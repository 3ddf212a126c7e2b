// Small pieces the directory card and the detail page share.
export function Stars({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  const full = Math.round(rating);
  return (
    <span className="inline-flex items-center gap-1 text-sm" aria-label={`Rated ${rating.toFixed(1)} out of 5 from ${reviewCount} reviews`}>
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
