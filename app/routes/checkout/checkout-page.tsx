import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { StatusButton } from "~/components/button";
import { formatCents } from "~/lib/prices";
import type { checkoutLoader } from "./checkout.server";

const PROVIDER_LABELS = { stripe: "Pay with card (Stripe)", paypal: "Pay with PayPal", test: "Pay with the test provider" } as const;

function SignedOut({ loginUrl }: { loginUrl: string }) {
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
        Unauthorized: You are logged out. Logging in again...
      </p>
      <a href={loginUrl} className="mt-4 inline-block text-primary underline">
        Sign in
      </a>
    </section>
  );
}

export function CheckoutPage() {
  const data = useLoaderData<typeof checkoutLoader>();
  const navigation = useNavigation();
  if (!data.signedIn) return <SignedOut loginUrl={data.loginUrl} />;
  const providers = data.paypalFirst ? [...data.providers].sort((a) => (a === "paypal" ? -1 : 0)) : data.providers;
  const busy = navigation.state !== "idle";
  return (
    <section className="mx-auto max-w-xl">
      <Link to={data.section} className="text-sm text-primary">
        ← Back to the site
      </Link>
      <h1 className="mt-2 text-2xl font-bold">Checkout</h1>
      <div className="mt-6 rounded-lg border border-border p-5" data-testid="order-summary">
        <p className="font-semibold">{data.label}</p>
        {data.item ? <p className="mt-1 text-sm opacity-80">For: {data.item.title}</p> : null}
        <p className="mt-3 text-2xl font-bold" data-testid="price">
          {formatCents(data.amountCents)}
          {data.recurring ? <span className="text-base font-normal"> per month</span> : null}
          <span className="ml-1 text-sm font-normal opacity-70">USD</span>
        </p>
        {data.amountMismatch ? (
          <p role="note" className="mt-2 text-sm text-amber-800">
            {`The amount in the link you followed differs from our price. You will be charged ${formatCents(data.amountCents)}.`}
          </p>
        ) : null}
      </div>
      {providers.length === 0 ? (
        <p className="mt-6" role="alert">
          Payments are not available right now. Please try again later.
        </p>
      ) : (
        <Form method="post" className="mt-6 space-y-3">
          <input type="hidden" name="type" value={data.type} />
          {data.tier ? <input type="hidden" name="tier" value={data.tier} /> : null}
          {data.itemId ? <input type="hidden" name="itemId" value={data.itemId} /> : null}
          {providers.map((p) => (
            <StatusButton key={p} name="provider" value={p} pending={busy} pendingText="Processing..." className="block w-full">
              {PROVIDER_LABELS[p]}
            </StatusButton>
          ))}
        </Form>
      )}
      <p className="mt-6 text-xs opacity-70">
        By paying you agree to the{" "}
        <Link to="/terms" className="underline">
          Terms of Service
        </Link>{" "}
        and our{" "}
        <Link to="/privacy" className="underline">
          Privacy Policy
        </Link>
        . Refund requests within 7 days of purchase.
      </p>
    </section>
  );
}
