import { expect, test } from "@playwright/test";
import { signInAs } from "./support";

test("search from the navigation, tabs with counts, and the empty state", async ({ page }) => {
  await signInAs(page, "Jamie Chen", "/");
  const box = page.getByRole("search").first().getByPlaceholder("Search news, businesses, events, and classifieds...");
  await box.fill("  greenwood  ");
  await box.press("Enter");
  await page.waitForURL((u) => u.pathname === "/search");
  await expect(page.getByRole("heading", { name: 'Search Results for "greenwood"' })).toBeVisible();
  await expect(page.getByTestId("result-count")).toHaveText(/\d+ results? found/);
  const tabs = page.getByRole("navigation", { name: "Result types" });
  await expect(tabs.getByRole("link", { name: /^All \(\d+\)$/ })).toBeVisible();
  await tabs.getByRole("link", { name: /^Events \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/type=events/);
  await expect(page.getByRole("link", { name: "View Event" }).first()).toBeVisible();

  await page.goto("/search?q=zzzz-nothing-matches");
  await expect(page.getByRole("heading", { name: "No Results Found" })).toBeVisible();
  await expect(page.getByText("Try adjusting your search terms or search for something else.")).toBeVisible();
});

test("a visitor is sent to sign in first", async ({ page }) => {
  await page.goto("/search?q=park");
  await expect(page).toHaveURL(/\/api\/login\?returnTo=%2Fsearch%3Fq%3Dpark/);
});
