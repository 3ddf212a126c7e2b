// Saved-search alerts (issue 32 §2): saving a list page's search (double opt-in for a visitor, as the letter does),
// and the daily run: the hourly cron makes the day's run at ALERTS_HOUR and fans it out through ALERTS_QUEUE, one
// message per ALERTS_PER_MESSAGE alerts; each alert is matched by its page's own list query with a created-after bound
// and mailed only when something is new. Sends are recorded per (run, alert) and claimed before the mail goes, so a
// retried batch or a second cron mails nothing twice (docs/decisions/reaching-residents.md).
import type { AppLoadContext } from "@remix-run/cloudflare";
import { renderAlertMail, renderConfirmMailHtml } from "~/lib/alert-mail.server";
import { categoryArt, ogArt } from "~/lib/category-art";
import { CLASSIFIED_RULES } from "~/lib/classifieds";
import { classifiedListOptions, displayPrice, readClassifiedFilters } from "~/lib/classifieds-display";
import { formatInTown, townLocalToDate } from "~/lib/dates";
import { dateFilterBounds } from "~/lib/event-calendar";
import { readEventFilters } from "~/lib/event-filters";
import { formatMessage, messagesFor } from "~/lib/i18n/catalogue.server";
import { categoryNamesIn } from "~/lib/i18n/categories.server";
import type { Descriptor } from "~/lib/i18n/descriptor";
import { LOCALES } from "~/lib/i18n/intl";
import { storedLang, type Lang } from "~/lib/i18n/lang";
import { JOBS_PAGE_SIZE, readJobFilters } from "~/lib/jobs";
import { townDate } from "~/lib/letter";
import { one } from "~/lib/rows";
import {
  ALERTS_HOUR,
  ALERTS_PER_MESSAGE,
  MAX_ALERTS_PER_ADDRESS,
  SAVED_SEARCH_KINDS,
  alertCategoryIds,
  alertManageUrl,
  alertPagePath,
  describeAlert,
  normaliseAlertQuery,
  type AlertIntent,
  type AlertItem,
  type AlertMailWords,
  type AlertMessage,
  type PreparedAlertMail,
  type SavedSearchKind,
} from "~/lib/saved-search";
import { readSearchParams, SEARCH_TYPES, type SearchType } from "~/lib/search-types";
import { townFor } from "~/lib/towns";
import { classifiedsByIds, matchClassifiedIds } from "~/models/classified-ads.server";
import { batchList, type Db } from "~/models/db.server";
import { EVENTS_PER_PAGE, eventIdsQuery, eventsByIds } from "~/models/events.server";
import { jobsByIds, matchJobIds } from "~/models/jobs.server";
import { isSuppressed } from "~/models/letter-issues.server";
import {
  alertCategoryNames,
  alertRequestsOf,
  deleteOwnAlert,
  findAlertByManageToken,
  listOwnAlerts,
  updateOwnAlert,
  type AlertOwner,
  claimAlertRange,
  confirmAlert,
  countConfirmedAlerts,
  createRun,
  findAlertByConfirmToken,
  findSavedSearch,
  getRun,
  getRunByDate,
  listAlertRanges,
  markAlertClaimSent,
  markRunQueued,
  releaseAlertClaim,
  upsertSavedSearch,
} from "~/models/saved-searches.server";
import { enabledKinds, searchAndCount, type SearchResults } from "~/models/search.server";
import { generateSessionToken, sessionIdFromToken } from "~/models/session.server";
import { digest, keepInOutbox, postMailBatch } from "~/services/letter.server";
import { mailSiteOf, sendMail } from "~/services/mail.server";

/** The kinds of list an alert watches, as the confirmation mail names them. */
const ALERT_KINDS = {
  classifieds: /*i18n*/ { id: "mail.alertKind_classifieds", message: "classified ads" },
  jobs: /*i18n*/ { id: "mail.alertKind_jobs", message: "jobs" },
  events: /*i18n*/ { id: "mail.alertKind_events", message: "events" },
  search: /*i18n*/ { id: "mail.alertKind_search", message: "search results" },
} as const;

type AlertContext = Pick<AppLoadContext, "db" | "env" | "now" | "siteUrl" | "siteConfig" | "alertsQueue"> & {
  ctx?: Pick<ExecutionContext, "waitUntil">;
};

