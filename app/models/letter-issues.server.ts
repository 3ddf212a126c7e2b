// The weekly letter's data: subscribers and their confirmations, the schedule, issues (a snapshot of their content),
// the record of every send (one row per issue and reader, written before the mail goes) and suppressed addresses.
import { and, asc, desc, eq, gte, inArray, isNull, lte, not, sql, type SQL } from "drizzle-orm";
import { formatInTown } from "~/lib/dates";
import type { StoredLang } from "~/lib/i18n/lang";
import { DEFAULT_JOB_DISTANCE } from "~/lib/jobs-display";
import {
  DEFAULT_LETTER_SCHEDULE,
  LETTER_TOPICS,
  letterItemPath,
  type LetterContent,
  type LetterDraftEdits,
  type LetterItem,
  type LetterRecipient,
  type LetterSchedule,
  type LetterTopic,
} from "~/lib/letter";
import { idRanges } from "~/lib/rows";
import { hasOpenReport, listedClassified } from "~/models/classified-ads.server";
import type { Db } from "~/models/db.server";
import { listed as listedEvent, featuredNow as eventFeaturedNow, oneDatePerSeries } from "~/models/events.server";
import { listed as listedJob } from "~/models/jobs.server";
import { published } from "~/models/news.server";
import {
  businesses,
  classifiedAds,
  events,
  jobs,
  letterBatches,
  letterDraft,
  letterIssues,
  letterSends,
  letterSkips,
  letterSettings,
  letterSubscribers,
  mailEvents,
  mailSuppressions,
  newsArticles,
  users,
} from "../../db/schema";

export type LetterSubscriber = typeof letterSubscribers.$inferSelect;
export type LetterIssue = Omit<typeof letterIssues.$inferSelect, "content"> & { content: LetterContent };

const DAY_MS = 24 * 3600 * 1000;

// --- Schedule

export async function getLetterSchedule(db: Db): Promise<LetterSchedule> {
  const [row] = await db.select().from(letterSettings).where(eq(letterSettings.id, 1));
  return row ? { weekday: row.weekday, hour: row.hour } : DEFAULT_LETTER_SCHEDULE;
}

export async function saveLetterSchedule(db: Db, schedule: LetterSchedule, now: Date) {
  await db
    .insert(letterSettings)
    .values({ id: 1, ...schedule, updatedAt: now })
    .onConflictDoUpdate({ target: letterSettings.id, set: { ...schedule, updatedAt: now } });
}

// --- Subscribers

export async function findSubscriberByEmail(db: Db, email: string) {
  const [row] = await db.select().from(letterSubscribers).where(eq(letterSubscribers.email, email));
  return row ?? null;
}

export async function findSubscriberByManageToken(db: Db, token: string) {
  if (!/^[a-z2-7]{32}$/.test(token)) return null;
  const [row] = await db.select().from(letterSubscribers).where(eq(letterSubscribers.manageToken, token));
  return row ?? null;
}

export async function findSubscriberForMember(db: Db, user: { id: string; email: string }) {
  const [row] = await db
    .select()
    .from(letterSubscribers)
    .where(sql`${letterSubscribers.userId} = ${user.id} or ${letterSubscribers.email} = ${user.email.toLowerCase()}`)
    .orderBy(desc(sql`${letterSubscribers.userId} = ${user.id}`))
    .limit(1);
  return row ?? null;
}

/**
 * Records a request to subscribe (or to change topics) awaiting confirmation. A new address starts pending; a known
 * one keeps its status and topics until the mailed link is confirmed.
 */
export async function recordSubscribeRequest(
  db: Db,
  input: { email: string; topics: LetterTopic[]; confirmTokenHash: string; manageToken: string; lang: StoredLang; now: Date; expiresAt: Date },
) {
  const pending = {
    lang: input.lang,
    confirmTokenHash: input.confirmTokenHash,
    pendingTopics: input.topics,
    confirmSentAt: input.now,
    confirmExpiresAt: input.expiresAt,
    updatedAt: input.now,
  };
  await db
    .insert(letterSubscribers)
    .values({ email: input.email, topics: [], status: "pending", manageToken: input.manageToken, createdAt: input.now, ...pending })
    .onConflictDoUpdate({ target: letterSubscribers.email, set: pending });
}

