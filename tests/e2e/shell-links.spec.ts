// Its tests that only read the server's answer (statuses, headings, texts, links) moved to workerd on 2026-11-28, and
// "every navigation and footer link answers 200" per role on 2026-11-29: tests/integration/visitor-member-pages.test.ts.
// The shell's promises: the admin area works with JavaScript
// by client-side navigation, no console errors on the main pages, the toast, the search box, the one-row
// navigation, the progress bar, the 404 page, incomplete checkout links and narrow admin tables.
import { expect, test, type Page } from "@playwright/test";
import { TOAST_DURATION_MS } from "../../app/components/toaster";
import { shipsNoJavaScript, signInAs, waitForHydration } from "./support";

function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(`console: ${m.text()}`);
  });
  return errors;
}

test.describe("with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "JavaScript behaviour");

  test("the admin area opens and every tab loads by client-side navigation, without console or page errors", async ({ page }) => {
    // A page that hydrates (home and the list pages ship no JavaScript, and the sign-in may be a full page load when
    // it is clicked before the sign-in page has hydrated: docs/decisions/pages-without-react.md).
    await signInAs(page, "Dana Whitaker", "/support");
    const errors = collectErrors(page);
    await waitForHydration(page);
    await page.evaluate(() => (window.__sameDocument = true));
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin" }).click();
    await page.waitForURL((u) => u.pathname === "/admin");
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    const tabs = page.getByRole("navigation", { name: "Admin sections" }).getByRole("link");
    const labels = await tabs.allTextContents();
    // A review queue's tab carries its waiting count after its label, e.g. "News (3 waiting)" (issue 19).
    expect(labels.map((l) => l.replace(/ \(\d+ waiting\)$/, ""))).toEqual(
      expect.arrayContaining(["Users", "Business Claims", "News", "Businesses", "Events", "Classifieds", "Orders", "Schools", "Government"]),
    );
    for (const label of [...labels.slice(1), labels[0]]) {
      const href = await tabs.filter({ hasText: label }).first().getAttribute("href");
      await tabs.filter({ hasText: label }).first().click();
      await page.waitForURL((u) => u.pathname === href);
      await expect(tabs.filter({ hasText: label }).first()).toHaveAttribute("aria-current", "page");
    }
    // Still the same document: nothing fell back to a full page load.
    expect(await page.evaluate(() => window.__sameDocument)).toBe(true);
    expect(errors).toEqual([]);
  });

  async function visitHydrated(page: Page, path: string) {
    await page.goto(path);
    // Home and the list pages ship no JavaScript (docs/decisions/pages-without-react.md): nothing to wait for.
    if (shipsNoJavaScript(path)) return;
    await waitForHydration(page);
  }

  test("no console or page errors on the main pages for a visitor", async ({ page }) => {
    test.setTimeout(90_000);
    const errors = collectErrors(page);
    for (const path of [
      "/",
      "/news",
      "/events",
      "/directory",
      "/schools",
      "/emergency",
      "/support",
      "/benefits",
      "/privacy",
      "/terms",
      "/no-such-page",
    ]) {
      await visitHydrated(page, path);
    }
    // Chromium logs the 404 page's own response status; that is the only error allowed.
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
  });

  test("no console or page errors on the signed-in pages", async ({ page }) => {
    test.setTimeout(90_000);
    await signInAs(page, "Dana Whitaker", "/");
    const errors = collectErrors(page);
    for (const path of ["/search?q=market", "/admin", "/admin/schools", "/admin/services", "/events/create", "/news/create"]) {
      await visitHydrated(page, path);
    }
    expect(errors).toEqual([]);
  });

  test("the navigation search trims its text and is disabled while blank", async ({ page }) => {
    // On a page that hydrates, where the button is really `disabled`; without JavaScript (and on home, which ships
    // none) CSS greys it and takes its pointer events instead (search-box.spec.ts).
    await signInAs(page, "Jamie Chen", "/support");
    await waitForHydration(page);
    const search = page.getByRole("navigation", { name: "Main" }).locator("..").getByRole("search");
    const box = search.getByRole("searchbox");
    const button = search.getByRole("button", { name: "Search" });
    await expect(button).toBeDisabled();
    await box.fill("    ");
    await expect(button).toBeDisabled();
    await box.fill("  market  ");
    await expect(button).toBeEnabled();
    await button.click();
    await page.waitForURL((u) => u.pathname === "/search");
    expect(new URL(page.url()).searchParams.get("q")).toBe("market");
  });

  test("a slow navigation shows the progress bar, which goes when the page arrives", async ({ page }) => {
    // From a page that hydrates (the list pages ship no JavaScript: docs/decisions/pages-without-react.md).
    await page.goto("/support");
    // Hydrated, not only quiet: on a slow machine "networkidle" came before React took the links, the click was the
    // browser's own full load and no progress bar showed (CI of 2026-11-29).
    await waitForHydration(page);
    // The page's data is held back until the progress bar has been seen: a navigation as slow as the test needs.
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route(/_data=/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Schools" }).click();
    await expect(page.getByTestId("progress-bar")).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/support");
    release();
    await page.waitForURL((u) => u.pathname === "/schools");
    await expect(page.getByTestId("progress-bar")).toHaveCount(0);
  });

  test("the toast closes by itself after 5 s, F8 focuses it, and a swipe right dismisses it", async ({ page }) => {
    // The page's clock runs as usual, and the test moves it on by the toast's 5 s instead of waiting them out.
    await page.clock.install();
    await signInAs(page, "Dana Whitaker", "/admin/services");
    const verify = page.getByRole("form", { name: "Actions for Greenwood Parks & Recreation" }).getByRole("button", { name: "Verified today" });
    await verify.click();
    const toast = page.getByTestId("toast");
    await expect(toast).toBeVisible();
    await page.keyboard.press("F8");
    await expect(page.getByRole("region", { name: "Notifications (F8)" })).toBeFocused();
    // The page's clock also runs on by itself: 2.5 s early leaves room for a slow machine between the toast and here.
    await page.clock.runFor(TOAST_DURATION_MS - 2_500);
    await expect(toast, "still shown before its time").toBeVisible();
    await page.clock.runFor(3_000);
    await expect(toast).toBeHidden({ timeout: 1_000 });

    await verify.click();
    await expect(toast).toBeVisible();
    const box = (await toast.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 60, box.y + box.height / 2, { steps: 4 });
    await page.mouse.move(box.x + 120, box.y + box.height / 2, { steps: 4 });
    await page.mouse.up();
    await expect(toast).toBeHidden({ timeout: 1000 });
  });
});