const CONFIRM_LIFETIME_MS = 7 * 24 * 3600 * 1000;
/** One confirm mail per address within this time, whatever the search (the answer is the same), as /subscribe does. */
const CONFIRM_RESEND_MS = 10 * 60 * 1000;
/** Requests of one address waiting for their links: beyond these a new search gets no mail (the answer is the same). */
const MAX_OPEN_REQUESTS_PER_ADDRESS = 3;
const DAY_MS = 24 * 3600 * 1000;
const QUEUE_SEND_BATCH = 100;

// --- Saving

/**
 * "Alert me": "saved" for a signed-in member's own address (confirmed at once), "limit" when that address has its 10
 * alerts already and this is not one of them. For any other address "sent", whatever happened (issue 41 §3): a mail
 * with the confirm link goes only when the address is not suppressed and not at its limit, no confirm mail went to it
 * in the last 10 minutes (whatever the search), and it has fewer than 3 requests waiting. The mail names the kind of
 * list only: nothing typed in the request reaches an address that has not confirmed.
 */
export async function requestAlert(
  context: AlertContext,
  input: { email: string; kind: SavedSearchKind; query: string; member: { id: string; email: string } | null; lang: Lang },
): Promise<"saved" | "sent" | "limit"> {
  const email = input.email.trim().toLowerCase();
  const query = normaliseAlertQuery(input.kind, input.query);
  const now = context.now();
  const own = input.member !== null && input.member.email.toLowerCase() === email;
  const existing = await findSavedSearch(context.db, { email, kind: input.kind, query });
  if (existing?.status === "confirmed") return own ? "saved" : "sent";
  const asked = await alertRequestsOf(context.db, email, now);
  if (asked.confirmed >= MAX_ALERTS_PER_ADDRESS) return own ? "limit" : "sent";
  const manageToken = existing?.manageToken ?? generateSessionToken();
  if (own) {
    await upsertSavedSearch(context.db, {
      email,
      kind: input.kind,
      query,
      manageToken,
      now,
      userId: input.member?.id,
      confirm: null,
      lang: storedLang(input.lang),
    });
    return "saved";
  }
  if (await isSuppressed(context.db, email)) return "sent";
  if (asked.lastConfirmSentAt && now.getTime() - asked.lastConfirmSentAt.getTime() < CONFIRM_RESEND_MS) return "sent";
  const stillOpen = existing?.confirmExpiresAt && existing.confirmExpiresAt.getTime() > now.getTime();
  if (!stillOpen && asked.open >= MAX_OPEN_REQUESTS_PER_ADDRESS) return "sent";
  const token = generateSessionToken();
  await upsertSavedSearch(context.db, {
    email,
    kind: input.kind,
    query,
    manageToken,
    now,
    confirm: { tokenHash: sessionIdFromToken(token), expiresAt: new Date(now.getTime() + CONFIRM_LIFETIME_MS) },
    lang: storedLang(input.lang),
  });
  const site = await mailSiteOf(context);
  const { siteName } = site;
  const link = `${context.siteUrl}/saved-searches/confirm?token=${token}`;
  // The kind of list only ("classified ads"): the search itself is shown on the confirm page the link opens.
  const what = formatMessage(input.lang, ALERT_KINDS[input.kind]);
  const subject = formatMessage(input.lang, /*i18n*/ { id: "mail.alertConfirmSubject", message: "Confirm your {site} alert" }, { site: siteName });
  const text = formatMessage(
    input.lang,
    /*i18n*/ {
      id: "mail.alertConfirmBody",
      message:
        "Someone (we hope you) asked for a daily mail at this address when there is something new in {what}.\n\nTo confirm, open this link and press the button: {link}\n\nIf it wasn't you, ignore this mail: nothing is sent until the button is pressed.",
    },
    { what, link },
  );
  const manage = {
    url: alertManageUrl(context.siteUrl, manageToken),
    label: formatMessage(input.lang, /*i18n*/ { id: "mail.alertManage", message: "Manage your alerts" }),
  };
  await sendMail(context, {
    kind: "alert-confirm",
    to: email,
    subject,
    text: `${text}\n\n${manage.label}: ${manage.url}`,
    lang: input.lang,
    html: renderConfirmMailHtml({
      lang: input.lang,
      subject,
      text,
      link,
      button: formatMessage(input.lang, /*i18n*/ { id: "mail.alertConfirmButton", message: "Confirm my alert" }),
      manage,
      site,
    }),
  });
  return "sent";
}