/** The subscriber an open confirmation link belongs to, without using it (the confirmation page). */
export async function findByConfirmToken(db: Db, tokenHash: string, now: Date) {
  const [row] = await db.select().from(letterSubscribers).where(eq(letterSubscribers.confirmTokenHash, tokenHash));
  return row && row.confirmExpiresAt && row.confirmExpiresAt.getTime() > now.getTime() ? row : null;
}

/** Confirms: the requested topics become the reader's, once (the token is cleared in the same statement). */
export async function confirmSubscriber(db: Db, tokenHash: string, now: Date, lang: StoredLang) {
  const [row] = await db
    .update(letterSubscribers)
    .set({
      status: "confirmed",
      lang,
      topics: sql`coalesce(${letterSubscribers.pendingTopics}, ${letterSubscribers.topics})`,
      pendingTopics: null,
      confirmTokenHash: null,
      confirmExpiresAt: null,
      confirmedAt: now,
      updatedAt: now,
    })
    .where(and(eq(letterSubscribers.confirmTokenHash, tokenHash), gte(letterSubscribers.confirmExpiresAt, now)))
    .returning();
  return row ?? null;
}

/** A confirmed reader's new topics; none means leaving. */
export async function setSubscriberTopics(db: Db, id: number, topics: LetterTopic[], now: Date, lang: StoredLang) {
  const [row] = await db
    .update(letterSubscribers)
    .set({ topics, status: topics.length ? "confirmed" : "unsubscribed", lang, updatedAt: now })
    .where(eq(letterSubscribers.id, id))
    .returning();
  return row ?? null;
}

/** The language the reader chose for the letter and its mails (the manage page's select). */
export async function setSubscriberLang(db: Db, id: number, lang: StoredLang, now: Date) {
  await db.update(letterSubscribers).set({ lang, updatedAt: now }).where(eq(letterSubscribers.id, id));
}

/**
 * "Subscribe again" on the manage page (issue 42): a reader who confirmed the address once and left comes back in one
 * step with the topics they had (every topic when they had cleared them). The manage token came by mail to that
 * address, so no second confirmation. False when there is no such reader.
 */
export async function resubscribeReader(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(letterSubscribers)
    .set({
      status: "confirmed",
      topics: sql`case when ${letterSubscribers.topics} = '[]' then ${JSON.stringify(LETTER_TOPICS)} else ${letterSubscribers.topics} end`,
      updatedAt: now,
    })
    .where(and(eq(letterSubscribers.id, id), eq(letterSubscribers.status, "unsubscribed"), not(isNull(letterSubscribers.confirmedAt))))
    .returning({ id: letterSubscribers.id });
  return rows.length > 0;
}

/** One-click unsubscribe (RFC 8058): true when the token is known. */
export async function unsubscribeByToken(db: Db, token: string, now: Date): Promise<boolean> {
  if (!/^[a-z2-7]{32}$/.test(token)) return false;
  const rows = await db
    .update(letterSubscribers)
    .set({ status: "unsubscribed", updatedAt: now })
    .where(eq(letterSubscribers.manageToken, token))
    .returning({ id: letterSubscribers.id });
  return rows.length > 0;
}

/** A member's topics from /account: their address is verified by sign-in, so no confirmation mail. */
export async function saveMemberTopics(
  db: Db,
  user: { id: string; email: string },
  topics: LetterTopic[],
  manageToken: string,
  now: Date,
  lang: StoredLang,
) {
  const email = user.email.toLowerCase();
  const status = topics.length ? ("confirmed" as const) : ("unsubscribed" as const);
  // The member's own mails follow the language they chose their topics in, as the letter does.
  await db.batch([
    db
      .insert(letterSubscribers)
      .values({ email, topics, status, userId: user.id, manageToken, lang, confirmedAt: topics.length ? now : null, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: letterSubscribers.email, set: { topics, status, userId: user.id, lang, updatedAt: now } }),
    db.update(users).set({ lang }).where(eq(users.id, user.id)),
  ]);
}

// --- Suppression

