// Saved-search alerts (issue 32 §2): a list page's filter state, read by the same function the page reads its URL with
// and written back as one normalised query string (known filters only, no page number, keys sorted), so that the same
// search saved twice is the same alert, and the daily mail runs the page's own query. Pure: no database.
import { z } from "~/lib/zod";
import { classifiedFilterParams, readClassifiedFilters } from "./classifieds-display";
import { eventFilterParams, readEventFilters } from "./event-filters";
import { id, optionalText } from "./fields";
import type { Descriptor } from "./i18n/descriptor";
import { readJobFilters } from "./jobs";
import { readSearchParams } from "./search-types";
import { MAX_ALERTS_PER_ADDRESS, SAVED_SEARCH_KINDS, type SavedSearchKind } from "./vocabulary";

export { MAX_ALERTS_PER_ADDRESS, SAVED_SEARCH_KINDS, type SavedSearchKind };

export const KIND_PATHS: Record<SavedSearchKind, string> = { classifieds: "/classifieds", jobs: "/jobs", events: "/events", search: "/search" };

export const ALERT_SENT = /*i18n*/ {
  id: "toasts.Thanks! If this address can get alerts, a mail with a link to confirm this alert is on its way. Nothing is sent until you confirm.",
  message: "Thanks! If this address can get alerts, a mail with a link to confirm this alert is on its way. Nothing is sent until you confirm.",
} as const;
export const ALERT_SAVED = /*i18n*/ {
  id: "toasts.Your alert is saved. New matches come by mail once a day.",
  message: "Your alert is saved. New matches come by mail once a day.",
} as const;

function jobFilterParams(params: URLSearchParams): Record<string, string | null> {
  const f = readJobFilters(params);
  const s = (v: string | number | null | undefined) => (v === null || v === undefined || v === "" ? null : String(v));
  return { q: s(f.q), category: s(f.category), type: s(f.type), remote: s(f.remote), distance: s(f.distance), posted: s(f.posted) };
}

/** The filters of a kind's page as query parameters, each read the way the page reads it (absent when off). */
export function alertFilterParams(kind: SavedSearchKind, params: URLSearchParams): Record<string, string | null> {
  switch (kind) {
    case "classifieds":
      return classifiedFilterParams(readClassifiedFilters(params));
    case "jobs":
      return jobFilterParams(params);
    case "events":
      return eventFilterParams(readEventFilters(params));
    case "search": {
      const { q, type } = readSearchParams(params);
      return { q: q || null, type };
    }
  }
}

/** The normalised query string of a search ("" when unfiltered): known filters, keys sorted, no page. */
export function normaliseAlertQuery(kind: SavedSearchKind, query: string): string {
  const params = new URLSearchParams(query.startsWith("?") ? query.slice(1) : query);
  const all = alertFilterParams(kind, params);
  const out = new URLSearchParams();
  for (const key of Object.keys(all).sort()) {
    const value = all[key];
    if (value) out.set(key, value);
  }
  return out.toString();
}

export const ALERT_NAME_MAX = 80;

/** The forms of an alert in a list (/account's "My alerts", the mails' manage page): each names the alert it acts on. */
export const alertIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("alert-rename"), alertId: id(), name: optionalText(ALERT_NAME_MAX) }),
  z.object({ intent: z.literal("alert-pause"), alertId: id() }),
  z.object({ intent: z.literal("alert-resume"), alertId: id() }),
  z.object({ intent: z.literal("alert-stop"), alertId: id() }),
]);
export type AlertIntent = z.output<typeof alertIntentSchema>;

/** The page an alert watches, as a site path with its query. */
export const alertPagePath = (kind: SavedSearchKind, query: string) => `${KIND_PATHS[kind]}${query ? `?${query}` : ""}`;

