import { expect, test } from "@playwright/test";

test.describe("Help & Support", () => {
  test("FAQ categories and one open answer at a time", async ({ page }) => {
    await page.goto("/support");
    await expect(page.getByRole("heading", { name: "Help & Support" })).toBeVisible();
    const categories = page.getByRole("navigation", { name: "FAQ categories" });
    await expect(categories.getByRole("link", { name: "Account & Registration" })).toHaveAttribute("aria-current", "true");
    await categories.getByRole("link", { name: "Payments & Billing" }).click();
    await expect(page.getByText("Can I get a refund?")).toBeVisible();
    const first = page.locator("details[name=faq]").nth(0);
    const second = page.locator("details[name=faq]").nth(1);
    await expect(first).toHaveAttribute("open", "");
    await second.locator("summary").click();
    await expect(second).toHaveAttribute("open", "");
    await expect(first).not.toHaveAttribute("open", "");
  });

  test("the contact form keeps what was typed and shows the spec's message", async ({ page }) => {
    await page.goto("/support#contact-form");
    const form = page.locator("#contact-form");
    await form.getByLabel("Name").fill("Lee Ann Porter");
    await form.getByLabel("Email").fill("lee@greenwood.example");
    await form.getByLabel("Category").selectOption("Events Calendar");
    await form.getByLabel("Subject").fill("    ab    "); // long enough for the browser, 2 characters once trimmed
    await form.getByLabel("Message").fill("The calendar shows the farmers market on the wrong Saturday.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Subject must be at least 5 characters")).toBeVisible();
    await expect(page.locator("#contact-form").getByLabel("Name")).toHaveValue("Lee Ann Porter");
    await expect(page.locator("#contact-form").getByLabel("Message")).toHaveValue("The calendar shows the farmers market on the wrong Saturday.");
    await expect(page.locator("#contact-form").getByLabel("Category")).toHaveValue("Events Calendar");

    await page.locator("#contact-form").getByLabel("Subject").fill("Wrong market date");
    await page.locator("#contact-form").getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByTestId("toast")).toContainText("Message Sent!");
    await expect(page.getByTestId("toast")).toContainText("We've received your message and will respond within 24 hours.");
  });
});