/** An alert's mail words in the reader's language (the `mail` namespace), for the confirm mail and the daily mail. */
export function alertMailWords(lang: Lang, siteName: string): AlertMailWords {
  const t = (key: Descriptor<"mail">, values?: Record<string, string | number>) => formatMessage(lang, key, values);
  return {
    lang,
    subject: (total) =>
      t(
        /*i18n*/ { id: "mail.alertSubject", message: "{total, plural, one {# new match} other {# new matches}} for your {site} alert" },
        { total, site: siteName },
      ),
    intro: (what) => t(/*i18n*/ { id: "mail.alertIntro", message: "New since your last alert mail — {what}" }, { what }),
    more: (count) => t(/*i18n*/ { id: "mail.alertMore", message: "And {count} more" }, { count }),
    seeSearch: t(/*i18n*/ { id: "mail.alertSeeSearch", message: "See the search" }),
    why: t(/*i18n*/ { id: "mail.alertWhy", message: "You get this mail because you saved this search at {site}." }, { site: siteName }),
    stop: t(/*i18n*/ { id: "mail.alertStop", message: "Stop this alert" }),
    manage: t(/*i18n*/ { id: "mail.alertManage", message: "Manage your alerts" }),
  };
}

/** A search's description in one language: `(kind, query) => "Jobs within 10 miles of Greenwood: nurse"`. */
export type Describe = (kind: SavedSearchKind, query: string) => string;

/**
 * The describer of these alerts in a language: the town's name from the town table, the names of the job and event
 * categories their queries hold (read once, and only when one does), fixed labels in the reader's language.
 */
export async function alertDescriber(
  context: Pick<AppLoadContext, "db" | "siteConfig">,
  lang: Lang,
  alerts: readonly { kind: SavedSearchKind; query: string }[],
): Promise<Describe> {
  const ids = { jobs: [] as number[], events: [] as number[] };
  for (const a of alerts) {
    const id = alertCategoryIds(a.kind, a.query);
    if (id && (a.kind === "jobs" || a.kind === "events")) ids[a.kind].push(id);
  }
  const names = ids.jobs.length || ids.events.length ? await alertCategoryNames(context.db, ids) : { jobs: new Map(), events: new Map() };
  const { mode } = await context.siteConfig();
  const categories: Readonly<Record<string, string>> = categoryNamesIn(lang);
  const jobLabels: Readonly<Record<string, string>> = messagesFor(lang, "jobs");
  const describeWords = {
    t: (d: Descriptor<"alertWords">, values?: Record<string, string | number>) => formatMessage(lang, d, values),
    town: townFor(mode).name,
    label: (english: string) => categories[english] ?? jobLabels[english] ?? english,
    jobCategories: names.jobs,
    eventCategories: names.events,
    money: (dollars: number) =>
      new Intl.NumberFormat(LOCALES[lang], { style: "currency", currency: "USD", maximumFractionDigits: Number.isInteger(dollars) ? 0 : 2 }).format(
        dollars,
      ),
    // A calendar day (YYYY-MM-DD): its noon UTC falls on the same day in the town.
    day: (key: string) => formatInTown(lang, `${key}T12:00:00Z`, "longDate"),
  };
  return (kind, query) => describeAlert(kind, query, describeWords);
}

const validToken = (token: string) => /^[a-z2-7]{32}$/.test(token);

export async function findAlertConfirmation(context: Pick<AppLoadContext, "db" | "now">, token: string) {
  return validToken(token) ? findAlertByConfirmToken(context.db, sessionIdFromToken(token), context.now()) : null;
}

/** The confirm button's POST: "gone" for an unknown, used or expired link; "limit" when the address has 10 already. */
export async function confirmAlertRequest(context: Pick<AppLoadContext, "db" | "now">, token: string) {
  const row = await findAlertConfirmation(context, token);
  if (!row) return { result: "gone" as const };
  if ((await countConfirmedAlerts(context.db, row.email)) >= MAX_ALERTS_PER_ADDRESS) return { result: "limit" as const };
  const confirmed = await confirmAlert(context.db, sessionIdFromToken(token), context.now());
  return confirmed ? { result: "confirmed" as const, alert: confirmed } : { result: "gone" as const };
}

// --- An owner's alerts (issue 42): /account's "My alerts" and the mails' manage page

