// What the member has put on the site and done there: articles, events (pay, edit, cancel), the events they
// answered, businesses and claims, orders.
import { Form, useNavigation } from "@remix-run/react";
import { Button } from "~/components/button";
import { Link } from "~/components/site-link";
import { dateTimeIn, moneyIn } from "~/lib/i18n/account-format";
import { labelOf, tr, type Descriptor } from "~/lib/i18n/descriptor";
import { peopleWroteLang } from "~/lib/i18n/plain";
import { ORDER_STATUS_NAMES } from "~/lib/order-status-names";
import { badge, type AccountData, type Words } from "./types";

/** The status words of each list, by the stored status (one the map lacks shows as stored). */
const STATUS_WORDS: Record<"article" | "rsvp" | "claim" | "order", Readonly<Record<string, Descriptor<"account">>>> = {
  article: {
    pending: /*i18n*/ { id: "account.article_pending", message: "in review" },
    published: /*i18n*/ { id: "account.article_published", message: "published" },
    rejected: /*i18n*/ { id: "account.article_rejected", message: "rejected" },
  },
  rsvp: {
    going: /*i18n*/ { id: "account.rsvp_going", message: "Going" },
    waitlisted: /*i18n*/ { id: "account.rsvp_waitlisted", message: "On the waitlist" },
    not_going: /*i18n*/ { id: "account.rsvp_not_going", message: "Can't go" },
  },
  claim: {
    pending: /*i18n*/ { id: "account.claim_pending", message: "under review" },
    approved: /*i18n*/ { id: "account.claim_approved", message: "approved" },
    rejected: /*i18n*/ { id: "account.claim_rejected", message: "rejected" },
    unclaimed: /*i18n*/ { id: "account.claim_unclaimed", message: "unclaimed" },
  },
  order: ORDER_STATUS_NAMES,
};
const statusWord = (m: Words["m"], list: keyof typeof STATUS_WORDS, status: string) => labelOf((d) => tr(m, d), STATUS_WORDS[list], status);

