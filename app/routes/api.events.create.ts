// POST /api/events/create: the JSON of part 1 §7. The tier comes from isFeatured/isPremium and the `price`
// string must be that tier's price; paid tiers are created awaiting payment and answered 402 with the checkout URL.
import { json } from "@remix-run/cloudflare";
import { checkEventDates, checkoutUrlFor, EVENT_MESSAGES, EVENT_TIERS } from "~/lib/event-rules";
import { apiError, fail } from "~/lib/http.server";
import { apiEventSchema, createEvent, eventJsonOf, getEvent, getEventCategory, parseTags, tierFromFlags } from "~/models/events.server";
import { createOrder } from "~/models/orders.server";
import { apiAction, methodNotAllowed } from "~/services/api.server";
import { eventPostingRefused } from "~/services/series.server";

/** Only POST is meant here; a GET is 405 like any other wrong method. */
export const loader = methodNotAllowed;

export const action = apiAction(
  { body: apiEventSchema, auth: "user", message: /*i18n*/ { id: "api.Invalid event", message: "Invalid event" } },
  async ({ body: input, user, context }) => {
    const now = context.now();
    const tier = tierFromFlags(input.isFeatured, input.isPremium);
    if (input.price !== EVENT_TIERS[tier].price) {
      return apiError(
        400,
        /*i18n*/ { id: "api.Invalid event", message: "Invalid event" },
        { price: [`The ${EVENT_TIERS[tier].name} costs ${EVENT_TIERS[tier].price}`] },
      );
    }
    const dateErrors = checkEventDates(input.startDate, input.endDate, now, { refusePast: true });
    if (Object.keys(dateErrors).length) return apiError(400, /*i18n*/ { id: "api.Invalid event", message: "Invalid event" }, dateErrors);
    // The daily limit, as on ads (the same count as the page's form).
    const refused = await eventPostingRefused(context, user.id, now);
    if (refused) return apiError(429, { rule: refused });
    if (input.categoryId && !(await getEventCategory(context.db, input.categoryId))) {
      return apiError(400, /*i18n*/ { id: "api.Invalid event", message: "Invalid event" }, { categoryId: [EVENT_MESSAGES.category] });
    }
    const id = await createEvent(
      context.db,
      {
        ...input,
        price: input.ticketPrice ? Number(input.ticketPrice).toFixed(2) : "0.00",
        tags: parseTags(input.tags),
        endDate: input.endDate ?? null,
      },
      tier,
      user.id,
      now,
    );
    if (tier !== "standard") {
      // The open order binds the event to the tier it was created with: no cheaper type can pay for it.
      await createOrder(context.db, user, { type: `event-${tier}`, tier: null, itemId: id }, now);
      return json(
        {
          message: "Payment Required",
          description: `Please complete payment for your ${EVENT_TIERS[tier].name}.`,
          checkoutUrl: checkoutUrlFor(tier, id),
          eventId: id,
        },
        { status: 402 },
      );
    }
    const event = await getEvent(context.db, id);
    if (!event) fail(500, /*i18n*/ { id: "api.Failed to create event. Please try again.", message: "Failed to create event. Please try again." });
    return json(eventJsonOf(event), { status: 201 });
  },
);