/** One alert as a list shows it: its name, the search in words, the page it watches and what its mails have sent. */
export type AlertListEntry = {
  id: number;
  name: string | null;
  what: string;
  kind: SavedSearchKind;
  page: string;
  paused: boolean;
  lastSentAt: Date | null;
  matchesSent: number;
};

/** The owner's confirmed alerts, each described in the reader's language. */
export async function listAlertsFor(context: Pick<AppLoadContext, "db" | "siteConfig">, owner: AlertOwner, lang: Lang): Promise<AlertListEntry[]> {
  const rows = await listOwnAlerts(context.db, owner);
  const describe = await alertDescriber(context, lang, rows);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    what: describe(r.kind, r.query),
    kind: r.kind,
    page: alertPagePath(r.kind, r.query),
    paused: r.paused,
    lastSentAt: r.lastSentAt,
    matchesSent: r.matchesSent,
  }));
}

/** The address a manage link (any of its alerts' tokens) stands for: its alerts are the ones it may touch. */
export async function alertOwnerOfToken(context: Pick<AppLoadContext, "db">, token: string): Promise<{ email: string } | null> {
  const row = await findAlertByManageToken(context.db, token);
  return row ? { email: row.email } : null;
}

/** A token of one of the address's alerts still there (its manage page's link after the mail's own alert stopped). */
export async function manageTokenOf(context: Pick<AppLoadContext, "db">, owner: AlertOwner): Promise<string | null> {
  const [first] = await listOwnAlerts(context.db, owner);
  return first?.manageToken ?? null;
}

/** Renames, pauses, resumes or stops one of the owner's alerts: what was done, or null when it is not theirs. */
export async function changeOwnAlert(context: Pick<AppLoadContext, "db" | "now">, owner: AlertOwner, intent: AlertIntent) {
  switch (intent.intent) {
    case "alert-rename":
      return (await updateOwnAlert(context.db, owner, intent.alertId, { name: intent.name ?? null })) ? ("renamed" as const) : null;
    case "alert-pause":
      return (await updateOwnAlert(context.db, owner, intent.alertId, { paused: true })) ? ("paused" as const) : null;
    case "alert-resume":
      return (await updateOwnAlert(context.db, owner, intent.alertId, { paused: false, now: context.now() })) ? ("resumed" as const) : null;
    case "alert-stop":
      return (await deleteOwnAlert(context.db, owner, intent.alertId)) ? ("stopped" as const) : null;
  }
}

/** The toast of each change (the spec's English; flash writes it in the reader's language). */
export const ALERT_CHANGE_TOASTS = {
  renamed: { title: /*i18n*/ { id: "toasts.Alert renamed", message: "Alert renamed" } },
  paused: {
    title: /*i18n*/ { id: "toasts.Alert paused", message: "Alert paused" },
    description: /*i18n*/ { id: "toasts.No mail comes for it until you resume it.", message: "No mail comes for it until you resume it." },
  },
  resumed: {
    title: /*i18n*/ { id: "toasts.Alert resumed", message: "Alert resumed" },
    description: /*i18n*/ { id: "toasts.Its next mail lists what is new from now on.", message: "Its next mail lists what is new from now on." },
  },
  stopped: {
    title: /*i18n*/ { id: "toasts.Alert stopped", message: "Alert stopped" },
    description: /*i18n*/ { id: "toasts.It is deleted: no more mail comes for it.", message: "It is deleted: no more mail comes for it." },
  },
} as const;

// --- Matching: the page's own conditions and order, with a created-after bound

export type AlertWindow = { after: Date; upTo: Date };
type Found = { items: AlertItem[]; total: number };

/** A search and window to match, with the alerts that share them. */
type Group = { kind: SavedSearchKind; query: string; window: AlertWindow; ids: number[] };

/** A match's picture in a mail: its own, else its category's art, our SVGs as their PNG copies (mail shows no SVG). */
function mailPicture(url: string | null | undefined, category: string | null | undefined): string {
  const picture = url || categoryArt(category);
  return ogArt(picture) ?? picture;
}

/** An event's time as the mail shows it (the town's time). */
const eventWhen = (iso: string) => formatInTown("en", iso, "mediumDateTime");

/** A group's creation window, as the id queries take it. */
const bound = (g: Group) => ({ createdAfter: g.window.after, createdUpTo: g.window.upTo });

