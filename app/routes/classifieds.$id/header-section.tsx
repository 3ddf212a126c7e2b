// The top of the ad page: why it is not listed (when it is not), its badges, title and price.
import type { ClassifiedPageData } from "./types";

const STATUS_NOTES: Record<Exclude<ClassifiedPageData["status"], "active">, string> = {
  awaiting_payment: "This ad is waiting for payment and is not listed yet.",
  expired: "This ad has expired and is no longer listed.",
  sold: "This item has been sold.",
  removed: "This ad was removed by an admin and is not listed.",
};

export function HeaderSection({ ad, status }: { ad: ClassifiedPageData["ad"]; status: ClassifiedPageData["status"] }) {
  return (
    <>
      {status !== "active" ? (
        <p role="note" className="rounded border border-amber-500 bg-amber-50 p-3 text-sm text-amber-900" data-testid="ad-status">
          {STATUS_NOTES[status]}
        </p>
      ) : null}
      <header className="mt-2 space-y-2">
        <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
          <span className="rounded bg-secondary px-2 py-0.5 text-secondary-foreground">{ad.category}</span>
          {ad.featured ? <span className="rounded bg-amber-100 px-2 py-0.5 text-amber-900">Featured</span> : null}
          {ad.isPremium ? <span className="rounded bg-purple-100 px-2 py-0.5 text-purple-900">Premium</span> : null}
        </div>
        <h1 className="text-2xl font-bold">{ad.title}</h1>
        {ad.price ? (
          <p className="text-2xl font-bold text-primary" data-testid="ad-price">
            {ad.price}
          </p>
        ) : null}
      </header>
    </>
  );
}
