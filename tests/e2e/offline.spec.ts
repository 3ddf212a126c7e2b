// The installable site's service worker (issue 32 §3, issue 42): with the network cut, an article the reader opened is
// still readable, the home page, /emergency (the phone numbers) and a list they opened too; /offline lists what is kept
// with the time each was saved; a page never opened shows the offline page, and a member's pages are never kept.
// JavaScript on only: the service worker is JavaScript (the no-JS offline page says nothing is kept: last test).
import { expect, test, type Page } from "@playwright/test";
import { readInSpanish } from "./spanish-check";
import { signInAs } from "./support";

// The service worker is what this file tests (playwright.config.ts keeps it out of the others).
test.use({ serviceWorkers: "allow" });

// Service workers need JavaScript: every test runs in the js project, but the one titled "without JavaScript: …".
test.beforeEach(({ javaScriptEnabled }, testInfo) => {
  test.skip(javaScriptEnabled === testInfo.title.startsWith("without JavaScript"), "the other project's test");
});
test.setTimeout(90_000);

test("with the network cut, an article opened before is still readable, and an unseen page shows the offline page", async ({ page, context }) => {
  await page.goto("/news");
  // The worker registers after load and takes control of the page once active.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  const hrefs = await page.locator('main a[href^="/news/"]').evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  const href = hrefs.find((h) => /^\/news\/\d+$/.test(h));
  expect(href).toMatch(/^\/news\/\d+$/);
  await page.goto(href!);
  const title = (await page.locator("main h1").first().textContent())?.trim() ?? "";
  expect(title.length).toBeGreaterThan(3);
  // The kept copy is written as the page arrives.
  await expect.poll(() => page.evaluate((path) => caches.match(path).then((r) => r !== undefined), href!)).toBe(true);

  await context.setOffline(true);
  await page.goto(href!);
  await expect(page.locator("main h1").first()).toHaveText(title);

  await page.goto("/jobs");
  await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();

  await context.setOffline(false);
});

/** Every kept page's path (assets aside). */
const keptPaths = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const r of await (await caches.open(name)).keys()) {
        const url = new URL(r.url);
        if (!url.pathname.startsWith("/build/")) urls.push(url.pathname + url.search);
      }
    return urls.sort();
  });

test("in an outage: home, /emergency's numbers and the events list stay readable, and /offline lists them with when each was saved", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.goto("/emergency");
  await expect(page.getByRole("link", { name: "911" }).first()).toBeVisible();
  await page.goto("/events");
  const eventsHeading = (await page.locator("main h1").first().textContent())?.trim() ?? "";
  await expect.poll(() => keptPaths(page)).toEqual(["/", "/alerts", "/emergency", "/events", "/offline"]);

  await context.setOffline(true);
  await page.goto("/emergency");
  await expect(page.getByRole("link", { name: "911" }).first()).toHaveAttribute("href", "tel:911");
  await expect(page.getByRole("link", { name: "(317) 555-0170" })).toHaveAttribute("href", "tel:3175550170");
  await page.goto("/events");
  await expect(page.locator("main h1").first()).toHaveText(eventsHeading);
  await page.goto("/");
  await expect(page.locator("main")).toBeVisible();

  await page.goto("/offline");
  const kept = page.getByRole("list", { name: "Kept on this device" });
  const items = kept.getByRole("listitem");
  await expect(items).toHaveCount(4);
  await expect(page.getByText("Pages are kept for reading without a connection only when JavaScript is on")).toBeHidden();
  // The pinned pages first (home, emergency, alerts), then the list; each with its title and saved time.
  const hrefs = await kept.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(hrefs.slice(0, 3).sort()).toEqual(["/", "/alerts", "/emergency"]);
  expect(hrefs[3]).toBe("/events");
  await expect(kept.getByRole("link", { name: /Government Services/ })).toBeVisible();
  for (const item of await items.all()) {
    await expect(item).toContainText(/saved [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M/);
    expect(await item.locator("time").getAttribute("datetime")).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  }
  // The offline page's screenshots (issue 42), at a phone's width and a desktop's.
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/shots/offline-${width}.png`, fullPage: true });
  }
  await context.setOffline(false);
});

test("a Spanish reader's outage pages are kept in Spanish, though never opened", async ({ page, context }) => {
  await readInSpanish(page);
  await page.goto("/news");
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // The page told the worker its language: the pages kept for an outage are fetched again in it.
  await expect
    .poll(() => page.evaluate(async () => (await caches.match("/emergency"))?.headers.get("X-Kept-Lang") ?? null), { timeout: 20_000 })
    .toBe("es");
  await context.setOffline(true);
  await page.goto("/emergency");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Servicios de gobierno");
  await page.goto("/offline");
  await expect(page.getByRole("link", { name: "Servicios de gobierno" })).toBeVisible();
  await context.setOffline(false);
});

test("a signed-in member's pages are never kept: with the network cut, the article they read shows the offline page", async ({ page, context }) => {
  await signInAs(page, "Dana Whitaker", "/news");
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const hrefs = await page.locator('main a[href^="/news/"]').evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  const href = hrefs.find((h) => /^\/news\/\d+$/.test(h))!;
  await page.goto(href);
  await expect(page.locator('form[action="/api/logout"]')).not.toHaveCount(0);
  await page.goto("/account");
  // Nothing of theirs is in the cache: neither the article as they saw it nor their account page.
  // Only the pages kept for an outage, fetched without credentials: neither the article as they saw it, nor /news, nor
  // their account page, and none of the kept ones names them.
  expect(await keptPaths(page)).toEqual(["/", "/alerts", "/emergency", "/offline"]);
  const signedOut = await page.evaluate(async () => {
    const bodies: boolean[] = [];
    for (const name of await caches.keys())
      for (const r of await (await caches.open(name)).keys())
        if (!new URL(r.url).pathname.startsWith("/build/")) bodies.push(!(await (await caches.match(r))!.text()).includes('action="/api/logout"'));
    return bodies;
  });
  expect(signedOut).toEqual([true, true, true, true]);

  await context.setOffline(true);
  await page.goto(href);
  await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
  // The offline page was kept without credentials: it names no member.
  await expect(page.locator('form[action="/api/logout"]')).toHaveCount(0);
  await context.setOffline(false);
});

test("the site links its web app manifest, whose icons exist", async ({ page, request }) => {
  await page.goto("/alerts");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const manifest = (await (await request.get(href!, { maxRetries: 1 })).json()) as {
    name: string;
    icons: { src: string; sizes: string }[];
    start_url: string;
    display: string;
  };
  expect(manifest.display).toBe("standalone");
  for (const size of ["192x192", "512x512"]) {
    const icon = manifest.icons.find((i) => i.sizes === size);
    expect(icon, size).toBeTruthy();
    const res = await request.get(icon!.src, { maxRetries: 1 });
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("image/png");
  }
});

test("without JavaScript: the offline page says that nothing is kept", async ({ page }) => {
  await page.goto("/offline");
  await expect(page.getByText("Pages are kept for reading without a connection only when JavaScript is on")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Kept on this device" })).toBeVisible();
});
