// The business directory: list/search/sort, detail, categories, adding and the owner's edits.
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { AddBusinessInput, DirectorySort } from "~/lib/business";
import type { DirectoryPageSort } from "~/lib/business-display";
import { safeHref } from "~/lib/fields";
import { one } from "~/lib/rows";
import type { Db } from "~/models/db.server";
import { containsText } from "~/models/sql.server";
import { businessCategories, businesses, users, type Business, type User } from "../../db/schema";

export const DIRECTORY_LIMIT = 100;

export const businessColumns = { business: businesses, categoryName: businessCategories.name };
type Row = { business: Business; categoryName: string | null };

/** A business as the spec's JSON reads it (part 1 §3, part 2 §3). */
export function toBusinessJson({ business: b, categoryName }: Row) {
  return {
    id: b.id,
    name: b.name,
    description: b.description,
    categoryId: b.categoryId,
    categoryName,
    phone: b.phone,
    email: b.email,
    // A bare host ("bakery.example") is shown with https://; any other scheme than http(s) is dropped.
    website: b.website && (safeHref(b.website) || !/^[a-z][a-z0-9+.-]*:/i.test(b.website)) ? b.website : null,
    address: b.address,
    hours: b.hours ?? {},
    services: b.services ?? [],
    logoUrl: safeHref(b.logoUrl),
    imageUrls: (b.imageUrls ?? []).filter((u) => safeHref(u) !== null),
    rating: b.rating.toFixed(1),
    reviewCount: b.reviewCount,
    // Residents' own reviews on this site, never mixed with `rating` (the outside rating; Google's for imported places).
    residentRating: b.residentRating,
    residentReviewCount: b.residentReviewCount,
    isPremium: b.isPremium,
    ownerId: b.ownerId,
    claimStatus: b.claimStatus,
    claimedAt: b.claimedAt?.toISOString() ?? null,
    isActive: b.isActive,
    googlePlaceId: b.googlePlaceId,
    googleRating: b.googleRating,
    googleReviewCount: b.googleReviewCount,
    googlePhotoUrls: b.googlePhotoUrls ?? [],
    latitude: b.latitude,
    longitude: b.longitude,
    priceLevel: b.priceLevel,
    businessStatus: b.businessStatus,
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
  };
}
export type BusinessJson = ReturnType<typeof toBusinessJson>;

/**
 * What a directory card shows (routes/directory directoryCard): 15 of a business's 35 columns, without its description,
 * hours, services or pictures. Each row the list reads is decoded and mapped column by column (issue 45).
 */
const directoryCardColumns = {
  id: businesses.id,
  name: businesses.name,
  logoUrl: businesses.logoUrl,
  isPremium: businesses.isPremium,
  categoryName: businessCategories.name,
  rating: businesses.rating,
  reviewCount: businesses.reviewCount,
  residentRating: businesses.residentRating,
  residentReviewCount: businesses.residentReviewCount,
  phone: businesses.phone,
  address: businesses.address,
  ownerId: businesses.ownerId,
  claimStatus: businesses.claimStatus,
  latitude: businesses.latitude,
  longitude: businesses.longitude,
};
/** The directory's cards with their categories, for the page's statement to filter and order. */
const directoryCardsSelect = (db: Db) =>
  db.select(directoryCardColumns).from(businesses).leftJoin(businessCategories, eq(businessCategories.id, businesses.categoryId));
type DirectoryCardRow = Awaited<ReturnType<typeof directoryCardsSelect>>[number];

/** A card's row with the same values as toBusinessJson's: the logo's link checked again, the rating to one decimal. */
export const toDirectoryCardJson = ({ logoUrl, rating, ...rest }: DirectoryCardRow) => ({
  ...rest,
  logoUrl: safeHref(logoUrl),
  rating: rating.toFixed(1),
});

/** "Highest Rated" sorts by the residents' average from 3 reviews on, else the outside rating (lib/reviews shownRating). */
export const DIRECTORY_RATING = sql`(case when ${businesses.residentReviewCount} >= 3 then ${businesses.residentRating} else ${businesses.rating} end)`;