export async function isSuppressed(db: Db, email: string): Promise<boolean> {
  return (await suppressionOf(db, email)) !== null;
}

/** Why mail to this address is suppressed (a bounce or a complaint the provider reported), or null. */
export async function suppressionOf(db: Db, email: string): Promise<"bounced" | "complained" | null> {
  const [row] = await db.select({ reason: mailSuppressions.reason }).from(mailSuppressions).where(eq(mailSuppressions.email, email.toLowerCase()));
  return row ? row.reason : null;
}

export async function suppressAddresses(db: Db, emails: string[], reason: "bounced" | "complained", now: Date) {
  if (!emails.length) return;
  await db
    .insert(mailSuppressions)
    .values(emails.map((email) => ({ email: email.toLowerCase(), reason, createdAt: now })))
    .onConflictDoNothing();
}

// --- Issues

export async function getIssueByDate(db: Db, date: string): Promise<LetterIssue | null> {
  const [row] = await db.select().from(letterIssues).where(eq(letterIssues.date, date));
  return (row as LetterIssue | undefined) ?? null;
}

export async function getIssue(db: Db, id: number): Promise<LetterIssue | null> {
  const [row] = await db.select().from(letterIssues).where(eq(letterIssues.id, id));
  return (row as LetterIssue | undefined) ?? null;
}

/** The newest issue made since `since` (the cron's guard against two issues in a week when the day changes). */
export async function issueMadeSince(db: Db, since: Date) {
  const [row] = await db
    .select({ id: letterIssues.id, date: letterIssues.date })
    .from(letterIssues)
    .where(gte(letterIssues.createdAt, since))
    .limit(1);
  return row ?? null;
}

/** Creates the issue of a date once; a second call (the cron fired twice) gets the same row back. */
export async function createIssue(db: Db, issue: { date: string; subject: string; content: LetterContent }, now: Date): Promise<LetterIssue> {
  await db
    .insert(letterIssues)
    .values({ ...issue, createdAt: now })
    .onConflictDoNothing();
  const row = await getIssueByDate(db, issue.date);
  if (!row) throw new Error(`letter issue ${issue.date} was not written`);
  return row;
}

export async function markIssueQueued(db: Db, id: number, now: Date) {
  await db.update(letterIssues).set({ queuedAt: now }).where(eq(letterIssues.id, id));
}

export async function listIssues(db: Db, limit = 52) {
  return db.select({ date: letterIssues.date, subject: letterIssues.subject }).from(letterIssues).orderBy(desc(letterIssues.date)).limit(limit);
}

/** How many of each section's first items the archive reads per issue: its first headlines come from these. */
const LEAD_ITEMS = 3;

/**
 * The archive's issues, newest first, each with its pinned link and each section's first items' links and titles (not
 * the whole snapshot): the list and the Atom feed show an issue's first headlines.
 */
export async function listIssuesWithLeads(db: Db, limit = 52) {
  const leads = Object.fromEntries(
    LETTER_TOPICS.flatMap((t) =>
      Array.from({ length: LEAD_ITEMS }, (_, i) => [
        `${t}${i}`,
        sql<
          string | null
        >`json_object('url', json_extract(${letterIssues.content}, ${`$.${t}[${i}].url`}), 'title', json_extract(${letterIssues.content}, ${`$.${t}[${i}].title`}))`,
      ]),
    ),
  );
  const rows = await db
    .select({
      date: letterIssues.date,
      subject: letterIssues.subject,
      createdAt: letterIssues.createdAt,
      queuedAt: letterIssues.queuedAt,
      pinned: sql<string | null>`json_extract(${letterIssues.content}, '$.pinned')`,
      ...leads,
    })
    .from(letterIssues)
    .orderBy(desc(letterIssues.date))
    .limit(limit);
  return rows.map((row) => {
    const r: Record<string, unknown> = row;
    const items = Object.fromEntries(
      LETTER_TOPICS.map((t) => [
        t,
        Array.from({ length: LEAD_ITEMS }, (_, i) => JSON.parse(String(r[`${t}${i}`] ?? "{}")) as { url?: unknown; title?: unknown }).flatMap((x) =>
          typeof x.url === "string" && typeof x.title === "string" ? [{ url: x.url, title: x.title }] : [],
        ),
      ]),
    ) as Record<LetterTopic, { url: string; title: string }[]>;
    return { date: row.date, subject: row.subject, updated: row.queuedAt ?? row.createdAt, pinned: row.pinned, items };
  });
}

