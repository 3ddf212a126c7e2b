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
  await page
    .locator('button[type="submit"]')
    .filter({ hasText: /Create Event|Continue to Payment/ })
    .click();
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

test("a member who left the checkout finds the event on /account and pays for it from there", async ({ page }, info) => {
  const title = `Back Porch Fiddlers ${info.project.name}`;
  await signInAs(page, "Jamie Chen", "/events/create");
  await page.getByRole("radio", { name: "Enhanced Event" }).check();
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Start Date & Time").fill(localIn(12, 18));
  await page.getByLabel(/^Location/).fill("Old Town Greenwood");
  await page
    .locator('button[type="submit"]')
    .filter({ hasText: /Create Event|Continue to Payment/ })
    .click();
  await page.waitForURL((u) => u.pathname === "/checkout");

  // Left without paying: the event waits hidden, and /account offers to pay for it.
  await page.goto("/account");
  const row = page.getByTestId("my-event").filter({ hasText: title });
  await expect(row).toContainText(/awaiting payment/i);
  await row
    .getByRole("link", { name: /^Pay now/ })
    .first()
    .click();
  await page.waitForURL((u) => u.pathname === "/checkout");
  await expect(page.getByTestId("order-summary")).toContainText(title);
  await page.getByRole("button", { name: "Pay with the test provider" }).click();
  await page.waitForURL((u) => u.pathname === "/checkout/test-provider");
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await page.waitForURL((u) => u.pathname === "/checkout/success");

  await page.goto("/account");
  await expect(page.getByTestId("my-event").filter({ hasText: title })).not.toContainText(/awaiting payment/i);
  // Published and featured: its page is public now (it was hidden while awaiting payment).
  const href = await page.getByTestId("my-event").filter({ hasText: title }).getByRole("link", { name: title, exact: true }).getAttribute("href");
  await page.context().clearCookies();
  const res = await page.goto(href!);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("Featured", { exact: true }).first()).toBeVisible();
});