test("the toast has a close control that works without JavaScript and covers no control", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signInAs(page, "Dana Whitaker", "/admin/services");
  await page.getByRole("form", { name: "Actions for Emergency Services" }).getByRole("button", { name: "Verified today" }).click();
  const toast = page.getByTestId("toast");
  await expect(toast).toBeVisible();
  const toastBox = (await toast.boundingBox())!;
  for (const control of [page.getByTestId("mobile-menu").locator("summary"), page.getByLabel("Help", { exact: true })]) {
    const b = (await control.boundingBox())!;
    const overlaps =
      b.x < toastBox.x + toastBox.width && toastBox.x < b.x + b.width && b.y < toastBox.y + toastBox.height && toastBox.y < b.y + b.height;
    expect(overlaps).toBe(false);
  }
  // The close control is a real control (issue 31, item 18): it takes keyboard focus and Enter closes the toast.
  const close = page.getByTestId("toast-close");
  await close.focus();
  expect(await close.evaluate((el) => el === document.activeElement && (el as HTMLElement).tabIndex >= 0)).toBe(true);
  await page.keyboard.press("Enter");
  await expect(toast).toBeHidden();
});

test("signed in from 1024 to 1920 px the navigation is one row and Sign Out does not wrap", async ({ page }) => {
  await signInAs(page, "Dana Whitaker", "/");
  // 1600 and 1920: the page stays 1280 px wide, so nothing in the bar may grow there (it did, and hid the last links).
  for (const width of [1024, 1280, 1440, 1600, 1920]) {
    await page.setViewportSize({ width, height: 800 });
    const links = page.getByRole("navigation", { name: "Main" }).getByRole("link");
    // Measured once the layout has settled after the resize.
    await expect
      .poll(async () => new Set(await links.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)))).size, {
        message: `one row at ${width}`,
      })
      .toBe(1);
    // Nothing clipped: the links fit their box, and the last one ends before the account controls begin.
    const nav = page.getByRole("navigation", { name: "Main" });
    expect(await nav.evaluate((n) => n.scrollWidth <= n.clientWidth), `links fit at ${width}`).toBe(true);
    const signOut = page.getByRole("button", { name: "Sign Out" }).first();
    const box = (await signOut.boundingBox())!;
    expect(box.height, `Sign Out on one line at ${width}`).toBeLessThan(40);
    const header = (await page.locator("header").first().boundingBox())!;
    expect(header.height, `header height at ${width}`).toBeLessThan(70);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
});

test("in Spanish the header holds its longer words: the menu below 1280 px, one unclipped row from 1280 px", async ({ page, context }) => {
  await signInAs(page, "Dana Whitaker", "/");
  await context.addCookies([{ name: "lang", value: "es", url: page.url() }]);
  const nav = page.getByRole("navigation", { name: "Principal" });
  for (const width of [1024, 1279, 1280, 1600]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/news");
    if (width < 1280) {
      await expect(nav, `no one-row bar at ${width}`).toBeHidden();
      await expect(page.getByTestId("mobile-menu"), `the menu at ${width}`).toBeVisible();
      continue;
    }
    await expect(page.getByTestId("mobile-menu")).toBeHidden();
    const links = nav.getByRole("link");
    expect(new Set(await links.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)))).size, `one row at ${width}`).toBe(1);
    expect(await nav.evaluate((n) => n.scrollWidth <= n.clientWidth), `links fit at ${width}`).toBe(true);
    // The last link (Administración) ends before the controls beside the bar begin, and is not covered by them.
    const last = (await links.last().boundingBox())!;
    const search = (await page.locator("header").getByRole("link", { name: "Buscar" }).boundingBox())!;
    expect(last.x + last.width, `Administración clear of Buscar at ${width}`).toBeLessThanOrEqual(search.x);
    await expect(links.last()).toHaveText("Administración");
    expect((await page.locator("header").first().boundingBox())!.height, `header height at ${width}`).toBeLessThan(70);
  }
});