const ORDER: Record<DirectorySort, SQL[]> = {
  name: [sql`${businesses.name} collate nocase asc`],
  rating: [sql`${DIRECTORY_RATING} desc`, desc(businesses.reviewCount), sql`${businesses.name} collate nocase asc`],
  category: [sql`coalesce(${businessCategories.name}, 'General') collate nocase asc`, sql`${businesses.name} collate nocase asc`],
  premium: [desc(businesses.isPremium), sql`${businesses.name} collate nocase asc`],
};

export async function listBusinesses(db: Db, options: { q?: string | null; categoryId?: number | null; sort?: DirectorySort; limit?: number } = {}) {
  const where: SQL[] = [eq(businesses.isActive, true)];
  if (options.categoryId) where.push(eq(businesses.categoryId, options.categoryId));
  const q = options.q?.trim();
  const match = q ? or(containsText(businesses.name, q), containsText(businessCategories.name, q), containsText(businesses.address, q)) : undefined;
  if (match) where.push(match);
  const rows = await db
    .select(businessColumns)
    .from(businesses)
    .leftJoin(businessCategories, eq(businessCategories.id, businesses.categoryId))
    .where(and(...where))
    .orderBy(...ORDER[options.sort ?? "name"])
    .limit(Math.min(options.limit ?? DIRECTORY_LIMIT, DIRECTORY_LIMIT));
  return rows.map(toBusinessJson);
}

/** Cards per page of /directory: five rows of the four-column grid, ten of the two-column one. */
export const DIRECTORY_PER_PAGE = 20;

/** Everything /directory shows, in one round trip: the categories, one page of the matches and their total. */
/** The directory's filters (search and category) as a condition on active listings. */
function directoryWhere(options: { q: string; categoryId: number | null }): SQL[] {
  const where: SQL[] = [eq(businesses.isActive, true)];
  if (options.categoryId) where.push(eq(businesses.categoryId, options.categoryId));
  const q = options.q.trim();
  const match = q ? or(containsText(businesses.name, q), containsText(businessCategories.name, q), containsText(businesses.address, q)) : undefined;
  if (match) where.push(match);
  return where;
}

/** Every listing the directory's filters match (up to `limit`), by name, with what the map needs: the map view. */
export async function listDirectoryPlaces(db: Db, options: { q: string; categoryId: number | null; limit: number }) {
  return db
    .select({
      id: businesses.id,
      name: businesses.name,
      categoryName: businessCategories.name,
      address: businesses.address,
      latitude: businesses.latitude,
      longitude: businesses.longitude,
    })
    .from(businesses)
    .leftJoin(businessCategories, eq(businessCategories.id, businesses.categoryId))
    .where(and(...directoryWhere(options)))
    .orderBy(asc(businesses.name), asc(businesses.id))
    .limit(options.limit);
}

/**
 * Nearest first from a point (docs/decisions/map.md): a flat-earth distance, true enough for ordering within a county;
 * listings without coordinates last, by name.
 */
function nearestFirst(from: { latitude: number; longitude: number }): SQL[] {
  const k = Math.cos((from.latitude * Math.PI) / 180);
  const dLat = sql`(${businesses.latitude} - ${from.latitude})`;
  const dLon = sql`((${businesses.longitude} - ${from.longitude}) * ${k})`;
  return [
    sql`(${businesses.latitude} is null or ${businesses.longitude} is null)`,
    sql`(${dLat} * ${dLat} + ${dLon} * ${dLon}) asc`,
    sql`${businesses.name} collate nocase asc`,
  ];
}

export async function loadDirectoryPage(
  db: Db,
  options: { q: string; categoryId: number | null; sort: DirectoryPageSort; page: number; from: { latitude: number; longitude: number } },
) {
  const where = directoryWhere(options);
  const q = options.q.trim();
  const [categories, rows, [total]] = await db.batch([
    db.select({ id: businessCategories.id, name: businessCategories.name }).from(businessCategories).orderBy(asc(businessCategories.name)),
    directoryCardsSelect(db)
      .where(and(...where))
      .orderBy(...(options.sort === "distance" ? nearestFirst(options.from) : ORDER[options.sort]), asc(businesses.id))
      .limit(DIRECTORY_PER_PAGE)
      .offset((options.page - 1) * DIRECTORY_PER_PAGE),
    // The category join is needed only to match a query against category names.
    q
      ? db
          .select({ n: count() })
          .from(businesses)
          .leftJoin(businessCategories, eq(businessCategories.id, businesses.categoryId))
          .where(and(...where))
      : db
          .select({ n: count() })
          .from(businesses)
          .where(and(...where)),
  ]);
  return { categories, businesses: rows.map(toDirectoryCardJson), total: Number(total?.n ?? 0), perPage: DIRECTORY_PER_PAGE };
}

