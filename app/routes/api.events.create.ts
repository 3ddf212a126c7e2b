// POST /api/events/create: the JSON of part 1 §7. The tier comes from isFeatured/isPremium and the `price`
// string must be that tier's price; paid tiers are created awaiting payment and answered 402 with the checkout URL.
import { json, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/services/auth.server";
import { checkEventDates, checkoutUrlFor, EVENT_TIERS } from "~/lib/event-rules";
import { apiError, fail, readJson } from "~/lib/http.server";
import { apiEventSchema, createEvent, getEvent, getEventCategory, parseTags, tierFromFlags } from "~/models/events.server";

/** Only POST is meant here; a GET is 405 like any other wrong method. */
export const loader = () => apiError(405, "Method Not Allowed");

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") fail(405, "Method Not Allowed");
  const user = await requireUser(request, context);
  const now = context.now();
  const parsed = apiEventSchema.safeParse(await readJson(request));
  if (!parsed.success) return apiError(400, "Invalid event", parsed.error.flatten().fieldErrors);
  const input = parsed.data;
  const tier = tierFromFlags(input.isFeatured, input.isPremium);
  if (input.price !== EVENT_TIERS[tier].price) {
    return apiError(400, "Invalid event", { price: [`The ${EVENT_TIERS[tier].name} costs ${EVENT_TIERS[tier].price}`] });
  }
  const dateErrors = checkEventDates(input.startDate, input.endDate, now);
  if (Object.keys(dateErrors).length) return apiError(400, "Invalid event", dateErrors);
  if (input.categoryId && !(await getEventCategory(context.db, input.categoryId))) {
    return apiError(400, "Invalid event", { categoryId: ["Please choose a category from the list"] });
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
  if (!event) fail(500, "Failed to create event. Please try again.");
  const { awaitingPayment: _hidden, ...body } = event;
  return json(body, { status: 201 });
}
