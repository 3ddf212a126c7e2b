// The checkout pages' error boundary: a link that names no item (or an unknown purchase) gets a page that says
// what to do instead of a bare 400, and an upgrade already paid a page that says so and links to the order
// instead of a bare 409. Other errors go on to the root boundary.
import { isRouteErrorResponse, Link, useLocation, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { priceFor } from "~/lib/prices";
import type { loader as rootLoader } from "~/root";

const ITEM_WORDS = { event: "event", business: "business listing", job: "job post", classified: "classified ad", article: "article" } as const;

const OPEN_ORDER = "This item already has an open order";

/**
 * The 409 of a checkout for an upgrade already bought, one with another open order, or one this item cannot take
 * (its message, e.g. a premium-posted ad at the standard price): what it is, and the orders.
 */
function AlreadyPaid({ paid, orderId, message }: { paid: boolean; orderId: string | null; message: string | null }) {
  const openOrder = !paid && (message === null || message === OPEN_ORDER);
  return (
    <section className="mx-auto max-w-xl py-16 text-center" data-testid="checkout-problem">
      <h1 className="text-3xl font-bold">{paid ? "Already paid" : openOrder ? OPEN_ORDER : message}</h1>
      {paid || openOrder ? (
        <p className="mt-4 opacity-80">
          {paid
            ? "You have already paid for this upgrade, and it is active. There is nothing more to pay."
            : "Another order for this item is waiting for payment. Finish or cancel that one first."}
        </p>
      ) : null}
      <p className="mt-2 text-sm opacity-70">Nothing has been charged.</p>
      <div className="mt-6 flex justify-center gap-3">
        {orderId ? (
          <Link to={`/checkout/success?order=${encodeURIComponent(orderId)}`} className="rounded bg-primary px-4 py-2 text-primary-foreground">
            View your order
          </Link>
        ) : null}
        <Link
          to="/account/orders"
          className={orderId ? "rounded border border-border px-4 py-2" : "rounded bg-primary px-4 py-2 text-primary-foreground"}
        >
          Your orders
        </Link>
      </div>
    </section>
  );
}

function conflictOf(data: unknown): { paid: boolean; orderId: string | null; message: string | null } | null {
  if (!data || typeof data !== "object" || !("paid" in data)) return null;
  const orderId = "orderId" in data && typeof data.orderId === "string" ? data.orderId : null;
  const message = "message" in data && typeof data.message === "string" ? data.message : null;
  return { paid: data.paid === true, orderId, message };
}

export function CheckoutProblem() {
  const error = useRouteError();
  const location = useLocation();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const conflict = isRouteErrorResponse(error) && error.status === 409 ? conflictOf(error.data) : null;
  if (conflict) return <AlreadyPaid {...conflict} />;
  if (!isRouteErrorResponse(error) || error.status !== 400) throw error;
  const params = new URLSearchParams(location.search);
  const price = priceFor(params.get("type"), params.get("tier"));
  // Send people to the section only when its page exists (and is switched on) on this site.
  const sectionShown = price && root?.nav.some((l) => l.href === price.section);
  const backTo = sectionShown ? price.section : "/";
  const backLabel = sectionShown ? `Go to ${root?.nav.find((l) => l.href === price.section)?.label ?? "the section"}` : "Go Home";
  return (
    <section className="mx-auto max-w-xl py-16 text-center" data-testid="checkout-problem">
      <h1 className="text-3xl font-bold">{price ? "Choose what to upgrade first" : "This checkout link is not for anything we sell"}</h1>
      <p className="mt-4 opacity-80">
        {price
          ? `This link is for ${price.label}, but it doesn't say which ${ITEM_WORDS[price.item]} to upgrade. Open your ${ITEM_WORDS[price.item]} and use its upgrade button, and the checkout will know what you are paying for.`
          : "We couldn't tell what this link is for. Start again from the page of the listing you want to upgrade."}
      </p>
      <p className="mt-2 text-sm opacity-70">Nothing has been charged.</p>
      <div className="mt-6 flex justify-center gap-3">
        <Link to={backTo} className="rounded bg-primary px-4 py-2 text-primary-foreground">
          {backLabel}
        </Link>
        <Link to="/support" className="rounded border border-border px-4 py-2">
          Get help
        </Link>
      </div>
    </section>
  );
}
