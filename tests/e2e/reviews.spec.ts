// Residents' reviews in a real browser, with JavaScript and without: a member writes a review of a business (the
// plain multipart form posts natively without JavaScript) and sees it on the business page, apart from Google's rating.
import { expect, test } from "@playwright/test";
import { signInAs } from "./support";

test("a member writes a review and sees it on the business page", async ({ page }, testInfo) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error" && !m.text().includes("status of 400")) errors.push(m.text());
  });
  // Each project reviews a different business (one review per member and business; the database is shared).
  const js = testInfo.project.name === "js";
  const business = js ? "Lakeshore Vision Care" : "Foundry Fitness Greenwood";
  await page.goto(`/directory?q=${encodeURIComponent(business)}`);
  await page.getByRole("link", { name: "View Details" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: business })).toBeVisible();
  const path = new URL(page.url()).pathname;
  await expect(page.getByTestId("residents-rating")).toContainText("No residents' reviews yet");

  await signInAs(page, "Avery Lindqvist", path);
  await page.getByRole("link", { name: "Write a review" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Write a review of ${business}`);
  const title = js ? "Quick and thorough eye exam" : "Friendly gym, clean equipment";
  await page.getByLabel("4 stars").check();
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Your review").fill("Great visit overall, staff were welcoming and on time. Would come back.");
  await page.getByRole("button", { name: "Post review" }).click();

  await page.waitForURL((url) => url.pathname === path);
  await expect(page.getByText("Review Posted")).toBeVisible();
  const review = page.getByTestId("review").filter({ hasText: title });
  await expect(review).toBeVisible();
  await expect(review).toContainText("Avery L.");
  await expect(page.getByTestId("residents-rating")).toContainText("4.0");
  await expect(page.getByTestId("residents-rating")).toContainText("Residents");
  await expect(page.getByTestId("google-rating")).toContainText("Google");
  await expect(page.getByRole("link", { name: "Edit your review" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("a member sorts a business's reviews by lowest and reports one; the moderators see the reason", async ({ page }, testInfo) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  // Each project reports as a different member (one report per member and review; the database is shared).
  const js = testInfo.project.name === "js";
  const [who, reason] = js ? ["Dana", "Offensive or abusive"] : ["Marcus", "Not a real experience"];
  await page.goto(`/directory?q=${encodeURIComponent("Maplecrest Bakehouse")}`);
  await page.getByRole("link", { name: "View Details" }).first().click();
  await expect(page.getByRole("table", { name: "Residents' ratings from 5 stars to 1" })).toBeVisible();
  await page.getByRole("navigation", { name: "Sort reviews" }).getByRole("link", { name: "Lowest rated" }).click();
  await page.waitForURL((url) => url.searchParams.get("sort") === "lowest");
  await expect(page.getByRole("link", { name: "Lowest rated" })).toHaveAttribute("aria-current", "true");
  const stars = await page
    .getByTestId("review")
    .locator('[role="img"][aria-label$="out of 5 stars"]')
    .evaluateAll((els) => els.map((e) => Number(e.getAttribute("aria-label")!.charAt(0))));
  expect(stars.length).toBeGreaterThan(1);
  expect(stars).toEqual([...stars].sort((a, b) => a - b));

  const here = new URL(page.url());
  await signInAs(page, who, `${here.pathname}${here.search}`);
  const lowest = page.getByTestId("review").first();
  const title = (await lowest.getByRole("heading", { level: 3 }).textContent())!;
  await lowest.getByText("Report this review").click();
  await lowest.getByLabel("Reason").selectOption(reason);
  await lowest.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByText("Review Reported")).toBeVisible();
  // The review stays up until a moderator decides.
  await expect(page.getByTestId("review").filter({ hasText: title })).toBeVisible();

  await page.goto("/admin/reviews");
  const queued = page.getByTestId("admin-review").filter({ hasText: title });
  await expect(queued).toContainText(reason);
  expect(errors).toEqual([]);
});