/** The describer's words for the parts chosen at run time (the others are written where they are used). */
const ALL_WORDS = {
  classifieds: /*i18n*/ { id: "alertWords.all_classifieds", message: "All classified ads" },
  jobs: /*i18n*/ { id: "alertWords.all_jobs", message: "All jobs" },
  events: /*i18n*/ { id: "alertWords.all_events", message: "All events" },
  search: /*i18n*/ { id: "alertWords.all_search", message: "All search results" },
} as const satisfies Record<SavedSearchKind, Descriptor<"alertWords">>;
const KIND_WORDS = {
  classifieds: /*i18n*/ { id: "alertWords.classifieds", message: "Classified ads" },
  jobs: /*i18n*/ { id: "alertWords.jobs", message: "Jobs" },
  events: /*i18n*/ { id: "alertWords.events", message: "Events" },
  search: /*i18n*/ { id: "alertWords.search", message: "Search results" },
} as const satisfies Record<SavedSearchKind, Descriptor<"alertWords">>;
const WHEN_WORDS = {
  today: /*i18n*/ { id: "alertWords.when_today", message: "today" },
  weekend: /*i18n*/ { id: "alertWords.when_weekend", message: "this weekend" },
  "7days": /*i18n*/ { id: "alertWords.when_7days", message: "in the next 7 days" },
  month: /*i18n*/ { id: "alertWords.when_month", message: "this month" },
} as const;
const SEARCH_TYPE_WORDS = {
  news: /*i18n*/ { id: "alertWords.search_news", message: "News" },
  businesses: /*i18n*/ { id: "alertWords.search_businesses", message: "Businesses" },
  events: /*i18n*/ { id: "alertWords.search_events", message: "Events" },
  classifieds: /*i18n*/ { id: "alertWords.search_classifieds", message: "Classified ads" },
  jobs: /*i18n*/ { id: "alertWords.search_jobs", message: "Jobs" },
} as const;

/** What the describer needs in the reader's language: the words, the town's name and the names behind ids. */
export type DescribeWords = {
  t: (d: Descriptor<"alertWords">, values?: Record<string, string | number>) => string;
  /** The town's name from the town table ("Greenwood"). */
  town: string;
  /** A fixed English label (a classified category, an employment type, a category name) in the reader's language. */
  label: (english: string) => string;
  /** The stored names of the job and event categories an alert's query may hold (by id); missing → left out. */
  jobCategories: ReadonlyMap<number, string>;
  eventCategories: ReadonlyMap<number, string>;
  /** Dollars as the reader writes them ("$200"). */
  money: (dollars: number) => string;
  /** A day key ("2026-12-05") as the reader writes it. */
  day: (key: string) => string;
};

const lowerFirst = (s: string) => (s ? s.charAt(0).toLocaleLowerCase() + s.slice(1) : s);
const numberOf = (v: string | null) => (v && /^\d{1,9}(\.\d{1,2})?$/.test(v) ? Number(v) : null);

/** The base phrase and its qualifiers of one search, from the page's own reading of its query. */
function describeParts(kind: SavedSearchKind, params: URLSearchParams, w: DescribeWords): { base: string | null; parts: string[]; q: string } {
  const parts: string[] = [];
  switch (kind) {
    case "classifieds": {
      const f = readClassifiedFilters(params);
      const [min, max] = [numberOf(f.min), numberOf(f.max)];
      if (min !== null && max !== null)
        parts.push(w.t(/*i18n*/ { id: "alertWords.between", message: "from {min} to {max}" }, { min: w.money(min), max: w.money(max) }));
      else if (max !== null) parts.push(w.t(/*i18n*/ { id: "alertWords.under", message: "under {price}" }, { price: w.money(max) }));
      else if (min !== null) parts.push(w.t(/*i18n*/ { id: "alertWords.over", message: "over {price}" }, { price: w.money(min) }));
      if (f.withPhotos) parts.push(w.t(/*i18n*/ { id: "alertWords.withPhotos", message: "with photos" }));
      return {
        base: f.category
          ? w.t(/*i18n*/ { id: "alertWords.classifiedsIn", message: "Classified ads in {category}" }, { category: w.label(f.category) })
          : null,
        parts,
        q: f.q,
      };
    }
    case "jobs": {
      const f = readJobFilters(params);
      if (f.distance)
        parts.push(w.t(/*i18n*/ { id: "alertWords.within", message: "within {miles} miles of {town}" }, { miles: f.distance, town: w.town }));
      if (f.type) parts.push(lowerFirst(w.label(f.type)));
      if (f.remote)
        parts.push(
          w.t(
            f.remote === "only"
              ? /*i18n*/ { id: "alertWords.remoteOnly", message: "remote only" }
              : /*i18n*/ { id: "alertWords.onsiteOnly", message: "on site only" },
          ),
        );
      if (f.posted)
        parts.push(
          w.t(
            /*i18n*/ { id: "alertWords.postedWithin", message: "{days, plural, one {posted in the last day} other {posted in the last # days}}" },
            { days: f.posted },
          ),
        );
      const category = f.category ? w.jobCategories.get(f.category) : undefined;
      return {
        base: category ? w.t(/*i18n*/ { id: "alertWords.jobsIn", message: "{category} jobs" }, { category: w.label(category) }) : null,
        parts,
        q: f.q ?? "",
      };
    }
    case "events": {
      const f = readEventFilters(params);
      if (f.date) parts.push(w.t(/*i18n*/ { id: "alertWords.onDate", message: "on {date}" }, { date: w.day(f.date) }));
      else if (f.when) parts.push(w.t(WHEN_WORDS[f.when]));
      if (f.free) parts.push(w.t(/*i18n*/ { id: "alertWords.free", message: "free" }));
      if (f.place) parts.push(w.t(/*i18n*/ { id: "alertWords.at", message: "at {place}" }, { place: f.place }));
      const category = f.category ? w.eventCategories.get(f.category) : undefined;
      return {
        base: category ? w.t(/*i18n*/ { id: "alertWords.eventsIn", message: "{category} events" }, { category: w.label(category) }) : null,
        parts,
        q: "",
      };
    }
    case "search": {
      const { q, type } = readSearchParams(params);
      return { base: type ? w.t(SEARCH_TYPE_WORDS[type]) : null, parts, q };
    }
  }
}

