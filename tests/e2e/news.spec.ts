import { expect, test } from "@playwright/test";
import { signInAs } from "./support";

test("the news list and an article", async ({ page }) => {
  await page.goto("/news");
  await expect(page.getByRole("heading", { name: "Local News" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Submit Article" })).toHaveCount(0);
  await page.getByTestId("news-card").first().click();
  await page.waitForURL((u) => /^\/news\/\d+$/.test(u.pathname));
  await expect(page.getByRole("link", { name: "← Back to News" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Facebook" })).toHaveAttribute("href", /facebook\.com\/sharer/);
  const response = await page.goto("/news/987654");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Article Not Found" })).toBeVisible();
});

test("copy link shows 'Link copied' (JavaScript only)", async ({ page, context }, info) => {
  test.skip(info.project.name === "no-js", "copying to the clipboard needs JavaScript; the button is not rendered without it");
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/news");
  await page.getByTestId("news-card").first().click();
  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByTestId("toast")).toContainText("Link copied");
});

test("member submits, the form keeps input on error, a moderator approves, it is on /news", async ({ page, browser }, info) => {
  const title = `Library adds Sunday hours (${info.project.name})`;
  await signInAs(page, "Jamie Chen", "/news");
  await page.getByRole("link", { name: "Submit Article" }).click();
  await page.waitForURL((u) => u.pathname === "/submit-article");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Excerpt").fill("The Greenwood library opens on Sundays from January.");
  await page.getByLabel("Article content").fill("  too short for an article, even with padding spaces around it....  ".padEnd(90, " ") + "x");
  await page.getByLabel("Category").selectOption("Community");
  await page.getByRole("button", { name: "Submit Article" }).click();
  await expect(page.getByText("Article content must be at least 100 characters")).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await page
    .getByLabel("Article content")
    .fill("Starting in January the Greenwood Public Library will open on Sundays from 1 PM to 5 PM, the board decided on Tuesday.");
  await page.getByRole("button", { name: "Submit Article" }).click();
  await page.waitForURL((u) => u.pathname === "/news");
  await expect(page.getByTestId("toast")).toContainText("Article Submitted");
  await expect(page.getByText(title)).toHaveCount(0);

  const modContext = await browser.newContext({ javaScriptEnabled: info.project.name === "js" });
  const mod = await modContext.newPage();
  await signInAs(mod, "Marcus Reyes", "/news/review");
  const item = mod.locator("li", { hasText: title });
  await item.getByRole("button", { name: "Approve" }).click();
  await expect(mod.getByTestId("toast")).toContainText("Article Published");
  await modContext.close();

  await page.goto("/news");
  await expect(page.getByText(title)).toBeVisible();
});

test("/news/create: preview and back to edit keep every field; staff publish", async ({ page }, info) => {
  const title = `Road resurfacing on Fry Road (${info.project.name})`;
  await signInAs(page, "Marcus Reyes", "/news/create");
  await expect(page.getByLabel("Author")).toHaveValue("Marcus Reyes");
  await expect(page.getByLabel("Publication date")).toHaveValue(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  await page.getByLabel("Headline").fill(title);
  await page.getByLabel("Article Content").fill("<p>Crews will <strong>resurface</strong> Fry Road next week.</p>");
  await page.getByLabel("Category").selectOption("Development");
  await page.getByRole("button", { name: "Preview Article" }).click();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByTestId("preview-content").locator("strong")).toHaveText("resurface");
  await page.getByRole("button", { name: "Back to Edit" }).click();
  await expect(page.getByLabel("Headline")).toHaveValue(title);
  await expect(page.getByLabel("Category")).toHaveValue("Development");
  await expect(page.getByLabel("Article Content")).toHaveValue("<p>Crews will <strong>resurface</strong> Fry Road next week.</p>");
  await page.getByRole("button", { name: "Publish Article" }).click();
  await page.waitForURL((u) => u.pathname === "/news");
  await expect(page.getByTestId("toast")).toContainText("Success!");
  await expect(page.getByText(title)).toBeVisible();
});
