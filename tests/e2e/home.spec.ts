// Its tests that only read the server's answer (statuses, headings, texts, links) moved to workerd on 2026-11-28:
// tests/integration/visitor-member-pages.test.ts.
import { expect, test } from "@playwright/test";
import { signInAs } from "./support";

// The home page and the admin settings, in both JS modes (the no-js project proves the forms post natively).
test.describe("home", () => {
  test("a visitor sees the landing page: hero, stats, weather, sections, sign-up call, alert strip", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome to Greenwood, Indiana" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Explore Community" })).toHaveAttribute("href", "/api/login");
    await expect(page.getByRole("link", { name: "Join Now" })).toHaveAttribute("href", "/api/login");
    await expect(page.getByTestId("weather-card")).toContainText("43°F");
    await expect(page.getByTestId("weather-card")).toContainText("Partly Cloudy");
    await expect(page.getByTestId("home-news")).toHaveCount(3);
    await expect(page.getByTestId("home-business")).toHaveCount(4);
    await expect(page.getByTestId("home-job")).toHaveCount(6);
    await expect(page.getByTestId("home-classified")).toHaveCount(4);
    await expect(page.getByRole("link", { name: "Create Free Account" })).toHaveAttribute("href", "/api/login");
    const strip = page.getByRole("complementary", { name: "Weather alerts" });
    await expect(strip).toContainText("Wind Advisory");
    await strip.getByRole("link", { name: "Full alert" }).click();
    await expect(page).toHaveURL(/\/alerts#alert-/);
    await expect(page.getByText("West winds 20 to 30 mph")).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe("admin settings", () => {
  test.describe.configure({ mode: "serial" });

  test("an admin switches to Nashville and a new primary colour, and back", async ({ page }) => {
    await signInAs(page, "Dana", "/admin/settings");
    await expect(page.getByRole("link", { name: "Settings" })).toBeVisible();
    await page.getByLabel("Mode (which town the site is for)").selectOption("nashville");
    await page.locator('input[name="useDefault.primary"]').uncheck();
    await page.locator('input[name="colors.primary"]').fill("#7c2d12");
    await page.getByLabel("Jobs").uncheck();
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(page.getByText("Settings Saved")).toBeVisible();
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome Back to Nashville" })).toBeVisible();
    await expect(page.getByRole("link", { name: "911" })).toHaveAttribute("href", "tel:911");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Jobs" })).toHaveCount(0);
    const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--primary").trim());
    expect(primary).toBe("#7c2d12");
    const jobs = await page.request.get("/jobs", { maxRetries: 1 });
    expect(jobs.status()).toBe(404);

    await page.goto("/admin/settings");
    await page.getByLabel("Mode (which town the site is for)").selectOption("greenwood");
    await page.locator('input[name="useDefault.primary"]').check();
    await page.getByLabel("Jobs").check();
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(page.getByText("Settings Saved")).toBeVisible();
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome back, Dana!" })).toBeVisible();
  });

  test("a bad support e-mail is refused with a message and the typed input kept", async ({ page }) => {
    await signInAs(page, "Dana", "/admin/settings");
    await page.getByLabel("Site name").fill("Kept Name");
    // Passes the browser's own e-mail check (no dot needed there) but not the server's.
    await page.getByLabel("Support e-mail").fill("desk@greenwood");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByLabel("Site name")).toHaveValue("Kept Name");
  });
});