/** Featured on home and /api/businesses/featured: active premium listings, best rated first. */
export function featuredBusinessesQuery(db: Db, limit = 4) {
  return db
    .select(businessColumns)
    .from(businesses)
    .leftJoin(businessCategories, eq(businessCategories.id, businesses.categoryId))
    .where(and(eq(businesses.isActive, true), eq(businesses.isPremium, true)))
    .orderBy(desc(businesses.rating), asc(businesses.name))
    .limit(Math.min(Math.max(limit, 1), 20));
}

/** The featured businesses as cards (home): the directory card's columns, not the whole listing (issue 45). */
export function featuredBusinessCardsQuery(db: Db, limit = 4) {
  return directoryCardsSelect(db)
    .where(and(eq(businesses.isActive, true), eq(businesses.isPremium, true)))
    .orderBy(desc(businesses.rating), asc(businesses.name))
    .limit(Math.min(Math.max(limit, 1), 20));
}

export async function listFeaturedBusinesses(db: Db, limit = 4) {
  return (await featuredBusinessesQuery(db, limit)).map(toBusinessJson);
}

export async function getBusiness(db: Db, id: number) {
  const [row] = await db
    .select(businessColumns)
    .from(businesses)
    .leftJoin(businessCategories, eq(businessCategories.id, businesses.categoryId))
    .where(and(eq(businesses.id, id), eq(businesses.isActive, true)));
  return row ? toBusinessJson(row) : null;
}

export async function listBusinessCategories(db: Db) {
  return db.select({ id: businessCategories.id, name: businessCategories.name }).from(businessCategories).orderBy(asc(businessCategories.name));
}

export async function getBusinessCategory(db: Db, id: number) {
  return (await db.query.businessCategories.findFirst({ where: eq(businessCategories.id, id) })) ?? null;
}

/** A member adds a business: they own it from the start (a verified listing of their own). */
export async function addBusiness(
  db: Db,
  input: AddBusinessInput & { logoUrl?: string | null; imageUrls?: string[] },
  owner: Pick<User, "id">,
  now: Date,
) {
  const row = one(
    await db
      .insert(businesses)
      .values({
        name: input.name,
        description: input.description,
        categoryId: input.categoryId,
        address: input.address,
        phone: input.phone ?? null,
        email: input.email ?? null,
        website: input.website ?? null,
        logoUrl: input.logoUrl ?? null,
        imageUrls: input.imageUrls ?? [],
        ownerId: owner.id,
        claimStatus: "approved",
        claimedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: businesses.id }),
    "the new business",
  );
  return row.id;
}

/** A business this user owns (any claim state), or null. */
export async function getOwnedBusiness(db: Db, id: number, ownerId: string) {
  return (await db.query.businesses.findFirst({ where: and(eq(businesses.id, id), eq(businesses.ownerId, ownerId)) })) ?? null;
}

export const isVerified = (b: { ownerId: string | null; claimStatus: string }) => Boolean(b.ownerId) && b.claimStatus === "approved";
export const isClaimable = (b: { ownerId: string | null; claimStatus: string }) => !b.ownerId || b.claimStatus === "unclaimed";

export type OwnerEdit = {
  description: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  address: string | null;
  logoUrl: string | null;
  imageUrls: string[];
  hours: Record<string, string>;
  services: string[];
};

/** The verified owner's edits; the places import leaves an owner-edited listing's own fields alone. */
export async function updateOwnedBusiness(db: Db, id: number, ownerId: string, edit: OwnerEdit, now: Date) {
  const [row] = await db
    .update(businesses)
    .set({ ...edit, ownerEditedAt: now, updatedAt: now })
    .where(and(eq(businesses.id, id), eq(businesses.ownerId, ownerId), eq(businesses.claimStatus, "approved")))
    .returning({ id: businesses.id });
  return Boolean(row);
}

