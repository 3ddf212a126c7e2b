// /account: the member's own page — profile, mail choices, articles, events (pay, cancel), businesses and claims,
// orders, a copy of their data, and deleting the account.
import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { AccountLetterSection } from "~/components/account-letter-section";
import { accountAction, accountLoader } from "./actions.server";
import { ArticlesSection, BusinessesSection, EventsSection, OrdersSection, RsvpsSection } from "./listings-section";
import { PrivacySection } from "./privacy-section";
import { MailSection, ProfileSection } from "./profile-section";

export const loader = accountLoader;
export const action = accountAction;

export const meta: MetaFunction = () => [{ title: "My Account" }, { name: "robots", content: "noindex" }];

export default function Account() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <h1 className="text-2xl font-bold">My Account</h1>
      <nav aria-label="My listings" className="flex flex-wrap gap-2 text-sm">
        <Link className="rounded border border-border px-2 py-1" to="/account/orders">
          My orders
        </Link>
        <Link className="rounded border border-border px-2 py-1" to="/account/classifieds">
          My ads
        </Link>
        <Link className="rounded border border-border px-2 py-1" to="/account/jobs">
          My jobs
        </Link>
      </nav>
      <ProfileSection user={data.user} />
      <MailSection user={data.user} />
      <AccountLetterSection />
      <ArticlesSection articles={data.articles} />
      <EventsSection events={data.events} />
      <RsvpsSection rsvps={data.rsvps} />
      <BusinessesSection businesses={data.businesses} claims={data.claims} />
      <OrdersSection orders={data.orders} />
      <PrivacySection />
    </div>
  );
}