// --- Sending

const deliverable = () =>
  and(
    eq(letterSubscribers.status, "confirmed"),
    sql`${letterSubscribers.topics} <> '[]'`,
    sql`not exists (select 1 from ${mailSuppressions} where ${mailSuppressions.email} = ${letterSubscribers.email})`,
  );

/** The readers of an issue as ranges of ids, `size` readers each: one queue message per range. */
export async function listRecipientRanges(db: Db, size: number): Promise<{ fromId: number; toId: number }[]> {
  const rows = await db.select({ id: letterSubscribers.id }).from(letterSubscribers).where(deliverable()).orderBy(asc(letterSubscribers.id));
  return idRanges(rows, size);
}

/** A claim older than this is taken to have died with its worker, and its readers are claimed again. */
const STALE_CLAIM_MS = 15 * 60 * 1000;

/**
 * One round trip: writes a send row for every deliverable reader of the range (an existing row is kept), claims the
 * rows not yet sent for this claim id, and reads the claimed readers. A reader already sent, or claimed by another
 * live message, is not returned: that is what keeps a retried batch or a second cron from mailing anyone twice.
 */
export async function claimLetterRange(
  db: Db,
  input: { issueId: number; fromId: number; toId: number; claim: string; now: Date },
): Promise<LetterRecipient[]> {
  const { issueId, fromId, toId, claim, now } = input;
  const inRange = and(gte(letterSends.subscriberId, fromId), lte(letterSends.subscriberId, toId));
  const [, , rows] = await db.batch([
    db.run(sql`insert into ${letterSends} (issue_id, subscriber_id, status)
      select ${issueId}, ${letterSubscribers.id}, 'pending' from ${letterSubscribers}
      where ${letterSubscribers.id} between ${fromId} and ${toId} and ${deliverable()}
      on conflict do nothing`),
    db
      .update(letterSends)
      .set({ status: "sending", claim, claimedAt: now })
      .where(
        and(
          eq(letterSends.issueId, issueId),
          inRange,
          sql`(${letterSends.status} = 'pending' or (${letterSends.status} = 'sending' and ${letterSends.claimedAt} < ${now.getTime() - STALE_CLAIM_MS}))`,
        ),
      ),
    db
      .select({
        id: letterSubscribers.id,
        email: letterSubscribers.email,
        topics: letterSubscribers.topics,
        manageToken: letterSubscribers.manageToken,
        lang: letterSubscribers.lang,
      })
      .from(letterSends)
      .innerJoin(letterSubscribers, eq(letterSubscribers.id, letterSends.subscriberId))
      .where(and(eq(letterSends.claim, claim), deliverable()))
      .orderBy(asc(letterSubscribers.id)),
  ]);
  return rows;
}

/** The claimed readers were mailed (or the provider accepted them). */
export async function markClaimSent(db: Db, claim: string, now: Date) {
  await db
    .update(letterSends)
    .set({ status: "sent", sentAt: now })
    .where(and(eq(letterSends.claim, claim), eq(letterSends.status, "sending")));
}

/** The provider failed: the claimed readers go back to pending for the retried message. */
export async function releaseClaim(db: Db, claim: string) {
  await db
    .update(letterSends)
    .set({ status: "pending", claim: null, claimedAt: null })
    .where(and(eq(letterSends.claim, claim), eq(letterSends.status, "sending")));
}

/** Rows of an issue's sends (tests and the admin page): how many went. */
export async function countSends(db: Db, issueId: number) {
  const rows = await db
    .select({ status: letterSends.status, n: sql<number>`count(*)` })
    .from(letterSends)
    .where(eq(letterSends.issueId, issueId))
    .groupBy(letterSends.status);
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)])) as Partial<Record<"pending" | "sending" | "sent", number>>;
}

// --- Content

