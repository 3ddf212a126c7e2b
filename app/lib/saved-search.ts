// Saved-search alerts (issue 32 §2): a list page's filter state, read by the same function the page reads its URL with
// and written back as one normalised query string (known filters only, no page number, keys sorted), so that the same
// search saved twice is the same alert, and the daily mail runs the page's own query. Pure: no database.
import { classifiedFilterParams, readClassifiedFilters } from "./classifieds-display";
import { eventFilterParams, readEventFilters } from "./event-filters";
import { readJobFilters } from "./jobs";
import { readSearchParams } from "./search-types";
import { MAX_ALERTS_PER_ADDRESS, SAVED_SEARCH_KINDS, type SavedSearchKind } from "./vocabulary";

export { MAX_ALERTS_PER_ADDRESS, SAVED_SEARCH_KINDS, type SavedSearchKind };

export const KIND_PATHS: Record<SavedSearchKind, string> = { classifieds: "/classifieds", jobs: "/jobs", events: "/events", search: "/search" };
export const KIND_NOUNS: Record<SavedSearchKind, string> = {
  classifieds: "classified ads",
  jobs: "jobs",
  events: "events",
  search: "search results",
};

export const ALERT_SENT =
  "Thanks! If this address can get alerts, a mail with a link to confirm this alert is on its way. Nothing is sent until you confirm.";
export const ALERT_SAVED = "Your alert is saved. New matches come by mail once a day.";
export const ALERT_LIMIT = `An address can have at most ${MAX_ALERTS_PER_ADDRESS} alerts. Stop one from the link in its mail before adding another.`;

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

/** The page an alert watches, as a site path with its query. */
export const alertPagePath = (kind: SavedSearchKind, query: string) => `${KIND_PATHS[kind]}${query ? `?${query}` : ""}`;

/**
 * A short human description of the alert: "classified ads: q=table, category=Furniture". `noun` and `all` are the
 * reader's words for the kind and for an unfiltered search (the mails' language); English by default.
 */
export function describeAlert(
  kind: SavedSearchKind,
  query: string,
  words: { noun: string; all: (noun: string) => string } = { noun: KIND_NOUNS[kind], all: (noun) => `${noun} (all)` },
): string {
  const params = [...new URLSearchParams(query)].map(([k, v]) => `${k}=${v}`);
  return params.length ? `${words.noun}: ${params.join(", ")}` : words.all(words.noun);
}

/** The words of an alert's mails in the reader's language (the `mail` namespace's alert* messages, formatted). */
export type AlertMailWords = {
  lang: string;
  describe: (kind: SavedSearchKind, query: string) => string;
  subject: (total: number) => string;
  intro: (what: string) => string;
  more: (count: number) => string;
  seeSearch: string;
  why: string;
  stop: string;
};

/** One item of an alert mail. */
export type AlertItem = { title: string; url: string; meta: string | null };

/** One queue message: the alerts of a run with ids in [fromId, toId]. */
export type AlertMessage = { kind: "alerts"; runId: number; fromId: number; toId: number };

/** The daily mail's hour in the town (Indiana time): early, before the day's first look at the town. */
export const ALERTS_HOUR = 6;

/** Alerts per queue message: each alert is one database round trip to match it, so 20 keep a message well inside
 * the Free plan's 50 subrequests. */
export const ALERTS_PER_MESSAGE = 20;

/** An alert's links: the footer's page (a button removes it) and the RFC 8058 one-click target, the same URL. */
export const alertUnsubscribeUrl = (siteUrl: string, token: string) => `${siteUrl}/saved-searches/unsubscribe?token=${token}`;

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
const FONT = "font-family:Arial,Helvetica,sans-serif;";

export type PreparedAlertMail = { to: string; subject: string; html: string; text: string; headers: Record<string, string> };

/** One alert's daily mail: its new matches (as the page lists them), a link to the page, and its own unsubscribe. */
export function renderAlertMail(input: {
  siteUrl: string;
  to: string;
  kind: SavedSearchKind;
  query: string;
  items: readonly AlertItem[];
  /** How many new matches in all (the mail lists the page's first page of them). */
  total: number;
  manageToken: string;
  words: AlertMailWords;
}): PreparedAlertMail {
  const { siteUrl, kind, query, items, total, words } = input;
  const page = `${siteUrl}${alertPagePath(kind, query)}`;
  const what = words.describe(kind, query);
  const unsubscribe = alertUnsubscribeUrl(siteUrl, input.manageToken);
  const subject = words.subject(total);
  const more = total > items.length ? total - items.length : 0;
  const abs = (url: string) => (url.startsWith("/") ? `${siteUrl}${url}` : url);
  // What people wrote (titles, places) is marked English in a mail in another language.
  const wrote = words.lang === "en" ? "" : ' lang="en"';
  const text = [
    words.intro(what),
    "",
    ...items.flatMap((i) => [`- ${i.title}`, ...(i.meta ? [`  ${i.meta}`] : []), `  ${abs(i.url)}`]),
    ...(more ? ["", `${words.more(more)}: ${page}`] : []),
    "",
    `${words.seeSearch}: ${page}`,
    "",
    "--",
    words.why,
    `${words.stop}: ${unsubscribe}`,
  ].join("\n");
  const rows = items
    .map(
      (i) =>
        `<tr><td style="padding:0 0 12px 0;"><div style="${FONT}font-size:16px;font-weight:bold;"${wrote}><a href="${escapeHtml(abs(i.url))}" style="color:#166534;">${escapeHtml(i.title)}</a></div>${i.meta ? `<div style="${FONT}font-size:13px;color:#4b5563;"${wrote}>${escapeHtml(i.meta)}</div>` : ""}</td></tr>`,
    )
    .join("");
  const html = `<!DOCTYPE html><html lang="${escapeHtml(words.lang)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="margin:0;padding:16px;background:#f3f4f6;"><table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="max-width:600px;margin:0 auto;background:#ffffff;"><tr><td style="padding:0 0 12px 0;${FONT}font-size:15px;">${escapeHtml(words.intro(what))}</td></tr>${rows}${more ? `<tr><td style="${FONT}font-size:14px;padding:0 0 12px 0;"><a href="${escapeHtml(page)}" style="color:#166534;">${escapeHtml(words.more(more))}</a></td></tr>` : ""}<tr><td style="${FONT}font-size:14px;padding:0 0 12px 0;"><a href="${escapeHtml(page)}" style="color:#166534;">${escapeHtml(words.seeSearch)}</a></td></tr><tr><td style="${FONT}font-size:12px;color:#4b5563;padding:24px 0 0 0;border-top:1px solid #e5e7eb;">${escapeHtml(words.why)} <a href="${escapeHtml(unsubscribe)}" style="color:#166534;">${escapeHtml(words.stop)}</a>.</td></tr></table></body></html>`;
  return {
    to: input.to,
    subject,
    text,
    html,
    headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
