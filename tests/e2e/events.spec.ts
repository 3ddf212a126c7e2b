// Its tests that only read the server's answer (statuses, headings, texts, links) moved to workerd on 2026-11-28:
// tests/integration/visitor-member-pages.test.ts.
import { expect, test } from "@playwright/test";
import { dateToTownLocal } from "../../app/lib/dates";
import { signInAs } from "./support";

const DAY = 86_400_000;
const localIn = (days: number, hour: number) =>
  `${dateToTownLocal(new Date(Date.now() + days * DAY)).slice(0, 10)}T${String(hour).padStart(2, "0")}:00`;

test.describe("the events calendar", () => {
  test("a visitor sees the calendar, filters by category and opens an event", async ({ page }) => {
    await page.goto("/events");
    await expect(page.getByRole("heading", { level: 1, name: "Greenwood Events Calendar" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Featured Events" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "All Events" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Create Event" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Subscribe (webcal)" })).toHaveAttribute("href", /^webcal:\/\/[^/]+\/events\.ics$/);

    await page.getByLabel("Category").selectOption({ label: "Government & Civic" });
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/\/events\?category=\d+/);
    const badges = page.getByRole("region", { name: "All Events" }).getByTestId("category-badge");
    await expect(badges.first()).toBeVisible();
    for (const text of await badges.allTextContents()) expect(text).toBe("Government & Civic");
    await expect(page.getByRole("link", { name: "Subscribe (webcal)" })).toHaveAttribute("href", /events\.ics\?category=\d+$/);

    await page.getByRole("link", { name: "View Details" }).first().click();
    await expect(page).toHaveURL(/\/events\/\d+$/);
    await expect(page.getByRole("heading", { name: "Date & Time" })).toBeVisible();
    await expect(
      page.getByText(/^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M$/).first(),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Google Calendar" })).toHaveAttribute(
      "href",
      /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/,
    );
    await expect(page.getByRole("link", { name: "Download .ics" })).toHaveAttribute("href", /\/events\/\d+\.ics$/);
  });

  test("the list is paged with Previous/Next and page links; a page past the end shows the last page", async ({ page }) => {
    await page.goto("/events");
    const count = page.getByTestId("events-count");
    await expect(count).toHaveText(/^Showing 1–12 of \d+ events$/);
    const total = Number((await count.textContent())!.match(/of (\d+)/)![1]);
    const pages = Math.ceil(total / 12);
    const pager = page.getByRole("navigation", { name: "Event pages" });
    await expect(pager.getByText(`Page 1 of ${pages}`)).toBeVisible();
    await expect(pager.getByRole("link", { name: "Previous" })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "All Events" }).getByTestId("event-card")).toHaveCount(12);

    await pager.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/events\?page=2$/);
    await expect(count).toHaveText(new RegExp(`^Showing 13–${Math.min(24, total)} of ${total} events$`));
    await expect(page.getByRole("heading", { name: "Featured Events" })).toHaveCount(0);
    await expect(pager.locator('[aria-current="page"]')).toHaveText("2");

    await pager.getByRole("link", { name: `Page ${pages}` }).click();
    await expect(page).toHaveURL(new RegExp(`/events\\?page=${pages}$`));
    await expect(pager.getByRole("link", { name: "Next" })).toHaveCount(0);
    await pager.getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL(pages - 1 === 1 ? /\/events$/ : new RegExp(`/events\\?page=${pages - 1}$`));

    await page.goto("/events?page=500");
    await expect(page).toHaveURL(new RegExp(`/events\\?page=${pages}$`));
    await expect(count).toHaveText(new RegExp(`of ${total} events$`));
  });
});

