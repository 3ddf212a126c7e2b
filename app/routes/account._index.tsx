// /account: the member's own page — profile, mail choices, articles, events (pay, cancel), businesses and claims,
// orders, a copy of their data, and deleting the account.
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { AccountLetterSection } from "~/components/account-letter-section";
import { Field } from "~/components/forms";
import { formatTownDate } from "~/lib/dates";
import { RSVP_LABELS } from "~/lib/event-rules";
import { bool, id, optionalHttpUrl, optionalText, text } from "~/lib/fields";
import { badRequest } from "~/lib/http.server";
import { checkoutUrl, formatCents, priceFor } from "~/lib/prices";
import { flash } from "~/lib/toast.server";
import { getAccountOverview, listPendingOrdersForItems, setMailPrefs, updateProfile } from "~/models/account.server";
import { cancelOwnEvent, deleteAccount } from "~/services/account.server";
import { requireUser } from "~/services/auth.server";

export const profileSchema = z.object({
  firstName: text(100, { required: "First name is required" }),
  lastName: optionalText(100),
  profileImageUrl: optionalHttpUrl("Please enter a valid image URL"),
});

const intentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("mail"), expiryReminder: bool(), eventReminder: bool() }),
  z.object({ intent: z.literal("cancel-event"), eventId: id() }),
  z.object({ intent: z.literal("delete"), confirm: z.string().max(20) }),
]);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const overview = await getAccountOverview(context.db, user.id);
  const now = context.now().getTime();
  const awaiting = overview.events.filter((e) => e.awaitingPayment && !e.cancelledAt);
  const pending = await listPendingOrdersForItems(context.db, user.id, awaiting.map((e) => String(e.id)));
  return json({
    user: {
      firstName: user.firstName ?? "",
      lastName: user.lastName ?? "",
      profileImageUrl: user.profileImageUrl ?? "",
      email: user.email,
      expiryReminder: user.mailPrefs?.["expiry-reminder"] !== false,
      eventReminder: user.mailPrefs?.["event-reminder"] !== false,
    },
    rsvps: overview.rsvps.map((r) => ({ ...r, past: r.startDate.getTime() < now })),
    articles: overview.articles,
    events: overview.events.map((e) => {
      const order = pending.find((o) => o.itemId === String(e.id));
      return {
        ...e,
        past: e.startDate.getTime() < now,
        payLinks: e.awaitingPayment && !e.cancelledAt
          ? order
            ? [{ label: "Pay now", href: checkoutUrl(order.type, e.id, order.tier) }]
            : [
                { label: "Pay now: Enhanced $25", href: checkoutUrl("event-enhanced", e.id) },
                { label: "Premium $50", href: checkoutUrl("event-premium", e.id) },
              ]
          : [],
      };
    }),
    businesses: overview.businesses,
    claims: overview.claims,
    orders: overview.orders.map((o) => ({ ...o, label: priceFor(o.type, o.tier)?.label ?? o.type })),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const formData = await request.formData();
  if (formData.get("intent") === "profile") {
    const submission = parseWithZod(formData, { schema: profileSchema });
    if (submission.status !== "success") return json(submission.reply(), { status: 400 });
    await updateProfile(context.db, user.id, submission.value, context.now());
    flash(context, { title: "Profile Updated", description: "Your profile has been saved." });
    return redirect("/account");
  }
  const parsed = intentSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) badRequest("That request could not be understood.");
  const input = parsed.data;
  if (input.intent === "mail") {
    await setMailPrefs(context.db, user.id, { "expiry-reminder": input.expiryReminder, "event-reminder": input.eventReminder }, context.now());
    flash(context, { title: "Preferences Saved", description: "Your e-mail choices have been saved." });
    return redirect("/account");
  }
  if (input.intent === "cancel-event") {
    const cancelled = await cancelOwnEvent(context, user, input.eventId);
    flash(context, cancelled ? { title: "Event Cancelled", description: `"${cancelled.title}" now shows as Cancelled.` } : { title: "Error", description: "That event could not be cancelled.", variant: "destructive" });
    return redirect("/account");
  }
  if (input.confirm.trim() !== "DELETE") {
    flash(context, { title: "Account Not Deleted", description: "Type DELETE to confirm.", variant: "destructive" });
    return redirect("/account#delete");
  }
  await deleteAccount(context, user);
  flash(context, { title: "Account Deleted", description: "Your account and personal data have been deleted." });
  return redirect("/");
}

