import { expect, test } from "@playwright/test";
import { readInSpanish } from "./spanish-check";
import { waitForHydration } from "./support";

// The civic pages in Spanish (issue 34 §1): that schools, government services, weather alerts, search, the weekly
// letter's pages and support hold no English interface word is checked on the server's HTML, in workerd
// (tests/integration/spanish-pages.test.ts, moved there 2026-11-28). What stays here needs a browser: the page hydrates.

// Hydration needs JavaScript: the no-js project skips this file without opening a page.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "hydration needs JavaScript");

test("the Spanish schools page hydrates: the server's and the browser's Spanish are the same text", async ({ page }) => {
  await readInSpanish(page);
  // A range's spaces once differed between the server's and the browser's Spanish.
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto("/schools");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Escuelas");
  expect(errors).toEqual([]);
});
