// The language switch, with JavaScript on and off: a plain form POST to /language that comes back to the same page
// (path and query) in the other language (issue 41 §5 kept it working while its returnTo became strictly same-site).
import { expect, test } from "@playwright/test";

test("the footer switch turns the page into Spanish and back, on the same page", async ({ page }) => {
  await page.goto("/news?page=1");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByTestId("language-switch-footer").getByRole("button").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/news?page=1");
  await page.getByTestId("language-switch-footer").getByRole("button").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/news?page=1");
});
