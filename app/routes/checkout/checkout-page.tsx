import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { StatusButton } from "~/components/button";
import { Link } from "~/components/site-link";
import { moneyIn } from "~/lib/i18n/account-format";
import { tr } from "~/lib/i18n/descriptor";
import type { Messages } from "~/lib/i18n/en";
import { plain } from "~/lib/i18n/plain";
import type { checkoutLoader } from "./checkout.server";

/** Each payment provider's button. */
const PROVIDER_NAMES = {
  stripe: /*i18n*/ { id: "checkout.provider_stripe", message: "Pay with card (Stripe)" },
  paypal: /*i18n*/ { id: "checkout.provider_paypal", message: "Pay with PayPal" },
  test: /*i18n*/ { id: "checkout.provider_test", message: "Pay with the test provider" },
} as const;

function SignedOut({ loginUrl, m }: { loginUrl: string; m: Messages<"checkout"> }) {
  useEffect(() => {
    const timer = setTimeout(() => window.location.assign(loginUrl), 500);
    return () => clearTimeout(timer);
  }, [loginUrl]);
  return (
    <section className="mx-auto max-w-md py-16 text-center">
      {/* Without JavaScript the browser follows this at once. */}
      <noscript>
        <meta httpEquiv="refresh" content={`0;url=${loginUrl}`} />
      </noscript>
      <p role="alert" className="text-lg">
        {tr(m, /*i18n*/ { id: "checkout.signedOut", message: "Unauthorized: You are logged out. Logging in again..." })}
      </p>
      <a href={loginUrl} className="mt-4 inline-block text-primary underline">
        {tr(m, /*i18n*/ { id: "checkout.signIn", message: "Sign in" })}
      </a>
    </section>
  );
}

export function CheckoutPage() {
  const data = useLoaderData<typeof checkoutLoader>();
  const navigation = useNavigation();
  const m = data.m;
  if (!data.signedIn) return <SignedOut loginUrl={data.loginUrl} m={m} />;
  const t = plain<"checkout">(m);
  const price = moneyIn(data.lang, data.amountCents);
  const providers = data.paypalFirst ? [...data.providers].sort((a) => (a === "paypal" ? -1 : 0)) : data.providers;
  const busy = navigation.state !== "idle";
  return (
    <section className="mx-auto max-w-xl">
      <Link to={data.section} className="text-sm text-primary">
        {tr(m, /*i18n*/ { id: "checkout.back", message: "← Back to the site" })}
      </Link>
      <h1 className="mt-2 text-2xl font-bold">{tr(m, /*i18n*/ { id: "checkout.title", message: "Checkout" })}</h1>
      <div className="mt-6 rounded-lg border border-border p-5" data-testid="order-summary">
        <p className="font-semibold">{data.label}</p>
        {data.item ? (
          <p className="mt-1 text-sm opacity-80">
            {tr(m, /*i18n*/ { id: "checkout.forItem", message: "For:" })} <span lang={data.lang === "en" ? undefined : "en"}>{data.item.title}</span>
          </p>
        ) : null}
        <p className="mt-3 text-2xl font-bold" data-testid="price">
          {price}
          {data.recurring ? (
            <span className="text-base font-normal">{tr(m, /*i18n*/ { id: "checkout.perMonth", message: " per month" })}</span>
          ) : null}
          <span className="ml-1 text-sm font-normal opacity-70">USD</span>
        </p>
        {data.amountMismatch ? (
          <p role="note" className="mt-2 text-sm text-amber-800">
            {t(
              /*i18n*/ {
                id: "checkout.mismatch",
                message: "The amount in the link you followed differs from our price. You will be charged {price}.",
              },
              { price },
            )}
          </p>
        ) : null}
      </div>
      {providers.length === 0 ? (
        <p className="mt-6" role="alert">
          {tr(m, /*i18n*/ { id: "checkout.unavailable", message: "Payments are not available right now. Please try again later." })}
        </p>
      ) : (
        <Form method="post" className="mt-6 space-y-3">
          <input type="hidden" name="type" value={data.type} />
          {data.tier ? <input type="hidden" name="tier" value={data.tier} /> : null}
          {data.itemId ? <input type="hidden" name="itemId" value={data.itemId} /> : null}
          {providers.map((p) => (
            <StatusButton
              key={p}
              name="provider"
              value={p}
              pending={busy}
              pendingText={tr(m, /*i18n*/ { id: "checkout.processing", message: "Processing..." })}
              className="block w-full"
            >
              {tr(m, PROVIDER_NAMES[p])}
            </StatusButton>
          ))}
        </Form>
      )}
      <p className="mt-6 text-xs opacity-70">
        {tr(m, /*i18n*/ { id: "checkout.agreeBefore", message: "By paying you agree to the" })}{" "}
        <Link to="/terms" className="underline">
          {tr(m, /*i18n*/ { id: "checkout.terms", message: "Terms of Service" })}
        </Link>{" "}
        {tr(m, /*i18n*/ { id: "checkout.agreeMiddle", message: "and our" })}{" "}
        <Link to="/privacy" className="underline">
          {tr(m, /*i18n*/ { id: "checkout.privacy", message: "Privacy Policy" })}
        </Link>
        {tr(m, /*i18n*/ { id: "checkout.agreeAfter", message: ". Refund requests within 7 days of purchase." })}
      </p>
    </section>
  );
}
