import { expect, test } from "@playwright/test";
import { signInAs } from "./support";

test("search, filter and sort keep their state in the URL", async ({ page, javaScriptEnabled }) => {
  await page.goto("/directory");
  await expect(page.getByRole("heading", { name: "Business Directory" })).toBeVisible();
  await expect(page.getByTestId("directory-count")).toHaveText(/^Showing \d+ businesses$/);
  await page.getByPlaceholder("Search businesses, categories, or locations...").fill("main st");
  await page.getByLabel("Category").selectOption({ label: "Restaurants" });
  // With JavaScript a select applies at once (the search text goes with it); without, the button sends them all.
  if (javaScriptEnabled) {
    await page.waitForURL((u) => u.searchParams.get("q") === "main st" && u.searchParams.has("category"));
    await expect(page.getByLabel("Category")).toHaveValue(/\d+/);
    await page.getByLabel("Sort by").selectOption({ label: "Highest Rated" });
  } else {
    await page.getByLabel("Sort by").selectOption({ label: "Highest Rated" });
    await page.locator("#main").getByRole("button", { name: "Search", exact: true }).click();
  }
  await page.waitForURL((u) => u.searchParams.get("q") === "main st" && u.searchParams.get("sort") === "rating");
  await expect(page.getByTestId("directory-count")).toHaveText(/^Showing \d+ business(es)? for "main st" in Restaurants$/);
  const ratings = await page
    .getByTestId("business-card")
    .locator("[aria-label^='Rated']")
    .evaluateAll((els) => els.map((e) => Number(e.getAttribute("aria-label")!.match(/Rated ([\d.]+)/)![1])));
  expect(ratings).toEqual([...ratings].sort((a, b) => b - a));

  await page.goto("/directory?q=no-such-place-anywhere");
  await expect(page.getByRole("heading", { name: "No businesses found" })).toBeVisible();
  await expect(page.getByText("Try adjusting your search or filter criteria.")).toBeVisible();
});

test("the directory is paged, 20 a page, and keeps search and sort across pages", async ({ page }) => {
  await page.goto("/directory?q=greenwood");
  await page.getByLabel("Sort by").selectOption({ label: "Highest Rated" });
  await page.locator("#main").getByRole("button", { name: "Search", exact: true }).click();
  await page.waitForURL((u) => u.searchParams.get("sort") === "rating" && u.searchParams.get("q") === "greenwood");
  const countLine = page.getByTestId("directory-count");
  await expect(countLine).toHaveText(/^Showing \d+ businesses for "greenwood"$/);
  const total = Number((await countLine.textContent())!.match(/Showing (\d+)/)![1]);
  expect(total).toBeGreaterThan(20);
  await expect(page.getByTestId("business-card")).toHaveCount(20);
  const rating = (loc: ReturnType<typeof page.getByTestId>) =>
    loc.locator("[aria-label^='Rated']").evaluateAll((els) => els.map((e) => Number(e.getAttribute("aria-label")!.match(/Rated ([\d.]+)/)![1])));
  const firstPage = await rating(page.getByTestId("business-card"));

  const pager = page.getByRole("navigation", { name: "Directory pages" });
  await pager.getByRole("link", { name: "Next" }).click();
  await page.waitForURL((u) => u.searchParams.get("page") === "2");
  const url = new URL(page.url());
  expect(url.searchParams.get("q")).toBe("greenwood");
  expect(url.searchParams.get("sort")).toBe("rating");
  await expect(countLine).toHaveText(`Showing ${total} businesses for "greenwood"`);
  await expect(page.getByPlaceholder("Search businesses, categories, or locations...")).toHaveValue("greenwood");
  await expect(page.getByLabel("Sort by")).toHaveValue("rating");
  const secondPage = await rating(page.getByTestId("business-card"));
  if (secondPage.length) expect(Math.max(...secondPage)).toBeLessThanOrEqual(Math.min(...firstPage));

  await pager.getByRole("link", { name: "Previous" }).click();
  await page.waitForURL((u) => !u.searchParams.has("page") && u.searchParams.get("q") === "greenwood");
  await expect(page.getByTestId("business-card")).toHaveCount(20);

  await page.goto("/directory?q=greenwood&sort=rating&page=99");
  await page.waitForURL((u) => u.searchParams.get("page") === String(Math.ceil(total / 20)));
  await expect(countLine).toHaveText(`Showing ${total} businesses for "greenwood"`);
});

