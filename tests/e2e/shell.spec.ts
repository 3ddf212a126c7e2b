// The shell as a person meets it: the main navigation and the header's search box, the phone's menu, the help widget
// and the theme's colours. What only reads the server's answer (the 404 page, the legal pages, the /build/ files'
// caching) is checked in workerd (tests/integration/shell-pages.test.ts, moved there 2026-11-28).
import { expect, test } from "@playwright/test";

test.describe("the shell for a visitor", () => {
  test("shows the navigation of the spec's table", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const label of ["Home", "News", "Events", "Directory", "Classifieds", "Jobs", "Schools", "Government", "Join Us", "Support"]) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "Admin" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Sign In" }).first()).toHaveAttribute("href", "/api/login");
    // /search is open to visitors, so the header offers them its box (issue 31, item 16).
    const box = page.getByRole("banner").getByRole("search").first().getByRole("searchbox");
    await expect(box).toBeVisible();
    await box.fill("park");
    await box.press("Enter");
    await page.waitForURL((u) => u.pathname === "/search" && u.searchParams.get("q") === "park");
    await expect(page.getByRole("heading", { name: 'Search Results for "park"' })).toBeVisible();
    await page.goto("/benefits");
    await expect(page.getByRole("row", { name: /Search the whole site/ }).getByRole("cell")).toHaveText(["Search the whole site", "✓", "✓"]);
  });

  test("the mobile menu opens and closes and holds the same links", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/");
    const mobileNav = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobileNav).toBeHidden();
    await page.getByTestId("mobile-menu").locator("summary").click();
    await expect(mobileNav).toBeVisible();
    await expect(mobileNav.getByRole("link", { name: "Government" })).toHaveAttribute("href", "/emergency");
    await page.getByTestId("mobile-menu").locator("summary").click();
    await expect(mobileNav).toBeHidden();
  });

  test("the help widget opens with its three actions and closes", async ({ page }) => {
    await page.goto("/");
    const panel = page.getByRole("dialog", { name: "Need Help?" });
    await expect(panel).toBeHidden();
    await page.getByLabel("Help", { exact: true }).click();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link", { name: "Contact Support" })).toHaveAttribute("href", "/support#contact-form");
    await expect(panel.getByRole("link", { name: "Browse FAQs" })).toHaveAttribute("href", "/support#faq-section");
    await expect(panel.getByRole("link", { name: "Email Us" })).toHaveAttribute("href", /^mailto:/);
    await expect(panel).toContainText("We typically respond within 24 hours");
    await page.getByLabel("Help", { exact: true }).click();
    await expect(panel).toBeHidden();
  });

  test("theme colours from the site config are CSS variables used by the page", async ({ page }) => {
    await page.goto("/");
    const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--primary").trim());
    expect(primary).toBe("#166534");
    const hero = page.locator("section").filter({ hasText: "Greenwood, Indiana" }).first();
    await expect(hero).toHaveCSS("background-color", "rgb(22, 101, 52)");
  });
});

test("the mobile menu closes after following one of its links", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/");
  await page.getByTestId("mobile-menu").locator("summary").click();
  await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Events" }).click();
  await page.waitForURL((u) => u.pathname === "/events");
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
});
