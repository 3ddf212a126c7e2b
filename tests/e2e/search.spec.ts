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

// docs/decisions/search.md: visitors may search (before, /search sent them to sign in). Runs with JavaScript on and off.
test("a visitor searches from the search page: results, tabs, and the short-query fallback", async ({ page }) => {
  await page.goto("/search");
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole("heading", { name: "Search", exact: true })).toBeVisible();
  const box = page.getByRole("main").getByRole("search").getByPlaceholder("Search news, businesses, events, and classifieds...");
  // A blank or whitespace-only query cannot be submitted (the browser refuses it, with or without JavaScript); the
  // button is greyed and takes no pointer meanwhile (issue 41 §16), so neither a tap on it nor Enter sends anything.
  await box.fill("   ");
  await page.getByRole("main").getByRole("search").getByRole("button", { name: "Search" }).click({ force: true });
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search$/);
  expect(await box.evaluate((el) => (el as HTMLInputElement).validity.valid)).toBe(false);
  await box.fill("park");
  await box.press("Enter");
  await page.waitForURL((u) => u.pathname === "/search" && u.searchParams.get("q") === "park");
  await expect(page.getByRole("heading", { name: 'Search Results for "park"' })).toBeVisible();
  await expect(page.getByTestId("result-count")).toHaveText(/^[1-9]\d* results? found$/);
  const tabs = page.getByRole("navigation", { name: "Result types" });
  await tabs.getByRole("link", { name: /^News \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/type=news/);
  await expect(page.getByRole("link", { name: "Read More" }).first()).toBeVisible();

  // Hostile FTS syntax is just text; two characters use the fallback.
  for (const q of ['park" OR "x', "NEAR(park*", "pa"]) {
    const res = await page.goto(`/search?q=${encodeURIComponent(q)}`);
    expect(res?.status(), q).toBe(200);
    await expect(page.getByRole("heading", { name: `Search Results for "${q}"` })).toBeVisible();
  }
});
