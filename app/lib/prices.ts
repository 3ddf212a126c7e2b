// What things cost, decided here on the server (part 2 §9). A price in a URL is only ever shown, never charged.
// Every type here can be bought: the spec's business_listing (basic $20, premium $50) and "other" ($10) named no
// product, so they are not sold (docs/decisions/checkout.md, 2026-11-26).
export type PriceEntry = {
  /** The canonical order type. */
  type: string;
  label: string;
  amountCents: number;
  /** Billed monthly (a subscription) rather than once. */
  recurring: boolean;
  /** Where "back to the site" goes for this kind of purchase. */
  section: "/events" | "/directory" | "/classifieds" | "/news" | "/jobs" | "/";
  /** What the order upgrades, and which query parameter names its id. */
  item: "event" | "business" | "classified" | "article" | "job";
};

const TABLE: Record<string, PriceEntry> = {
  "event-enhanced": {
    type: "event-enhanced",
    label: "Enhanced Event (featured placement)",
    amountCents: 2500,
    recurring: false,
    section: "/events",
    item: "event",
  },
  "event-premium": {
    type: "event-premium",
    label: "Premium Event (premium badge, top priority)",
    amountCents: 5000,
    recurring: false,
    section: "/events",
    item: "event",
  },
  "business-premium": {
    type: "business-premium",
    label: "Premium Business Listing",
    amountCents: 3900,
    recurring: true,
    section: "/directory",
    item: "business",
  },
  "classified-premium": {
    type: "classified-premium",
    label: "Premium Classified Ad (featured 30 days, active 60)",
    amountCents: 2500,
    recurring: false,
    section: "/classifieds",
    item: "classified",
  },
  classified: { type: "classified", label: "Classified Ad", amountCents: 500, recurring: false, section: "/classifieds", item: "classified" },
  "article-premium": {
    type: "article-premium",
    label: "Premium Article Placement (top of the news for 7 days)",
    amountCents: 2500,
    recurring: false,
    section: "/news",
    item: "article",
  },
  "classified_ad:standard": {
    type: "classified_ad:standard",
    label: "Classified Ad (standard)",
    amountCents: 500,
    recurring: false,
    section: "/classifieds",
    item: "classified",
  },
  "classified_ad:premium": {
    type: "classified_ad:premium",
    label: "Classified Ad (premium)",
    amountCents: 2500,
    recurring: false,
    section: "/classifieds",
    item: "classified",
  },
  event_promotion: { type: "event_promotion", label: "Event Promotion", amountCents: 1500, recurring: false, section: "/events", item: "event" },
  // Local employers' job posts (docs/decisions/jobs.md): Basic is free, never sent to checkout.
  "job-basic": { type: "job-basic", label: "Basic Job Post (30 days after review)", amountCents: 0, recurring: false, section: "/jobs", item: "job" },
  "job-featured": {
    type: "job-featured",
    label: "Featured Job Post (pinned to the top for 14 days, listed 30)",
    amountCents: 4900,
    recurring: false,
    section: "/jobs",
    item: "job",
  },
};

const ALIASES: Record<string, string> = { business: "business-premium" };

/** The price of a checkout `type` (and `tier` for the types that have tiers); null for an unknown type. */
export function priceFor(type: string | null | undefined, tier?: string | null): PriceEntry | null {
  if (!type) return null;
  const key = ALIASES[type] ?? type;
  return (
    TABLE[key] ?? (tier ? TABLE[`${key}:${tier}`] : undefined) ?? (key === "classified_ad" ? TABLE["classified_ad:standard"] : undefined) ?? null
  );
}

/** The price of a type the code names itself (never user input); a missing entry is a programming error. */
export function requirePrice(type: string): PriceEntry {
  const entry = priceFor(type);
  if (!entry) throw new Error(`No price for ${type}`);
  return entry;
}

export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** A type's price as the site's copy writes it: "$25" for whole dollars, "$39.50" otherwise. */
export function priceTag(type: string): string {
  return formatCents(requirePrice(type).amountCents).replace(/\.00$/, "");
}

/**
 * Local employers' tiers; what they cost is the table's job-basic and job-featured. Basic is free and runs 30 days
 * from approval; Featured is paid, runs 30 days and is pinned to the top of the list for the first 14.
 */
export const JOB_POST_TIERS = {
  basic: { label: "Basic", priceType: "job-basic", activeDays: 30, pinnedDays: 0 },
  featured: { label: "Featured", priceType: "job-featured", activeDays: 30, pinnedDays: 14 },
} as const;
export type JobPostTier = keyof typeof JOB_POST_TIERS;

/** The tier a stored job post has; an unknown value (an old row) reads as Basic. */
export function jobPostTierOf(stored: string): (typeof JOB_POST_TIERS)[JobPostTier] {
  return stored in JOB_POST_TIERS ? JOB_POST_TIERS[stored as JobPostTier] : JOB_POST_TIERS.basic;
}

/** "25.00" as PayPal and the spec's query strings write amounts. */
export function centsToDecimal(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** The query parameter that names the item of each kind of purchase in a checkout link. */
const ITEM_PARAM: Record<NonNullable<PriceEntry["item"]>, string> = {
  event: "eventId",
  business: "businessId",
  classified: "id",
  article: "id",
  job: "id",
};

/**
 * The one way to build a checkout link: `/checkout?type=…[&tier=…][&eventId|businessId|id=…]`. With `paypalFirst`
 * it is the spec's `/paypal-checkout?…&amount=25.00` (part 2 §4): the amount is only shown, the server decides the
 * price from this table whatever a link says.
 */
export function checkoutUrl(type: string, itemId?: number | string | null, tier?: string | null, options: { paypalFirst?: boolean } = {}): string {
  const params = new URLSearchParams({ type });
  if (tier) params.set("tier", tier);
  const entry = priceFor(type, tier);
  if (itemId !== null && itemId !== undefined && itemId !== "") params.set(entry?.item ? ITEM_PARAM[entry.item] : "id", String(itemId));
  if (options.paypalFirst) {
    if (entry) params.set("amount", centsToDecimal(entry.amountCents));
    return `/paypal-checkout?${params}`;
  }
  return `/checkout?${params}`;
}
