// /classifieds/{id}: one ad. A gallery that works without JavaScript, contact details for signed-in members
// only, one report per member, the owner's edit / mark sold / renew / delete, and a moderator's Remove / Restore
// (audited, as on the admin tab). Unlisted ads (awaiting payment, expired, removed) are 404 except for their seller
// and moderators.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { ErrorList, SelectField, TextareaField } from "~/components/forms";
import { notFoundBoundary } from "~/components/not-found";
import { Picture } from "~/components/picture";
import {
  CLASSIFIED_MESSAGES as M,
  classifiedStatus,
  displayPrice,
  isFeatured,
  PROHIBITED_ITEMS_RULE,
  renewal,
  REPORT_REASONS,
  STATUS_LABELS,
} from "~/lib/classifieds";
import { formatTownDate } from "~/lib/dates";
import { parseId } from "~/lib/fields";
import { loginUrl } from "~/lib/login-url";
import { formatPhone, telHref } from "~/lib/phone";
import { itemPicture } from "~/lib/seo";
import { flash } from "~/lib/toast.server";
import { getClassifiedPage } from "~/models/classifieds.server";
import { getUser, requireModerator, requireUser } from "~/services/auth.server";
import { canView, classifiedCheckoutUrl, moderateAd, reportAd, runOwnerAction } from "~/services/classifieds.server";

const notFound = () => new Response("Classified Not Found", { status: 404, statusText: "Not Found" });

function adId(raw: string | undefined) {
  const id = parseId(raw);
  if (!id) throw notFound();
  return id;
}

export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = adId(params.id);
  const viewer = await getUser(context);
  const found = await getClassifiedPage(context.db, id, viewer?.id ?? null);
  const now = context.now();
  if (!found || !canView(found.ad, viewer, now)) throw notFound();
  const { ad } = found;
  const isOwner = Boolean(viewer && viewer.id === ad.sellerId);
  const status = classifiedStatus(ad, now);
  const renew = renewal(ad, now);
  return json({
    ogImage: itemPicture(ad.imageUrls?.[0], ad.category),
    ad: {
      id: ad.id,
      title: ad.title,
      description: ad.description,
      category: ad.category,
      price: displayPrice(ad.price),
      location: ad.location,
      imageUrls: ad.imageUrls ?? [],
      createdAt: ad.createdAt.toISOString(),
      expiresAt: ad.expiresAt?.toISOString() ?? null,
      isPremium: ad.isPremium,
      featured: isFeatured(ad, now),
    },
    status,
    // Contact details only reach signed-in members' browsers, never visitors' (nor scrapers').
    contact: viewer ? { name: found.sellerName, email: ad.contactEmail, phone: ad.contactPhone } : null,
    signedIn: Boolean(viewer),
    signInUrl: loginUrl(`/classifieds/${ad.id}`),
    isOwner,
    canModerate: viewer?.role === "admin" || viewer?.role === "moderator",
    reported: found.reportedByViewer,
    canRenew: isOwner && renew.ok,
    renewNote: isOwner && !renew.ok ? renew.message : null,
    checkoutUrl: isOwner && status === "awaiting_payment" ? classifiedCheckoutUrl(ad.id) : null,
  });
}

const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("report"), reason: z.enum(REPORT_REASONS, { errorMap: () => ({ message: M.reportReason }) }), details: z.string().trim().max(1000).optional() }),
  z.object({ intent: z.enum(["sold", "renew", "delete"]) }),
  z.object({ intent: z.enum(["remove", "restore"]) }),
]);

export async function action({ params, request, context }: ActionFunctionArgs) {
  const id = adId(params.id);
  const user = await requireUser(request, context);
  const now = context.now();
  const parsed = actionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    return json({ errors: parsed.error.flatten().fieldErrors as Record<string, string[] | undefined> }, { status: 400 });
  }
  const input = parsed.data;
  if (input.intent === "remove" || input.intent === "restore") {
    const reviewer = await requireModerator(request, context);
    flash(context, await moderateAd(context, reviewer, id, input.intent, now));
    throw redirect(`/classifieds/${id}`);
  }
  if (input.intent === "report") {
    const result = await reportAd(context.db, user, id, input.reason, input.details || null, now);
    if (!result.ok) {
      if (result.status === 404) throw notFound();
      return json({ errors: { reason: [result.message] } as Record<string, string[] | undefined> }, { status: result.status });
    }
    flash(context, { title: "Report received", description: "Thank you. An admin will review this ad." });
    throw redirect(`/classifieds/${id}`);
  }
  const result = await runOwnerAction(context.db, user, id, input.intent, now);
  if (!result.ok) {
    if (result.status === 404) throw notFound();
    if (result.status === 403) throw new Response(result.message, { status: 403, statusText: "Forbidden" });
    flash(context, { title: "Error", description: result.message, variant: "destructive" });
    throw redirect(`/classifieds/${id}`);
  }
  flash(context, { title: "Success", description: result.message });
  throw redirect(input.intent === "delete" ? "/account/classifieds" : `/classifieds/${id}`);
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: `${data.ad.title} - Classified Ads` }, { name: "description", content: data.ad.description.slice(0, 160) }] : [{ title: "Classified Not Found" }];

