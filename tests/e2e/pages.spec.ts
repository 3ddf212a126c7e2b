// Issue 31, items 10, 11, 15, 17 and 19: what a resident meets on a business page, the help widget and the admin Users
// tab, with JavaScript on and off (both projects run this file), on a phone where it is about the phone. Home's events
// and jobs, which only read the server's answer, are checked in workerd (tests/integration/shell-pages.test.ts, moved
// there 2026-11-28).
import { expect, test, type Locator, type Page } from "@playwright/test";
import { signInAs } from "./support";

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function expectHelpClosesWithoutScript(page: Page) {
  const help = page.getByLabel("Help", { exact: true });
  const panel = page.getByRole("dialog", { name: "Need Help?" });
  await help.click();
  await expect(panel).toBeVisible();
  // A tap outside the panel closes it.
  await page.mouse.click(20, 300);
  await expect(panel).toBeHidden();
  await help.click();
  await expect(panel).toBeVisible();
  await panel.getByRole("button", { name: "Close help" }).click();
  await expect(panel).toBeHidden();
}

async function heightOf(link: Locator) {
  return (await link.boundingBox())!.height;
}

test("on a phone: a business page offers the claim, its contact links are 24 px targets, and the help widget closes and covers nothing", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/directory");
  const claimable = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: "Claim This Business" }) })
    .first();
  await claimable.getByRole("link", { name: "View Details" }).click();
  await expect(page).toHaveURL(/\/businesses\/\d+$/);
  const path = new URL(page.url()).pathname;
  const claimForm = path.replace("/businesses/", "/claim-business/");
  await expect(page.getByRole("link", { name: "Claim This Business" })).toHaveAttribute(
    "href",
    `/api/login?returnTo=${encodeURIComponent(claimForm)}`,
  );

  const contact = page.locator("section", { has: page.getByRole("heading", { name: "Contact Information" }) });
  const links = contact.locator('a[href^="tel:"], a[href^="mailto:"], a:text("Get directions")');
  expect(await links.count()).toBeGreaterThanOrEqual(2);
  for (const link of await links.all()) expect(await heightOf(link)).toBeGreaterThanOrEqual(24);

  // The help widget on a page that ships no React, then on one that does.
  await expectHelpClosesWithoutScript(page);
  // At the page's end the "?" (on a phone docked in the header: help-widget.spec.ts) covers no line of the footer.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const button = (await page.getByLabel("Help", { exact: true }).boundingBox())!;
  for (const link of await page.locator("footer a, footer p").all()) {
    const box = (await link.boundingBox())!;
    expect(overlaps(button, box), `the help button covers ${await link.textContent()}`).toBe(false);
  }
  await page.goto("/support");
  await expectHelpClosesWithoutScript(page);
});

test("on a phone the admin Users tab shows each user's role and status controls on screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signInAs(page, "Dana Whitaker", "/admin");
  const row = page.getByTestId("user-row-jamie.chen@greenwood.example");
  await expect(row).toBeVisible();
  for (const control of [
    row.getByRole("combobox"),
    row.getByRole("button", { name: "Save role" }),
    row.getByRole("button", { name: /^(Deactivate|Activate)$/ }),
  ]) {
    await expect(control).toBeVisible();
    const box = (await control.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  await expect(row).toContainText("Role");
  await expect(row).toContainText("Status");
});
