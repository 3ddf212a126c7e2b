// The service worker's keeping rules (issue 42; docs/decisions/reaching-residents.md), apart from the worker so they
// can be tested (app/lib/sw-keep.test.ts loads this file as the worker does, with importScripts' global `self`).
// Plain JS, no build step.
(function (scope) {
  // Kept for an outage, whether opened or not (precached at install, without credentials): the home page, the
  // emergency numbers and the weather alerts.
  var PINNED = ["/", "/emergency", "/alerts"];
  // The lists a reader opened (with their filters), and the articles and events they read.
  var LIST = /^\/(?:news|events|directory|classifieds|jobs|schools)\/?$/;
  var ITEM = /^\/(?:news|events)\/\d+\/?$/;
  // Never handled at all: member, admin, API and payment pages.
  var NEVER = /^\/(?:account|admin|api|checkout|paypal|login|logout|letters\/manage|saved-searches|mail)(?:[/._?]|$)/;
  // The whole offline set (pages and the assets they need) stays under 2 MB; lists and items are also capped by count.
  var LIMITS = { maxBytes: 2 * 1024 * 1024, maxLists: 8, maxItems: 30 };
  var OFFLINE = "/offline";

  /** What a GET of this path would be kept as: "offline", "pinned", "list", "item", or null (not kept). */
  function kindOf(pathname, search) {
    if (NEVER.test(pathname)) return null;
    if (pathname === OFFLINE) return search ? null : "offline";
    if (PINNED.indexOf(pathname) !== -1) return search ? null : "pinned";
    if (LIST.test(pathname)) return search.length <= 200 ? "list" : null;
    if (ITEM.test(pathname)) return search ? null : "item";
    return null;
  }

  /** The cache key a kept page is stored under (a list keeps its filters). */
  function keyOf(pathname, search, kind) {
    return kind === "list" ? pathname + search : pathname;
  }

  /**
   * Which kept entries ({key, kind, size, at}) to remove: the oldest lists and items past their counts, then, while the
   * whole set is over maxBytes, the oldest list or item, then the oldest asset. Pinned pages and /offline stay.
   */
  function evictions(entries, limits) {
    var lim = limits || LIMITS;
    var drop = {};
    var byAge = function (a, b) {
      return a.at - b.at;
    };
    var overCount = function (kind, max) {
      var of = entries.filter((e) => e.kind === kind).sort(byAge);
      of.slice(0, Math.max(0, of.length - max)).forEach((e) => (drop[e.key] = true));
    };
    overCount("list", lim.maxLists);
    overCount("item", lim.maxItems);
    var total = 0;
    entries.forEach((e) => {
      if (!drop[e.key]) total += e.size;
    });
    var pages = entries.filter((e) => !drop[e.key] && (e.kind === "list" || e.kind === "item")).sort(byAge);
    var assets = entries.filter((e) => !drop[e.key] && e.kind === "asset").sort(byAge);
    pages.concat(assets).forEach((e) => {
      if (total <= lim.maxBytes) return;
      drop[e.key] = true;
      total -= e.size;
    });
    return entries.filter((e) => drop[e.key]).map((e) => e.key);
  }

  /** Whether an HTML page is a member's (the shell's sign-out form): never kept, whatever its headers say. */
  function isMemberPage(html) {
    return /<form[^>]*action="\/api\/logout"/.test(html);
  }

  /** The page's language (<html lang>), so a copy in another language is refreshed and marked. */
  function langOf(html) {
    var m = /<html[^>]*\slang="([a-z]{2})"/.exec(html);
    return m ? m[1] : "";
  }

  /** The page's <title>, for the offline page's list. */
  function titleOf(html) {
    var m = /<title>([^<]{0,200})<\/title>/.exec(html);
    return m
      ? m[1]
          .replace(/&amp;/g, "&")
          .replace(/&#x27;|&#39;/g, "'")
          .replace(/&quot;/g, '"')
          .trim()
      : "";
  }

  scope.greenwoodKeep = {
    PINNED: PINNED,
    OFFLINE: OFFLINE,
    LIMITS: LIMITS,
    kindOf: kindOf,
    keyOf: keyOf,
    evictions: evictions,
    isMemberPage: isMemberPage,
    langOf: langOf,
    titleOf: titleOf,
  };
})(self);