/**
 * The one moderation rule for everything the letter carries (issue 41 §2): nothing a moderator removed or hid, nothing
 * waiting for review, nothing with an open report. The issue is made with it (loadLetterSections), and each letter
 * sent and each archive page keeps only the items that still meet it (listShownLetterItems): an item taken down after
 * the issue was made drops out of both.
 */
const MODERATION: Record<LetterTopic, { id: SQL; table: SQL; allows: () => SQL | undefined; numericId: boolean }> = {
  news: { id: sql`${newsArticles.id}`, table: sql`${newsArticles}`, allows: () => published, numericId: true },
  events: {
    id: sql`${events.id}`,
    table: sql`${events}`,
    allows: () => and(eq(events.isActive, true), eq(events.isPublic, true)),
    numericId: true,
  },
  businesses: { id: sql`${businesses.id}`, table: sql`${businesses}`, allows: () => eq(businesses.isActive, true), numericId: true },
  classifieds: {
    id: sql`${classifiedAds.id}`,
    table: sql`${classifiedAds}`,
    allows: () => and(isNull(classifiedAds.removedAt), not(hasOpenReport())),
    numericId: true,
  },
  // Jobs come in approved (an employer's post is mirrored here only once a moderator approves it).
  jobs: { id: sql`${jobs.id}`, table: sql`${jobs}`, allows: () => undefined, numericId: false },
};

/** Of these ids of each topic, the ones moderation still lets the letter show: one statement. */
export async function listShownLetterItems(db: Db, ids: Record<LetterTopic, readonly string[]>): Promise<Record<LetterTopic, Set<string>>> {
  const shown = Object.fromEntries(LETTER_TOPICS.map((t) => [t, new Set<string>()])) as Record<LetterTopic, Set<string>>;
  const parts = LETTER_TOPICS.flatMap((topic) => {
    const rule = MODERATION[topic];
    const wanted = rule.numericId ? ids[topic].filter((id) => /^\d{1,15}$/.test(id)).map(Number) : [...ids[topic]];
    if (!wanted.length) return [];
    const allows = rule.allows();
    return [
      sql`select ${topic} as topic, cast(${rule.id} as text) as id from ${rule.table} where ${inArray(rule.id, wanted)}${allows ? sql` and ${allows}` : sql``}`,
    ];
  });
  if (!parts.length) return shown;
  const rows = await db.all<{ topic: LetterTopic; id: string }>(sql.join(parts, sql` union all `));
  for (const row of rows) shown[row.topic]?.add(row.id);
  return shown;
}

const LIMITS = { news: 5, events: 8, businesses: 5, classifieds: 6, jobs: 6 } as const;

