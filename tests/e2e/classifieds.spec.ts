// Its tests that only read the server's answer (statuses, headings, texts, links) moved to workerd on 2026-11-28:
// tests/integration/visitor-member-pages.test.ts.
// Classified ads in a real browser, once with JavaScript and once without: browsing and filtering, posting with
// every validation message and the input kept, a photo, a premium ad paid with the test provider, and a report.
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { signInAs, watchErrors } from "./support";

// A refused form answers 400 by design; without JavaScript that is the document the browser logs.
const refusedForm = (text: string) => text.includes("status of 400");

const PHOTO = fileURLToPath(new URL("../fixtures/pictures/photo.jpg", import.meta.url));

test.describe("browsing classifieds", () => {
  test("a visitor filters with the GET form, opens an ad and sees a sign-in link instead of contact details", async ({ page }) => {
    const errors = watchErrors(page, refusedForm);
    await page.goto("/classifieds");
    await expect(page.getByRole("heading", { level: 1, name: "Classified Ads" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Post an Ad" })).toHaveAttribute("href", "/post-classified");
    await page.getByLabel("Category").selectOption("Pets");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/\/classifieds\?.*category=Pets/);
    const badges = page.getByTestId("category-badge");
    await expect(badges.first()).toBeVisible();
    for (const text of await badges.allTextContents()) expect(text).toBe("Pets");

    await page.getByRole("link", { name: "View Details" }).first().click();
    await expect(page).toHaveURL(/\/classifieds\/\d+$/);
    await expect(page.getByTestId("contact").getByRole("link", { name: "Sign in" })).toBeVisible();
    await expect(page.getByText(/Prohibited items: weapons, illegal substances and adult content/)).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe("posting an ad", () => {
  test("free: every message verbatim with the input kept, then posted with a photo and listed at once", async ({ page }, info) => {
    const errors = watchErrors(page, refusedForm);
    const title = `Oak rocking chair ${info.project.name}`;
    await signInAs(page, "Jamie Chen", "/post-classified");
    await expect(page.getByRole("button", { name: "Post Free Ad" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Cancel" })).toHaveAttribute("href", "/classifieds");

    await page.getByLabel("Location").fill("Old Town Greenwood");
    await page.getByLabel("Contact Email").fill("not-an-email");
    // With JavaScript the blur validates the field and moves the button; let that settle before clicking.
    await page.getByLabel("Contact Email").blur();
    await page.getByRole("button", { name: "Post Free Ad" }).click();
    for (const message of ["Title is required", "Description is required", "Category is required", "Invalid email"]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel("Location")).toHaveValue("Old Town Greenwood");
    await expect(page.getByLabel("Contact Email")).toHaveValue("not-an-email");

    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Description").fill("Solid oak, refinished last year.\nPick up only.");
    await page.getByLabel("Category").selectOption("Home & Garden");
    await page.getByLabel("Price").fill("$120");
    await page.getByLabel("Contact Email").fill("");
    await page.getByLabel("Photos", { exact: true }).setInputFiles(PHOTO);
    await page.getByRole("button", { name: "Post Free Ad" }).click();

    await expect(page).toHaveURL(/\/classifieds$/);
    await expect(page.getByTestId("toast")).toContainText("Success!");
    await expect(page.getByTestId("toast")).toContainText("Your classified ad has been posted successfully.");
    const card = page.getByTestId("classified-card").filter({ hasText: title });
    await expect(card).toBeVisible();
    await card.getByRole("link", { name: "View Details" }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const photo = page.getByTestId("gallery").getByRole("img").first();
    await expect(photo).toBeVisible();
    // Decoded, not only laid out: a picture still loading has no natural width yet (as pictures.spec waits).
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByTestId("owner-panel")).toContainText("Active");
    expect(errors).toEqual([]);
  });

  test("premium: the button reads 'Pay $25 & Post Ad', the ad waits for payment, then is featured", async ({ page }, info) => {
    const title = `Premium pontoon boat ${info.project.name}`;
    await signInAs(page, "Pat O'Neill", "/post-classified");
    await page.getByTestId("tier-premium").click();
    await expect(page.getByRole("button", { name: "Pay $25 & Post Ad" })).toBeVisible();
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Description").fill("Twenty feet, trailer included.");
    await page.getByLabel("Category").selectOption("Sports & Recreation");
    await page.getByRole("button", { name: "Pay $25 & Post Ad" }).click();

    await expect(page).toHaveURL(/\/paypal-checkout\?type=classified-premium&id=\d+&amount=25\.00$/);
    await expect(page.getByTestId("price")).toContainText("$25.00");
    await page.goto("/classifieds");
    await expect(page.getByText(title)).toHaveCount(0);

    await page.goBack();
    await page.getByRole("button", { name: "Pay with the test provider" }).click();
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await page.waitForURL(/\/checkout\/success/);
    await page.goto("/classifieds");
    const first = page.getByTestId("classified-card").first();
    await expect(first).toContainText(title);
    await expect(first).toContainText("Featured");
  });

  test("a member reports an ad once", async ({ page }, info) => {
    // A different member in each project, so each makes the first report.
    await signInAs(page, info.project.name === "js" ? "Jamie Chen" : "Dana Whitaker", "/classifieds?category=Electronics");
    // An ad of Pat's (Jamie cannot report her own).
    await page.getByTestId("classified-card").filter({ hasText: "PlayStation 5" }).getByRole("link", { name: "View Details" }).click();
    const report = page.getByTestId("report");
    await report.getByText("Report this ad").click();
    await report.getByLabel("Reason").selectOption("Spam or duplicate");
    await report.getByRole("button", { name: "Send report" }).click();
    await expect(page.getByTestId("toast")).toContainText("Report received");
    await expect(page.getByTestId("report")).toContainText("You reported this ad.");
  });
});
