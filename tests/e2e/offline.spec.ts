// The installable site's service worker (issue 32 §3): with the network cut, an article the reader opened is still
// readable, and a page never opened shows the offline page. JavaScript on only: the service worker is JavaScript.
import { expect, test } from "@playwright/test";
import { signInAs } from "./support";

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "service workers need JavaScript");
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
  const kept = await page.evaluate(async () => {
    const names = await caches.keys();
    const urls: string[] = [];
    for (const name of names) for (const r of await (await caches.open(name)).keys()) urls.push(new URL(r.url).pathname);
    return urls;
  });
  expect(kept.filter((u) => !u.startsWith("/build/"))).toEqual(["/offline"]);

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
  const manifest = (await (await request.get(href!)).json()) as {
    name: string;
    icons: { src: string; sizes: string }[];
    start_url: string;
    display: string;
  };
  expect(manifest.display).toBe("standalone");
  for (const size of ["192x192", "512x512"]) {
    const icon = manifest.icons.find((i) => i.sizes === size);
    expect(icon, size).toBeTruthy();
    const res = await request.get(icon!.src);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("image/png");
  }
});
