import { expect, test, type Page } from "@playwright/test";

// The list pages ship no React (docs/decisions/pages-without-react.md); ListLoading's plain script shows their skeleton while the
// next list loads, as React's navigation state did. Each step acts inside the page and reads the skeleton in the same
// task, before the next document can replace it.
type Step = "news tab" | "directory sort" | "jobs filters";
const skeletonShown = (page: Page, step: Step) =>
  page.evaluate((what) => {
    if (what === "news tab") document.querySelector<HTMLAnchorElement>('nav[aria-label="Result types"] a[href*="type=news"]')?.click();
    if (what === "directory sort") {
      const sort = document.querySelector("#directory-sort");
      if (!(sort instanceof HTMLSelectElement)) throw new Error("no sort select");
      sort.value = "rating";
      sort.dispatchEvent(new Event("change", { bubbles: true }));
    }
    if (what === "jobs filters") document.querySelector<HTMLFormElement>('form[aria-label="Filter jobs"]')?.requestSubmit();
    const skeleton = document.querySelector<HTMLElement>("[data-skeleton]");
    const list = document.querySelector<HTMLElement>("[data-list]");
    return { skeleton: skeleton?.hidden === false, listHidden: list?.hidden === true };
  }, step);

test("a list page shows its skeleton while the next list loads (JavaScript on)", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "the skeleton is the script's; without JavaScript the browser shows its own progress");

  await page.goto("/search?q=park");
  expect(await skeletonShown(page, "news tab")).toEqual({ skeleton: true, listHidden: true });
  await page.waitForURL((u) => u.searchParams.get("type") === "news");
  await expect(page.getByTestId("search-skeletons")).toBeHidden();

  // A select applies at once.
  await page.goto("/directory");
  expect(await skeletonShown(page, "directory sort")).toEqual({ skeleton: true, listHidden: true });
  await page.waitForURL((u) => u.searchParams.get("sort") === "rating");
  await expect(page.getByTestId("business-card").first()).toBeVisible();

  await page.goto("/jobs");
  await page.getByLabel("Employment type").selectOption("Part-time");
  expect(await skeletonShown(page, "jobs filters")).toEqual({ skeleton: true, listHidden: true });
  await page.waitForURL((u) => u.searchParams.get("type") === "Part-time");
  await expect(page.getByTestId("job-card").first()).toBeVisible();
});