test.describe("creating an event", () => {
  test("standard: created, toast, listed in the calendar", async ({ page }, info) => {
    const title = `Porch Concert ${info.project.name}`;
    await signInAs(page, "Jamie Chen", "/events/create");
    await expect(page.getByText("Standard Event")).toBeVisible();
    await expect(page.getByText("Enhanced Event")).toBeVisible();
    await expect(page.getByText("Premium Event")).toBeVisible();
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Start Date & Time").fill(localIn(9, 18));
    await page.getByLabel("End Date & Time").fill(localIn(9, 20));
    await page.getByLabel(/^Location/).fill("Craig Park");
    await page.getByLabel("Category").selectOption({ label: "Music & Arts" });
    await page.getByLabel("Tags").fill("music, outdoors, family, free");
    await page.getByRole("button", { name: "Create Event" }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByTestId("toast")).toContainText("Event Created!");
    await expect(page.getByTestId("toast")).toContainText("Your event has been successfully created and will appear in the community calendar.");
    // The calendar is paged (12 a page, date order): follow Next until the new event's card shows.
    const card = page.getByTestId("event-card").filter({ hasText: title });
    for (let i = 0; i < 10 && !(await card.isVisible()); i++) await page.getByRole("link", { name: "Next", exact: true }).click();
    await expect(card).toBeVisible();
    await expect(card.getByTestId("event-dates")).toHaveText(/at 6:00 PM - 8:00 PM$/);
    await expect(card.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveCount(3);
  });

  for (const [tier, label] of [
    ["enhanced", "Enhanced Event"],
    ["premium", "Premium Event"],
  ] as const) {
    test(`${tier}: created awaiting payment and sent to checkout`, async ({ page }, info) => {
      const title = `Gala ${tier} ${info.project.name}`;
      await signInAs(page, "Jamie Chen", "/events/create");
      await page.getByRole("radio", { name: label }).check();
      await page.getByLabel("Title").fill(title);
      await page.getByLabel("Start Date & Time").fill(localIn(12, 19));
      await page.getByLabel(/^Location/).fill("Community Center");
      await page
        .locator('button[type="submit"]')
        .filter({ hasText: /Create Event|Continue to Payment/ })
        .click();
      await page.waitForURL(/\/checkout\?/);
      const url = new URL(page.url());
      expect(url.pathname).toBe("/checkout");
      expect(url.searchParams.get("type")).toBe(`event-${tier}`);
      expect(url.searchParams.get("eventId")).toMatch(/^\d+$/);
      await page.goto("/events");
      await expect(page.getByText(title)).toHaveCount(0);
    });
  }

  test("shows the spec's messages and keeps the input", async ({ page }, info) => {
    await signInAs(page, "Jamie Chen", "/events/create");
    const title = `Backwards ${info.project.name}`;
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Start Date & Time").fill(localIn(5, 18));
    await page.getByLabel("End Date & Time").fill(localIn(5, 17));
    await page.getByLabel(/^Location/).fill("Hall");
    await page.getByRole("button", { name: "Create Event" }).click();
    await expect(page.getByText("End date must be after the start date")).toBeVisible();
    await expect(page.getByLabel("Title")).toHaveValue(title);

    await page.getByLabel("End Date & Time").fill("");
    await page.getByLabel("Start Date & Time").fill(localIn(200, 18));
    await page.getByRole("button", { name: "Create Event" }).click();
    await expect(page.getByText("Events can be posted up to 6 months ahead")).toBeVisible();
  });

  test("with JavaScript the required-field messages show before submit", async ({ page }, info) => {
    test.skip(info.project.name === "no-js", "the browser's own validation blocks empty required fields without JS");
    await signInAs(page, "Jamie Chen", "/events/create");
    await page.getByLabel("Title").fill("Needs a start");
    await page.getByLabel(/^Location/).fill("Hall");
    await page.getByRole("button", { name: "Create Event" }).click();
    await expect(page.getByText("Start date is required")).toBeVisible();
    await expect(page).toHaveURL(/\/events\/create$/);
  });
});

test.describe("admin Events tab", () => {
  test("removes the seeded internet feed, adds none, and runs the import", async ({ page }, info) => {
    await signInAs(page, "Dana Whitaker", "/admin/events");
    await expect(page.getByRole("heading", { name: "iCalendar feeds" })).toBeVisible();
    const removes = page.getByRole("button", { name: /^Remove / });
    while ((await removes.count()) > 0) {
      await removes.first().click();
      await expect(page.getByTestId("toast")).toContainText("Feed removed");
    }
    await page.getByRole("button", { name: "Import events" }).click();
    await expect(page.getByTestId("toast")).toContainText("Events Import Completed");
    await expect(page.getByTestId("toast")).toContainText("Imported 0 events, 0 errors");
    void info;
  });
});
