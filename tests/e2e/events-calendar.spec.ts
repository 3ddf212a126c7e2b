// The calendar people plan with (issue 43), as a person meets it, with JavaScript on and off: switching /events to the
// month view, going to the next month by its link, tapping a day on a phone for its events, the week view, and picking
// a day with the plain date field. Screenshots of the month and week at 390 and 1280 px go to /tmp/shots/.
import { mkdirSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

const SHOTS = "/tmp/shots/events-calendar";
mkdirSync(SHOTS, { recursive: true });
const mode = () => (test.info().project.use.javaScriptEnabled === false ? "nojs" : "js");

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 1000 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}-${mode()}.png`, fullPage: true });
  }
}

test("month view: switch to it, go to the next month by link, tap a day on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.goto("/events");
  await page.getByTestId("events-views").getByRole("link", { name: "Month", exact: true }).click();
  await expect(page).toHaveURL(/view=month/);
  await expect(page.getByTestId("calendar-month")).toBeVisible();
  const thisMonth = (await page.locator("#all-heading").textContent()) ?? "";

  await page.getByRole("link", { name: "Next month →" }).click();
  await expect(page).toHaveURL(/view=month&date=\d{4}-\d{2}$|date=\d{4}-\d{2}&view=month/);
  await expect(page.locator("#all-heading")).not.toHaveText(thisMonth);
  const url = new URL(page.url());
  // The canonical link is this page's own address.
  expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${url.origin}/events${url.search}`);
  await expect(page.getByTestId("month-grid")).toBeVisible();
  await shoot(page, "month");

  // On a phone the month is a list of the days that have events; a tap opens the day's list.
  await page.setViewportSize({ width: 390, height: 900 });
  await expect(page.getByTestId("month-grid")).toBeHidden();
  const day = page.getByTestId("month-days").getByRole("link").first();
  await expect(day).toBeVisible();
  const when = (await day.getAttribute("data-day")) ?? "";
  await day.click();
  await expect(page).toHaveURL(new RegExp(`date=${when}`));
  await expect(page.locator("#all-heading")).toContainText("Events on");
  await expect(page.getByTestId("event-card").first()).toBeVisible();
});

test("week view: the days of a week, and the next week by link", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.goto("/events?view=week");
  await expect(
    page
      .getByTestId("week-days")
      .getByRole("listitem")
      .filter({ has: page.locator("h3") }),
  ).toHaveCount(7);
  await page.getByRole("link", { name: "Next week →" }).click();
  await expect(page).toHaveURL(/date=\d{4}-\d{2}-\d{2}/);
  await expect(page.getByRole("link", { name: "This week" })).toBeVisible();
  await shoot(page, "week");
});

test("the date field picks a day, with or without JavaScript, and the relative dates are links", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  // A day that has events: the first busy day of next month.
  await page.goto("/events?view=month");
  await page.getByRole("link", { name: "Next month →" }).click();
  const day = (await page.getByTestId("month-days").getByRole("link").first().getAttribute("data-day")) ?? "";
  expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  await page.goto("/events");
  await page.getByLabel("On a date").fill(day);
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(new RegExp(`date=${day}`));
  await expect(page.locator("#all-heading")).toContainText("Events on");
  await expect(page.getByTestId("event-card").first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/picked-day-390-${mode()}.png`, fullPage: true });

  await page.getByTestId("events-when").getByRole("link", { name: "This weekend" }).click();
  await expect(page).toHaveURL(/when=weekend/);
  await expect(page).not.toHaveURL(/date=/);
  await expect(page.getByTestId("events-when").getByRole("link", { name: "This weekend" })).toHaveAttribute("aria-current", "true");
});

// One test per view and width: six page loads and axe walks in one 30 s test went past it on CI's 2-core machine.
for (const path of ["/events?view=month", "/events?view=week", "/events?when=weekend"]) {
  for (const width of [390, 1280]) {
    test(`${path} at ${width} px has no serious accessibility problem`, async ({ page }) => {
      test.skip(mode() === "nojs", "axe runs as script in the page");
      await page.setViewportSize({ width, height: 1000 });
      await page.goto(path);
      const { violations } = await new AxeBuilder({ page })
        .setLegacyMode()
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
        .analyze();
      const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${path} @${width}: ${v.id} ${v.help}`);
      expect(serious).toEqual([]);
    });
  }
}