function Gallery({ title, urls }: { title: string; urls: string[] }) {
  if (urls.length === 0) {
    return <div className="flex h-56 items-center justify-center rounded-lg bg-secondary text-sm opacity-70">No photos</div>;
  }
  // A scroll-snap strip with anchor thumbnails: browsing photos needs no JavaScript.
  return (
    <div data-testid="gallery">
      <div className="relative flex snap-x snap-mandatory overflow-x-auto rounded-lg bg-secondary">
        {urls.map((url, i) => (
          <div key={url} id={`photo-${i + 1}`} className="w-full shrink-0 snap-center">
            <Picture src={url} alt={`${title}, photo ${i + 1} of ${urls.length}`} size="full" width={800} height={320} lazy={i > 0} className="h-80 w-full object-contain" />
          </div>
        ))}
      </div>
      {urls.length > 1 ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="Photos">
          {urls.map((url, i) => (
            <li key={url}>
              <a href={`#photo-${i + 1}`} className="block rounded border border-border focus:outline focus:outline-2">
                <Picture src={url} alt={`Show photo ${i + 1}`} width={64} height={64} sizes="64px" className="h-16 w-16 rounded object-cover" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export default function ClassifiedDetail() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const { ad } = data;
  const reportErrors = actionData && "errors" in actionData ? actionData.errors.reason : undefined;
  return (
    <article className="mx-auto max-w-5xl space-y-6">
      <Link to="/classifieds" className="text-sm underline">
        ← Back to Classifieds
      </Link>
      {data.status !== "active" ? (
        <p role="note" className="rounded border border-amber-500 bg-amber-50 p-3 text-sm text-amber-900" data-testid="ad-status">
          {data.status === "awaiting_payment"
            ? "This ad is waiting for payment and is not listed yet."
            : data.status === "expired"
              ? "This ad has expired and is no longer listed."
              : data.status === "sold"
                ? "This item has been sold."
                : "This ad was removed by an admin and is not listed."}
        </p>
      ) : null}
      <header className="mt-2 space-y-2">
        <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
          <span className="rounded bg-secondary px-2 py-0.5 text-secondary-foreground">{ad.category}</span>
          {ad.featured ? <span className="rounded bg-amber-100 px-2 py-0.5 text-amber-900">Featured</span> : null}
          {ad.isPremium ? <span className="rounded bg-purple-100 px-2 py-0.5 text-purple-900">Premium</span> : null}
        </div>
        <h1 className="text-2xl font-bold">{ad.title}</h1>
        {ad.price ? <p className="text-2xl font-bold text-primary" data-testid="ad-price">{ad.price}</p> : null}
      </header>
      <div className="grid gap-6 md:grid-cols-5">
        <div className="space-y-4 md:col-span-3">
          <Gallery title={ad.title} urls={ad.imageUrls} />
          <section>
            <h2 className="text-lg font-semibold">Description</h2>
            <p className="mt-2 whitespace-pre-line" data-testid="ad-description">{ad.description}</p>
          </section>
          <p className="rounded bg-secondary p-3 text-xs" role="note">{PROHIBITED_ITEMS_RULE}</p>
        </div>
        <aside className="space-y-4 md:col-span-2">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            {ad.location ? (
              <>
                <dt className="font-medium">Location</dt>
                <dd>{ad.location}</dd>
              </>
            ) : null}
            <dt className="font-medium">Posted</dt>
            <dd>{formatTownDate(ad.createdAt, "MMM d, yyyy")}</dd>
            {ad.expiresAt ? (
              <>
                <dt className="font-medium">Expires</dt>
                <dd data-testid="ad-expires">{formatTownDate(ad.expiresAt, "MMM d, yyyy")}</dd>
              </>
            ) : null}
          </dl>

          <section className="rounded-lg border border-border p-4" data-testid="contact">
            <h2 className="font-semibold">Contact the seller</h2>
            {data.contact ? (
              <div className="mt-2 space-y-1 text-sm">
                {data.contact.name ? <p>{data.contact.name}</p> : null}
                {data.contact.phone ? (
                  <p>
                    Phone: <a className="tap underline" href={telHref(data.contact.phone)}>{formatPhone(data.contact.phone)}</a>
                  </p>
                ) : null}
                {data.contact.email ? (
                  <p>
                    Email: <a className="tap break-all underline" href={`mailto:${data.contact.email}`}>{data.contact.email}</a>
                  </p>
                ) : null}
                {!data.contact.phone && !data.contact.email ? <p>The seller left no contact details.</p> : null}
              </div>
            ) : (
              <p className="mt-2 text-sm">
                <a href={data.signInUrl} className="font-medium text-primary underline">Sign in</a> to see the seller's contact details.
              </p>
            )}
          </section>

          {data.isOwner ? (
            <section className="space-y-3 rounded-lg border border-border p-4" data-testid="owner-panel">
              <h2 className="font-semibold">Your ad</h2>
              <p className="text-sm">Status: <strong>{STATUS_LABELS[data.status]}</strong></p>
              {data.checkoutUrl ? (
                <a href={data.checkoutUrl} className="block rounded bg-primary px-3 py-2 text-center text-primary-foreground">Complete payment</a>
              ) : null}
              <div className="flex flex-wrap gap-2">
                {data.status !== "removed" && data.status !== "sold" ? (
                  <Link to={`/classifieds/${ad.id}/edit`} className="rounded border border-border px-3 py-1.5 text-sm">Edit</Link>
                ) : null}
                {data.status === "active" || data.status === "expired" ? (
                  <Form method="post">
                    <button type="submit" name="intent" value="sold" disabled={busy} className="rounded border border-border px-3 py-1.5 text-sm">Mark as sold</button>
                  </Form>
                ) : null}
                {data.canRenew ? (
                  <Form method="post">
                    <button type="submit" name="intent" value="renew" disabled={busy} className="rounded bg-primary px-3 py-1.5 text-sm text-primary-foreground">Renew for 30 days</button>
                  </Form>
                ) : null}
                <Form
                  method="post"
                  onSubmit={(e) => {
                    if (!window.confirm("Delete this ad? This cannot be undone.")) e.preventDefault();
                  }}
                >
                  <button type="submit" name="intent" value="delete" disabled={busy} className="rounded border border-red-600 px-3 py-1.5 text-sm text-red-700">Delete</button>
                </Form>
              </div>
              {data.renewNote && (data.status === "active") ? <p className="text-xs opacity-70">{data.renewNote}</p> : null}
            </section>
          ) : data.signedIn ? (
            <section className="rounded-lg border border-border p-4" data-testid="report">
              {data.reported ? (
                <p className="text-sm">You reported this ad. Thank you.</p>
              ) : (
                <details open={Boolean(reportErrors)}>
                  <summary className="cursor-pointer text-sm font-medium">Report this ad</summary>
                  <Form method="post" className="mt-3 space-y-3">
                    <input type="hidden" name="intent" value="report" />
                    <SelectField
                      label="Reason"
                      name="reason"
                      required
                      placeholder="Choose a reason"
                      options={REPORT_REASONS.map((r) => ({ value: r, label: r }))}
                      errors={reportErrors}
                    />
                    <TextareaField label="Details (optional)" name="details" rows={3} maxLength={1000} />
                    <button type="submit" disabled={busy} className="rounded border border-border px-3 py-1.5 text-sm">
                      {busy ? "Sending..." : "Send report"}
                    </button>
                  </Form>
                </details>
              )}
            </section>
          ) : (
            <p className="text-sm">
              <a href={data.signInUrl} className="underline">Sign in</a> to report this ad.
            </p>
          )}
          {data.canModerate ? (
            <section className="space-y-2 rounded-lg border border-border p-4" data-testid="moderator-panel">
              <h2 className="font-semibold">Moderation</h2>
              <Form method="post">
                {data.status === "removed" ? (
                  <button type="submit" name="intent" value="restore" disabled={busy} className="rounded border border-border px-3 py-1.5 text-sm">
                    Restore
                  </button>
                ) : (
                  <button type="submit" name="intent" value="remove" disabled={busy} className="rounded border border-red-600 px-3 py-1.5 text-sm text-red-700">
                    Remove
                  </button>
                )}
              </Form>
              <p className="text-xs opacity-70">
                {data.status === "removed" ? "Restoring lists the ad again if it is still paid up and not expired." : "Removing takes the ad off every list; its seller can still see it."}
              </p>
            </section>
          ) : null}
          {actionData && "errors" in actionData && !reportErrors ? <ErrorList errors={Object.values(actionData.errors).flat().filter((e): e is string => Boolean(e))} /> : null}
        </aside>
      </div>
    </article>
  );
}

export const ErrorBoundary = notFoundBoundary("Classified Not Found", "The ad you're looking for doesn't exist or has been removed.", "/classifieds", "Back to Classifieds");
