// Import of businesses from the Google Places API (New): Text Search around the town of the current mode,
// upserted by place id. A listing a verified owner has edited keeps its own fields; only google* fields refresh.
import type { PlacesBusinessType } from "~/lib/business";
import type { AppEnv } from "~/lib/env.server";
import { withSkipTotal } from "~/lib/import-summary";
import { distanceMiles, townFor } from "~/lib/towns";
import { z } from "~/lib/zod";
import { findBusinessesByPlaceIds, insertImportedBusiness, listBusinessCategories, updateImportedBusiness } from "~/models/businesses.server";
import type { Db } from "~/models/db.server";
import type { Mode } from "../../db/schema";

const RADIUS_METERS = 6437.4; // 4 miles: where Text Search is biased to look (results may still come from anywhere)
const PAGE_SIZE = 20;
const HARD_CAP = 200;
const MAX_PHOTOS = 5;

/** Each business type: what we ask Places for, and the directory category it lands in. */
const TYPES: Record<Exclude<PlacesBusinessType, "all">, { query: string; category: string }> = {
  restaurants: { query: "restaurants", category: "Restaurants" },
  retail: { query: "retail stores", category: "Retail" },
  healthcare: { query: "doctors clinics pharmacies", category: "Healthcare" },
  automotive: { query: "auto repair car dealers", category: "Automotive" },
  beauty: { query: "beauty salons spas barbers", category: "Beauty & Spa" },
  fitness: { query: "gyms fitness studios", category: "Fitness" },
  education: { query: "schools tutoring", category: "Education" },
  finance: { query: "banks credit unions financial services", category: "Finance" },
  "professional-services": { query: "lawyers accountants professional services", category: "Professional Services" },
};

const FIELD_MASK = [
  "places.id",
  "places.displayName",
  "places.formattedAddress",
  "places.shortFormattedAddress",
  "places.location",
  "places.rating",
  "places.userRatingCount",
  "places.nationalPhoneNumber",
  "places.websiteUri",
  "places.regularOpeningHours",
  "places.priceLevel",
  "places.businessStatus",
  "places.types",
  "places.photos",
  "nextPageToken",
].join(",");

const placeSchema = z.object({
  id: z.string(),
  displayName: z.object({ text: z.string() }).optional(),
  formattedAddress: z.string().optional(),
  shortFormattedAddress: z.string().optional(),
  location: z.object({ latitude: z.number(), longitude: z.number() }).optional(),
  rating: z.number().optional(),
  userRatingCount: z.number().optional(),
  nationalPhoneNumber: z.string().optional(),
  websiteUri: z.string().optional(),
  regularOpeningHours: z.object({ weekdayDescriptions: z.array(z.string()).optional() }).optional(),
  priceLevel: z.string().optional(),
  businessStatus: z.string().optional(),
  types: z.array(z.string()).optional(),
  photos: z.array(z.object({ name: z.string() })).optional(),
});
type Place = z.infer<typeof placeSchema>;
const responseSchema = z.object({ places: z.array(placeSchema).optional(), nextPageToken: z.string().optional() });

export class PlacesNotConfiguredError extends Error {
  constructor() {
    super("GOOGLE_PLACES_API_KEY is not set");
  }
}

async function searchText(env: AppEnv, textQuery: string, centre: { latitude: number; longitude: number }, pageToken?: string) {
  if (!env.GOOGLE_PLACES_API_KEY) throw new PlacesNotConfiguredError();
  const base = (env.GOOGLE_PLACES_API_BASE ?? "https://places.googleapis.com").replace(/\/$/, "");
  const res = await fetch(`${base}/v1/places:searchText`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Goog-Api-Key": env.GOOGLE_PLACES_API_KEY, "X-Goog-FieldMask": FIELD_MASK },
    body: JSON.stringify({
      textQuery,
      locationBias: { circle: { center: { latitude: centre.latitude, longitude: centre.longitude }, radius: RADIUS_METERS } },
      pageSize: PAGE_SIZE,
      ...(pageToken ? { pageToken } : {}),
    }),
    signal: AbortSignal.timeout(15_000),
  });
  if (!res.ok) throw new Error(`Places API answered HTTP ${res.status}`);
  return responseSchema.parse(await res.json());
}