async function matchClassifieds(db: Db, groups: readonly Group[], now: Date): Promise<Found[]> {
  const lists = await matchClassifiedIds(
    db,
    now,
    groups.map((g) => ({ ...classifiedListOptions(readClassifiedFilters(new URLSearchParams(g.query))), ...bound(g) })),
  );
  const shown = lists.map((ids) => ids.slice(0, CLASSIFIED_RULES.pageSize));
  const byId = new Map((await classifiedsByIds(db, [...new Set(shown.flat())])).map((ad) => [ad.id, ad]));
  return lists.map((rows, i) => ({
    total: rows.length,
    items: (shown[i] ?? []).flatMap((id) => {
      const ad = byId.get(id);
      return ad
        ? [
            {
              title: ad.title,
              url: `/classifieds/${ad.id}`,
              meta: [displayPrice(ad.price), ad.location].filter(Boolean).join(" · ") || null,
              image: mailPicture(ad.imageUrls?.[0], ad.category),
            },
          ]
        : [];
    }),
  }));
}

async function matchJobs(db: Db, groups: readonly Group[], now: Date): Promise<Found[]> {
  const lists = await matchJobIds(
    db,
    now,
    groups.map((g) => {
      const f = readJobFilters(new URLSearchParams(g.query));
      return { q: f.q, categoryId: f.category, type: f.type, remote: f.remote, distance: f.distance, postedWithinDays: f.posted, ...bound(g) };
    }),
  );
  const shown = lists.map((ids) => ids.slice(0, JOBS_PAGE_SIZE));
  const byId = new Map((await jobsByIds(db, [...new Set(shown.flat())], now)).map((j) => [j.id, j]));
  return lists.map((rows, i) => ({
    total: rows.length,
    items: (shown[i] ?? []).flatMap((id) => {
      const j = byId.get(id);
      return j
        ? [
            {
              title: j.title,
              url: `/jobs/${encodeURIComponent(j.id)}`,
              meta: [j.company, j.location, j.salary].filter(Boolean).join(" · ") || null,
              image: mailPicture(j.companyLogo, j.category?.name ?? "jobs"),
            },
          ]
        : [];
    }),
  }));
}

async function matchEvents(db: Db, groups: readonly Group[], now: Date): Promise<Found[]> {
  const lists = await batchList(
    db,
    groups.map((g) => {
      const f = readEventFilters(new URLSearchParams(g.query));
      // A relative date ("This weekend") is read on the day the alert runs, as the page reads it.
      const { from, span } = dateFilterBounds(f, now);
      return eventIdsQuery(db, { now: from, categoryId: f.category, free: f.free, place: f.place, span, ...bound(g) });
    }),
  );
  const shown = lists.map((rows) => rows.slice(0, EVENTS_PER_PAGE).map((r) => r.id));
  const byId = new Map((await eventsByIds(db, [...new Set(shown.flat())])).map((e) => [e.id, e]));
  return lists.map((rows, i) => ({
    total: rows.length,
    items: (shown[i] ?? []).flatMap((id) => {
      const e = byId.get(id);
      return e
        ? [
            {
              title: e.title,
              url: `/events/${e.id}`,
              meta: [eventWhen(e.startDate), e.location].filter(Boolean).join(" · "),
              image: mailPicture(e.imageUrl, e.categoryName),
            },
          ]
        : [];
    }),
  }));
}

/**
 * /search's own statements (searchAndCount) with its window: a statement batch per search, the page's tabs' kinds (all,
 * or the tab's), the first few of each kind and every kind's count.
 */
async function matchSearches(db: Db, groups: readonly Group[], now: Date, searched: readonly SearchType[]): Promise<Found[]> {
  const out: Found[] = [];
  for (const g of groups) {
    const { q, type } = readSearchParams(new URLSearchParams(g.query));
    if (!q) {
      out.push({ items: [], total: 0 });
      continue;
    }
    // The kinds /search shows: those whose feature is on (searched), the tab's alone when it has one.
    const kinds = type ? searched.filter((k) => k === type) : searched;
    const found = await searchAndCount(db, q, now, kinds, { limits: SEARCH_ALERT_CAPS, counted: kinds, window: g.window });
    out.push({
      total: kinds.reduce((sum: number, k) => sum + found.counts[k], 0),
      items: kinds.flatMap((k) => searchItems(k, found.results)),
    });
  }
  return out;
}