const short = (s: string | null | undefined, max = 180) => {
  const t = (s ?? "")
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return t.length > max ? `${t.slice(0, max - 1).trimEnd()}…` : t || null;
};
const picture = (src: string | null | undefined, alt: string): LetterItem["image"] =>
  src && (/^https?:\/\//.test(src) || src.startsWith("/")) ? { src, alt } : null;
const dayLabel = (d: Date) => formatInTown("en", d, "letterDay");

/**
 * What an issue holds at `now`: the past week's top news (premium first, then newest), the coming week's events
 * (featured first), and the businesses, classifieds and jobs near town new in the past week. One round trip.
 */
export async function loadLetterSections(db: Db, now: Date): Promise<Omit<LetterContent, "date" | "title">> {
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const weekAhead = new Date(now.getTime() + 7 * DAY_MS);
  const window: LetterWindow = { weekAgo, now, weekAhead };
  const rows = await db.batch([
    letterNewsQuery(db, window),
    letterEventsQuery(db, window),
    letterBusinessesQuery(db, window),
    letterClassifiedsQuery(db, window),
    letterJobsQuery(db, window),
  ]);
  return letterSectionsOf(...rows);
}

/** The week an issue looks back on and the week it looks ahead to. */
type LetterWindow = { weekAgo: Date; now: Date; weekAhead: Date };

/** The past week's news: premium first, then newest. */
function letterNewsQuery(db: Db, { weekAgo, now }: LetterWindow) {
  return db
    .select({
      id: newsArticles.id,
      title: newsArticles.title,
      excerpt: newsArticles.excerpt,
      imageUrl: newsArticles.imageUrl,
      publishedAt: newsArticles.publishedAt,
    })
    .from(newsArticles)
    .where(and(published, MODERATION.news.allows(), gte(newsArticles.publishedAt, weekAgo), lte(newsArticles.publishedAt, now)))
    .orderBy(desc(sql`coalesce(${newsArticles.premiumUntil}, 0) > ${now.getTime()}`), desc(newsArticles.publishedAt), desc(newsArticles.id))
    .limit(LIMITS.news);
}

/** The coming week's events, one date per series: featured first, then soonest. */
function letterEventsQuery(db: Db, { now, weekAhead }: LetterWindow) {
  return db
    .select({
      id: events.id,
      title: events.title,
      description: events.description,
      imageUrl: events.imageUrl,
      imageAlt: events.imageAlt,
      startDate: events.startDate,
      location: events.location,
      featured: sql<number>`(${eventFeaturedNow(now)})`,
    })
    .from(events)
    .where(
      and(
        listedEvent(),
        MODERATION.events.allows(),
        isNull(events.cancelledAt),
        gte(events.startDate, now),
        lte(events.startDate, weekAhead),
        oneDatePerSeries(now),
      ),
    )
    .orderBy(desc(sql`(${eventFeaturedNow(now)})`), asc(events.startDate), asc(events.id))
    .limit(LIMITS.events);
}

/** Businesses new in the past week. */
function letterBusinessesQuery(db: Db, { weekAgo, now }: LetterWindow) {
  return db
    .select({
      id: businesses.id,
      name: businesses.name,
      description: businesses.description,
      address: businesses.address,
      logoUrl: businesses.logoUrl,
    })
    .from(businesses)
    .where(and(eq(businesses.isActive, true), MODERATION.businesses.allows(), gte(businesses.createdAt, weekAgo), lte(businesses.createdAt, now)))
    .orderBy(desc(businesses.createdAt), desc(businesses.id))
    .limit(LIMITS.businesses);
}

/** Classifieds new in the past week. */
function letterClassifiedsQuery(db: Db, { weekAgo, now }: LetterWindow) {
  return db
    .select({
      id: classifiedAds.id,
      title: classifiedAds.title,
      description: classifiedAds.description,
      price: classifiedAds.price,
      location: classifiedAds.location,
      imageUrls: classifiedAds.imageUrls,
    })
    .from(classifiedAds)
    .where(and(listedClassified(now), MODERATION.classifieds.allows(), gte(classifiedAds.createdAt, weekAgo), lte(classifiedAds.createdAt, now)))
    .orderBy(desc(classifiedAds.createdAt), desc(classifiedAds.id))
    .limit(LIMITS.classifieds);
}

/** Jobs near town (not remote) posted in the past week. */
function letterJobsQuery(db: Db, { weekAgo, now }: LetterWindow) {
  return db
    .select({ id: jobs.id, title: jobs.title, company: jobs.company, location: jobs.location, salary: jobs.salary })
    .from(jobs)
    .where(
      and(
        listedJob(now),
        MODERATION.jobs.allows(),
        eq(jobs.isRemote, false),
        lte(jobs.distanceFromGreenwood, DEFAULT_JOB_DISTANCE),
        gte(sql`coalesce(${jobs.postedDate}, ${jobs.createdAt})`, weekAgo.getTime()),
        lte(sql`coalesce(${jobs.postedDate}, ${jobs.createdAt})`, now.getTime()),
      ),
    )
    .orderBy(desc(sql`coalesce(${jobs.postedDate}, ${jobs.createdAt})`), asc(jobs.id))
    .limit(LIMITS.jobs);
}

type SectionRows = [
  Awaited<ReturnType<typeof letterNewsQuery>>,
  Awaited<ReturnType<typeof letterEventsQuery>>,
  Awaited<ReturnType<typeof letterBusinessesQuery>>,
  Awaited<ReturnType<typeof letterClassifiedsQuery>>,
  Awaited<ReturnType<typeof letterJobsQuery>>,
];

/** The sections' items from their rows: links, a short summary, a picture where there is one. */
function letterSectionsOf(...[news, coming, newBusinesses, ads, newJobs]: SectionRows): Omit<LetterContent, "date" | "title"> {
  return {
    news: news.map((a) => ({ title: a.title, url: letterItemPath("news", a.id), summary: short(a.excerpt), image: picture(a.imageUrl, a.title) })),
    events: coming.map((e) => ({
      title: e.title,
      url: letterItemPath("events", e.id),
      meta: [dayLabel(e.startDate), e.location].filter(Boolean).join(" · "),
      summary: short(e.description, 140),
      image: picture(e.imageUrl, e.imageAlt || e.title),
      featured: Boolean(Number(e.featured)),
    })),
    businesses: newBusinesses.map((b) => ({
      title: b.name,
      url: letterItemPath("businesses", b.id),
      meta: b.address,
      summary: short(b.description, 140),
      image: picture(b.logoUrl, `${b.name} logo`),
    })),
    classifieds: ads.map((c) => ({
      title: c.title,
      url: letterItemPath("classifieds", c.id),
      meta: [c.price, c.location].filter(Boolean).join(" · ") || null,
      summary: short(c.description, 140),
      image: picture(c.imageUrls?.[0], c.title),
    })),
    jobs: newJobs.map((j) => ({
      title: j.title,
      url: letterItemPath("jobs", j.id),
      meta: [j.company, j.location, j.salary].filter(Boolean).join(" · "),
    })),
  };
}

// --- The editor's draft (issue 42): the next issue's note, dropped and pinned items, skipped weeks

const EMPTY_DRAFT: LetterDraftEdits = { editorNote: "", dropped: [], pinned: null };

export async function getLetterDraft(db: Db): Promise<LetterDraftEdits> {
  const [row] = await db.select().from(letterDraft).where(eq(letterDraft.id, 1));
  return row ? { editorNote: row.editorNote, dropped: row.dropped, pinned: row.pinned } : EMPTY_DRAFT;
}

/** Writes the draft's fields given (the others kept). */
export async function saveLetterDraft(db: Db, edits: Partial<LetterDraftEdits>, userId: string | null, now: Date) {
  const set = { ...edits, dropped: edits.dropped ? [...edits.dropped] : undefined, updatedBy: userId, updatedAt: now };
  await db
    .insert(letterDraft)
    .values({ id: 1, ...EMPTY_DRAFT, ...set, dropped: set.dropped ?? [] })
    .onConflictDoUpdate({ target: letterDraft.id, set });
}

/** The issue was made with the draft: the next one starts clean. */
export async function clearLetterDraft(db: Db) {
  await db.delete(letterDraft).where(eq(letterDraft.id, 1));
}

export async function isWeekSkipped(db: Db, date: string): Promise<boolean> {
  const [row] = await db.select({ date: letterSkips.date }).from(letterSkips).where(eq(letterSkips.date, date));
  return Boolean(row);
}

export async function setWeekSkipped(db: Db, date: string, skipped: boolean, userId: string, now: Date) {
  if (skipped) await db.insert(letterSkips).values({ date, skippedBy: userId, createdAt: now }).onConflictDoNothing();
  else await db.delete(letterSkips).where(eq(letterSkips.date, date));
}

// --- The numbers: batches, the provider's events, subscribers and issues

/** An issue's batches as queued (pending), before any is sent. */
export async function recordLetterBatches(db: Db, issueId: number, ranges: readonly { fromId: number; toId: number }[], now: Date) {
  for (let i = 0; i < ranges.length; i += 100) {
    await db
      .insert(letterBatches)
      .values(ranges.slice(i, i + 100).map((r) => ({ issueId, ...r, updatedAt: now })))
      .onConflictDoNothing();
  }
}

/** One attempt at a batch: counted, and its outcome (a failure is retried by the queue). */
export async function recordBatchAttempt(db: Db, batch: { issueId: number; fromId: number; toId: number }, error: string | null, now: Date) {
  const failed = error === null ? 0 : 1;
  const status = error === null ? ("sent" as const) : ("failed" as const);
  await db
    .insert(letterBatches)
    .values({ ...batch, attempts: 1, failures: failed, status, lastError: error?.slice(0, 300) ?? null, updatedAt: now })
    .onConflictDoUpdate({
      target: [letterBatches.issueId, letterBatches.fromId],
      set: {
        attempts: sql`${letterBatches.attempts} + 1`,
        failures: sql`${letterBatches.failures} + ${failed}`,
        status,
        lastError: error?.slice(0, 300) ?? null,
        updatedAt: now,
      },
    });
}

/** A bounce or complaint the provider reported, once per webhook message id. */
export async function recordMailEvent(
  db: Db,
  event: { id: string; type: "bounced" | "complained"; emailId: string | null; issueId: number | null; email: string | null },
  now: Date,
) {
  await db
    .insert(mailEvents)
    .values({ ...event, createdAt: now })
    .onConflictDoNothing();
}

export type LetterIssueNumbers = {
  id: number;
  date: string;
  subject: string;
  queuedAt: Date | null;
  readers: number;
  batches: number;
  batchesSent: number;
  failedAttempts: number;
  retried: number;
  bounces: number;
  complaints: number;
};

const count = (q: SQL) => sql<number>`(${q})`.mapWith(Number);

/**
 * The admin page's numbers in one round trip: subscribers by status and by topic (a pending reader by the topics
 * they asked for), and the latest issues with readers mailed, batches (sent, failed attempts, retried) and the
 * provider's bounces and complaints.
 */
export async function letterNumbers(db: Db, issues = 12) {
  const topicsOf = sql`case when ${letterSubscribers.status} = 'pending' then coalesce(${letterSubscribers.pendingTopics}, ${letterSubscribers.topics}) else ${letterSubscribers.topics} end`;
  const [byStatus, byTopic, rows] = await db.batch([
    db
      .select({ status: letterSubscribers.status, n: sql<number>`count(*)`.mapWith(Number) })
      .from(letterSubscribers)
      .groupBy(letterSubscribers.status),
    db.all<{ topic: string; status: string; n: number }>(
      sql`select t.value as topic, ${letterSubscribers.status} as status, count(*) as n from ${letterSubscribers}, json_each(${topicsOf}) as t group by 1, 2`,
    ),
    db
      .select({
        id: letterIssues.id,
        date: letterIssues.date,
        subject: letterIssues.subject,
        queuedAt: letterIssues.queuedAt,
        readers: count(sql`select count(*) from ${letterSends} where ${letterSends.issueId} = ${letterIssues.id} and ${letterSends.status} = 'sent'`),
        batches: count(sql`select count(*) from ${letterBatches} where ${letterBatches.issueId} = ${letterIssues.id}`),
        batchesSent: count(
          sql`select count(*) from ${letterBatches} where ${letterBatches.issueId} = ${letterIssues.id} and ${letterBatches.status} = 'sent'`,
        ),
        failedAttempts: count(
          sql`select coalesce(sum(${letterBatches.failures}), 0) from ${letterBatches} where ${letterBatches.issueId} = ${letterIssues.id}`,
        ),
        retried: count(
          sql`select count(*) from ${letterBatches} where ${letterBatches.issueId} = ${letterIssues.id} and ${letterBatches.attempts} > 1`,
        ),
        bounces: count(sql`select count(*) from ${mailEvents} where ${mailEvents.issueId} = ${letterIssues.id} and ${mailEvents.type} = 'bounced'`),
        complaints: count(
          sql`select count(*) from ${mailEvents} where ${mailEvents.issueId} = ${letterIssues.id} and ${mailEvents.type} = 'complained'`,
        ),
      })
      .from(letterIssues)
      .orderBy(desc(letterIssues.date))
      .limit(issues),
  ]);
  const statuses = ["confirmed", "pending", "unsubscribed"] as const;
  const totals = Object.fromEntries(statuses.map((st) => [st, byStatus.find((r) => r.status === st)?.n ?? 0])) as Record<
    (typeof statuses)[number],
    number
  >;
  const topics = LETTER_TOPICS.map((topic) => ({
    topic,
    ...(Object.fromEntries(statuses.map((st) => [st, Number(byTopic.find((r) => r.topic === topic && r.status === st)?.n ?? 0)])) as Record<
      (typeof statuses)[number],
      number
    >),
  }));
  return { totals, topics, issues: rows as LetterIssueNumbers[] };
}
