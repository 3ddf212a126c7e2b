// What the member has put on the site and done there: articles, events (pay, edit, cancel), the events they
// answered, businesses and claims, orders.
import { Form, Link, useNavigation } from "@remix-run/react";
import { Button } from "~/components/button";
import { dateTimeIn, moneyIn } from "~/lib/i18n/account-format";
import { peopleWroteLang } from "~/lib/i18n/plain";
import { badge, type AccountData, type Words } from "./types";

/** A status word of the catalogue (`article_pending`…), or the stored value when the catalogue has none. */
const statusWord = (m: Words["m"], prefix: string, status: string) => (m as Record<string, string>)[`${prefix}_${status}`] ?? status;

export function ArticlesSection({ articles, m, lang }: { articles: AccountData["articles"] } & Words) {
  const wrote = peopleWroteLang(lang);
  return (
    <section aria-labelledby="articles-heading">
      <h2 id="articles-heading" className="text-lg font-semibold">
        {m.myArticles}
      </h2>
      {articles.length === 0 ? (
        <p className="text-sm opacity-80">
          {m.noArticles}{" "}
          <Link className="underline" to="/submit-article">
            {m.submitArticle}
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
                  {m.reason} <span lang={wrote}>{a.rejectionReason}</span>
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
        <span className={badge}>{m.cancelled}</span>
      ) : e.awaitingPayment ? (
        <span className={badge}>{m.awaitingPayment}</span>
      ) : e.past ? (
        <span className={badge}>{m.past}</span>
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
          aria-label={m.editLabel.replace("{title}", e.title)}
        >
          {m.edit}
        </Link>
      ) : null}
      {open ? (
        <Form method="post">
          <input type="hidden" name="intent" value="cancel-event" />
          <input type="hidden" name="eventId" value={e.id} />
          <Button variant="small-secondary" disabled={busy}>
            {m.cancelEvent}
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
        {m.myEvents}
      </h2>
      {events.length === 0 ? (
        <p className="text-sm opacity-80">
          {m.noEvents}{" "}
          <Link className="underline" to="/events/create">
            {m.createEvent}
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
        {m.answered}
      </h2>
      {rsvps.length === 0 ? (
        <p className="text-sm opacity-80">
          {m.noAnswers}{" "}
          <Link className="underline" to="/events">
            {m.findEvent}
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
              {r.cancelledAt ? <span className={badge}>{m.cancelled}</span> : r.past ? <span className={badge}>{m.past}</span> : null}
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
        {m.businesses}
      </h2>
      {businesses.length === 0 && claims.length === 0 ? (
        <p className="text-sm opacity-80">
          {m.noneYet}{" "}
          <Link className="underline" to="/businesses/add">
            {m.addBusiness}
          </Link>
        </p>
      ) : (
        <ul className="divide-y divide-border">
          {businesses.map((b) => (
            <li key={`b${b.id}`} className="py-2">
              <Link className="font-medium underline" to={`/businesses/${b.id}`} lang={wrote}>
                {b.name}
              </Link>{" "}
              {b.isPremium ? <span className={badge}>{m.premium}</span> : null}{" "}
              <Link className="text-sm underline" to={`/businesses/${b.id}/edit`}>
                {m.edit}
              </Link>
            </li>
          ))}
          {claims.map((c) => (
            <li key={`c${c.id}`} className="py-2 text-sm">
              {m.claimFor}{" "}
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
        {m.myOrders}
      </h2>
      {orders.length === 0 ? (
        <p className="text-sm opacity-80">{m.noOrders}</p>
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
        {m.allOrders}
      </Link>
    </section>
  );
}