export const meta: MetaFunction = () => [{ title: "My Account" }, { name: "robots", content: "noindex" }];

const badge = "rounded bg-secondary px-1.5 py-0.5 text-xs";

export default function Account() {
  const data = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const [form, fields] = useForm({
    id: "profile",
    lastResult,
    defaultValue: data.user,
    constraint: getZodConstraint(profileSchema),
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileSchema }),
  });
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <h1 className="text-2xl font-bold">My Account</h1>
      <nav aria-label="My listings" className="flex flex-wrap gap-2 text-sm">
        <Link className="rounded border border-border px-2 py-1" to="/account/orders">My orders</Link>
        <Link className="rounded border border-border px-2 py-1" to="/account/classifieds">My ads</Link>
        <Link className="rounded border border-border px-2 py-1" to="/account/jobs">My jobs</Link>
      </nav>

      <section aria-labelledby="profile-heading">
        <h2 id="profile-heading" className="text-lg font-semibold">Profile</h2>
        <p className="text-sm opacity-80">Signed in as {data.user.email}</p>
        <Form method="post" {...getFormProps(form)} className="mt-3 grid gap-3 sm:grid-cols-2">
          <input type="hidden" name="intent" value="profile" />
          <Field label="First name" required errors={fields.firstName.errors} {...getInputProps(fields.firstName, { type: "text" })} />
          <Field label="Last name" errors={fields.lastName.errors} {...getInputProps(fields.lastName, { type: "text" })} />
          <Field className="sm:col-span-2" label="Picture (image URL)" errors={fields.profileImageUrl.errors} {...getInputProps(fields.profileImageUrl, { type: "url" })} />
          <div>
            <button type="submit" disabled={busy} className="rounded bg-primary px-4 py-2 text-primary-foreground">
              {busy ? "Saving..." : "Save profile"}
            </button>
          </div>
        </Form>
      </section>

      <section aria-labelledby="mail-heading">
        <h2 id="mail-heading" className="text-lg font-semibold">E-mail</h2>
        <Form method="post" className="mt-2 space-y-2">
          <input type="hidden" name="intent" value="mail" />
          <label className="flex items-center gap-2">
            <input type="checkbox" name="expiryReminder" defaultChecked={data.user.expiryReminder} />
            Remind me 3 days before my ads or job posts expire
          </label>
          <label className="flex items-center gap-2">
            <input type="checkbox" name="eventReminder" defaultChecked={data.user.eventReminder} />
            Remind me the day before an event I'm going to
          </label>
          <p className="text-xs opacity-70">Receipts, replies to your messages and moderation results are always sent.</p>
          <button type="submit" disabled={busy} className="rounded border border-border px-3 py-1.5 text-sm">Save e-mail choices</button>
        </Form>
      </section>
      <AccountLetterSection />

      <section aria-labelledby="articles-heading">
        <h2 id="articles-heading" className="text-lg font-semibold">My articles</h2>
        {data.articles.length === 0 ? (
          <p className="text-sm opacity-80">No articles yet. <Link className="underline" to="/submit-article">Submit an article</Link></p>
        ) : (
          <ul className="divide-y divide-border">
            {data.articles.map((a) => (
              <li key={a.id} className="py-2" data-testid="my-article">
                <Link className="font-medium underline" to={`/news/${a.id}`}>{a.title}</Link> <span className={badge}>{a.status === "pending" ? "in review" : a.status}</span>
                {a.status === "rejected" && a.rejectionReason ? <p className="text-sm">Reason: {a.rejectionReason}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="events-heading">
        <h2 id="events-heading" className="text-lg font-semibold">My events</h2>
        {data.events.length === 0 ? (
          <p className="text-sm opacity-80">No events yet. <Link className="underline" to="/events/create">Create an event</Link></p>
        ) : (
          <ul className="divide-y divide-border">
            {data.events.map((e) => (
              <li key={e.id} className="flex flex-wrap items-center gap-2 py-2" data-testid="my-event">
                <Link className="font-medium underline" to={`/events/${e.id}`}>{e.title}</Link>
                <span className="text-sm opacity-80">{formatTownDate(e.startDate, "MMM d, yyyy h:mm a")}</span>
                {e.cancelledAt ? <span className={badge}>Cancelled</span> : e.awaitingPayment ? <span className={badge}>Awaiting payment</span> : e.past ? <span className={badge}>Past</span> : null}
                {e.payLinks.map((p) => (
                  <Link key={p.href} to={p.href} className="rounded bg-primary px-2 py-1 text-sm text-primary-foreground">{p.label}</Link>
                ))}
                {!e.cancelledAt && !e.past ? (
                  <Link to={`/events/${e.id}/edit`} className="rounded border border-border px-2 py-1 text-sm" aria-label={`Edit ${e.title}`}>Edit</Link>
                ) : null}
                {!e.cancelledAt && !e.past ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="cancel-event" />
                    <input type="hidden" name="eventId" value={e.id} />
                    <button type="submit" disabled={busy} className="rounded border border-border px-2 py-1 text-sm">Cancel event</button>
                  </Form>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="going-heading">
        <h2 id="going-heading" className="text-lg font-semibold">Events I answered</h2>
        {data.rsvps.length === 0 ? (
          <p className="text-sm opacity-80">No answers yet. <Link className="underline" to="/events">Find an event</Link></p>
        ) : (
          <ul className="divide-y divide-border">
            {data.rsvps.map((r) => (
              <li key={r.eventId} className="flex flex-wrap items-center gap-2 py-2" data-testid="my-rsvp">
                <Link className="font-medium underline" to={`/events/${r.eventId}`}>{r.title}</Link>
                <span className="text-sm opacity-80">{formatTownDate(r.startDate, "MMM d, yyyy h:mm a")}</span>
                <span className={badge}>{RSVP_LABELS[r.status]}</span>
                {r.cancelledAt ? <span className={badge}>Cancelled</span> : r.past ? <span className={badge}>Past</span> : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="businesses-heading">
        <h2 id="businesses-heading" className="text-lg font-semibold">My businesses and claims</h2>
        {data.businesses.length === 0 && data.claims.length === 0 ? (
          <p className="text-sm opacity-80">None yet. <Link className="underline" to="/businesses/add">Add a business</Link></p>
        ) : (
          <ul className="divide-y divide-border">
            {data.businesses.map((b) => (
              <li key={`b${b.id}`} className="py-2">
                <Link className="font-medium underline" to={`/businesses/${b.id}`}>{b.name}</Link> {b.isPremium ? <span className={badge}>Premium</span> : null}{" "}
                <Link className="text-sm underline" to={`/businesses/${b.id}/edit`}>Edit</Link>
              </li>
            ))}
            {data.claims.map((c) => (
              <li key={`c${c.id}`} className="py-2 text-sm">
                Claim for <Link className="underline" to={`/businesses/${c.businessId}`}>{c.businessName}</Link>: <span className={badge}>{c.status === "pending" ? "under review" : c.status}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="orders-heading">
        <h2 id="orders-heading" className="text-lg font-semibold">My orders</h2>
        {data.orders.length === 0 ? (
          <p className="text-sm opacity-80">No orders yet.</p>
        ) : (
          <ul className="divide-y divide-border text-sm">
            {data.orders.slice(0, 5).map((o) => (
              <li key={o.id} className="py-2">{o.label} · {formatCents(o.amountCents)} · {o.status}</li>
            ))}
          </ul>
        )}
        <Link className="text-sm underline" to="/account/orders">All orders</Link>
      </section>

      <section aria-labelledby="privacy-heading" id="delete">
        <h2 id="privacy-heading" className="text-lg font-semibold">Your data</h2>
        <p className="mt-1 text-sm">
          <a className="underline" href="/account/data" download>Download my data</a> (a JSON file of everything stored about you)
        </p>
        <Form method="post" className="mt-4 space-y-2 rounded-lg border border-red-300 p-3">
          <input type="hidden" name="intent" value="delete" />
          <h3 className="font-semibold text-red-800">Delete my account</h3>
          <p className="text-sm">
            This signs you out everywhere and erases your name, e-mail and picture, your ads, claims and job applications.
            Articles, events and businesses you added stay on the site without your name. Orders are kept, anonymised, for
            our accounts.
          </p>
          <Field label="Type DELETE to confirm" name="confirm" required autoComplete="off" pattern="DELETE" />
          <button type="submit" disabled={busy} className="rounded bg-red-700 px-3 py-1.5 text-sm text-white">Delete my account</button>
        </Form>
      </section>
    </div>
  );
}
