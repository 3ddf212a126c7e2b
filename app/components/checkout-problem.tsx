// The checkout pages' error boundary: a link that names no item (or an unknown purchase) gets a page that says
// what to do instead of a bare 400, and an upgrade already paid a page that says so and links to the order
// instead of a bare 409. Other errors go on to the root boundary. The loader's thrown answer carries the words in the
// reader's language (`problem`, the `checkoutProblem` namespace); an answer without them goes on to the root boundary.
import { isRouteErrorResponse, useLocation, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { Link } from "~/components/site-link";
import { keyOf, labelOf, tr } from "~/lib/i18n/descriptor";
import type { Messages } from "~/lib/i18n/en";
import { priceFor } from "~/lib/prices";
import type { loader as rootLoader } from "~/root";

/** The `checkoutProblem` words the loader sends, by key; `item_…` keys name what a price is for. */
type Words = Messages<"checkoutProblem"> & Readonly<Record<string, string | undefined>>;

const OPEN_ORDER = /*i18n*/ { id: "checkoutProblem.This item already has an open order", message: "This item already has an open order" } as const;

/** What a price upgrades, in "doesn't say which {item} to upgrade". */
const ITEM_NAMES = {
  event: /*i18n*/ { id: "checkoutProblem.item_event", message: "event" },
  business: /*i18n*/ { id: "checkoutProblem.item_business", message: "business listing" },
  job: /*i18n*/ { id: "checkoutProblem.item_job", message: "job post" },
  classified: /*i18n*/ { id: "checkoutProblem.item_classified", message: "classified ad" },
  article: /*i18n*/ { id: "checkoutProblem.item_article", message: "article" },
} as const;

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (all, k: string) => values[k] ?? all);

/**
 * The 409 of a checkout for an upgrade already bought, one with another open order, or one this item cannot take
 * (its message, e.g. a premium-posted ad at the standard price): what it is, and the orders.
 */
function AlreadyPaid({ paid, orderId, message, m }: { paid: boolean; orderId: string | null; message: string | null; m: Words }) {
  const openOrder = !paid && (message === null || message === keyOf(OPEN_ORDER));
  return (
    <section className="mx-auto max-w-xl py-16 text-center" data-testid="checkout-problem">
      <h1 className="text-3xl font-bold">
        {paid
          ? tr(m, /*i18n*/ { id: "checkoutProblem.alreadyPaid", message: "Already paid" })
          : openOrder
            ? tr(m, OPEN_ORDER)
            : (message && m[message]) || message}
      </h1>
      {paid || openOrder ? (
        <p className="mt-4 opacity-80">
          {paid
            ? tr(
                m,
                /*i18n*/ {
                  id: "checkoutProblem.paidText",
                  message: "You have already paid for this upgrade, and it is active. There is nothing more to pay.",
                },
              )
            : tr(
                m,
                /*i18n*/ {
                  id: "checkoutProblem.openText",
                  message: "Another order for this item is waiting for payment. Finish or cancel that one first.",
                },
              )}
        </p>
      ) : null}
      <p className="mt-2 text-sm opacity-70">{tr(m, /*i18n*/ { id: "checkoutProblem.nothingCharged", message: "Nothing has been charged." })}</p>
      <div className="mt-6 flex justify-center gap-3">
        {orderId ? (
          <Link to={`/checkout/success?order=${encodeURIComponent(orderId)}`} className="rounded bg-primary px-4 py-2 text-primary-foreground">
            {tr(m, /*i18n*/ { id: "checkoutProblem.viewOrder", message: "View your order" })}
          </Link>
        ) : null}
        <Link
          to="/account/orders"
          className={orderId ? "rounded border border-border px-4 py-2" : "rounded bg-primary px-4 py-2 text-primary-foreground"}
        >
          {tr(m, /*i18n*/ { id: "checkoutProblem.yourOrders", message: "Your orders" })}
        </Link>
      </div>
    </section>
  );
}

