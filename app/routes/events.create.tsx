// /events/create: members list an event. Standard is free and listed at once; enhanced and premium wait hidden
// until paid at /checkout. Works without JavaScript (plain POST and redirects).
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { SaveCancel } from "~/components/button";
import { EventDetailsFields, RepeatsFields } from "~/components/event-form-fields";
import { ErrorList, withUnreadableDates } from "~/components/forms";
import { Link } from "~/components/site-link";
import { useActionToast } from "~/components/toaster";
import { eventFormSchema, type EventFormInput, type EventFormOutput } from "~/lib/event-form";
import { checkoutUrlFor, EVENT_MESSAGES as M, EVENT_TIER_KEYS, EVENT_TIERS } from "~/lib/event-rules";
import { messagesFor, validationFor } from "~/lib/i18n/catalogue.server";
import { tr } from "~/lib/i18n/descriptor";
import { peopleWroteLang, plain } from "~/lib/i18n/plain";
import { ruleFromChoice, SERIES_MESSAGES } from "~/lib/recurrence";
import { failureToast, flash } from "~/lib/toast.server";
import { createSeries } from "~/models/event-series.server";
import { createEvent, eventInputFrom, getEventCategory, listEventCategories } from "~/models/events.server";
import { createOrder } from "~/models/orders.server";
import { requireUser } from "~/services/auth.server";
import { takeDraft } from "~/services/drafts.server";
import { announceToFediverse } from "~/services/fediverse.server";
import { eventPostingRefused } from "~/services/series.server";
import { attachUploads, filesFrom, saveUploads } from "~/services/uploads.server";

/** Each tier's name and what it gives. */
const TIER_WORDS = {
  standard: {
    name: /*i18n*/ { id: "postEvent.tier_standard", message: "Standard Event" },
    blurb: /*i18n*/ { id: "postEvent.blurb_standard", message: "Listed in the community calendar." },
  },
  enhanced: {
    name: /*i18n*/ { id: "postEvent.tier_enhanced", message: "Enhanced Event" },
    blurb: /*i18n*/ { id: "postEvent.blurb_enhanced", message: "Featured placement at the top of the calendar." },
  },
  premium: {
    name: /*i18n*/ { id: "postEvent.tier_premium", message: "Premium Event" },
    blurb: /*i18n*/ { id: "postEvent.blurb_premium", message: "Premium badge and top priority in featured events." },
  },
} as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  // Visitors are sent to sign in and back here (our choice over the spec's login card: docs/decisions/spec-readings.md).
  await requireUser(request, context);
  return json({
    validation: validationFor(context.lang, "events", "pictures"),
    lang: context.lang,
    m: messagesFor(context.lang, "postEvent"),
    categories: await listEventCategories(context.db),
    draft: await takeDraft(request, context),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context, {
    keepDraft: true,
    reason: /*i18n*/ { id: "toasts.Please log in to create events.", message: "Please log in to create events." },
  });
  const now = context.now();
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: eventFormSchema(now, { refusePast: true }) });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  // The daily limit, as on ads: refused before anything is written, the form keeping what was typed.
  const refused = await eventPostingRefused(context, user.id, now);
  if (refused) return json(submission.reply({ formErrors: [refused] }), { status: 429 });
  const { tier, categoryId, imageAlt, title } = submission.value;
  if (categoryId && !(await getEventCategory(context.db, categoryId))) {
    return json(submission.reply({ fieldErrors: { categoryId: [M.category] } }), { status: 400 });
  }
  const alt = imageAlt || title;
  const image = await saveUploads(context, filesFrom(formData, "image"), { ownerId: user.id, alt, max: 1 });
  if (!image.ok) return json(submission.reply({ fieldErrors: { image: [image.message] } }), { status: 400 });
  const input = eventInputFrom(submission.value, { url: image.uploads[0]?.url ?? submission.value.imageUrl, alt });
  // "Repeats" makes a series: one row per date up to six months ahead (issue 33 §3); the id is its first date.
  const rule = ruleFromChoice(submission.value, input.startDate);
  const flags = { organizerId: user.id, isFeatured: false, isPremium: false, isPublic: true, isActive: true, awaitingPayment: tier !== "standard" };
  let id: number | null;
  try {
    id = rule ? await createSeries(context.db, input, rule, flags, now) : await createEvent(context.db, input, tier, user.id, now);
  } catch (error) {
    // The spec's page toast for a failed create; the form keeps what was typed.
    console.error("event create failed", error);
    const toast = failureToast(context, {
      title: /*i18n*/ { id: "toasts.Error", message: "Error" },
      description: /*i18n*/ { id: "toasts.Failed to create event. Please try again.", message: "Failed to create event. Please try again." },
      variant: "destructive",
    });
    return json({ ...submission.reply(), toast }, { status: 500 });
  }
  if (id === null) return json(submission.reply({ fieldErrors: { repeats: [SERIES_MESSAGES.noDates] } }), { status: 400 });
  // A standard event is listed at once: it goes to the fediverse now (a paid one when paid, by the fediverse's sweep).
  if (tier === "standard") await announceToFediverse(context, "event", [id]);
  await attachUploads(
    context.db,
    image.uploads.map((u) => u.id),
    { kind: "event", itemId: id, ownerId: user.id },
    now,
  );
  if (tier !== "standard") {
    // The open order binds the event to the tier it was created with: no cheaper type can pay for it.
    await createOrder(context.db, user, { type: `event-${tier}`, tier: null, itemId: id }, now);
    throw redirect(checkoutUrlFor(tier, id));
  }
  flash(context, {
    title: /*i18n*/ { id: "toasts.Event Created!", message: "Event Created!" },
    description: /*i18n*/ {
      id: "toasts.Your event has been successfully created and will appear in the community calendar.",
      message: "Your event has been successfully created and will appear in the community calendar.",
    },
  });
  // A series lands on its first date (issue 43), where its organiser's tools are; a single event on the calendar (spec).
  throw redirect(rule ? `/events/${id}` : "/events");
}

