// /account: the member's own page — profile, mail choices, articles, events (pay, cancel), businesses and claims,
// orders, a copy of their data, and deleting the account.
import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AccountLetterSection } from "~/components/account-letter-section";
import { Link } from "~/components/site-link";
import { tr } from "~/lib/i18n/descriptor";
import { accountAction, accountLoader } from "./actions.server";
import { AlertsSection } from "./alerts-section";
import { ArticlesSection, BusinessesSection, EventsSection, OrdersSection, RsvpsSection } from "./listings-section";
import { MailLanguageSection } from "./mail-language-section";
import { PrivacySection } from "./privacy-section";
import { MailSection, ProfileSection } from "./profile-section";
import { WarningsSection } from "./warnings-section";

export const loader = accountLoader;
export const action = accountAction;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? tr(data.m, /*i18n*/ { id: "account.metaTitle", message: "My Account" }) : "My Account" },
  { name: "robots", content: "noindex" },
];

export default function Account() {
  const data = useLoaderData<typeof loader>();
  const { m, lang } = data;
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <h1 className="text-2xl font-bold">{tr(m, /*i18n*/ { id: "account.title", message: "My Account" })}</h1>
      <nav aria-label={tr(m, /*i18n*/ { id: "account.listingsNav", message: "My listings" })} className="flex flex-wrap gap-2 text-sm">
        <Link className="rounded border border-border px-2 py-1" to="/account/orders">
          {tr(m, /*i18n*/ { id: "account.myOrders", message: "My orders" })}
        </Link>
        <Link className="rounded border border-border px-2 py-1" to="/account/classifieds">
          {tr(m, /*i18n*/ { id: "account.myAds", message: "My ads" })}
        </Link>
        <Link className="rounded border border-border px-2 py-1" to="/account/jobs">
          {tr(m, /*i18n*/ { id: "account.myJobs", message: "My jobs" })}
        </Link>
      </nav>
      <ProfileSection user={data.user} m={m} />
      <MailSection user={data.user} m={m} />
      <MailLanguageSection m={m} mailLang={data.mailLang} />
      <AccountLetterSection m={m} />
      <WarningsSection warnings={data.warnings} email={data.user.email} />
      <AlertsSection alerts={data.alerts} m={data.alertWords} email={data.user.email} />
      <ArticlesSection articles={data.articles} m={m} lang={lang} />
      <EventsSection events={data.events} m={m} lang={lang} />
      <RsvpsSection rsvps={data.rsvps} m={m} lang={lang} />
      <BusinessesSection businesses={data.businesses} claims={data.claims} m={m} lang={lang} />
      <OrdersSection orders={data.orders} m={m} lang={lang} />
      <PrivacySection m={m} />
    </div>
  );
}