/** The words a thrown answer carries (checkout.server.ts sends them with every 400 and 409), or null. */
function wordsOf(data: unknown): Words | null {
  const problem = data && typeof data === "object" && "problem" in data ? data.problem : null;
  return problem && typeof problem === "object" ? (problem as Words) : null;
}

/** The checkout pages' document title: the page's own words, or (an error panel) the thrown answer's. */
export function checkoutTitle(data: { m: Readonly<Record<string, string>> } | undefined, error: unknown): string {
  if (data) return tr(data.m, /*i18n*/ { id: "checkout.metaTitle", message: "Checkout" });
  return tr(wordsOf(isRouteErrorResponse(error) ? error.data : null), /*i18n*/ { id: "checkoutProblem.metaTitle", message: "Checkout" });
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
  const data: unknown = isRouteErrorResponse(error) ? error.data : null;
  const m = wordsOf(data);
  if (!m) throw error;
  const conflict = isRouteErrorResponse(error) && error.status === 409 ? conflictOf(data) : null;
  if (conflict) return <AlreadyPaid {...conflict} m={m} />;
  if (!isRouteErrorResponse(error) || error.status !== 400) throw error;
  const itemLabel = data && typeof data === "object" && "itemLabel" in data ? data.itemLabel : null;
  const params = new URLSearchParams(location.search);
  const price = priceFor(params.get("type"), params.get("tier"));
  // Send people to the section only when its page exists (and is switched on) on this site.
  const sectionShown = price && root?.nav.some((l) => l.href === price.section);
  const backTo = sectionShown ? price.section : "/";
  const backLabel = sectionShown
    ? fill(tr(m, /*i18n*/ { id: "checkoutProblem.goTo", message: "Go to {section}" }), {
        section:
          root?.nav.find((l) => l.href === price.section)?.label ?? tr(m, /*i18n*/ { id: "checkoutProblem.theSection", message: "the section" }),
      })
    : tr(m, /*i18n*/ { id: "checkoutProblem.goHome", message: "Go Home" });
  const item = price?.item ? labelOf((d) => tr(m, d), ITEM_NAMES, price.item) : "";
  return (
    <section className="mx-auto max-w-xl py-16 text-center" data-testid="checkout-problem">
      <h1 className="text-3xl font-bold">
        {price
          ? tr(m, /*i18n*/ { id: "checkoutProblem.chooseFirst", message: "Choose what to upgrade first" })
          : tr(m, /*i18n*/ { id: "checkoutProblem.notForSale", message: "This checkout link is not for anything we sell" })}
      </h1>
      <p className="mt-4 opacity-80">
        {price
          ? fill(
              tr(
                m,
                /*i18n*/ {
                  id: "checkoutProblem.linkFor",
                  message:
                    "This link is for {label}, but it doesn't say which {item} to upgrade. Open your {item} and use its upgrade button, and the checkout will know what you are paying for.",
                },
              ),
              { label: typeof itemLabel === "string" && itemLabel ? itemLabel : price.label, item },
            )
          : tr(
              m,
              /*i18n*/ {
                id: "checkoutProblem.couldntTell",
                message: "We couldn't tell what this link is for. Start again from the page of the listing you want to upgrade.",
              },
            )}
      </p>
      <p className="mt-2 text-sm opacity-70">{tr(m, /*i18n*/ { id: "checkoutProblem.nothingCharged", message: "Nothing has been charged." })}</p>
      <div className="mt-6 flex justify-center gap-3">
        <Link to={backTo} className="rounded bg-primary px-4 py-2 text-primary-foreground">
          {backLabel}
        </Link>
        <Link to="/support" className="rounded border border-border px-4 py-2">
          {tr(m, /*i18n*/ { id: "checkoutProblem.getHelp", message: "Get help" })}
        </Link>
      </div>
    </section>
  );
}