/** Every place for the types, following nextPageToken, up to `max` (or the hard cap). */
async function collect(env: AppEnv, mode: Mode, businessType: PlacesBusinessType | null, max: number) {
  const town = townFor(mode);
  const centre = { ...town, name: town.fullName };
  const kinds = businessType && businessType !== "all" ? [businessType] : (Object.keys(TYPES) as (keyof typeof TYPES)[]);
  const found: { place: Place; category: string }[] = [];
  const seen = new Set<string>();
  for (const kind of kinds) {
    let pageToken: string | undefined;
    do {
      const page = await searchText(env, `${TYPES[kind].query} in ${centre.name}`, centre, pageToken);
      for (const place of page.places ?? []) {
        if (seen.has(place.id)) continue;
        seen.add(place.id);
        found.push({ place, category: TYPES[kind].category });
        if (found.length >= max) return found;
      }
      pageToken = page.nextPageToken;
    } while (pageToken);
  }
  return found;
}

export async function previewPlaces(env: AppEnv, mode: Mode, businessType: PlacesBusinessType | null) {
  const found = await collect(env, mode, businessType, HARD_CAP);
  return {
    totalFound: found.length,
    preview: found.slice(0, 10).map(({ place }) => ({
      placeId: place.id,
      name: place.displayName?.text ?? "",
      address: addressOf(place) ?? "",
      rating: place.rating ?? null,
      types: place.types ?? [],
    })),
  };
}

/** The full address, else the short one Places gives for many small businesses. */
const addressOf = (place: Place) => place.formattedAddress?.trim() || place.shortFormattedAddress?.trim() || null;

/** Only places inside the town's radius are kept; Text Search's location bias still returns far-away matches. */
function whereIs(place: Place, mode: Mode): "inside" | "outside" | "unknown" {
  const town = townFor(mode);
  if (!place.location) return "unknown";
  return distanceMiles(town, place.location) <= town.radiusMiles ? "inside" : "outside";
}

const DAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
function hoursFrom(place: Place): Record<string, string> | null {
  const lines = place.regularOpeningHours?.weekdayDescriptions;
  if (!lines?.length) return null;
  const hours: Record<string, string> = {};
  for (const line of lines) {
    const [day = "", ...rest] = line.split(": ");
    if (DAY_NAMES.includes(day))
      hours[day] = rest
        .join(": ")
        .replace(/\u2009|\u202f/g, " ")
        .replace(/\s*–\s*/g, " - ");
  }
  return hours;
}

/**
 * Upserts places; returns counts: found (what Places answered), created, updated, and skipped with why (outside the
 * town's radius, no location). `maxResults`: 25, 50 or "all" (capped at 200).
 */
export async function syncPlaces(db: Db, env: AppEnv, mode: Mode, businessType: PlacesBusinessType | null, maxResults: number | "all", now: Date) {
  const all = await collect(env, mode, businessType, maxResults === "all" ? HARD_CAP : maxResults);
  const where = all.map(({ place }) => whereIs(place, mode));
  const found = all.filter((_, i) => where[i] === "inside");
  const categories = await listBusinessCategories(db);
  const categoryId = (name: string) => categories.find((c) => c.name === name)?.id ?? null;
  const ids = found.map((f) => f.place.id);
  const existing = await findBusinessesByPlaceIds(db, ids);
  const byPlace = new Map(existing.map((b) => [b.googlePlaceId, b]));
  let created = 0;
  let updated = 0;
  const writes = [];
  for (const { place, category } of found) {
    const google = {
      googleRating: place.rating ?? null,
      googleReviewCount: place.userRatingCount ?? null,
      googlePhotoUrls: (place.photos ?? []).slice(0, MAX_PHOTOS).map((p) => p.name),
      latitude: place.location?.latitude ?? null,
      longitude: place.location?.longitude ?? null,
      priceLevel: place.priceLevel ?? null,
      businessStatus: place.businessStatus ?? null,
      lastGoogleSync: now,
      updatedAt: now,
    };
    const own = {
      name: place.displayName?.text ?? "Unnamed place",
      address: addressOf(place),
      phone: place.nationalPhoneNumber?.slice(0, 20) ?? null,
      website: place.websiteUri ?? null,
      hours: hoursFrom(place),
      rating: place.rating ?? 0,
      reviewCount: place.userRatingCount ?? 0,
    };
    const current = byPlace.get(place.id);
    if (current) {
      writes.push(updateImportedBusiness(db, current.id, current.ownerEditedAt ? google : { ...own, ...google }));
      updated++;
    } else {
      writes.push(insertImportedBusiness(db, { ...own, ...google, googlePlaceId: place.id, categoryId: categoryId(category), createdAt: now }));
      created++;
    }
  }
  const [first, ...rest] = writes;
  if (first) await db.batch([first, ...rest]);
  return withSkipTotal({
    found: all.length,
    created,
    updated,
    skippedOutsideTown: where.filter((w) => w === "outside").length,
    skippedNoLocation: where.filter((w) => w === "unknown").length,
  });
}