/**
 * The new matches of each group of one kind: for every search, the ids its page lists in the window, in the page's
 * order (one statement each, built from the page's own conditions: classifiedIdsQuery, jobIdsQuery, eventIdsQuery;
 * a hundred to a round trip), then the rows of the first page's worth of each, read once for them all.
 */
async function matchKind(db: Db, kind: SavedSearchKind, groups: readonly Group[], now: Date, searched: readonly SearchType[]): Promise<Found[]> {
  if (!groups.length) return [];
  switch (kind) {
    case "classifieds":
      return matchClassifieds(db, groups, now);
    case "jobs":
      return matchJobs(db, groups, now);
    case "events":
      return matchEvents(db, groups, now);
    case "search":
      return matchSearches(db, groups, now, searched);
  }
}

/** How many of each kind a search alert's mail lists (the rest are counted, with a link to the search). */
const SEARCH_ALERT_CAPS: Record<SearchType, number> = { news: 5, businesses: 5, events: 5, classifieds: 5, jobs: 5 };

/** One kind of a search's results as the mail lists them. */
function searchItems(kind: SearchType, results: SearchResults): AlertItem[] {
  switch (kind) {
    case "news":
      return results.news.map((n) => ({ title: n.title, url: `/news/${n.id}`, meta: n.category, image: mailPicture(null, n.category) }));
    case "businesses":
      return results.businesses.map((b) => ({
        title: b.name,
        url: `/businesses/${b.id}`,
        meta: [b.categoryName, b.address].filter(Boolean).join(" · ") || null,
        image: mailPicture(null, b.categoryName),
      }));
    case "events":
      return results.events.map((e) => ({
        title: e.title,
        url: `/events/${e.id}`,
        meta: [eventWhen(e.startDate), e.location].filter(Boolean).join(" · "),
        image: mailPicture(null, e.categoryName),
      }));
    case "classifieds":
      return results.classifieds.map((c) => ({
        title: c.title,
        url: `/classifieds/${c.id}`,
        meta: displayPrice(c.price) || null,
        image: mailPicture(null, c.category),
      }));
    case "jobs":
      return results.jobs.map((j) => ({
        title: j.title,
        url: `/jobs/${encodeURIComponent(j.id)}`,
        meta: [j.company, j.location].filter(Boolean).join(" · ") || null,
        image: mailPicture(j.companyLogo, j.category?.name ?? "jobs"),
      }));
  }
}

/** The new matches of one search in the window, as its page lists them (its first page), and how many in all. */
export async function matchSearch(db: Db, kind: SavedSearchKind, query: string, window: AlertWindow, now: Date): Promise<Found> {
  return one(await matchKind(db, kind, [{ kind, query, window, ids: [] }], now, SEARCH_TYPES), "the search's matches");
}

export type AlertToMatch = { id: number; kind: SavedSearchKind; query: string; matchedUntil: Date | null; confirmedAt: Date | null };

/**
 * The new matches of many alerts for a run ending at `upTo`: alerts with the same search and the same window share
 * one statement (many residents save the same few searches). Returns each alert's matches by id.
 */
export async function matchAlerts(db: Db, alerts: readonly AlertToMatch[], upTo: Date, now: Date, searched: readonly SearchType[] = SEARCH_TYPES) {
  const byKey = new Map<string, Group>();
  for (const a of alerts) {
    const after = a.matchedUntil ?? a.confirmedAt ?? upTo;
    if (after.getTime() >= upTo.getTime()) continue;
    const key = `${a.kind}?${a.query}@${after.getTime()}`;
    const group = byKey.get(key) ?? { kind: a.kind, query: a.query, window: { after, upTo }, ids: [] };
    group.ids.push(a.id);
    byKey.set(key, group);
  }
  const out = new Map<number, Found>();
  for (const kind of SAVED_SEARCH_KINDS) {
    const groups = [...byKey.values()].filter((g) => g.kind === kind);
    const found = await matchKind(db, kind, groups, now, searched);
    groups.forEach((g, i) => {
      const matches = found[i];
      if (matches) for (const id of g.ids) out.set(id, matches);
    });
  }
  return { matches: out, queries: byKey.size };
}

// --- The daily run

