import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { StatusButton } from "~/components/button";
import { moneyIn } from "~/lib/i18n/account-format";
import type { Messages } from "~/lib/i18n/en";
import { plain } from "~/lib/i18n/plain";
import type { checkoutLoader } from "./checkout.server";

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
        {m.signedOut}
      </p>
      <a href={loginUrl} className="mt-4 inline-block text-primary underline">
        {m.signIn}
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
        {m.back}
      </Link>
      <h1 className="mt-2 text-2xl font-bold">{m.title}</h1>
      <div className="mt-6 rounded-lg border border-border p-5" data-testid="order-summary">
        <p className="font-semibold">{data.label}</p>
        {data.item ? (
          <p className="mt-1 text-sm opacity-80">
            {m.forItem} <span lang={data.lang === "en" ? undefined : "en"}>{data.item.title}</span>
          </p>
        ) : null}
        <p className="mt-3 text-2xl font-bold" data-testid="price">
          {price}
          {data.recurring ? <span className="text-base font-normal">{m.perMonth}</span> : null}
          <span className="ml-1 text-sm font-normal opacity-70">USD</span>
        </p>
        {data.amountMismatch ? (
          <p role="note" className="mt-2 text-sm text-amber-800">
            {t("mismatch", { price })}
          </p>
        ) : null}
      </div>
      {providers.length === 0 ? (
        <p className="mt-6" role="alert">
          {m.unavailable}
        </p>
      ) : (
        <Form method="post" className="mt-6 space-y-3">
          <input type="hidden" name="type" value={data.type} />
          {data.tier ? <input type="hidden" name="tier" value={data.tier} /> : null}
          {data.itemId ? <input type="hidden" name="itemId" value={data.itemId} /> : null}
          {providers.map((p) => (
            <StatusButton key={p} name="provider" value={p} pending={busy} pendingText={m.processing} className="block w-full">
              {m[`provider_${p}`]}
            </StatusButton>
          ))}
        </Form>
      )}
      <p className="mt-6 text-xs opacity-70">
        {m.agreeBefore}{" "}
        <Link to="/terms" className="underline">
          {m.terms}
        </Link>{" "}
        {m.agreeMiddle}{" "}
        <Link to="/privacy" className="underline">
          {m.privacy}
        </Link>
        {m.agreeAfter}
      </p>
    </section>
  );
}
