// The checkout pages' error boundary: a link that names no item (or an unknown purchase) gets a page that says
// what to do instead of a bare 400. Other errors go on to the root boundary.
import { isRouteErrorResponse, Link, useLocation, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { priceFor } from "~/lib/prices";
import type { loader as rootLoader } from "~/root";

const ITEM_WORDS = { event: "event", business: "business listing",
  job: "job post", classified: "classified ad", article: "article" } as const;

export function CheckoutProblem() {
  const error = useRouteError();
  const location = useLocation();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  if (!isRouteErrorResponse(error) || error.status !== 400) throw error;
  const params = new URLSearchParams(location.search);
  const price = priceFor(params.get("type"), params.get("tier"));
  // Send people to the section only when its page exists (and is switched on) on this site.
  const sectionShown = price && root?.nav.some((l) => l.href === price.section);
  const backTo = sectionShown ? price.section : "/";
  const backLabel = sectionShown ? `Go to ${root?.nav.find((l) => l.href === price.section)?.label ?? "the section"}` : "Go Home";
  return (
    <section className="mx-auto max-w-xl py-16 text-center" data-testid="checkout-problem">
      <h1 className="text-3xl font-bold">{price ? "Choose what to upgrade first" : "This checkout link is incomplete"}</h1>
      <p className="mt-4 opacity-80">
        {price?.item
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