/** True when an active business from this place shows this Places photo (one of its first `max`). */
export async function showsPlacesPhoto(db: Db, placeId: string, name: string, max: number) {
  const row = await db.query.businesses.findFirst({
    columns: { googlePhotoUrls: true },
    where: and(eq(businesses.googlePlaceId, placeId), eq(businesses.isActive, true)),
  });
  return Boolean(row?.googlePhotoUrls?.slice(0, max).includes(name));
}

// The admin's actions on any listing (Businesses tab): edit, hide, premium, remove the owner.

/** The stored row in any state (hidden too), or null. */
export async function getBusinessRow(db: Db, id: number) {
  return (await db.query.businesses.findFirst({ where: eq(businesses.id, id) })) ?? null;
}

/** An admin's edit with the owner's form: the places import then leaves these fields alone, as for an owner. */
export async function updateBusinessAsAdmin(db: Db, id: number, edit: OwnerEdit, now: Date) {
  const [row] = await db
    .update(businesses)
    .set({ ...edit, ownerEditedAt: now, updatedAt: now })
    .where(eq(businesses.id, id))
    .returning();
  return row ?? null;
}

/** Hidden listings leave the directory, search, the API and the home page (every read filters isActive). */
export async function setBusinessHidden(db: Db, id: number, hidden: boolean, now: Date) {
  await db.update(businesses).set({ isActive: !hidden, updatedAt: now }).where(eq(businesses.id, id));
}

export async function setBusinessPremium(db: Db, id: number, premium: boolean, now: Date) {
  await db.update(businesses).set({ isPremium: premium, updatedAt: now }).where(eq(businesses.id, id));
}

/** The listing has no owner again and can be claimed; the claim rows stay as history. */
export async function removeBusinessOwner(db: Db, id: number, now: Date) {
  await db
    .update(businesses)
    .set({ ownerId: null, claimStatus: "unclaimed", claimedAt: null, claimVerificationData: null, updatedAt: now })
    .where(eq(businesses.id, id));
}

export const ADMIN_BUSINESSES_PAGE = 25;

/** The admin tab: every listing (hidden ones too) by name, searchable by name, with the owner's e-mail. */
export async function listBusinessesForAdmin(db: Db, options: { q?: string | null; page: number }) {
  const where = options.q?.trim() ? containsText(businesses.name, options.q.trim()) : undefined;
  const [rows, total] = await db.batch([
    db
      .select({
        id: businesses.id,
        name: businesses.name,
        categoryName: businessCategories.name,
        isPremium: businesses.isPremium,
        isActive: businesses.isActive,
        claimStatus: businesses.claimStatus,
        ownerId: businesses.ownerId,
        ownerEmail: users.email,
        googlePlaceId: businesses.googlePlaceId,
      })
      .from(businesses)
      .leftJoin(businessCategories, eq(businessCategories.id, businesses.categoryId))
      .leftJoin(users, eq(users.id, businesses.ownerId))
      .where(where)
      .orderBy(sql`${businesses.name} collate nocase asc`, asc(businesses.id))
      .limit(ADMIN_BUSINESSES_PAGE)
      .offset((options.page - 1) * ADMIN_BUSINESSES_PAGE),
    db.select({ n: count() }).from(businesses).where(where),
  ]);
  return { rows, total: one(total, "a count").n };
}

// ---- The Google Places import's reads and writes (the service batches the writes it is given) -------------------

type PlaceFields = Partial<typeof businesses.$inferInsert>;

/** The listings already imported from these place ids. */
export async function findBusinessesByPlaceIds(db: Db, placeIds: string[]) {
  return placeIds.length ? db.select().from(businesses).where(inArray(businesses.googlePlaceId, placeIds)) : [];
}

/** An imported listing's refreshed fields (a query to batch). */
export function updateImportedBusiness(db: Db, id: number, fields: PlaceFields) {
  return db.update(businesses).set(fields).where(eq(businesses.id, id));
}

/** A new listing from a place (a query to batch). */
export function insertImportedBusiness(db: Db, values: typeof businesses.$inferInsert) {
  return db.insert(businesses).values(values);
}
