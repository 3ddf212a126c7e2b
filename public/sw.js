// Greenwood's service worker (issue 32 §3; docs/decisions/reaching-residents.md). Plain JS, no build step.
// - /offline is precached and shown for a page that cannot be reached.
// - Articles and events a reader opened (/news/<id>, /events/<id>) are kept for offline reading: network first,
//   the kept copy when the network fails. Built assets (/build/*, immutable) are kept as they go by.
// - Nothing signed-in or personal is kept: never /account, /admin, /api, /checkout; never a response marked private
//   or no-store (the worker marks every answer to a request with a session cookie so), never a credentialed 3xx.
// - Push: shows the county's warning and opens /alerts at it.
const VERSION = "v1";
const PAGES = `greenwood-pages-${VERSION}`;
const ASSETS = `greenwood-assets-${VERSION}`;
const OFFLINE = "/offline";
const KEPT_PAGE = /^\/(?:news|events)\/\d+\/?$/;
const NEVER = /^\/(?:account|admin|api|checkout)(?:[/._?]|$)/;
const MAX_KEPT_PAGES = 50;

function storable(response) {
  if (!response || response.status !== 200 || response.type !== "basic") return false;
  const cacheControl = response.headers.get("Cache-Control") || "";
  if (/\b(?:private|no-store)\b/i.test(cacheControl)) return false;
  if (response.headers.has("Set-Cookie")) return false;
  return true;
}

async function precacheOffline() {
  const cache = await caches.open(PAGES);
  // Without credentials: the offline page must not carry a member's name.
  const response = await fetch(OFFLINE, { credentials: "omit", cache: "no-store" });
  if (!response.ok) return;
  const html = await response.clone().text();
  await cache.put(OFFLINE, response);
  // Its stylesheet, so the offline page looks like the site.
  const assets = await caches.open(ASSETS);
  const hrefs = [...html.matchAll(/href="(\/build\/[^"]+\.css)"/g)].map((m) => m[1]);
  await Promise.all(hrefs.map((href) => assets.add(href).catch(() => undefined)));
}

self.addEventListener("install", (event) => {
  event.waitUntil(precacheOffline().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith("greenwood-") && name !== PAGES && name !== ASSETS) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

async function trim(cache) {
  const keys = await cache.keys();
  const pages = keys.filter((r) => new URL(r.url).pathname !== OFFLINE);
  for (const old of pages.slice(0, Math.max(0, pages.length - MAX_KEPT_PAGES))) await cache.delete(old);
}

async function navigate(request, url) {
  const keep = KEPT_PAGE.test(url.pathname) && !url.search;
  try {
    const response = await fetch(request);
    if (keep && storable(response)) {
      const cache = await caches.open(PAGES);
      await cache.put(url.pathname, response.clone());
      await trim(cache);
    }
    return response;
  } catch (error) {
    const cache = await caches.open(PAGES);
    if (keep) {
      const kept = await cache.match(url.pathname);
      if (kept) return kept;
    }
    const offline = await cache.match(OFFLINE);
    if (offline) return offline;
    throw error;
  }
}

async function asset(request) {
  const cache = await caches.open(ASSETS);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (storable(response)) await cache.put(request, response.clone());
  return response;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NEVER.test(url.pathname)) return;
  if (request.mode === "navigate") {
    event.respondWith(navigate(request, url));
  } else if (url.pathname.startsWith("/build/")) {
    event.respondWith(asset(request));
  }
});

self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : "" };
  }
  const title = typeof data.title === "string" && data.title ? data.title : "Weather alert";
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === "string" ? data.body : "",
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      tag: typeof data.url === "string" ? data.url : "alert",
      data: { url: typeof data.url === "string" && data.url.startsWith("/") ? data.url : "/alerts" },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(event.notification.data && event.notification.data.url ? event.notification.data.url : "/alerts", self.location.origin);
  event.waitUntil(
    (async () => {
      for (const client of await self.clients.matchAll({ type: "window" })) {
        if (new URL(client.url).pathname === target.pathname && "focus" in client) return client.focus();
      }
      return self.clients.openWindow(target.href);
    })(),
  );
});