test("unknown paths get a friendly 404 with a search box and the main sections", async ({ page }) => {
  const res = await page.goto("/no/such/page");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText("Did you forget")).toHaveCount(0);
  await expect(page.getByText("Sorry, we couldn't find that page.")).toBeVisible();
  const sections = page.getByRole("navigation", { name: "Main sections" });
  await expect(sections.getByRole("link", { name: "Schools" })).toHaveAttribute("href", "/schools");
  await expect(sections.getByRole("link", { name: "News" })).toHaveAttribute("href", "/news");
  const search = page.getByRole("search", { name: "Search from the not-found page" });
  await search.getByRole("searchbox").fill("bakery");
  await search.getByRole("button", { name: "Search" }).click();
  // Visitors search the whole site (docs/decisions/search.md; before, a visitor's box searched the directory).
  await page.waitForURL((u) => u.pathname === "/search" && u.searchParams.get("q") === "bakery");
});

// A member with a long e-mail widens the Users table's columns, so the visually hidden labels in its cells (absolutely
// positioned) sit past 390 px. Unless the scrolling wrapper is their containing block, they widen the whole page.
test("the admin tables fit a 390 px screen: they scroll inside, the page does not", async ({ page }, info) => {
  await page.goto("/api/login?returnTo=/");
  await page.getByLabel(/become a new member/).fill(`averyveryverylongaddressforthetable.${info.project.name}@greenwoodcommunity.example`);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await page.context().clearCookies();
  await page.setViewportSize({ width: 390, height: 800 });
  await signInAs(page, "Dana Whitaker", "/admin");
  for (const path of ["/admin", "/admin/orders", "/admin/schools", "/admin/services"]) {
    await page.goto(path);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(390);
  }
});

test("the event page formats its phone number", async ({ page }) => {
  await page.goto("/events");
  const hrefs = await page.locator('a[href^="/events/"]').evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  let checked = 0;
  // Three events with a phone are enough to show the format (visiting every event page took 20 s).
  for (const href of new Set(hrefs)) {
    if (checked === 3) break;
    if (!href || !/^\/events\/\d+$/.test(href)) continue;
    await page.goto(href);
    const tel = page.locator('a[href^="tel:"]');
    if ((await tel.count()) === 0) continue;
    await expect(tel.first()).toHaveText(/^\(\d{3}\) \d{3}-\d{4}$/);
    checked++;
  }
  expect(checked).toBeGreaterThan(0);
});

test("My Account is linked from the navigation: the member's initial on a desktop, the words in the phone menu", async ({ page }) => {
  await signInAs(page, "Jamie Chen", "/news");
  await page.setViewportSize({ width: 1280, height: 800 });
  const desktop = page.getByRole("banner").getByRole("link", { name: "My Account" }).first();
  await expect(desktop).toBeVisible();
  await expect(desktop).toHaveText("J");
  await desktop.click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { level: 1, name: "My Account" })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/news");
  await page.getByTestId("mobile-menu").locator("summary").click();
  const inMenu = page.getByTestId("mobile-menu").getByRole("link", { name: "My Account" });
  await expect(inMenu).toBeVisible();
  await inMenu.click();
  await expect(page).toHaveURL(/\/account$/);
});

// Pages that ship no JavaScript render the site's links as plain <a>s (components/site-link.tsx), the others as Remix's:
// either way the header marks the page the reader is in, and its links and the cards' take them there.
test("the header marks the section the reader is in, on pages with and without JavaScript, and its links go there", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const main = page.getByRole("navigation", { name: "Main" });
  await page.goto("/news");
  await expect(main.getByRole("link", { name: "News", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(main.locator('[aria-current="page"]')).toHaveCount(1);
  // An article is under News.
  await page.getByTestId("news-card").first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/news\/\d+$/);
  await expect(main.getByRole("link", { name: "News", exact: true })).toHaveAttribute("aria-current", "page");
  await main.getByRole("link", { name: "Events", exact: true }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(main.getByRole("link", { name: "Events", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(main.getByRole("link", { name: "News", exact: true })).not.toHaveAttribute("aria-current", "page");
  // Home is current only at "/" (its link ends there).
  await main.getByRole("link", { name: "Home", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(main.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("aria-current", "page");

  // A member's event page hydrates: the same marks from Remix's own links.
  await signInAs(page, "Jamie Chen", "/events");
  await page.getByTestId("event-card").first().locator('a[href^="/events/"]').first().click();
  await expect(page).toHaveURL(/\/events\/\d+$/);
  await expect(main.getByRole("link", { name: "Events", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(main.locator('[aria-current="page"]')).toHaveCount(1);
});