export default function CreateEvent() {
  const { categories, draft, lang, m } = useLoaderData<typeof loader>();
  const t = plain<"postEvent">(m);
  const actionResult = useActionData<typeof action>();
  // A draft kept across sign-in fills the form until the first submit answers.
  const lastResult = actionResult ?? draft;
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = useForm<EventFormInput, EventFormOutput>({
    lastResult,
    constraint: getZodConstraint(eventFormSchema(new Date(), { refusePast: true })),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    defaultValue: { tier: "standard", repeats: "none", ends: "count", count: "10" },
    onValidate: ({ form, formData }) =>
      parseWithZod(withUnreadableDates(form, formData), { schema: eventFormSchema(new Date(), { refusePast: true }) }),
  });
  useActionToast(actionResult);
  const tier = EVENT_TIER_KEYS.find((k) => k === fields.tier.value) ?? "standard";
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Link to="/events" className="text-sm underline">
        {tr(m, /*i18n*/ { id: "postEvent.backToEvents", message: "← Back to Events" })}
      </Link>
      <h1 className="text-3xl font-bold">{tr(m, /*i18n*/ { id: "postEvent.createTitle", message: "Create Event" })}</h1>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-6">
        <fieldset>
          <legend className="text-lg font-semibold">{tr(m, /*i18n*/ { id: "postEvent.chooseListing", message: "Choose your listing" })}</legend>
          <div className="mt-3 grid gap-3 sm:grid-cols-3">
            {EVENT_TIER_KEYS.map((key) => {
              const info = EVENT_TIERS[key];
              return (
                <label key={key} className="flex cursor-pointer flex-col gap-1 rounded-lg border-2 border-border p-4 has-[:checked]:border-primary">
                  <span className="flex items-center gap-2">
                    <input type="radio" name={fields.tier.name} value={key} defaultChecked={(fields.tier.initialValue ?? "standard") === key} />
                    <span className="font-semibold">{tr(m, TIER_WORDS[key].name)}</span>
                  </span>
                  <span className="text-2xl font-bold">
                    {info.label === "FREE" ? tr(m, /*i18n*/ { id: "postEvent.free", message: "FREE" }) : info.label}
                  </span>
                  <span className="text-sm opacity-80">{tr(m, TIER_WORDS[key].blurb)}</span>
                </label>
              );
            })}
          </div>
          <ErrorList errors={fields.tier.errors} />
          {tier !== "standard" ? (
            <p role="note" className="mt-3 rounded border border-amber-500 bg-amber-50 p-3 text-sm text-amber-900" data-testid="payment-card">
              {t(
                /*i18n*/ {
                  id: "postEvent.paymentNote",
                  message: "{tier}: ${price}. After you submit you'll complete payment; the event is listed once it is paid.",
                },
                { tier: m[`tier_${tier}`], price: EVENT_TIERS[tier].price },
              )}
            </p>
          ) : null}
        </fieldset>

        <EventDetailsFields fields={fields} categories={categories} imageErrors={lastResult?.error?.image} m={m} optionLang={peopleWroteLang(lang)} />
        <RepeatsFields fields={fields} m={m} />

        <ErrorList id={form.errorId} errors={form.errors} />
        <SaveCancel
          pending={pending}
          pendingText={tr(m, /*i18n*/ { id: "postEvent.creating", message: "Creating..." })}
          cancelTo="/events"
          cancelText={tr(m, /*i18n*/ { id: "postEvent.cancel", message: "Cancel" })}
        >
          {tier === "standard"
            ? tr(m, /*i18n*/ { id: "postEvent.createTitle", message: "Create Event" })
            : tr(m, /*i18n*/ { id: "postEvent.continueToPayment", message: "Continue to Payment" })}
        </SaveCancel>
      </Form>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? tr(data.m, /*i18n*/ { id: "postEvent.createTitle", message: "Create Event" }) : "Create Event" },
];
