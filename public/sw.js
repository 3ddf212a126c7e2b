// Greenwood's service worker (issue 32 §3; docs/decisions/reaching-residents.md). Plain JS, no build step.
// - /offline, the home page, /emergency and /alerts are precached (without credentials) and refreshed as the reader
//   opens them; the lists a reader opened (/news, /events, … with their filters) and the articles and events they read
//   are kept as they pass: network first, the kept copy when the network fails, /offline for anything else. Each copy
//   carries when it was saved (X-Kept-At), which the offline page lists. The rules and the 2 MB cap: /sw-keep.js.
// - Nothing signed-in or personal is kept: never /account, /admin, /api, /checkout…; never a response marked private
//   or no-store (the worker marks every answer to a request with a session cookie so), never one with Set-Cookie,
//   never a page with the member's sign-out form.
// - Push: shows the county's warning and opens /alerts at it.
importScripts("/sw-keep.js");
const keep = self.greenwoodKeep;
const VERSION = "v2";
const PAGES = `greenwood-pages-${VERSION}`;
const ASSETS = `greenwood-assets-${VERSION}`;
const OFFLINE = keep.OFFLINE;

function storable(response) {
  if (!response || response.status !== 200 || response.type !== "basic") return false;
  const cacheControl = response.headers.get("Cache-Control") || "";
  if (/\b(?:private|no-store)\b/i.test(cacheControl)) return false;
  if (response.headers.has("Set-Cookie")) return false;
  return true;
}

/** A copy to keep: the body read once (for its size), with when it was saved, its kind, size and title. */
async function keptCopy(response, kind) {
  const body = await response.arrayBuffer();
  const headers = new Headers(response.headers);
  headers.set("X-Kept-At", String(Date.now()));
  headers.set("X-Kept-Kind", kind);
  headers.set("X-Kept-Size", String(body.byteLength));
  if (kind !== "asset") {
    const html = new TextDecoder().decode(body);
    if (keep.isMemberPage(html)) return null;
    headers.set("X-Kept-Title", encodeURIComponent(keep.titleOf(html)));
    headers.set("X-Kept-Lang", keep.langOf(html));
  }
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

async function put(cacheName, key, response, kind) {
  const copy = await keptCopy(response, kind);
  if (!copy) return;
  await (await caches.open(cacheName)).put(key, copy);
}

async function precache(lang) {
  // Without credentials: the kept pages must not carry a member's name. In the reader's language once a page said it.
  for (const path of [OFFLINE, ...keep.PINNED]) {
    try {
      const response = await fetch(lang ? `${path}?lang=${lang}` : path, { credentials: "omit", cache: "no-store" });
      if (!storable(response)) continue;
      const html = await response.clone().text();
      await put(PAGES, path, response, path === OFFLINE ? "offline" : "pinned");
      // Their stylesheets, so the kept pages look like the site.
      const hrefs = [...html.matchAll(/href="(\/build\/[^"]+\.css)"/g)].map((m) => m[1]);
      for (const href of hrefs) await keepAsset(href).catch(() => undefined);
    } catch {
      // Offline at install: the next visit keeps them.
    }
  }
  await trim();
}

/** A page told its language: the pages kept for an outage are fetched again if any is in another language. */
async function keepIn(lang) {
  const cache = await caches.open(PAGES);
  for (const path of [OFFLINE, ...keep.PINNED]) {
    const kept = await cache.match(path);
    if (!kept || kept.headers.get("X-Kept-Lang") !== lang) return precache(lang);
  }
}

self.addEventListener("message", (event) => {
  const lang = event.data && event.data.lang;
  if (typeof lang === "string" && /^[a-z]{2}$/.test(lang)) event.waitUntil(keepIn(lang));
});

self.addEventListener("install", (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
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

/** Every kept entry with its kind, size and age, then the evictions of /sw-keep.js applied. */
async function trim() {
  const entries = [];
  for (const name of [PAGES, ASSETS]) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      const url = new URL(request.url);
      entries.push({
        key: name + " " + url.pathname + url.search,
        cache,
        request,
        kind: response.headers.get("X-Kept-Kind") || (name === ASSETS ? "asset" : "item"),
        size: Number(response.headers.get("X-Kept-Size")) || 0,
        at: Number(response.headers.get("X-Kept-At")) || 0,
      });
    }
  }
  const drop = new Set(keep.evictions(entries));
  for (const e of entries) if (drop.has(e.key)) await e.cache.delete(e.request);
}

async function navigate(event, request, url) {
  const kind = keep.kindOf(url.pathname, url.search);
  const key = kind ? keep.keyOf(url.pathname, url.search, kind) : null;
  try {
    const response = await fetch(request);
    if (key && storable(response)) event.waitUntil(put(PAGES, key, response.clone(), kind).then(trim));
    return response;
  } catch (error) {
    const cache = await caches.open(PAGES);
    if (key) {
      const kept = await cache.match(key);
      if (kept) return kept;
    }
    const offline = await cache.match(OFFLINE);
    if (offline) return offline;
    throw error;
  }
}

async function keepAsset(request) {
  const response = await fetch(request);
  if (storable(response)) {
    await put(ASSETS, request, response.clone(), "asset");
  }
  return response;
}

async function asset(event, request) {
  const kept = await (await caches.open(ASSETS)).match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (storable(response)) event.waitUntil(put(ASSETS, request, response.clone(), "asset").then(trim));
  return response;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || /^\/(?:account|admin|api|checkout)(?:[/._?]|$)/.test(url.pathname)) return;
  if (request.mode === "navigate") {
    event.respondWith(navigate(event, request, url));
  } else if (url.pathname.startsWith("/build/")) {
    event.respondWith(asset(event, request));
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