/**
 * A search in words, as a resident would say it: "Jobs within 10 miles of Greenwood: nurse", "Classified ads in Home &
 * Garden under $200", "All events". The one describer of the confirm page, the mails, the manage page and /account.
 */
export function describeAlert(kind: SavedSearchKind, query: string, words: DescribeWords): string {
  const { base, parts, q } = describeParts(kind, new URLSearchParams(query), words);
  if (!base && !parts.length && !q) return words.t(ALL_WORDS[kind]);
  const what = [base ?? words.t(KIND_WORDS[kind]), parts.join(", ")].filter(Boolean).join(" ");
  return q ? words.t(/*i18n*/ { id: "alertWords.withWords", message: "{what}: {words}" }, { what, words: q }) : what;
}

/** The ids of job and event categories an alert's query holds (to read their names before describing it). */
export function alertCategoryIds(kind: SavedSearchKind, query: string): number | null {
  const params = new URLSearchParams(query);
  if (kind === "jobs") return readJobFilters(params).category ?? null;
  if (kind === "events") return readEventFilters(params).category;
  return null;
}

/** The words of an alert's mails in the reader's language (the `mail` namespace's alert* messages, formatted). */
export type AlertMailWords = {
  lang: string;
  subject: (total: number) => string;
  intro: (what: string) => string;
  more: (count: number) => string;
  seeSearch: string;
  why: string;
  stop: string;
  manage: string;
};

/** One item of an alert mail: its picture (a site path or URL) and its price or place in `meta`. */
export type AlertItem = { title: string; url: string; meta: string | null; image: string | null };

/** One queue message: the alerts of a run with ids in [fromId, toId]. */
export type AlertMessage = { kind: "alerts"; runId: number; fromId: number; toId: number };

/** The daily mail's hour in the town (Indiana time): early, before the day's first look at the town. */
export const ALERTS_HOUR = 6;

/** Alerts per queue message: each alert is one database round trip to match it, so 20 keep a message well inside
 * the Free plan's 50 subrequests. */
export const ALERTS_PER_MESSAGE = 20;

/** An alert's links: the footer's page (a button removes it) and the RFC 8058 one-click target, the same URL. */
export const alertUnsubscribeUrl = (siteUrl: string, token: string) => `${siteUrl}/saved-searches/unsubscribe?token=${token}`;

/** The page listing every alert of the address a mail went to (pause, resume, stop), reached by any of its tokens. */
export const alertManageUrl = (siteUrl: string, token: string) => `${siteUrl}/saved-searches/manage?token=${token}`;

export type PreparedAlertMail = { to: string; subject: string; html: string; text: string; headers: Record<string, string> };
