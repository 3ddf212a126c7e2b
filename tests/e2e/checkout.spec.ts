import { expect, test } from "@playwright/test";
import { dateToTownLocal } from "../../app/lib/dates";
import { signInAs } from "./support";

const localIn = (days: number, hour: number) =>
  `${dateToTownLocal(new Date(Date.now() + days * 86_400_000)).slice(0, 10)}T${String(hour).padStart(2, "0")}:00`;

test("an enhanced event bought end to end with the test provider, then featured on /events", async ({ page }, info) => {
  const title = `Lantern Walk ${info.project.name}`;
  await signInAs(page, "Jamie Chen", "/events/create");
  await page.getByRole("radio", { name: "Enhanced Event" }).check();
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Start Date & Time").fill(localIn(10, 19));
  await page.getByLabel(/^Location/).fill("Old Town Greenwood");
  await page.locator('button[type="submit"]').filter({ hasText: /Create Event|Continue to Payment/ }).click();
  await page.waitForURL((u) => u.pathname === "/checkout");

  const summary = page.getByTestId("order-summary");
  await expect(summary).toContainText("Enhanced Event");
  await expect(summary).toContainText(title);
  await expect(page.getByTestId("price")).toContainText("$25.00");
  await page.getByRole("button", { name: "Pay with the test provider" }).click();

  await page.waitForURL((u) => u.pathname === "/checkout/test-provider");
  await expect(page.getByText("Test payment provider — no real money.")).toBeVisible();
  await page.getByRole("button", { name: "Pay", exact: true }).click();

  await page.waitForURL((u) => u.pathname === "/checkout/success");
  await expect(page.getByRole("heading", { name: "Payment complete" })).toBeVisible();

  await page.goto("/events");
  const featured = page.getByRole("region", { name: "Featured Events" });
  await expect(featured.getByText(title)).toBeVisible();

  await page.goto("/account/orders");
  await expect(page.getByTestId("order-row").filter({ hasText: "Enhanced Event" }).first()).toContainText("fulfilled");
});

test("a visitor on the checkout page is told and sent to sign in", async ({ page }) => {
  await page.goto("/checkout?type=event-enhanced&eventId=1");
  await page.waitForURL((u) => u.pathname === "/api/login");
  expect(new URL(page.url()).searchParams.get("returnTo")).toBe("/checkout?type=event-enhanced&eventId=1");
});