export function ArticlesSection({ articles, m, lang }: { articles: AccountData["articles"] } & Words) {
  const wrote = peopleWroteLang(lang);
  return (
    <section aria-labelledby="articles-heading">
      <h2 id="articles-heading" className="text-lg font-semibold">
        {tr(m, /*i18n*/ { id: "account.myArticles", message: "My articles" })}
      </h2>
      {articles.length === 0 ? (
        <p className="text-sm opacity-80">
          {tr(m, /*i18n*/ { id: "account.noArticles", message: "No articles yet." })}{" "}
          <Link className="underline" to="/submit-article">
            {tr(m, /*i18n*/ { id: "account.submitArticle", message: "Submit an article" })}
          </Link>
        </p>
      ) : (
        <ul className="divide-y divide-border">
          {articles.map((a) => (
            <li key={a.id} className="py-2" data-testid="my-article">
              <Link className="font-medium underline" to={`/news/${a.id}`} lang={wrote}>
                {a.title}
              </Link>{" "}
              <span className={badge}>{statusWord(m, "article", a.status)}</span>
              {a.status === "rejected" && a.rejectionReason ? (
                <p className="text-sm">
                  {tr(m, /*i18n*/ { id: "account.reason", message: "Reason:" })} <span lang={wrote}>{a.rejectionReason}</span>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function MyEvent({ event: e, busy, m, lang }: { event: AccountData["events"][number]; busy: boolean } & Words) {
  const open = !e.cancelledAt && !e.past;
  return (
    <li className="flex flex-wrap items-center gap-2 py-2" data-testid="my-event">
      <Link className="font-medium underline" to={`/events/${e.id}`} lang={peopleWroteLang(lang)}>
        {e.title}
      </Link>
      <span className="text-sm opacity-80">{dateTimeIn(lang, e.startDate)}</span>
      {e.cancelledAt ? (
        <span className={badge}>{tr(m, /*i18n*/ { id: "account.cancelled", message: "Cancelled" })}</span>
      ) : e.awaitingPayment ? (
        <span className={badge}>{tr(m, /*i18n*/ { id: "account.awaitingPayment", message: "Awaiting payment" })}</span>
      ) : e.past ? (
        <span className={badge}>{tr(m, /*i18n*/ { id: "account.past", message: "Past" })}</span>
      ) : null}
      {e.payLinks.map((p) => (
        <Link key={p.href} to={p.href} className="rounded bg-primary px-2 py-1 text-sm text-primary-foreground">
          {p.label}
        </Link>
      ))}
      {open ? (
        <Link
          to={`/events/${e.id}/edit`}
          className="rounded border border-border px-2 py-1 text-sm"
          aria-label={tr(m, /*i18n*/ { id: "account.editLabel", message: "Edit {title}" }).replace("{title}", e.title)}
        >
          {tr(m, /*i18n*/ { id: "account.edit", message: "Edit" })}
        </Link>
      ) : null}
      {open ? (
        <Form method="post">
          <input type="hidden" name="intent" value="cancel-event" />
          <input type="hidden" name="eventId" value={e.id} />
          <Button variant="small-secondary" disabled={busy}>
            {tr(m, /*i18n*/ { id: "account.cancelEvent", message: "Cancel event" })}
          </Button>
        </Form>
      ) : null}
    </li>
  );
}

export function EventsSection({ events, m, lang }: { events: AccountData["events"] } & Words) {
  const busy = useNavigation().state !== "idle";
  return (
    <section aria-labelledby="events-heading">
      <h2 id="events-heading" className="text-lg font-semibold">
        {tr(m, /*i18n*/ { id: "account.myEvents", message: "My events" })}
      </h2>
      {events.length === 0 ? (
        <p className="text-sm opacity-80">
          {tr(m, /*i18n*/ { id: "account.noEvents", message: "No events yet." })}{" "}
          <Link className="underline" to="/events/create">
            {tr(m, /*i18n*/ { id: "account.createEvent", message: "Create an event" })}
          </Link>
        </p>
      ) : (
        <ul className="divide-y divide-border">
          {events.map((e) => (
            <MyEvent key={e.id} event={e} busy={busy} m={m} lang={lang} />
          ))}
        </ul>
      )}
    </section>
  );
}

export function RsvpsSection({ rsvps, m, lang }: { rsvps: AccountData["rsvps"] } & Words) {
  return (
    <section aria-labelledby="going-heading">
      <h2 id="going-heading" className="text-lg font-semibold">
        {tr(m, /*i18n*/ { id: "account.answered", message: "Events I answered" })}
      </h2>
      {rsvps.length === 0 ? (
        <p className="text-sm opacity-80">
          {tr(m, /*i18n*/ { id: "account.noAnswers", message: "No answers yet." })}{" "}
          <Link className="underline" to="/events">
            {tr(m, /*i18n*/ { id: "account.findEvent", message: "Find an event" })}
          </Link>
        </p>
      ) : (
        <ul className="divide-y divide-border">
          {rsvps.map((r) => (
            <li key={r.eventId} className="flex flex-wrap items-center gap-2 py-2" data-testid="my-rsvp">
              <Link className="font-medium underline" to={`/events/${r.eventId}`} lang={peopleWroteLang(lang)}>
                {r.title}
              </Link>
              <span className="text-sm opacity-80">{dateTimeIn(lang, r.startDate)}</span>
              <span className={badge}>{statusWord(m, "rsvp", r.status)}</span>
              {r.cancelledAt ? (
                <span className={badge}>{tr(m, /*i18n*/ { id: "account.cancelled", message: "Cancelled" })}</span>
              ) : r.past ? (
                <span className={badge}>{tr(m, /*i18n*/ { id: "account.past", message: "Past" })}</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function BusinessesSection({ businesses, claims, m, lang }: { businesses: AccountData["businesses"]; claims: AccountData["claims"] } & Words) {
  const wrote = peopleWroteLang(lang);
  return (
    <section aria-labelledby="businesses-heading">
      <h2 id="businesses-heading" className="text-lg font-semibold">
        {tr(m, /*i18n*/ { id: "account.businesses", message: "My businesses and claims" })}
      </h2>
      {businesses.length === 0 && claims.length === 0 ? (
        <p className="text-sm opacity-80">
          {tr(m, /*i18n*/ { id: "account.noneYet", message: "None yet." })}{" "}
          <Link className="underline" to="/businesses/add">
            {tr(m, /*i18n*/ { id: "account.addBusiness", message: "Add a business" })}
          </Link>
        </p>
      ) : (
        <ul className="divide-y divide-border">
          {businesses.map((b) => (
            <li key={`b${b.id}`} className="py-2">
              <Link className="font-medium underline" to={`/businesses/${b.id}`} lang={wrote}>
                {b.name}
              </Link>{" "}
              {b.isPremium ? <span className={badge}>{tr(m, /*i18n*/ { id: "account.premium", message: "Premium" })}</span> : null}{" "}
              <Link className="text-sm underline" to={`/businesses/${b.id}/edit`}>
                {tr(m, /*i18n*/ { id: "account.edit", message: "Edit" })}
              </Link>
            </li>
          ))}
          {claims.map((c) => (
            <li key={`c${c.id}`} className="py-2 text-sm">
              {tr(m, /*i18n*/ { id: "account.claimFor", message: "Claim for" })}{" "}
              <Link className="underline" to={`/businesses/${c.businessId}`} lang={wrote}>
                {c.businessName}
              </Link>
              : <span className={badge}>{statusWord(m, "claim", c.status)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function OrdersSection({ orders, m, lang }: { orders: AccountData["orders"] } & Words) {
  return (
    <section aria-labelledby="orders-heading">
      <h2 id="orders-heading" className="text-lg font-semibold">
        {tr(m, /*i18n*/ { id: "account.myOrders", message: "My orders" })}
      </h2>
      {orders.length === 0 ? (
        <p className="text-sm opacity-80">{tr(m, /*i18n*/ { id: "account.noOrders", message: "No orders yet." })}</p>
      ) : (
        <ul className="divide-y divide-border text-sm">
          {orders.slice(0, 5).map((o) => (
            <li key={o.id} className="py-2">
              {o.label} · {moneyIn(lang, o.amountCents)} · {statusWord(m, "order", o.status)}
            </li>
          ))}
        </ul>
      )}
      <Link className="text-sm underline" to="/account/orders">
        {tr(m, /*i18n*/ { id: "account.allOrders", message: "All orders" })}
      </Link>
    </section>
  );
}