/** The latest daily slot (ALERTS_HOUR in the town) at or before `now`: its town date and instant. */
export function latestAlertSlot(now: Date): { date: string; at: Date } {
  for (const back of [0, 1]) {
    const date = townDate(new Date(now.getTime() - back * DAY_MS));
    const at = townLocalToDate(`${date}T${String(ALERTS_HOUR).padStart(2, "0")}:00`);
    if (at && at.getTime() <= now.getTime()) return { date, at };
  }
  const date = townDate(new Date(now.getTime() - 2 * DAY_MS));
  return { date, at: townLocalToDate(`${date}T${String(ALERTS_HOUR).padStart(2, "0")}:00`) ?? now };
}

/**
 * The hourly cron: at the first run after the day's slot, makes the day's run and queues its alerts. A second run (the
 * cron fired twice) finds the run queued and does nothing; were it to queue again, the send records mail nothing twice.
 */
export async function sendDueAlerts(context: AlertContext): Promise<{ alertRunQueued: number; alertMessages: number }> {
  const now = context.now();
  const slot = latestAlertSlot(now);
  let run = await getRunByDate(context.db, slot.date);
  run ??= await createRun(context.db, slot.date, slot.at);
  if (run.queuedAt) return { alertRunQueued: 0, alertMessages: 0 };
  const ranges = await listAlertRanges(context.db, ALERTS_PER_MESSAGE);
  const messages: AlertMessage[] = ranges.map((r) => ({ kind: "alerts", runId: run.id, ...r }));
  const queue = context.alertsQueue;
  if (queue) {
    for (let i = 0; i < messages.length; i += QUEUE_SEND_BATCH) {
      await queue.sendBatch(messages.slice(i, i + QUEUE_SEND_BATCH).map((body) => ({ body, contentType: "json" as const })));
    }
  } else {
    // No queue bound (a misconfigured deploy): send in this invocation, which the subrequest limit bounds.
    for (const m of messages) await sendAlertRange(context, m);
  }
  await markRunQueued(context.db, run.id, now);
  return { alertRunQueued: 1, alertMessages: messages.length };
}

export type AlertRangeResult = { ok: true; sent: number } | { ok: false; error: string };

/** One queue message: claims the range's alerts not yet done in this run, matches them, mails those with news. */
export async function sendAlertRange(context: AlertContext, message: AlertMessage): Promise<AlertRangeResult> {
  const run = await getRun(context.db, message.runId);
  if (!run) return { ok: true, sent: 0 };
  const claim = crypto.randomUUID();
  const now = context.now();
  const alerts = await claimAlertRange(context.db, { runId: run.id, fromId: message.fromId, toId: message.toId, claim, now });
  if (!alerts.length) return { ok: true, sent: 0 };
  const { siteName, features } = await context.siteConfig();
  const site = await mailSiteOf(context);
  const { matches } = await matchAlerts(context.db, alerts, run.at, now, enabledKinds(features));
  const mails: PreparedAlertMail[] = [];
  const words: Partial<Record<Lang, AlertMailWords>> = {};
  const mailed = alerts.filter((a) => matches.get(a.id)?.total);
  const describers: Partial<Record<Lang, Describe>> = {};
  for (const lang of new Set(mailed.map((a) => a.lang))) describers[lang] = await alertDescriber(context, lang, mailed);
  const counts = new Map<number, number>();
  for (const a of alerts) {
    const found = matches.get(a.id);
    counts.set(a.id, found?.total ?? 0);
    if (!found?.total) continue;
    mails.push(
      renderAlertMail({
        site,
        to: a.email,
        kind: a.kind,
        query: a.query,
        what: describers[a.lang]?.(a.kind, a.query) ?? a.query,
        items: found.items,
        total: found.total,
        manageToken: a.manageToken,
        words: (words[a.lang] ??= alertMailWords(a.lang, siteName)),
      }),
    );
  }
  if (mails.length && !context.env.RESEND_API_KEY) {
    // No provider (npm start, development): the mails go to the outbox at /admin/outbox, as every other mail does.
    await keepInOutbox(context, "saved-search-alert", mails, now);
  } else if (mails.length) {
    const failure = await postMailBatch(context, mails, `alerts-${run.id}-${await digest(alerts.map((a) => a.id).join(","))}`);
    if (failure) {
      await releaseAlertClaim(context.db, claim);
      return { ok: false, error: failure };
    }
  }
  await markAlertClaimSent(context.db, claim, run.at, now, counts);
  return { ok: true, sent: mails.length };
}
