// What the member has put on the site and done there: articles, events (pay, edit, cancel), the events they
// answered, businesses and claims, orders.
import { Form, Link, useNavigation } from "@remix-run/react";
import { Button } from "~/components/button";
import { formatTownDate } from "~/lib/dates";
import { RSVP_LABELS } from "~/lib/event-rules";
import { formatCents } from "~/lib/prices";
import { badge, type AccountData } from "./types";

export function ArticlesSection({ articles }: { articles: AccountData["articles"] }) {
  return (
    <section aria-labelledby="articles-heading">
      <h2 id="articles-heading" className="text-lg font-semibold">
        My articles
      </h2>
      {articles.length === 0 ? (
        <p className="text-sm opacity-80">
          No articles yet.{" "}
          <Link className="underline" to="/submit-article">
            Submit an article
          </Link>
        </p>
      ) : (
        <ul className="divide-y divide-border">
          {articles.map((a) => (
            <li key={a.id} className="py-2" data-testid="my-article">
              <Link className="font-medium underline" to={`/news/${a.id}`}>
                {a.title}
              </Link>{" "}
              <span className={badge}>{a.status === "pending" ? "in review" : a.status}</span>
              {a.status === "rejected" && a.rejectionReason ? <p className="text-sm">Reason: {a.rejectionReason}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function MyEvent({ event: e, busy }: { event: AccountData["events"][number]; busy: boolean }) {
  const open = !e.cancelledAt && !e.past;
  return (
    <li className="flex flex-wrap items-center gap-2 py-2" data-testid="my-event">
      <Link className="font-medium underline" to={`/events/${e.id}`}>
        {e.title}
      </Link>
      <span className="text-sm opacity-80">{formatTownDate(e.startDate, "MMM d, yyyy h:mm a")}</span>
      {e.cancelledAt ? (
        <span className={badge}>Cancelled</span>
      ) : e.awaitingPayment ? (
        <span className={badge}>Awaiting payment</span>
      ) : e.past ? (
        <span className={badge}>Past</span>
      ) : null}
      {e.payLinks.map((p) => (
        <Link key={p.href} to={p.href} className="rounded bg-primary px-2 py-1 text-sm text-primary-foreground">
          {p.label}
        </Link>
      ))}
      {open ? (
        <Link to={`/events/${e.id}/edit`} className="rounded border border-border px-2 py-1 text-sm" aria-label={`Edit ${e.title}`}>
          Edit
        </Link>
      ) : null}
      {open ? (
        <Form method="post">
          <input type="hidden" name="intent" value="cancel-event" />
          <input type="hidden" name="eventId" value={e.id} />
          <Button variant="small-secondary" disabled={busy}>
            Cancel event
          </Button>
        </Form>
      ) : null}
    </li>
  );
}

export function EventsSection({ events }: { events: AccountData["events"] }) {
  const busy = useNavigation().state !== "idle";
  return (
    <section aria-labelledby="events-heading">
      <h2 id="events-heading" className="text-lg font-semibold">
        My events
      </h2>
      {events.length === 0 ? (
        <p className="text-sm opacity-80">
          No events yet.{" "}
          <Link className="underline" to="/events/create">
            Create an event
          </Link>
        </p>
      ) : (
        <ul className="divide-y divide-border">
          {events.map((e) => (
            <MyEvent key={e.id} event={e} busy={busy} />
          ))}
        </ul>
      )}
    </section>
  );
}

export function RsvpsSection({ rsvps }: { rsvps: AccountData["rsvps"] }) {
  return (
    <section aria-labelledby="going-heading">
      <h2 id="going-heading" className="text-lg font-semibold">
        Events I answered
      </h2>
      {rsvps.length === 0 ? (
        <p className="text-sm opacity-80">
          No answers yet.{" "}
          <Link className="underline" to="/events">
            Find an event
          </Link>
        </p>
      ) : (
        <ul className="divide-y divide-border">
          {rsvps.map((r) => (
            <li key={r.eventId} className="flex flex-wrap items-center gap-2 py-2" data-testid="my-rsvp">
              <Link className="font-medium underline" to={`/events/${r.eventId}`}>
                {r.title}
              </Link>
              <span className="text-sm opacity-80">{formatTownDate(r.startDate, "MMM d, yyyy h:mm a")}</span>
              <span className={badge}>{RSVP_LABELS[r.status]}</span>
              {r.cancelledAt ? <span className={badge}>Cancelled</span> : r.past ? <span className={badge}>Past</span> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function BusinessesSection({ businesses, claims }: { businesses: AccountData["businesses"]; claims: AccountData["claims"] }) {
  return (
    <section aria-labelledby="businesses-heading">
      <h2 id="businesses-heading" className="text-lg font-semibold">
        My businesses and claims
      </h2>
      {businesses.length === 0 && claims.length === 0 ? (
        <p className="text-sm opacity-80">
          None yet.{" "}
          <Link className="underline" to="/businesses/add">
            Add a business
          </Link>
        </p>
      ) : (
        <ul className="divide-y divide-border">
          {businesses.map((b) => (
            <li key={`b${b.id}`} className="py-2">
              <Link className="font-medium underline" to={`/businesses/${b.id}`}>
                {b.name}
              </Link>{" "}
              {b.isPremium ? <span className={badge}>Premium</span> : null}{" "}
              <Link className="text-sm underline" to={`/businesses/${b.id}/edit`}>
                Edit
              </Link>
            </li>
          ))}
          {claims.map((c) => (
            <li key={`c${c.id}`} className="py-2 text-sm">
              Claim for{" "}
              <Link className="underline" to={`/businesses/${c.businessId}`}>
                {c.businessName}
              </Link>
              : <span className={badge}>{c.status === "pending" ? "under review" : c.status}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function OrdersSection({ orders }: { orders: AccountData["orders"] }) {
  return (
    <section aria-labelledby="orders-heading">
      <h2 id="orders-heading" className="text-lg font-semibold">
        My orders
      </h2>
      {orders.length === 0 ? (
        <p className="text-sm opacity-80">No orders yet.</p>
      ) : (
        <ul className="divide-y divide-border text-sm">
          {orders.slice(0, 5).map((o) => (
            <li key={o.id} className="py-2">
              {o.label} · {formatCents(o.amountCents)} · {o.status}
            </li>
          ))}
        </ul>
      )}
      <Link className="text-sm underline" to="/account/orders">
        All orders
      </Link>
    </section>
  );
}