test("claim flow: member claims, admin approves, verified on the card and the detail page", async ({ page, browser }, info) => {
  // Each project claims its own business (they share one database).
  const business = info.project.name === "js" ? "Pho Lotus Kitchen" : "Trattoria Valle";
  // A visitor's claim goes through sign-in.
  await page.goto(`/directory?q=${encodeURIComponent(business)}`);
  const card = page.getByTestId("business-card").filter({ hasText: business });
  // Back to the card in the same list (search and page kept; docs/decisions/paged-lists-and-budgets.md), not the directory's first page.
  const listPath = encodeURIComponent(`/directory?${new URLSearchParams({ q: business })}`);
  await expect(card.getByRole("link", { name: "Claim This Business" })).toHaveAttribute(
    "href",
    new RegExp(`/api/login\\?returnTo=${listPath}%23claim-\\d+$`),
  );

  await signInAs(page, "Pat O'Neill", `/directory?q=${encodeURIComponent(business)}`);
  await page.getByTestId("business-card").filter({ hasText: business }).getByRole("link", { name: "Claim This Business" }).click();
  await page.waitForURL((u) => u.pathname.startsWith("/claim-business/"));
  const businessId = page.url().split("/").pop();
  await page.getByRole("button", { name: "Submit Claim" }).click();
  // Without JS the browser blocks empty required fields; with JS our messages show. Either way nothing is sent.
  await expect(page).toHaveURL(/\/claim-business\/\d+$/);
  await page.getByLabel("Your role").selectOption("Owner");
  await page.getByLabel("Contact phone").fill("317-555-0142");
  await page.getByLabel("How can we verify you run this business?").fill("My name is on the business license.");
  await page.getByRole("button", { name: "Submit Claim" }).click();
  await page.waitForURL((u) => u.pathname === "/directory");
  await expect(page.getByTestId("toast")).toContainText("Claim Submitted");

  const adminContext = await browser.newContext({ javaScriptEnabled: info.project.name === "js" });
  const adminPage = await adminContext.newPage();
  await signInAs(adminPage, "Dana Whitaker", "/admin/claims");
  const claim = adminPage.getByTestId(`claim-${businessId}`);
  await expect(claim).toContainText("pat.oneill@greenwood.example");
  await claim.getByRole("button", { name: "Approve" }).click();
  await expect(adminPage.getByTestId("toast")).toContainText("Claim Approved");
  await adminContext.close();

  await page.goto(`/directory?q=${encodeURIComponent(business)}`);
  await expect(page.getByTestId("business-card").filter({ hasText: business }).getByTestId("verified")).toHaveText("✓ Business Owner Verified");
  await page.goto(`/businesses/${businessId}`);
  await expect(page.getByText("Verified Owner", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit listing" })).toBeVisible();
});

test("a visitor's claim on a business page signs in and lands on the claim form (issue 41, item 13)", async ({ page }) => {
  await page.goto("/directory");
  const claimable = page
    .getByTestId("business-card")
    .filter({ has: page.getByRole("link", { name: "Claim This Business" }) })
    .first();
  await claimable.getByRole("link", { name: "View Details" }).click();
  await expect(page).toHaveURL(/\/businesses\/\d+$/);
  const id = new URL(page.url()).pathname.split("/").pop();
  const claim = page.getByRole("link", { name: "Claim This Business" });
  await expect(claim).toHaveAttribute("href", `/api/login?returnTo=${encodeURIComponent(`/claim-business/${id}`)}`);
  await claim.click();
  await page.getByRole("button", { name: /Sign in as Jamie Chen/ }).click();
  await page.waitForURL((u) => u.pathname === `/claim-business/${id}`);
  await expect(page.getByRole("button", { name: "Submit Claim" })).toBeVisible();
});

test("add a business: a validation message, then the premium offer and the free listing", async ({ page }, info) => {
  await signInAs(page, "Jamie Chen", "/businesses/add");
  const name = `Greenwood Bike Works ${info.project.name}`;
  await page.getByLabel("Business Name").fill(name);
  await page.getByLabel("Description").fill("  short   "); // passes the browser's length check, not ours once trimmed
  await page.getByLabel("Category").selectOption({ label: "Retail" });
  await page.getByLabel("Address").fill("500 E Main St, Greenwood, IN 46143");
  await page.getByRole("button", { name: "Add Business" }).click();
  await expect(page.getByText("Description must be at least 10 characters")).toBeVisible();
  await expect(page.getByLabel("Business Name")).toHaveValue(name);
  await page.getByLabel("Description").fill("Bicycle sales, repairs and weekend group rides.");
  await page.getByRole("button", { name: "Add Business" }).click();
  await page.waitForURL((u) => u.searchParams.get("step") === "offer");
  await expect(page.getByRole("heading", { name: "Upgrade to Premium" })).toBeVisible();
  await expect(page.getByText("$39.00 per month")).toBeVisible();
  await page.getByRole("link", { name: "Keep Free Listing" }).click();
  await page.waitForURL((u) => u.searchParams.get("step") === "success");
  await page.getByRole("link", { name: "View your listing" }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByText("Verified Owner", { exact: true })).toBeVisible();
});
