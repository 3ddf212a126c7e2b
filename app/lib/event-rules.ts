import { isDateInWindow } from "~/lib/fields";
import { rule } from "~/lib/i18n/rule";
import type { RsvpStatus } from "~/lib/vocabulary";
// The event rules shared by the create form (browser and server) and the API: tiers, limits, messages.
import { centsToDecimal, checkoutUrl, requirePrice } from "./prices";

/** A listing tier as the form and the API show it; the paid tiers' prices come from the price table. */
function tier(name: string, priceType: string | null) {
  const cents = priceType ? requirePrice(priceType).amountCents : 0;
  const dollars = cents / 100;
  return {
    name,
    price: centsToDecimal(cents),
    label: cents === 0 ? "FREE" : Number.isInteger(dollars) ? `$${dollars}` : `$${centsToDecimal(cents)}`,
  };
}

export const EVENT_TIERS = {
  standard: tier("Standard Event", null),
  enhanced: tier("Enhanced Event", "event-enhanced"),
  premium: tier("Premium Event", "event-premium"),
};
export type EventTier = keyof typeof EVENT_TIERS;
export const EVENT_TIER_KEYS = ["standard", "enhanced", "premium"] as const;

export const MAX_MONTHS_AHEAD = 6;

export const EVENT_MESSAGES = {
  titleRequired: rule(/*i18n*/ { id: "validation.Title is required", message: "Title is required" }),
  titleTooLong: rule(/*i18n*/ { id: "validation.Title must be 255 characters or fewer", message: "Title must be 255 characters or fewer" }),
  startRequired: rule(/*i18n*/ { id: "validation.Start date is required", message: "Start date is required" }),
  startInvalid: rule(/*i18n*/ { id: "validation.Please enter a valid start date", message: "Please enter a valid start date" }),
  endInvalid: rule(/*i18n*/ { id: "validation.Please enter a valid end date", message: "Please enter a valid end date" }),
  endBeforeStart: rule(/*i18n*/ { id: "validation.End date must be after the start date", message: "End date must be after the start date" }),
  tooFarAhead: rule(/*i18n*/ { id: "validation.Events can be posted up to 6 months ahead", message: "Events can be posted up to 6 months ahead" }),
  locationRequired: rule(/*i18n*/ { id: "validation.Location is required", message: "Location is required" }),
  email: rule(/*i18n*/ { id: "validation.Please enter a valid email address", message: "Please enter a valid email address" }),
  url: rule(/*i18n*/ { id: "validation.Please enter a valid URL", message: "Please enter a valid URL" }),
  price: rule(/*i18n*/ { id: "validation.Please enter a price like 12.50", message: "Please enter a price like 12.50" }),
  category: rule(/*i18n*/ { id: "validation.Please choose a category from the list", message: "Please choose a category from the list" }),
  tier: rule(
    /*i18n*/ { id: "validation.Please choose a tier: Standard, Enhanced or Premium", message: "Please choose a tier: Standard, Enhanced or Premium" },
  ),
  startPast: rule(
    /*i18n*/ {
      id: "validation.The start date has passed. Please choose a date and time from now on",
      message: "The start date has passed. Please choose a date and time from now on",
    },
  ),
  // The ads' daily limit in the ads' words (docs/decisions/classifieds.md), for events and series.
  tooManyToday: rule(
    /*i18n*/ {
      id: "validation.You can post at most 10 events a day. Please try again tomorrow.",
      message: "You can post at most 10 events a day. Please try again tomorrow.",
    },
  ),
} as const;

/** The latest start we accept: six calendar months from now. */
export function latestAllowedStart(now: Date): Date {
  const d = new Date(now.getTime());
  d.setUTCMonth(d.getUTCMonth() + MAX_MONTHS_AHEAD);
  return d;
}

const YEAR_MS = 366 * 86_400_000;

/**
 * The cross-field date rules; returns field errors (empty when fine). Both dates stay in a sane window: a start at
 * most a year back (no 1970 event at the top of the calendar), an end at most a year after the start.
 */
export function checkEventDates(
  start: Date,
  end: Date | null | undefined,
  now: Date,
  options: { refusePast?: boolean } = {},
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!isDateInWindow(start) || start.getTime() < now.getTime() - YEAR_MS) errors.startDate = [EVENT_MESSAGES.startInvalid];
  // A new event starts from now on; an edit may keep a start that has since passed.
  else if (options.refusePast && start.getTime() < now.getTime()) errors.startDate = [EVENT_MESSAGES.startPast];
  else if (start.getTime() > latestAllowedStart(now).getTime()) errors.startDate = [EVENT_MESSAGES.tooFarAhead];
  if (end && (!isDateInWindow(end) || end.getTime() > start.getTime() + YEAR_MS)) errors.endDate = [EVENT_MESSAGES.endInvalid];
  else if (end && end.getTime() <= start.getTime()) errors.endDate = [EVENT_MESSAGES.endBeforeStart];
  return errors;
}

export function checkoutUrlFor(tier: Exclude<EventTier, "standard">, eventId: number) {
  return checkoutUrl(`event-${tier}`, eventId);
}

/** A member's answer to an event, in words (the event page and /account). */
export const RSVP_LABELS: Record<RsvpStatus, string> = {
  going: "Going",
  waitlisted: "On the waitlist",
  not_going: "Can't go",
};
