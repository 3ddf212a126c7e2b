// Issue 31, items 1, 21 and 23 where a person meets them, with JavaScript on and off: an admin switches the site
// to Nashville and the header and home are Nashville's; the admin Classifieds tab pages and an ad's page has
// Remove; paying twice for an upgrade says it is already paid and links to the order.
import { expect, test, type Page } from "@playwright/test";
import { signInAs } from "./support";

const SHOTS = "/tmp/shots/towns";

async function shoot(page: Page, name: string) {
  if (test.info().project.name !== "js") return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

async function setMode(page: Page, town: "Nashville, Indiana" | "Greenwood, Indiana") {
  await page.goto("/admin/settings");
  await page.getByLabel("Mode (which town the site is for)").selectOption({ label: town });
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Settings Saved").first()).toBeVisible();
}

test("an admin switches to Nashville: the header and home are Nashville's", async ({ page }) => {
  await signInAs(page, "Dana Whitaker", "/admin/settings");
  try {
    await setMode(page, "Nashville, Indiana");
    await page.goto("/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Nashville Community Hub" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: /Nashville/ })).toBeVisible();
    await expect(page.getByRole("banner")).not.toContainText("Greenwood");
    await page.goto("/jobs");
    await expect(page.getByRole("heading", { name: "Jobs near Nashville" })).toBeVisible();
  } finally {
    await setMode(page, "Greenwood, Indiana");
  }
  await page.goto("/");
  await expect(page.getByRole("banner").getByRole("link", { name: "Greenwood Community Hub" })).toBeVisible();
});

test("the admin Classifieds tab pages through every ad, and an ad's page has Remove and Restore", async ({ page }) => {
  await signInAs(page, "Dana Whitaker", "/admin/classifieds");
  const pager = page.getByRole("navigation", { name: "Classified ads pages" });
  await expect(pager).toContainText(/Page 1 of \d+/);
  await expect(page.getByTestId("admin-ad")).toHaveCount(10);
  await shoot(page, "admin-classifieds");
  await pager.getByRole("link", { name: "Next" }).click();
  await expect(pager).toContainText(/Page 2 of \d+/);
  await expect(page).toHaveURL(/\/admin\/classifieds\?page=2$/);

  // An ad from page 2, moderated from its own page.
  const ad = page.getByTestId("admin-ad").first().getByRole("link").first();
  const title = (await ad.textContent())!.trim();
  await ad.click();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  const panel = page.getByTestId("moderator-panel");
  await shoot(page, "ad-moderation");
  await panel.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText("This ad was removed by an admin and is not listed.")).toBeVisible();
  await expect(page.getByText("The ad was removed.").first()).toBeVisible();
  await panel.getByRole("button", { name: "Restore" }).click();
  await expect(page.getByText("The ad was restored.").first()).toBeVisible();
  await expect(panel.getByRole("button", { name: "Remove" })).toBeVisible();
});

test("paying twice for an upgrade says it is already paid and links to the order", async ({ page }, info) => {
  await signInAs(page, "Jamie Chen", "/account");
  const created = await page.request.post("/api/events/create", {
    headers: { Origin: new URL(page.url()).origin },
    maxRetries: 1,
    data: {
      title: `Twice-paid gala ${info.project.name}`,
      startDate: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      location: "Craig Park",
      isFeatured: true,
      isPremium: true,
      price: "50.00",
    },
  });
  expect(created.status()).toBe(402);
  const { eventId } = (await created.json()) as { eventId: number };
  const link = `/checkout?type=event-premium&eventId=${eventId}`;
  await page.goto(link);
  await page.getByRole("button", { name: "Pay with the test provider" }).click();
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Payment complete" })).toBeVisible();

  const res = await page.goto(link);
  expect(res?.status()).toBe(409);
  await expect(page.getByRole("heading", { name: "Already paid" })).toBeVisible();
  await expect(page.getByText("Something went wrong")).toHaveCount(0);
  await shoot(page, "already-paid");
  await page.getByRole("link", { name: "View your order" }).click();
  await expect(page.getByRole("heading", { name: "Payment complete" })).toBeVisible();
});
